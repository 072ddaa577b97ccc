/** /freelancer-mgt/freelancer-dashboard: the dashboard of the caller's district (all for app admins). */
import { FreelancerDashboardView } from '../components/freelancer-dashboard-view';

export default function FreelancerDashboardPage() {
  return <FreelancerDashboardView national={false} />;
}
