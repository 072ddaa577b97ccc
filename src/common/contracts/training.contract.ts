/**
 * Training (প্রশিক্ষণ, SPEC.md §2 /training-mgt and /training-mgt-internal, §6 role 34 and the
 * internal training menu; issue 15): provider organisations → titles (topics) → batches (external or
 * internal, seats, a quota per office) → applications and nominations → a ranked shortlist with a
 * waitlist → final trainees → attendance → completion with a certificate → feedback from attendees.
 * A school account (role 34) keeps its own students and builds batches of them. One model serves both
 * sets: a batch's `kind` says which. Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import {
  blankToUndefined,
  dateSchema,
  idSchema,
  intSchema,
  MOBILE_PATTERN,
  NID_PATTERN,
  storable,
  textSchema,
  toEnglishDigits,
} from '../validation';
import type { ChargeDeskName, ChargeDeskOption } from './charge.contract';
import type { Named, Page } from './office.contract';
import {
  APPLICATION_SOURCES,
  APPLICATION_STATUSES,
  type ApplicationSource,
  type ApplicationStatus,
  BATCH_STATUSES,
  type BatchStatus,
  DECISIONS,
  GENDERS,
  type Gender,
  TRAINEE_STATUSES,
  TRAINING_KINDS,
  TRAINING_MEDIA,
  type TraineeStatus,
  type TrainingKind,
  type TrainingMedium,
} from './training.paths';

// The paths and the closed sets live apart, so a list that names them carries no validator.
export * from './training.paths';

/** The most entries one request nominates, adds or finalises. */
export const MAX_BATCH_PICK = 200;
/** Import: the most rows of one workbook. */
export const MAX_IMPORT_ROWS = 2000;
export const MAX_QUOTAS = 200;

/* Inputs -------------------------------------------------------------------------------------- */

const nfc = (value: string) => value.normalize('NFC');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const kindSchema = z.enum(TRAINING_KINDS, { message: 'validation.invalid' });
const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};
const search = optional(textSchema(100));

export const idParamSchema = z.object({ id: idSchema() });

export const providerInputSchema = z.object({
  nameBn: textSchema(200, 'validation.training.nameRequired').transform(nfc),
  nameEn: textSchema(200, 'validation.training.nameRequired'),
});
export type ProviderInput = z.input<typeof providerInputSchema>;
export type ProviderValues = z.output<typeof providerInputSchema>;

export const titleInputSchema = z.object({
  providerOrgId: idSchema('validation.training.providerRequired'),
  nameBn: textSchema(200, 'validation.training.nameRequired').transform(nfc),
  nameEn: textSchema(200, 'validation.training.nameRequired'),
});
export type TitleInput = z.input<typeof titleInputSchema>;
export type TitleValues = z.output<typeof titleInputSchema>;

export const titleQuerySchema = z.object({ providerOrgId: optional(idSchema()) });

const mobile = storable(z.string().trim().max(20, 'validation.mobileInvalid'))
  .transform(toEnglishDigits)
  .refine((value) => MOBILE_PATTERN.test(value), 'validation.mobileInvalid');
const nid = storable(z.string().trim().max(20, 'validation.nidInvalid'))
  .transform(toEnglishDigits)
  .refine((value) => NID_PATTERN.test(value), 'validation.nidInvalid');

export const trainerInputSchema = z.object({
  /** An officer of the app, or absent for an outsider. */
  userId: optional(idSchema()),
  nameBn: textSchema(200, 'validation.training.nameRequired').transform(nfc),
  nameEn: textSchema(200, 'validation.training.nameRequired'),
  mobile: optional(mobile),
  email: optional(storable(z.string().trim().max(200).email('validation.emailInvalid'))),
  organisation: optional(textSchema(200).transform(nfc)),
  designation: optional(textSchema(200).transform(nfc)),
  subjects: textSchema(500, 'validation.training.subjectsRequired').transform(nfc),
});
export type TrainerInput = z.input<typeof trainerInputSchema>;
export type TrainerValues = z.output<typeof trainerInputSchema>;

export const trainerQuerySchema = z.object({ search, ...paging });
export type TrainerParams = z.output<typeof trainerQuerySchema>;

export const quotaSchema = z.object({
  officeId: idSchema('validation.training.officeRequired'),
  quota: intSchema(1, 1000, 'validation.training.quotaInvalid'),
});

