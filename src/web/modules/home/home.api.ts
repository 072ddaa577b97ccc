import { useQuery } from '@tanstack/react-query';
import type { AdminDashboardResponse } from '../../../common/contracts/dashboard.contract';
import { DASHBOARD_PATHS } from '../../../common/contracts/dashboard.paths';
import type { DeskRequestRow } from '../../../common/contracts/registration.contract';
import { REGISTRATION_PATHS } from '../../../common/contracts/registration.paths';
import { api } from '../../lib/api';

export function useAdminDashboard(officeId: number) {
  return useQuery({
    queryKey: ['dashboard', 'admin', officeId],
    queryFn: () => api.get<AdminDashboardResponse>(DASHBOARD_PATHS.adminDashboard(officeId)),
    enabled: officeId > 0,
  });
}

/** The signed-in officer's latest desk request (from registration), for an officer without a desk. */
export function useMyDeskRequest(enabled: boolean) {
  return useQuery({
    queryKey: ['registration', 'my-request'],
    queryFn: () => api.get<DeskRequestRow | null>(REGISTRATION_PATHS.myRequest),
    enabled,
  });
}
