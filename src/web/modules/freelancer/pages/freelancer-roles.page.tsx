/** /freelancer-mgt/freelancer-roles: master data. */
import { MasterDataPage } from './master-data';

export default function FreelancerRolesPage() {
  return <MasterDataPage kind="roles" />;
}