export const batchInputSchema = z
  .object({
    kind: kindSchema,
    titleId: idSchema('validation.training.titleRequired'),
    nameBn: textSchema(200, 'validation.training.batchNameRequired').transform(nfc),
    venue: textSchema(300, 'validation.training.venueRequired').transform(nfc),
    medium: z.enum(TRAINING_MEDIA, { message: 'validation.training.mediumRequired' }),
    startDate: dateSchema('validation.training.startRequired'),
    endDate: dateSchema('validation.training.endRequired'),
    seats: intSchema(1, 1000, 'validation.training.seatsInvalid'),
    timetable: optional(textSchema(2000).transform(nfc)),
    trainerIds: z
      .array(idSchema(), { message: 'validation.invalid' })
      .max(20, 'validation.invalid')
      .default([]),
    quotas: z
      .array(quotaSchema, { message: 'validation.invalid' })
      .max(MAX_QUOTAS, 'validation.invalid')
      .default([]),
  })
  .refine((value) => value.endDate >= value.startDate, {
    message: 'validation.training.endBeforeStart',
    path: ['endDate'],
  })
  .refine((value) => new Set(value.quotas.map((quota) => quota.officeId)).size === value.quotas.length, {
    message: 'validation.training.quotaTwice',
    path: ['quotas'],
  });
export type BatchInput = z.input<typeof batchInputSchema>;
export type BatchValues = z.output<typeof batchInputSchema>;

export const batchStatusInputSchema = z.object({
  status: z.enum(BATCH_STATUSES, { message: 'validation.invalid' }),
});

export const batchFilterSchema = z.object({
  kind: optional(kindSchema),
  status: optional(z.enum(BATCH_STATUSES, { message: 'validation.invalid' })),
  providerOrgId: optional(idSchema()),
  titleId: optional(idSchema()),
  year: optional(intSchema(2000, 2100)),
  /** Only batches taking applications now (the apply screen). */
  open: optional(z.enum(['true', 'false'], { message: 'validation.invalid' })),
  search,
});
export const batchQuerySchema = batchFilterSchema.extend(paging);
export type BatchFilterParams = z.output<typeof batchFilterSchema>;
export type BatchParams = z.output<typeof batchQuerySchema>;

export const nominationInputSchema = z.object({
  userIds: z
    .array(idSchema(), { message: 'validation.training.pickSomeone' })
    .min(1, 'validation.training.pickSomeone')
    .max(MAX_BATCH_PICK, 'validation.invalid'),
  note: optional(textSchema(500).transform(nfc)),
});
export const applyInputSchema = z.object({ reason: optional(textSchema(1000).transform(nfc)) });
export const addStudentsInputSchema = z.object({
  studentIds: z
    .array(idSchema(), { message: 'validation.training.pickSomeone' })
    .min(1, 'validation.training.pickSomeone')
    .max(MAX_BATCH_PICK, 'validation.invalid'),
});
export const memoQuerySchema = z.object({ officeId: idSchema('validation.training.officeRequired') });

/** One desk the trainee holds and the desk whose holder takes its charge for the batch's days. */
export const traineeChargeSchema = z.object({
  deskId: idSchema(),
  chargeDeskId: idSchema(),
});
/** The most desks one officer holds at once that finalising gives in charge. */
export const MAX_TRAINEE_CHARGES = 10;

export const decisionInputSchema = z.object({
  action: z.enum(DECISIONS, { message: 'validation.invalid' }),
  rank: optional(intSchema(1, 10000, 'validation.training.rankInvalid')),
  reason: optional(textSchema(500).transform(nfc)),
  /** With 'finalise': who takes the charge of each desk the trainee holds (none named: no charge). */
  charges: optional(
    z
      .array(traineeChargeSchema, { message: 'validation.invalid' })
      .max(MAX_TRAINEE_CHARGES, 'validation.invalid')
      .refine((list) => new Set(list.map((item) => item.deskId)).size === list.length, 'validation.invalid'),
  ),
});
export type DecisionInput = z.input<typeof decisionInputSchema>;
export type DecisionValues = z.output<typeof decisionInputSchema>;

export const chargeDeskQuerySchema = z.object({
  deskId: optional(idSchema()),
  search,
});

export const applicationFilterSchema = z.object({
  kind: optional(kindSchema),
  batchId: optional(idSchema()),
  status: optional(z.enum(APPLICATION_STATUSES, { message: 'validation.invalid' })),
  source: optional(z.enum(APPLICATION_SOURCES, { message: 'validation.invalid' })),
  officeId: optional(idSchema()),
  search,
});
export const applicationQuerySchema = applicationFilterSchema.extend(paging);
export type ApplicationFilterParams = z.output<typeof applicationFilterSchema>;
export type ApplicationParams = z.output<typeof applicationQuerySchema>;

