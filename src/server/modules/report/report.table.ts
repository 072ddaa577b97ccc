/**
 * Report management (প্রতিবেদন ব্যবস্থাপনা). A report definition belongs to the office that asks
 * for it; assignments name the offices that must send it; each of those offices names the desks
 * permitted for its three stages; a response is one office's report for one period of a fiscal year
 * (July–June) and moves creation (1) → verification (2) → approval (3) → submitted (4), every step
 * a line of its log. Attachments are stored files ('report-response') owned by the response's id.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ExpectedAttachment,
  LogAction,
  ReportField,
  ReportFrequency,
  ResponseStatus,
} from '../../../common/contracts/report.contract';
import { desks, offices } from '../office/office.table';
import { users } from '../users/users.table';

export const reportDefinitions = pgTable(
  'report_definitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The asking (controlling) office. */
    ownerOfficeId: integer('owner_office_id')
      .notNull()
      .references(() => offices.id),
    code: text('code').notNull(),
    titleBn: text('title_bn').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description'),
    frequency: text('frequency').$type<ReportFrequency>().notNull(),
    /** Day of the month after a period ends by which its response is due (1–28). */
    dueDay: smallint('due_day').notNull(),
    fields: jsonb('fields').$type<ReportField[]>().notNull(),
    attachments: jsonb('attachments').$type<ExpectedAttachment[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(title_bn, NFC) || chr(10) || title_en || chr(10) || code)`,
    ),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('report_definitions_code_unique').on(sql`lower(${table.code})`),
    index('report_definitions_owner_idx').on(table.ownerOfficeId, table.id),
  ],
);

export const reportAssignments = pgTable(
  'report_assignments',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reportDefinitions.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.officeId] }),
    index('report_assignments_office_idx').on(table.officeId, table.reportId),
  ],
);

export const reportPermittedDesks = pgTable(
  'report_permitted_desks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reportDefinitions.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    deskId: integer('desk_id')
      .notNull()
      .references(() => desks.id),
    /** The status this desk works: 1 creator, 2 verifier, 3 approver. */
    stage: smallint('stage').$type<ResponseStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('report_permitted_desks_unique').on(
      table.reportId,
      table.officeId,
      table.stage,
      table.deskId,
    ),
    // A desk's stages in its office: the pending lists start here.
    index('report_permitted_desks_desk_idx').on(table.officeId, table.deskId, table.stage, table.reportId),
  ],
);

export const reportResponses = pgTable(
  'report_responses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reportDefinitions.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    /** The year of the fiscal year's July (2025 = 2025-26) and the period within it (1 first). */
    fiscalYear: smallint('fiscal_year').notNull(),
    periodNo: smallint('period_no').notNull(),
    periodEnd: date('period_end').notNull(),
    dueDate: date('due_date').notNull(),
    status: smallint('status').$type<ResponseStatus>().notNull().default(1),
    /** Sent back to the stage it is at. */
    returned: boolean('returned').notNull().default(false),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    /** Submitted after its due date (set when approved). */
    late: boolean('late').notNull().default(false),
    /**
     * The office is still asked to send the report: false once it is no longer assigned, so the
     * yearly summary counts the assigned offices' responses from one index, without a join.
     */
    asked: boolean('asked').notNull().default(true),
    createdByDeskId: integer('created_by_desk_id').references(() => desks.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('report_responses_period_unique').on(
      table.reportId,
      table.officeId,
      table.fiscalYear,
      table.periodNo,
    ),
    // An office's responses by stage, newest first (the pending lists, all reports, sent reports).
    index('report_responses_office_status_idx').on(table.officeId, table.status, table.updatedAt, table.id),
    // What reached the asking office, newest first.
    index('report_responses_received_idx')
      .on(table.reportId, table.submittedAt, table.id)
      .where(sql`${table.status} = 4`),
    // The yearly summary's and the office-wise view's counts, of the offices still asked.
    index('report_responses_summary_idx')
      .on(table.reportId, table.fiscalYear, table.periodNo, table.status, table.late, table.officeId)
      .where(sql`${table.asked}`),
  ],
);

export const reportResponseLogs = pgTable(
  'report_response_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    responseId: integer('response_id')
      .notNull()
      .references(() => reportResponses.id),
    action: text('action').$type<LogAction>().notNull(),
    fromStatus: smallint('from_status').$type<ResponseStatus>(),
    toStatus: smallint('to_status').$type<ResponseStatus>().notNull(),
    deskId: integer('desk_id').references(() => desks.id),
    userId: integer('user_id').references(() => users.id),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('report_response_logs_response_idx').on(table.responseId, table.id)],
);

/** A reminder sent to an office for a period, so each is sent once. */
export const reportReminders = pgTable(
  'report_reminders',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reportDefinitions.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    fiscalYear: smallint('fiscal_year').notNull(),
    periodNo: smallint('period_no').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.officeId, table.fiscalYear, table.periodNo] })],
);
