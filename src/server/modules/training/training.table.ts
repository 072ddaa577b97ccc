/**
 * Training (প্রশিক্ষণ): provider organisations, their titles (topics), trainers, batches (external
 * or internal) with seats and a quota per office, the entries of a batch (applications, nominations,
 * selected school students) with their shortlist rank and waitlist, the final trainees with their
 * attendance, completion and feedback, and the students a school account (role 34) keeps.
 *
 * Counters are kept on their rows and changed in the statement that checks them: a batch's
 * `trainee_count` against `seats`, an office's `used` against its `quota`. The trainee rows carry
 * the batch's kind, provider, title, year and the person's gender, so the dashboards group one
 * table by an index.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ApplicationSource,
  ApplicationStatus,
  BatchStatus,
  Gender,
  TraineeStatus,
  TrainingKind,
  TrainingMedium,
} from '../../../common/contracts/training.contract';
import { offices } from '../office/office.table';
import { users } from '../users/users.table';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const trainingProviders = pgTable('training_providers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameBn: text('name_bn').notNull(),
  nameEn: text('name_en').notNull(),
  createdAt: created(),
});

export const trainingTitles = pgTable(
  'training_titles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    providerOrgId: integer('provider_org_id')
      .notNull()
      .references(() => trainingProviders.id),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: created(),
  },
  (table) => [index('training_titles_provider_idx').on(table.providerOrgId)],
);

export const trainers = pgTable(
  'trainers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** An officer of the app; null for an outsider. */
    userId: integer('user_id').references(() => users.id),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    organisation: text('organisation'),
    designation: text('designation'),
    subjects: text('subjects').notNull(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(name_bn || ' ' || name_en || ' ' || subjects, NFC))`,
    ),
    createdAt: created(),
  },
  (table) => [
    uniqueIndex('trainers_user_unique').on(table.userId),
    index('trainers_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const trainingBatches = pgTable(
  'training_batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<TrainingKind>().notNull(),
    providerOrgId: integer('provider_org_id')
      .notNull()
      .references(() => trainingProviders.id),
    titleId: integer('title_id')
      .notNull()
      .references(() => trainingTitles.id),
    /** The school (role 34) office whose batch this is; null for a batch of the training admins. */
    ownerOfficeId: integer('owner_office_id').references(() => offices.id),
    nameBn: text('name_bn').notNull(),
    venue: text('venue').notNull(),
    medium: text('medium').$type<TrainingMedium>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    seats: integer('seats').notNull(),
    /** Final trainees; never above `seats` (checked in the statement that adds one). */
    traineeCount: integer('trainee_count').notNull().default(0),
    applicantCount: integer('applicant_count').notNull().default(0),
    timetable: text('timetable'),
    status: text('status').$type<BatchStatus>().notNull().default('open'),
    createdBy: integer('created_by').references(() => users.id),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(normalize(name_bn || ' ' || venue, NFC))`),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('training_batches_kind_idx').on(table.kind, table.startDate, table.id),
    index('training_batches_owner_idx').on(table.ownerOfficeId, table.startDate, table.id),
    index('training_batches_title_idx').on(table.titleId, table.startDate),
    index('training_batches_provider_idx').on(table.providerOrgId, table.startDate),
    index('training_batches_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('training_batches_seats_check', sql`${table.traineeCount} <= ${table.seats}`),
  ],
);

export const trainingBatchTrainers = pgTable(
  'training_batch_trainers',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => trainingBatches.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.trainerId] }),
    index('training_batch_trainers_trainer_idx').on(table.trainerId),
  ],
);

/** An office's places in a batch: `used` counts its entries that hold one, never above `quota`. */
export const trainingQuotas = pgTable(
  'training_quotas',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => trainingBatches.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    quota: integer('quota').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.officeId] }),
    check('training_quotas_used_check', sql`${table.used} <= ${table.quota}`),
  ],
);

