/**
 * The API paths, reasons, statuses and levels of support tickets, apart from their schemas: a list
 * that only calls them and names the choices of its filters carries no validator
 * (support.contract.ts re-exports them).
 */
const BASE = '/api/support';
export const SUPPORT_PATHS = {
  /** GET the caller's own tickets; POST opens one. */
  tickets: `${BASE}/tickets`,
  /** GET the support admins' queue (their level and below) and its Excel file. */
  queue: `${BASE}/queue`,
  queueExport: `${BASE}/queue/export`,
  /** The support admins a ticket can be assigned to. */
  admins: `${BASE}/admins`,
  one: (id: number | string) => `${BASE}/tickets/${id}`,
  replies: (id: number | string) => `${BASE}/tickets/${id}/replies`,
  status: (id: number | string) => `${BASE}/tickets/${id}/status`,
  assign: (id: number | string) => `${BASE}/tickets/${id}/assign`,
  escalate: (id: number | string) => `${BASE}/tickets/${id}/escalate`,
  reopen: (id: number | string) => `${BASE}/tickets/${id}/reopen`,
  attachments: (id: number | string) => `${BASE}/tickets/${id}/attachments`,
  attachment: (id: number | string, fileId: string) => `${BASE}/tickets/${id}/attachments/${fileId}`,
} as const;

/* Reasons, statuses and levels ---------------------------------------------------------------- */

export const SUPPORT_REASONS = [
  'skill',
  'research',
  'education',
  'training',
  'transfer',
  'leave',
  'others',
] as const;
export type SupportReason = (typeof SUPPORT_REASONS)[number];

/** SPEC.md §4 and §9: the statuses are the numbers 1 to 4. */
export const SUPPORT_STATUS = { new: 1, inProgress: 2, resolved: 3, cancelled: 4 } as const;
export const SUPPORT_STATUSES = [1, 2, 3, 4] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** Tickets still waiting for the support desk. */
export const OPEN_STATUSES: readonly SupportStatus[] = [1, 2];
/** Resolving and cancelling say why; the requester reads it. */
export const STATUSES_NEEDING_REASON: readonly SupportStatus[] = [3, 4];

/** Levels of the support desk: level 1 answers first; escalation hands a ticket one level up. */
export const MAX_SUPPORT_LEVEL = 3;
