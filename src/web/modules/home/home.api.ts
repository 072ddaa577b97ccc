import { useQuery } from '@tanstack/react-query';
import { type AdminDashboardResponse, DASHBOARD_PATHS } from '../../../common/contracts/dashboard.contract';
import { api } from '../../lib/api';

export function useAdminDashboard(officeId: number) {
  return useQuery({
    queryKey: ['dashboard', 'admin', officeId],
    queryFn: () => api.get<AdminDashboardResponse>(DASHBOARD_PATHS.adminDashboard(officeId)),
    enabled: officeId > 0,
  });
}
