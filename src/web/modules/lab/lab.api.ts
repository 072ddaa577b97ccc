/**
 * Calls of digital labs (lab.contract.ts) as TanStack Query hooks; the SRDL screens use the same. Its
 * paths come from lab.paths.ts and its types only as types, so the plain lists carry no validator.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityInput,
  ActivityItem,
  ConditionChange,
  EquipmentInput,
  EquipmentItem,
  EquipmentUpdate,
  InspectedLab,
  LabDashboard,
  LabDetail,
  LabDistrictRow,
  LabInput,
  LabRecommendation,
  LabSummary,
  LabUpdate,
  RecommendationProgressRow,
} from '../../../common/contracts/lab.contract';
import { LAB_PATHS } from '../../../common/contracts/lab.paths';
import type { Named, Page } from '../../../common/contracts/office.contract';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

const ROOT = ['lab'] as const;

const usePage = <T>(key: string, path: string, params: QueryParams, enabled = true) =>
  useQuery({
    queryKey: [...ROOT, key, params],
    queryFn: () => api.get<Page<T>>(withQuery(path, params)),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useLabs = (params: QueryParams) => usePage<LabSummary>('labs', LAB_PATHS.labs, params);
export const useEquipment = (params: QueryParams, enabled = true) =>
  usePage<EquipmentItem>('equipment', LAB_PATHS.equipment, params, enabled);
export const useActivities = (params: QueryParams, enabled = true) =>
  usePage<ActivityItem>('activities', LAB_PATHS.activities, params, enabled);
export const useInspectedLabs = (params: QueryParams) =>
  usePage<InspectedLab>('inspected', LAB_PATHS.inspected, params);
export const useLabRecommendations = (params: QueryParams) =>
  usePage<LabRecommendation>('recommendations', LAB_PATHS.recommendations, params);

export const useLab = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'one', id],
    queryFn: () => api.get<LabDetail>(LAB_PATHS.lab(id ?? 0)),
    enabled: id !== null,
  });

export const useLabDashboard = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'dashboard', params],
    queryFn: () => api.get<LabDashboard>(withQuery(LAB_PATHS.dashboard, params)),
  });

export const useLabReport = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'report', params],
    queryFn: () =>
      api.get<{ fiscalYear: number; rows: LabDistrictRow[]; totals: LabDashboard['totals'] }>(
        withQuery(LAB_PATHS.report, params),
      ),
  });

export const useRecommendationProgress = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'recommendation-progress', params],
    queryFn: () => api.get<RecommendationProgressRow[]>(withQuery(LAB_PATHS.recommendationProgress, params)),
  });

export const useLabDistricts = () =>
  useQuery({ queryKey: [...ROOT, 'districts'], queryFn: () => api.get<Named[]>(LAB_PATHS.districts) });

/** A write that refreshes every lab query afterwards. */
export function useLabMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ROOT }) });
}

export const labApi = {
  create: (body: LabInput) => api.post<LabDetail>(LAB_PATHS.labs, body),
  update: ({ id, ...body }: LabUpdate & { id: number }) => api.put<LabDetail>(LAB_PATHS.lab(id), body),
  remove: (id: number) => api.delete<{ id: number }>(LAB_PATHS.lab(id)),
  updateEquipment: ({ id, ...body }: EquipmentUpdate & { id: number }) =>
    api.put<EquipmentItem>(LAB_PATHS.equipmentOne(id), body),
  removeEquipment: (id: number) => api.delete<{ id: number }>(LAB_PATHS.equipmentOne(id)),
  addEquipment: ({ labId, ...body }: EquipmentInput & { labId: number }) =>
    api.post<EquipmentItem>(LAB_PATHS.labEquipment(labId), body),
  changeCondition: ({ id, ...body }: ConditionChange & { id: number }) =>
    api.post<EquipmentItem>(LAB_PATHS.equipmentCondition(id), body),
  addActivity: ({ labId, ...body }: ActivityInput & { labId: number }) =>
    api.post<ActivityItem>(LAB_PATHS.labActivities(labId), body),
};
