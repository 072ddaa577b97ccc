/** Calls of messages (message.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageDetail,
  MessageInput,
  MessagePage,
  RecipientOption,
  UploadedAttachment,
} from '../../../common/contracts/message.contract';
import { MESSAGE_PATHS } from '../../../common/contracts/message.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';
import { uploadFile } from '../../lib/files.api';

const ROOT = ['message'] as const;
/** How often the header asks for the unread count. */
const UNREAD_POLL_MS = 60_000;

export const useMessageList = (box: 'inbox' | 'sent', params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, box, params],
    queryFn: () =>
      api.get<MessagePage>(withQuery(box === 'inbox' ? MESSAGE_PATHS.inbox : MESSAGE_PATHS.sent, params)),
    placeholderData: keepPreviousData,
  });

export const useMessage = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'one', id],
    queryFn: () => api.get<MessageDetail>(MESSAGE_PATHS.one(id ?? 0)),
    enabled: id !== null,
  });

export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'unread'],
    queryFn: () => api.get<{ unread: number }>(MESSAGE_PATHS.unreadCount),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });

export const useRecipientOptions = (search: string) =>
  useQuery({
    queryKey: [...ROOT, 'recipients', search],
    queryFn: () => api.get<RecipientOption[]>(withQuery(MESSAGE_PATHS.recipients, { search })),
    placeholderData: keepPreviousData,
  });

/** A write that refreshes every message query afterwards (lists, the badge and the message). */
export function useMessageMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export const messageApi = {
  send: (body: MessageInput) => api.post<{ id: number; threadId: number }>(MESSAGE_PATHS.send, body),
  markRead: (id: number) => api.post<{ marked: number }>(MESSAGE_PATHS.read(id), {}),
  upload: (file: File) => uploadFile<UploadedAttachment>('POST', MESSAGE_PATHS.uploads, file),
};