/** A school account's students (role 34); one NID and one mobile per school office. */
export const trainingStudents = pgTable(
  'training_students',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerOfficeId: integer('owner_office_id')
      .notNull()
      .references(() => offices.id),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en'),
    nid: text('nid').notNull(),
    mobile: text('mobile').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    institution: text('institution').notNull(),
    className: text('class_name'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(name_bn || ' ' || coalesce(name_en, '') || ' ' || mobile || ' ' || institution, NFC))`,
    ),
    createdAt: created(),
  },
  (table) => [
    uniqueIndex('training_students_nid_unique').on(table.ownerOfficeId, table.nid),
    uniqueIndex('training_students_mobile_unique').on(table.ownerOfficeId, table.mobile),
    index('training_students_owner_idx').on(table.ownerOfficeId, table.id),
    index('training_students_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * One person's entry in one batch: an officer (`user_id`) or a school student (`student_id`), with
 * the office whose quota it holds. The person's names are copied in, so lists and search read one row.
 */
export const trainingApplications = pgTable(
  'training_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => trainingBatches.id),
    userId: integer('user_id').references(() => users.id),
    studentId: integer('student_id').references(() => trainingStudents.id),
    officeId: integer('office_id').references(() => offices.id),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    designation: text('designation'),
    gender: text('gender').$type<Gender>(),
    source: text('source').$type<ApplicationSource>().notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    /** Position on the shortlist or the waitlist. */
    rank: smallint('rank'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(normalize(name_bn || ' ' || name_en, NFC))`),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('training_applications_user_unique').on(table.batchId, table.userId),
    uniqueIndex('training_applications_student_unique').on(table.batchId, table.studentId),
    index('training_applications_batch_idx').on(table.batchId, table.status, table.rank, table.id),
    index('training_applications_user_idx').on(table.userId, table.id),
    index('training_applications_status_idx').on(table.status, table.id),
    index('training_applications_office_idx').on(table.officeId, table.batchId),
    index('training_applications_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** A final trainee of a batch, with the batch's grouping columns copied for the dashboards. */
export const trainingTrainees = pgTable(
  'training_trainees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => trainingApplications.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => trainingBatches.id),
    userId: integer('user_id').references(() => users.id),
    studentId: integer('student_id').references(() => trainingStudents.id),
    officeId: integer('office_id').references(() => offices.id),
    kind: text('kind').$type<TrainingKind>().notNull(),
    providerOrgId: integer('provider_org_id').notNull(),
    titleId: integer('title_id').notNull(),
    year: smallint('year').notNull(),
    gender: text('gender').$type<Gender>(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    designation: text('designation'),
    status: text('status').$type<TraineeStatus>().notNull().default('enrolled'),
    daysPresent: integer('days_present').notNull().default(0),
    certificateNo: text('certificate_no'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(normalize(name_bn || ' ' || name_en, NFC))`),
    createdAt: created(),
  },
  (table) => [
    uniqueIndex('training_trainees_application_unique').on(table.applicationId),
    index('training_trainees_batch_idx').on(table.batchId, table.id),
    index('training_trainees_user_idx').on(table.userId, table.status),
    index('training_trainees_kind_idx').on(table.kind, table.year, table.id),
    index('training_trainees_dashboard_idx').on(
      table.kind,
      table.providerOrgId,
      table.titleId,
      table.year,
      table.gender,
      table.status,
    ),
    index('training_trainees_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * The dashboard's figures: trainees and completions by kind, provider, topic, year and gender, kept
 * by triggers on training_trainees (migration 0042), so the dashboard sums a few thousand rows
 * rather than counting every trainee on each call.
 */
export const trainingTraineeStats = pgTable(
  'training_trainee_stats',
  {
    kind: text('kind').$type<TrainingKind>().notNull(),
    providerOrgId: integer('provider_org_id').notNull(),
    titleId: integer('title_id').notNull(),
    year: smallint('year').notNull(),
    /** A trainee without a recorded gender counts as 'other', as the dashboard shows it. */
    gender: text('gender').notNull(),
    trainees: integer('trainees').notNull(),
    completed: integer('completed').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.providerOrgId, table.titleId, table.year, table.gender] }),
  ],
);

export const trainingAttendance = pgTable(
  'training_attendance',
  {
    traineeId: integer('trainee_id')
      .notNull()
      .references(() => trainingTrainees.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    present: boolean('present').notNull(),
  },
  (table) => [primaryKey({ columns: [table.traineeId, table.day] })],
);

/** Feedback from an attendee, once per trainee. */
export const trainingFeedback = pgTable('training_feedback', {
  traineeId: integer('trainee_id')
    .primaryKey()
    .references(() => trainingTrainees.id, { onDelete: 'cascade' }),
  rating: smallint('rating').notNull(),
  comment: text('comment'),
  createdAt: created(),
});
