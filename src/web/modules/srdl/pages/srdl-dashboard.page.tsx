/** srdl-dashboard: the SRDL labs' figures, from GET /api/reports/showSrdlDashBoard (SPEC.md §7). */
import { LabDashboardView } from '../../lab/components/lab-dashboard-view';

export default function SrdlDashboardPage() {
  return <LabDashboardView type="srdl" base="/srdl-mgt" />;
}
