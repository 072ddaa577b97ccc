/** lab-dashboard: the figures of every type of lab. */
import { LabDashboardView } from '../components/lab-dashboard-view';

export default function LabDashboardPage() {
  return <LabDashboardView base="/lab-mgt" />;
}
