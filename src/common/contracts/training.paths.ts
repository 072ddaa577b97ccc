/**
 * The API paths of training and its closed sets (statuses, decisions, kinds), apart from its schemas:
 * a list that only calls them and names the choices of its filters carries no validator
 * (training.contract.ts re-exports them).
 */
import { MB, type UploadRule } from '../file-types';

const BASE = '/api/training';
export const TRAINING_PATHS = {
  providers: `${BASE}/providers`,
  titles: `${BASE}/titles`,
  trainers: `${BASE}/trainers`,
  /** GET: a trainer's profile (subjects and the batches trained); `mine` is the caller's own. */
  trainer: (id: number | string) => `${BASE}/trainers/${id}`,
  myTrainer: `${BASE}/trainers/mine`,
  batches: `${BASE}/batches`,
  batchesExport: `${BASE}/batches/export`,
  batch: (id: number | string) => `${BASE}/batches/${id}`,
  batchStatus: (id: number | string) => `${BASE}/batches/${id}/status`,
  /** POST: the caller applies to the batch. */
  apply: (id: number | string) => `${BASE}/batches/${id}/apply`,
  /** POST: named officers nominated by an admin, each against the office's quota. */
  nominations: (id: number | string) => `${BASE}/batches/${id}/nominations`,
  /** GET: the printable nomination memo of one office's nominees. */
  memo: (id: number | string) => `${BASE}/batches/${id}/memo`,
  /** POST: school students added to the batch's shortlist. */
  addStudents: (id: number | string) => `${BASE}/batches/${id}/students`,
  attendance: (id: number | string) => `${BASE}/batches/${id}/attendance`,
  /** GET: the batch's feedback for its admin (ratings averaged, comments paged) and its Excel file. */
  batchFeedback: (id: number | string) => `${BASE}/batches/${id}/feedback`,
  batchFeedbackExport: (id: number | string) => `${BASE}/batches/${id}/feedback/export`,
  applications: `${BASE}/applications`,
  applicationsExport: `${BASE}/applications/export`,
  decide: (id: number | string) => `${BASE}/applications/${id}/decision`,
  /**
   * GET: at finalising, the desks the officer holds (each gets a charge for the batch's days) and,
   * for one of them (`deskId`, the first by default), the desks whose holders may take its charge.
   */
  chargeDesks: (id: number | string) => `${BASE}/applications/${id}/charge-desks`,
  withdraw: (id: number | string) => `${BASE}/applications/${id}/withdraw`,
  trainees: `${BASE}/trainees`,
  traineesExport: `${BASE}/trainees/export`,
  /** POST: one trainee completed or marked incomplete by the batch's admin. */
  complete: (id: number | string) => `${BASE}/trainees/${id}/complete`,
  certificate: (id: number | string) => `${BASE}/trainees/${id}/certificate`,
  feedback: (id: number | string) => `${BASE}/trainees/${id}/feedback`,
  /** The caller's applications, nominations, trainings and certificates. */
  self: `${BASE}/self`,
  /** The completed trainings of an officer, for the profile's trainings tab. */
  completed: `${BASE}/completed`,
  dashboard: `${BASE}/dashboard`,
  students: `${BASE}/students`,
  studentsExport: `${BASE}/students/export`,
  studentsImport: `${BASE}/students/import`,
  studentsTemplate: `${BASE}/students/template`,
  officerOptions: `${BASE}/officer-options`,
} as const;

/* Closed sets --------------------------------------------------------------------------------- */

export const TRAINING_KINDS = ['external', 'internal'] as const;
export type TrainingKind = (typeof TRAINING_KINDS)[number];

export const TRAINING_MEDIA = ['in_person', 'online', 'blended'] as const;
export type TrainingMedium = (typeof TRAINING_MEDIA)[number];

/** open: taking applications; closed: the trainee list is final; completed; cancelled. */
export const BATCH_STATUSES = ['open', 'closed', 'completed', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** The moves a batch may make, from → to. */
export const BATCH_MOVES: Record<BatchStatus, readonly BatchStatus[]> = {
  open: ['closed', 'cancelled'],
  closed: ['open', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'waitlisted',
  'rejected',
  'trainee',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** How an entry came: an officer applied, an admin nominated, a school account selected a student. */
export const APPLICATION_SOURCES = ['applied', 'nominated', 'selected'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
/** Entries that hold a place of their office's quota. */
export const QUOTA_HOLDING: readonly ApplicationStatus[] = [
  'applied',
  'shortlisted',
  'waitlisted',
  'trainee',
];

export const DECISIONS = ['shortlist', 'waitlist', 'reject', 'finalise'] as const;
export type Decision = (typeof DECISIONS)[number];
/** The states a decision moves an entry from. Finalising is only from the shortlist. */
export const DECISION_FROM: Record<Decision, readonly ApplicationStatus[]> = {
  shortlist: ['applied', 'waitlisted'],
  waitlist: ['applied', 'shortlisted'],
  reject: ['applied', 'shortlisted', 'waitlisted'],
  finalise: ['shortlisted'],
};
export const DECISION_TO: Record<Decision, ApplicationStatus> = {
  shortlist: 'shortlisted',
  waitlist: 'waitlisted',
  reject: 'rejected',
  finalise: 'trainee',
};

export const TRAINEE_STATUSES = ['enrolled', 'completed', 'incomplete'] as const;
export type TraineeStatus = (typeof TRAINEE_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The school's students workbook (made from the template): the page checks it before sending. */
export const STUDENT_IMPORT_RULE: UploadRule = { kinds: ['office'], types: ['xlsx'], maxBytes: 2 * MB };
