/**
 * The API paths, kinds, types, statuses and list views of meetings, apart from their schemas: a list
 * that only calls them and names the choices of its filters carries no validator
 * (meeting.contract.ts re-exports them).
 */
const BASE = '/api/meeting';
export const MEETING_PATHS = {
  /** GET a list (view = upcoming, completed, update-pending, archived); POST a draft. */
  meetings: `${BASE}/meetings`,
  meetingsExport: `${BASE}/meetings/export`,
  one: (id: number | string) => `${BASE}/meetings/${id}`,
  invite: (id: number | string) => `${BASE}/meetings/${id}/invite`,
  hold: (id: number | string) => `${BASE}/meetings/${id}/held`,
  minutes: (id: number | string) => `${BASE}/meetings/${id}/minutes`,
  finalise: (id: number | string) => `${BASE}/meetings/${id}/finalise`,
  archive: (id: number | string) => `${BASE}/meetings/${id}/archive`,
  /** POST: the calling office reminds the invitees now (once; the sweep sends it the day before). */
  remind: (id: number | string) => `${BASE}/meetings/${id}/remind`,
  ics: (id: number | string) => `${BASE}/meetings/${id}/ics`,
  papers: (id: number | string) => `${BASE}/meetings/${id}/papers`,
  paper: (id: number | string, fileId: string) => `${BASE}/meetings/${id}/papers/${fileId}`,
  /** The open decisions of the series a new meeting continues. */
  carryOver: (id: number | string) => `${BASE}/meetings/${id}/open-decisions`,
  nominations: `${BASE}/nominations`,
  nominate: (inviteeId: number | string) => `${BASE}/nominations/${inviteeId}`,
  tasks: `${BASE}/tasks`,
  tasksExport: `${BASE}/tasks/export`,
  completeTask: (id: number | string) => `${BASE}/tasks/${id}/complete`,
  calendar: `${BASE}/calendar`,
  dashboard: `${BASE}/dashboard`,
  /** Desks of the caller's office (to invite, to chair, to nominate). */
  desks: `${BASE}/desks`,
} as const;

/* Kinds and states ---------------------------------------------------------------------------- */

export const MEETING_KINDS = ['own', 'inter_office'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

export const MEETING_TYPES = ['regular', 'coordination', 'special', 'review', 'committee'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

export const MEETING_STATUSES = [
  'draft',
  'invited',
  'held',
  'minutes_pending',
  'finalised',
  'archived',
] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** The lists of SPEC.md §2 (the statuses each shows are VIEW_STATUSES of the contract). */
export const MEETING_VIEWS = ['upcoming', 'completed', 'update-pending', 'archived'] as const;
export type MeetingView = (typeof MEETING_VIEWS)[number];

export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_VIEWS = ['all', 'pending', 'completed'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
