/** Calls of leave (leave.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChargeDeskOption } from '../../../common/contracts/charge.contract';
import type {
  ApproverChain,
  ChainInput,
  CoverMonth,
  DecisionInput,
  Holiday,
  HolidayInput,
  LeaveAttachment,
  LeaveBalance,
  LeaveDays,
  LeaveDesk,
  LeaveDetail,
  LeaveInput,
  LeavePage,
} from '../../../common/contracts/leave.contract';
import { LEAVE_PATHS } from '../../../common/contracts/leave.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';
import { uploadFile } from '../../lib/files.api';

const ROOT = ['leave'] as const;

function useLeavePage(key: string, path: string, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...ROOT, key, params],
    queryFn: () => api.get<LeavePage>(withQuery(path, params)),
    placeholderData: keepPreviousData,
    enabled,
    // Another person's decision changes these: always asked again when a screen opens.
    staleTime: 0,
  });
}

export const useOwnApplications = (params: QueryParams) =>
  useLeavePage('own', LEAVE_PATHS.applications, params);
export const useQueue = (params: QueryParams, enabled = true) =>
  useLeavePage('queue', LEAVE_PATHS.approvals, params, enabled);
export const useHistory = (params: QueryParams) => useLeavePage('history', LEAVE_PATHS.history, params);

export const useApplication = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'one', id],
    queryFn: () => api.get<LeaveDetail>(LEAVE_PATHS.one(id ?? 0)),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });

export const useBalance = (year: number) =>
  useQuery({
    queryKey: [...ROOT, 'balance', year],
    queryFn: () => api.get<LeaveBalance>(withQuery(LEAVE_PATHS.balance, { year })),
    staleTime: 0,
  });

export const useLeaveDays = (params: { leaveType?: string; fromDate?: string; toDate?: string }) =>
  useQuery({
    queryKey: [...ROOT, 'days', params],
    queryFn: () => api.get<LeaveDays>(withQuery(LEAVE_PATHS.days, params)),
    enabled: Boolean(
      params.leaveType && params.fromDate && params.toDate && params.fromDate <= params.toDate,
    ),
    retry: false,
  });

export const useDeskOptions = (scope: 'office' | 'approvers', enabled = true) =>
  useQuery({
    queryKey: [...ROOT, 'desks', scope],
    queryFn: () => api.get<LeaveDesk[]>(withQuery(LEAVE_PATHS.deskOptions, { scope })),
    staleTime: 5 * 60_000,
    enabled,
  });

/** Desks the last desk may name to take the applicant's charge, searched on the server. */
export const useChargeDeskChoices = (id: number, search: string) =>
  useQuery({
    queryKey: [...ROOT, 'charge-desks', id, search],
    queryFn: () => api.get<ChargeDeskOption[]>(withQuery(LEAVE_PATHS.chargeDesks(id), { search })),
    placeholderData: keepPreviousData,
  });

/** The office's month of absences and who holds each absent officer's desk. */
export const useCoverMonth = (month: string) =>
  useQuery({
    queryKey: [...ROOT, 'cover', month],
    queryFn: () => api.get<CoverMonth>(withQuery(LEAVE_PATHS.cover, { month })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useChains = () =>
  useQuery({ queryKey: [...ROOT, 'chains'], queryFn: () => api.get<ApproverChain[]>(LEAVE_PATHS.approvers) });

export const useHolidays = (year: number) =>
  useQuery({
    queryKey: [...ROOT, 'holidays', year],
    queryFn: () => api.get<Holiday[]>(withQuery(LEAVE_PATHS.holidays, { year })),
  });

/** A write that refreshes every leave query afterwards, and the dashboard's counts. */
export function useLeaveMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ROOT });
      await client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export const leaveApi = {
  create: (body: LeaveInput) => api.post<LeaveDetail>(LEAVE_PATHS.applications, body),
  update: ({ id, ...body }: LeaveInput & { id: number }) => api.put<LeaveDetail>(LEAVE_PATHS.one(id), body),
  submit: (id: number) => api.post<LeaveDetail>(LEAVE_PATHS.submit(id), {}),
  cancel: (id: number) => api.post<LeaveDetail>(LEAVE_PATHS.cancel(id), {}),
  decide: ({ id, ...body }: DecisionInput & { id: number }) =>
    api.post<LeaveDetail>(LEAVE_PATHS.decide(id), body),
  attach: ({ id, file }: { id: number; file: File }) =>
    uploadFile<LeaveAttachment>('POST', LEAVE_PATHS.attachments(id), file),
  setChain: (body: ChainInput) => api.put<ApproverChain[]>(LEAVE_PATHS.approvers, body),
  addHoliday: (body: HolidayInput) => api.post<Holiday>(LEAVE_PATHS.holidays, body),
  updateHoliday: ({ day, ...body }: HolidayInput & { original: string }) =>
    api.put<Holiday>(LEAVE_PATHS.holiday(body.original), {
      day,
      nameBn: body.nameBn,
      nameEn: body.nameEn,
      moving: body.moving,
    }),
  deleteHoliday: (day: string) => api.delete<null>(LEAVE_PATHS.holiday(day)),
};
