/**
 * The API paths, leave types and statuses of leave, apart from its schemas: a list that only calls
 * them and names the choices of its filters carries no validator (leave.contract.ts re-exports them).
 */
const BASE = '/api/leave';
export const LEAVE_PATHS = {
  /** GET the caller's own applications; POST makes a draft. */
  applications: `${BASE}/applications`,
  one: (id: number | string) => `${BASE}/applications/${id}`,
  submit: (id: number | string) => `${BASE}/applications/${id}/submit`,
  cancel: (id: number | string) => `${BASE}/applications/${id}/cancel`,
  decide: (id: number | string) => `${BASE}/applications/${id}/decision`,
  /** The last desk's choice of who takes the applicant's charge: held desks of the office, searched. */
  chargeDesks: (id: number | string) => `${BASE}/applications/${id}/charge-desks`,
  attachments: (id: number | string) => `${BASE}/applications/${id}/attachments`,
  attachment: (id: number | string, fileId: string) => `${BASE}/applications/${id}/attachments/${fileId}`,
  /** The days an application from..to of a type counts. */
  days: `${BASE}/days`,
  /** The caller's desk's queue. */
  approvals: `${BASE}/approvals`,
  balance: `${BASE}/balance`,
  history: `${BASE}/history`,
  historyExport: `${BASE}/history/export`,
  approvers: `${BASE}/approvers`,
  /** Desks that may be put in a chain (the office's and its controlling offices'). */
  deskOptions: `${BASE}/desks`,
  holidays: `${BASE}/holidays`,
  holiday: (day: string) => `${BASE}/holidays/${day}`,
  /** The office's month: who is on approved leave on which days, and who holds their desk's charge. */
  cover: `${BASE}/cover`,
} as const;

/* Leave types and statuses ------------------------------------------------------------------- */

export const LEAVE_TYPES = [
  'casual',
  'earned_full',
  'earned_half',
  'rest_recreation',
  'maternity',
  'optional',
  'extraordinary',
  'study',
  'quarantine',
  'post_retirement',
] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

export const LEAVE_STATUSES = ['draft', 'pending', 'returned', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
