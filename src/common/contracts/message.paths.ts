/** The API paths of messages, apart from its schemas: a screen that only calls them carries no validator. */
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
