/** Calls of report management (report.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../common/contracts/office.contract';
import type {
  AssignedReport,
  DeskLabel,
  OfficeAssignmentInput,
  OfficeWiseRow,
  PermittedDesk,
  PermittedDeskInput,
  ReportAttachment,
  ReportConfigInput,
  ReportDashboard,
  ReportDefinition,
  ReportPage,
  ResponseDetail,
  ResponseInput,
  ResponsePage,
  SendBackInfo,
  StepInput,
  SubmitLog,
  YearlySummary,
} from '../../../common/contracts/report.contract';
import { REPORT_PATHS } from '../../../common/contracts/report.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';
import { uploadFile } from '../../lib/files.api';

const ROOT = ['report-mgt'] as const;

export type PendingPage = ResponsePage & { notStarted: AssignedReport[] };

const list = <T>(key: string, path: string, params: QueryParams, enabled = true) => ({
  queryKey: [...ROOT, key, path, params],
  queryFn: () => api.get<T>(withQuery(path, params)),
  placeholderData: keepPreviousData,
  enabled,
});

export const useDashboard = (params: QueryParams) =>
  useQuery(list<ReportDashboard>('dashboard', REPORT_PATHS.dashboardInfo, params));
export const useAskedReports = (params: QueryParams, enabled = true) =>
  useQuery(list<ReportPage>('asked', REPORT_PATHS.askedReports, params, enabled));
export const useOwnOfficeReports = (params: QueryParams) =>
  useQuery(list<Page<AssignedReport>>('own', REPORT_PATHS.ownOfficeReports, params));
export const usePending = (path: string, params: QueryParams) =>
  useQuery(list<PendingPage>('pending', path, params));
export const useSubmitted = (params: QueryParams) =>
  useQuery(list<ResponsePage>('submitted', REPORT_PATHS.submittedReports, params));
export const useSubmittedByOffice = (params: QueryParams, enabled = true) =>
  useQuery(list<ResponsePage>('by-office', REPORT_PATHS.submittedReportsByOffice, params, enabled));
export const useOfficeWise = (params: QueryParams, enabled: boolean) =>
  useQuery(list<Page<OfficeWiseRow>>('office-wise', REPORT_PATHS.officeWise, params, enabled));
export const useAssignableOffices = (params: QueryParams, enabled: boolean) =>
  useQuery(
    list<Page<{ id: number; nameBn: string; nameEn: string; assigned: boolean }>>(
      'assignable',
      REPORT_PATHS.assignableOffices,
      params,
      enabled,
    ),
  );

export const usePermittedDesks = (reportId: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'permitted', reportId],
    queryFn: () => api.get<PermittedDesk[]>(REPORT_PATHS.permittedDesksOf(reportId ?? 0)),
    enabled: reportId !== null,
  });
export const useOfficeDesks = (enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'office-desks'],
    queryFn: () => api.get<DeskLabel[]>(REPORT_PATHS.officeDesks),
    enabled,
    staleTime: 60_000,
  });

export const useSubmitLog = (body: { code: string; officeId?: number; fiscalYear?: number }) =>
  useQuery({
    queryKey: [...ROOT, 'log', body],
    queryFn: () => api.post<SubmitLog>(REPORT_PATHS.submitLogByCode, body),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useResponse = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'response', id],
    queryFn: () => api.get<ResponseDetail>(REPORT_PATHS.details(id ?? 0)),
    enabled: id !== null,
    retry: false,
  });
export const useSendBack = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'sendback', id],
    queryFn: () => api.get<SendBackInfo | null>(REPORT_PATHS.sendBack(id ?? 0)),
    enabled: id !== null && enabled,
  });
export const useYearlySummary = (body: { reportId?: number; fiscalYear: number }) =>
  useQuery({
    queryKey: [...ROOT, 'summary', body],
    queryFn: () => api.post<YearlySummary>(REPORT_PATHS.yearlySummary, body),
    enabled: body.reportId !== undefined,
    placeholderData: keepPreviousData,
  });

/** A write that refreshes every report query afterwards. */
export function useReportMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ROOT }) });
}

export const reportApi = {
  saveConfig: (body: ReportConfigInput) => api.post<ReportDefinition>(REPORT_PATHS.updateConfig, body),
  assign: (body: OfficeAssignmentInput) =>
    api.post<{ assigned: number }>(REPORT_PATHS.officeAssignment, body),
  permit: (body: PermittedDeskInput) => api.post<PermittedDesk[]>(REPORT_PATHS.permittedDesks, body),
  unpermit: (id: number) => api.get<{ id: number }>(REPORT_PATHS.removePermittedDesk(id)),
  saveResponse: (body: ResponseInput) => api.post<ResponseDetail>(REPORT_PATHS.createResponse, body),
  verify: (body: StepInput) => api.post<ResponseDetail>(REPORT_PATHS.verify, body),
  approve: (body: StepInput) => api.post<ResponseDetail>(REPORT_PATHS.approve, body),
  sendBackToCreator: (body: StepInput) => api.post<ResponseDetail>(REPORT_PATHS.sendBackToCreator, body),
  sendBackToVerifier: (body: StepInput) => api.post<ResponseDetail>(REPORT_PATHS.sendBackToVerifier, body),
  attach: ({ id, file }: { id: number; file: File }) =>
    uploadFile<ReportAttachment>('POST', REPORT_PATHS.attachments(id), file),
  removeAttachment: ({ id, fileId }: { id: number; fileId: string }) =>
    api.get<{ id: string }>(REPORT_PATHS.removeAttachment(id, fileId)),
  remind: (body: { reportId: number; fiscalYear: number; periodNo: number }) =>
    api.post<{ reminded: number }>(REPORT_PATHS.remind, body),
};
