/** Calls of the audit trail (audit.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_PATHS, type AuditPage } from '../../../common/contracts/audit.contract';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

export const useAuditLog = (params: QueryParams) =>
  useQuery({
    queryKey: ['audit', 'log', params],
    queryFn: () => api.get<AuditPage>(withQuery(AUDIT_PATHS.list, params)),
    placeholderData: keepPreviousData,
  });
