/** /doict-freelancer-dashboard: the national (DoICT) dashboard over every district. */
import { FreelancerDashboardView } from '../components/freelancer-dashboard-view';

export default function DoictFreelancerDashboardPage() {
  return <FreelancerDashboardView national />;
}
