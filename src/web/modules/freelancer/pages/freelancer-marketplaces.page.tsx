/** /freelancer-mgt/freelancer-marketplaces: master data. */
import { MasterDataPage } from './master-data';

export default function FreelancerMarketplacesPage() {
  return <MasterDataPage kind="marketplaces" />;
}
