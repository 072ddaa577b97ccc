/** Calls of inspections (inspection.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChargeDeskOption } from '../../../common/contracts/charge.contract';
import type {
  AddItemInput,
  CatalogItem,
  CloseInput,
  ComplianceInput,
  EntryPermission,
  FeedbackRow,
  InspectionDashboard,
  InspectionDetail,
  InspectionPage,
  InspectionPhoto,
  InspectionSaveInput,
  InspectionSettings,
  ItemInput,
  OfficerReportRow,
  PermissionInput,
  PlanDecisionInput,
  PlanDetail,
  PlanInput,
  PlanPage,
  ProgressRow,
  RecommendationDetail,
  RecommendationInput,
  RecommendationPage,
  RecommendationSummary,
  SettingsInput,
  TargetInput,
  TargetRow,
  TemplateDetail,
  TemplateEditInput,
  TemplateInput,
  TemplateSummary,
} from '../../../common/contracts/inspection.contract';
import { INSPECTION_PATHS as P } from '../../../common/contracts/inspection.paths';
import type { Named, Page } from '../../../common/contracts/office.contract';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';
import { uploadFile } from '../../lib/files.api';

const ROOT = ['inspection'] as const;

function usePage<T>(key: string, path: string, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...ROOT, key, params],
    queryFn: () => api.get<T>(withQuery(path, params)),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

export const useTemplates = (params: QueryParams) =>
  usePage<Page<TemplateSummary>>('templates', P.templates, params);
export const useTemplate = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'template', id],
    queryFn: () => api.get<TemplateDetail>(P.template(id ?? 0)),
    enabled: id !== null,
    staleTime: 0,
  });
export const useItems = (params: QueryParams) => usePage<Page<CatalogItem>>('items', P.items, params);
export const useSettings = () =>
  useQuery({ queryKey: [...ROOT, 'settings'], queryFn: () => api.get<InspectionSettings>(P.settings) });
export const usePermissions = () =>
  useQuery({ queryKey: [...ROOT, 'permissions'], queryFn: () => api.get<EntryPermission[]>(P.permissions) });
export const useTargets = (params: QueryParams) => usePage<Page<TargetRow>>('targets', P.targets, params);
export const usePlans = (params: QueryParams, enabled = true) =>
  usePage<PlanPage>('plans', P.plans, params, enabled);
/** Desks whose holders may take a tour's charge: for the planner's form on a day, or for a plan at the approving desk. */
export const useTourChargeDesks = (source: { visitDate?: string; planId?: number }, search: string) =>
  useQuery({
    queryKey: [...ROOT, 'tour-charge', source, search],
    queryFn: () =>
      api.get<ChargeDeskOption[]>(
        source.planId
          ? withQuery(P.planChargeChoices(source.planId), { search })
          : withQuery(P.planChargeDesks, { visitDate: source.visitDate, search }),
      ),
    enabled: Boolean(source.planId || source.visitDate),
    placeholderData: keepPreviousData,
  });

export const usePlan = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'plan', id],
    queryFn: () => api.get<PlanDetail>(P.plan(id ?? 0)),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });
export const usePlanInspection = (planId: number | null, enabled = true) =>
  useQuery({
    queryKey: [...ROOT, 'plan-inspection', planId],
    queryFn: () => api.get<InspectionDetail>(P.planInspection(planId ?? 0)),
    enabled: planId !== null && enabled,
    retry: false,
    staleTime: 0,
  });
export const useInspection = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'inspection', id],
    queryFn: () => api.get<InspectionDetail>(P.inspection(id ?? 0)),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });
export const useInspections = (params: QueryParams) =>
  usePage<InspectionPage>('inspections', P.inspections, params);
export const useRecommendations = (params: QueryParams) =>
  usePage<RecommendationPage>('recommendations', P.recommendations, params);
export const useRecommendation = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'recommendation', id],
    queryFn: () => api.get<RecommendationDetail>(P.recommendation(id ?? 0)),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });
