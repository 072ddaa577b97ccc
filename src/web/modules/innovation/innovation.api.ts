/** Calls of innovations (innovation.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InnovationAction,
  InnovationAttachment,
  InnovationDetail,
  InnovationFigures,
  InnovationInput,
  InnovationPage,
} from '../../../common/contracts/innovation.contract';
import { INNOVATION_PATHS } from '../../../common/contracts/innovation.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';
import { uploadFile } from '../../lib/files.api';

const ROOT = ['innovation'] as const;

export const useInnovations = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'list', params],
    queryFn: () => api.get<InnovationPage>(withQuery(INNOVATION_PATHS.list, params)),
    placeholderData: keepPreviousData,
  });

export const useInnovationFigures = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'figures', params],
    queryFn: () => api.get<InnovationFigures>(withQuery(INNOVATION_PATHS.summary, params)),
  });

export const useInnovation = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'one', id],
    queryFn: () => api.get<InnovationDetail>(INNOVATION_PATHS.one(id ?? 0)),
    enabled: id !== null,
  });

/** A write that refreshes every innovation query afterwards (lists, figures and the record). */
export function useInnovationMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export const innovationApi = {
  create: (body: InnovationInput) => api.post<InnovationDetail>(INNOVATION_PATHS.list, body),
  update: ({ id, ...body }: InnovationInput & { id: number }) =>
    api.put<InnovationDetail>(INNOVATION_PATHS.one(id), body),
  remove: (id: number) => api.delete(INNOVATION_PATHS.one(id)),
  move: ({ id, action, note }: { id: number; action: InnovationAction; note?: string }) =>
    api.post<InnovationDetail>(INNOVATION_PATHS.transition(id, action), { note: note ?? null }),
  setPicture: ({ id, file }: { id: number; file: File }) =>
    uploadFile('PUT', INNOVATION_PATHS.picture(id), file),
  addAttachment: ({ id, file }: { id: number; file: File }) =>
    uploadFile<InnovationAttachment>('POST', INNOVATION_PATHS.attachments(id), file),
  removeAttachment: ({ id, fileId }: { id: number; fileId: string }) =>
    api.delete(INNOVATION_PATHS.attachment(id, fileId)),
};
