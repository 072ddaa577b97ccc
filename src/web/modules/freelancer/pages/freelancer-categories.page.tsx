/** /freelancer-mgt/freelancer-categories: master data. */
import { MasterDataPage } from './master-data';

export default function FreelancerCategoriesPage() {
  return <MasterDataPage kind="categories" />;
}