export const useFeedback = (officeId?: number) =>
  useQuery({
    queryKey: [...ROOT, 'feedback', officeId],
    queryFn: () => api.get<FeedbackRow[]>(withQuery(P.feedbackProgress, { officeId })),
    staleTime: 0,
  });
export const useProgress = (params: QueryParams) =>
  usePage<Page<ProgressRow>>('progress', P.progressReport, params);
export const useOfficerReport = (params: QueryParams) =>
  usePage<Page<OfficerReportRow>>('officer-report', P.officerReport, params);
export const useDashboard = () =>
  useQuery({
    queryKey: [...ROOT, 'dashboard'],
    queryFn: () => api.get<InspectionDashboard>(P.dashboard),
    staleTime: 0,
  });
export const useOfficeOptions = (search: string) =>
  useQuery({
    queryKey: [...ROOT, 'office-options', search],
    queryFn: () => api.get<Named[]>(withQuery(P.officeOptions, { search })),
    placeholderData: keepPreviousData,
  });
export const useOfficerOptions = (search: string) =>
  useQuery({
    queryKey: [...ROOT, 'officer-options', search],
    queryFn: () =>
      api.get<{ userId: number; nameBn: string; nameEn: string }[]>(withQuery(P.officerOptions, { search })),
    placeholderData: keepPreviousData,
  });

/** A write that refreshes every inspection query afterwards. */
export function useInspectionMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ROOT });
    },
  });
}

export const inspectionApi = {
  createTemplate: (body: TemplateInput) => api.post<TemplateDetail>(P.templates, body),
  editTemplate: ({ id, ...body }: TemplateEditInput & { id: number }) =>
    api.put<TemplateDetail>(P.template(id), body),
  addItem: ({ id, ...body }: AddItemInput & { id: number }) =>
    api.post<TemplateDetail>(P.templateAddItem(id), body),
  createItem: (body: ItemInput) => api.post<CatalogItem>(P.items, body),
  saveSettings: (body: SettingsInput) => api.put<InspectionSettings>(P.settings, body),
  addPermission: (body: PermissionInput) => api.post<EntryPermission[]>(P.permissions, body),
  removePermission: (id: number) => api.delete<null>(P.permission(id)),
  setTarget: (body: TargetInput) => api.put<TargetInput>(P.targets, body),
  createPlan: (body: PlanInput) => api.post<PlanDetail>(P.plans, body),
  updatePlan: ({ id, ...body }: PlanInput & { id: number }) => api.put<PlanDetail>(P.plan(id), body),
  submitPlan: (id: number) => api.post<PlanDetail>(P.planSubmit(id), {}),
  cancelPlan: (id: number) => api.post<PlanDetail>(P.planCancel(id), {}),
  decidePlan: ({ id, ...body }: PlanDecisionInput & { id: number }) =>
    api.post<PlanDetail>(P.planDecision(id), body),
  startInspection: (planId: number) => api.post<InspectionDetail>(P.planInspection(planId), {}),
  saveInspection: ({ id, ...body }: InspectionSaveInput & { id: number }) =>
    api.put<InspectionDetail>(P.inspection(id), body),
  submitInspection: (id: number) => api.post<InspectionDetail>(P.inspectionSubmit(id), {}),
  addPhoto: ({ id, file }: { id: number; file: File }) =>
    uploadFile<InspectionPhoto>('POST', P.photos(id), file),
  addRecommendation: ({ id, ...body }: RecommendationInput & { id: number }) =>
    api.post<RecommendationSummary>(P.inspectionRecommendations(id), body),
  addCompliance: ({ id, ...body }: ComplianceInput & { id: number }) =>
    api.post<{ updateId: number; recommendation: RecommendationDetail }>(P.recommendationUpdates(id), body),
  addEvidence: ({ id, updateId, file }: { id: number; updateId: number; file: File }) =>
    uploadFile<{ id: string }>('POST', P.evidence(id, updateId), file),
  close: ({ id, ...body }: CloseInput & { id: number }) =>
    api.post<RecommendationDetail>(P.recommendationClose(id), body),
};