export const traineeFilterSchema = z.object({
  kind: optional(kindSchema),
  batchId: optional(idSchema()),
  status: optional(z.enum(TRAINEE_STATUSES, { message: 'validation.invalid' })),
  providerOrgId: optional(idSchema()),
  titleId: optional(idSchema()),
  year: optional(intSchema(2000, 2100)),
  search,
});
export const traineeQuerySchema = traineeFilterSchema.extend(paging);
export type TraineeFilterParams = z.output<typeof traineeFilterSchema>;
export type TraineeParams = z.output<typeof traineeQuerySchema>;

export const attendanceInputSchema = z.object({
  day: dateSchema(),
  /** The trainees present that day; everyone else of the batch is absent. */
  present: z.array(idSchema(), { message: 'validation.invalid' }).max(1000, 'validation.invalid'),
});
export const attendanceQuerySchema = z.object({ day: optional(dateSchema()) });

/** The batch admin's decision on one trainee; 'completed' gives the certificate number. */
export const TRAINEE_OUTCOMES = ['completed', 'incomplete'] as const;
export const traineeOutcomeInputSchema = z.object({
  outcome: z.enum(TRAINEE_OUTCOMES, { message: 'validation.invalid' }),
});

export const feedbackQuerySchema = z.object({ ...paging });
export type FeedbackParams = z.output<typeof feedbackQuerySchema>;

export const feedbackInputSchema = z.object({
  rating: intSchema(1, 5, 'validation.training.ratingInvalid'),
  comment: optional(textSchema(1000).transform(nfc)),
});

export const dashboardQuerySchema = z.object({
  kind: optional(kindSchema),
  providerOrgId: optional(idSchema()),
  titleId: optional(idSchema()),
});
export type DashboardParams = z.output<typeof dashboardQuerySchema>;

export const completedQuerySchema = z.object({ userId: optional(idSchema()) });

export const studentInputSchema = z.object({
  nameBn: textSchema(200, 'validation.training.nameRequired').transform(nfc),
  nameEn: optional(textSchema(200)),
  nid,
  mobile,
  gender: z.enum(GENDERS, { message: 'validation.training.genderRequired' }),
  institution: textSchema(200, 'validation.training.institutionRequired').transform(nfc),
  className: optional(textSchema(60).transform(nfc)),
});
export type StudentInput = z.input<typeof studentInputSchema>;
export type StudentValues = z.output<typeof studentInputSchema>;

export const studentFilterSchema = z.object({
  /** Students not yet in this batch (the selection screen). */
  notInBatchId: optional(idSchema()),
  gender: optional(z.enum(GENDERS, { message: 'validation.invalid' })),
  search,
});
export const studentQuerySchema = studentFilterSchema.extend(paging);
export type StudentFilterParams = z.output<typeof studentFilterSchema>;
export type StudentParams = z.output<typeof studentQuerySchema>;

export const officerOptionQuerySchema = z.object({
  officeId: optional(idSchema()),
  search,
});

/* Responses ----------------------------------------------------------------------------------- */

export interface TrainingProvider extends Named {
  titles: number;
  batches: number;
}
export interface TrainingTitle extends Named {
  provider: Named;
}
export interface Trainer {
  id: number;
  userId: number | null;
  nameBn: string;
  nameEn: string;
  mobile: string | null;
  email: string | null;
  organisation: string | null;
  designation: string | null;
  subjects: string;
  batches: number;
}
export interface BatchQuota {
  office: Named;
  quota: number;
  used: number;
}
export interface BatchSummary {
  id: number;
  kind: TrainingKind;
  nameBn: string;
  provider: Named;
  title: Named;
  ownerOffice: Named | null;
  venue: string;
  medium: TrainingMedium;
  startDate: string;
  endDate: string;
  seats: number;
  trainees: number;
  applicants: number;
  status: BatchStatus;
}
export interface BatchDetail extends BatchSummary {
  timetable: string | null;
  trainers: Pick<Trainer, 'id' | 'nameBn' | 'nameEn' | 'subjects'>[];
  quotas: BatchQuota[];
  /** The caller's own entry, if any. */
  mine: { applicationId: number; status: ApplicationStatus; source: ApplicationSource } | null;
}
export interface TrainingPerson {
  userId: number | null;
  studentId: number | null;
  nameBn: string;
  nameEn: string;
  mobile: string | null;
  gender: Gender | null;
  office: Named | null;
  designation: string | null;
}
export interface ApplicationRow {
  id: number;
  batch: Pick<BatchSummary, 'id' | 'nameBn' | 'kind' | 'startDate' | 'endDate'> & { title: Named };
  person: TrainingPerson;
  source: ApplicationSource;
  status: ApplicationStatus;
  rank: number | null;
  reason: string | null;
  createdAt: string;
}
/**
 * At finalising: the desks the officer holds, each given in charge for the batch's days, and the
 * desks whose holders may take the charge of `forDeskId` (held by an officer of its office who is
 * not away in those days). No desks for a school student.
 */
