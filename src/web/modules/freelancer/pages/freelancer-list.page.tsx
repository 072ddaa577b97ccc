/** /freelancer-mgt/freelancer-list and /freelancers: the freelancers of the caller's district (all for app admins). */
import { FreelancerListView } from '../components/freelancer-list-view';

export default function FreelancerListPage() {
  return <FreelancerListView national={false} />;
}
