/** Calls of exam management as TanStack Query hooks (no validator: the plain lists use them too). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamDashboard, ExamPage } from '../../../common/contracts/exam.contract';
import { EXAM_PATHS } from '../../../common/contracts/exam.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

const ROOT = ['exam'] as const;

export function useExamPage<T>(path: string, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...ROOT, path, params],
    queryFn: () => api.get<ExamPage<T>>(withQuery(path, params)),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

export const useExamDashboard = () =>
  useQuery({
    queryKey: [...ROOT, 'dashboard'],
    queryFn: () => api.get<ExamDashboard>(EXAM_PATHS.dashboard),
    staleTime: 0,
  });

export function useExamOne<T>(path: string | null) {
  return useQuery({
    queryKey: [...ROOT, 'one', path],
    queryFn: () => api.get<T>(path ?? ''),
    enabled: path !== null,
    retry: false,
    staleTime: 0,
  });
}

/** A write (POST or PUT of `path` with a body); every exam list is asked again after it. */
export function useExamWrite<T = unknown>() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: 'post' | 'put'; path: string; body?: unknown }) =>
      method === 'put' ? api.put<T>(path, body) : api.post<T>(path, body),
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

/** A delete of `path`; every exam list is asked again after it. */
export function useExamDelete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => api.delete(path),
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}
