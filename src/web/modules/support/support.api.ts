/** Calls of support tickets (support.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReplyInput,
  StatusInput,
  TicketAttachment,
  TicketDetail,
  TicketInput,
  TicketPage,
} from '../../../common/contracts/support.contract';
import { SUPPORT_PATHS } from '../../../common/contracts/support.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';
import { uploadFile } from '../../lib/files.api';

const ROOT = ['support'] as const;

export interface SupportAdmin {
  userId: number;
  nameBn: string;
  nameEn: string;
  level: number;
}

export const useOwnTickets = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'own', params],
    queryFn: () => api.get<TicketPage>(withQuery(SUPPORT_PATHS.tickets, params)),
    placeholderData: keepPreviousData,
  });

export const useQueue = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'queue', params],
    queryFn: () => api.get<TicketPage>(withQuery(SUPPORT_PATHS.queue, params)),
    placeholderData: keepPreviousData,
  });

export const useTicket = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'one', id],
    queryFn: () => api.get<TicketDetail>(SUPPORT_PATHS.one(id ?? 0)),
    enabled: id !== null,
    retry: false,
  });

export const useSupportAdmins = (enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'admins'],
    queryFn: () => api.get<SupportAdmin[]>(SUPPORT_PATHS.admins),
    enabled,
    staleTime: 5 * 60_000,
  });

/** A write that refreshes every support query afterwards (lists and the ticket). */
export function useSupportMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export const supportApi = {
  open: (body: TicketInput) => api.post<TicketDetail>(SUPPORT_PATHS.tickets, body),
  reply: ({ id, ...body }: ReplyInput & { id: number }) =>
    api.post<TicketDetail>(SUPPORT_PATHS.replies(id), body),
  status: ({ id, ...body }: StatusInput & { id: number }) =>
    api.post<TicketDetail>(SUPPORT_PATHS.status(id), body),
  assign: ({ id, userId }: { id: number; userId: number }) =>
    api.post<TicketDetail>(SUPPORT_PATHS.assign(id), { userId }),
  escalate: ({ id, note }: { id: number; note?: string }) =>
    api.post<{ id: number; level: number }>(SUPPORT_PATHS.escalate(id), { note: note ?? null }),
  reopen: (id: number) => api.post<TicketDetail>(SUPPORT_PATHS.reopen(id), {}),
  attach: ({ id, file }: { id: number; file: File }) =>
    uploadFile<TicketAttachment>('POST', SUPPORT_PATHS.attachments(id), file),
};
