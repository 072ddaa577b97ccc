/** Calls of the audit trail as TanStack Query hooks: paths from audit.paths.ts, so no validator comes along. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../common/contracts/audit.contract';
import { AUDIT_PATHS } from '../../../common/contracts/audit.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

export const useAuditLog = (params: QueryParams) =>
  useQuery({
    queryKey: ['audit', 'log', params],
    queryFn: () => api.get<AuditPage>(withQuery(AUDIT_PATHS.list, params)),
    placeholderData: keepPreviousData,
  });
