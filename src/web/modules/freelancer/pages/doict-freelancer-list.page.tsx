/** /doict-freelancer-list: the national (DoICT) list of every district's freelancers. */
import { FreelancerListView } from '../components/freelancer-list-view';

export default function DoictFreelancerListPage() {
  return <FreelancerListView national />;
}
