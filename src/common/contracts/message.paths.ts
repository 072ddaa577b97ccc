/**
 * The API paths and limits of messages, apart from its schemas: a screen that only calls them, or
 * the compose form that draws its limits, carries no validator (message.contract.ts re-exports them).
 */
import { MB, type UploadRule } from '../file-types';

const BASE = '/api/message';

export const MESSAGE_PATHS = {
  inbox: `${BASE}/inbox`,
  sent: `${BASE}/sent`,
  /** The inbox and the sent items as Excel files, with the list's search and filter. */
  inboxExport: `${BASE}/inbox/export`,
  sentExport: `${BASE}/sent/export`,
  /** The header's badge polls this: a count over partial indexes, nothing else. */
  unreadCount: `${BASE}/unread-count`,
  /** Officers and desks to write to, found by name, designation or office. */
  recipients: `${BASE}/recipients`,
  send: `${BASE}/messages`,
  one: (id: number | string) => `${BASE}/messages/${id}`,
  read: (id: number | string) => `${BASE}/messages/${id}/read`,
  /** POST (multipart): a file for the message being written, attached when it is sent. */
  uploads: `${BASE}/uploads`,
  attachment: (id: number | string, fileId: string) => `${BASE}/messages/${id}/attachments/${fileId}`,
} as const;

export const MESSAGE_SUBJECT_MAX = 300;
export const MESSAGE_BODY_MAX = 10_000;
/** One message goes to at most this many officers and desks together. */
export const MAX_MESSAGE_RECIPIENTS = 50;
export const MAX_MESSAGE_ATTACHMENTS = 5;

/** A photo, a PDF or an Office document, up to 10 MB each. */
export const MESSAGE_ATTACHMENT_RULE: UploadRule = {
  kinds: ['image', 'pdf', 'office'],
  maxBytes: 10 * MB,
};