export interface TrainingChargeChoices {
  held: ChargeDeskName[];
  forDeskId: number | null;
  options: ChargeDeskOption[];
  /** The days the charge runs: the batch's days (from today once it has started). */
  fromDate: string;
  toDate: string;
}

export interface TraineeRow {
  id: number;
  batch: Pick<BatchSummary, 'id' | 'nameBn' | 'kind' | 'startDate' | 'endDate' | 'venue'> & {
    title: Named;
    provider: Named;
  };
  person: TrainingPerson;
  status: TraineeStatus;
  daysPresent: number;
  certificateNo: string | null;
  completedAt: string | null;
  feedbackRating: number | null;
}
export interface AttendanceSheet {
  batch: BatchSummary;
  day: string | null;
  days: string[];
  rows: { traineeId: number; person: TrainingPerson; present: boolean; daysPresent: number }[];
}
export interface Certificate {
  traineeId: number;
  certificateNo: string;
  person: TrainingPerson;
  batch: TraineeRow['batch'];
  completedAt: string;
  daysPresent: number;
}
export interface FeedbackRow {
  traineeId: number;
  person: Pick<TrainingPerson, 'nameBn' | 'nameEn' | 'designation' | 'office'>;
  rating: number;
  comment: string | null;
  createdAt: string;
}
/** A batch's feedback: the figures of every answer, and one page of the answers. */
export interface BatchFeedback {
  batch: BatchSummary;
  answers: number;
  /** Mean rating to one decimal; null without answers. */
  average: number | null;
  /** How many gave 1, 2, 3, 4 and 5. */
  byRating: number[];
  items: FeedbackRow[];
  total: number;
}
export interface TrainerProfile extends Trainer {
  trained: (Pick<BatchSummary, 'id' | 'nameBn' | 'kind' | 'startDate' | 'endDate' | 'venue' | 'status'> & {
    title: Named;
    provider: Named;
    trainees: number;
  })[];
}
export interface NominationMemo {
  memoNo: string;
  date: string;
  batch: BatchDetail;
  office: Named;
  quota: number | null;
  nominees: TrainingPerson[];
}
export interface MyTrainings {
  applications: ApplicationRow[];
  trainings: TraineeRow[];
}
export interface CompletedTraining {
  traineeId: number;
  titleBn: string;
  titleEn: string;
  providerBn: string;
  providerEn: string;
  batchNameBn: string;
  startDate: string;
  endDate: string;
  days: number;
  certificateNo: string | null;
}
export interface Tally {
  key: string;
  id: number | null;
  labelBn: string;
  labelEn: string;
  trainees: number;
  completed: number;
}
export interface TrainingDashboard {
  batches: number;
  openBatches: number;
  applicants: number;
  trainees: number;
  completed: number;
  /** completed ÷ trainees of completed batches, in percent. */
  completionRate: number;
  byYear: Tally[];
  byProvider: Tally[];
  byTopic: Tally[];
  byGender: Tally[];
}
export interface Student {
  id: number;
  nameBn: string;
  nameEn: string | null;
  nid: string;
  mobile: string;
  gender: Gender;
  institution: string;
  className: string | null;
  batches: number;
  createdAt: string;
}
export interface ImportReport {
  /** Rows added; nothing is added when any row has an error. */
  added: number;
  errors: { row: number; column: string; messageKey: string }[];
}
export interface OfficerOption {
  userId: number;
  nameBn: string;
  nameEn: string;
  designation: string | null;
  office: Named;
}

export type BatchPage = Page<BatchSummary>;
export type ApplicationPage = Page<ApplicationRow>;
export type TraineePage = Page<TraineeRow>;
export type TrainerPage = Page<Trainer>;
export type StudentPage = Page<Student>;
