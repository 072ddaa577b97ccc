/**
 * Asset statements (সম্পদ বিবরণী): one per officer per fiscal year. The sections are one JSON
 * document validated by the contract (they are read and written whole, never queried inside); the
 * totals are columns, kept with every save, for the lists. The receiving desk is fixed when the
 * statement is submitted. Receivers name the desk that receives an office's statements; deadlines
 * give each fiscal year's due date.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AssetContent, AssetStatus } from '../../../common/contracts/asset.contract';
import { desks, offices } from '../office/office.table';
import { users } from '../users/users.table';

const money = (name: string) => numeric(name, { precision: 15, scale: 2 }).notNull().default('0');

export const assetStatements = pgTable(
  'asset_statements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** '2025-26', July to June. */
    fiscalYear: text('fiscal_year').notNull(),
    /** The declarant's office and desk when the statement was started. */
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    deskId: integer('desk_id').references(() => desks.id),
    status: text('status').$type<AssetStatus>().notNull().default('draft'),
    /** Goes up with every save; a save names the revision it was made on. */
    revision: integer('revision').notNull().default(0),
    content: jsonb('content').$type<AssetContent>().notNull(),
    totalAssets: money('total_assets'),
    totalLiabilities: money('total_liabilities'),
    totalIncome: money('total_income'),
    receiverDeskId: integer('receiver_desk_id').references(() => desks.id),
    receiverOfficeId: integer('receiver_office_id').references(() => offices.id),
    decisionNote: text('decision_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One statement per officer per year; also the probe of "has this officer filed" per officer.
    uniqueIndex('asset_statements_user_year_idx').on(table.userId, table.fiscalYear),
    // The receiving desk's queue and its accepted list, oldest submission first.
    index('asset_statements_receiver_idx').on(
      table.receiverDeskId,
      table.status,
      table.submittedAt,
      table.id,
    ),
  ],
);

/** The desk that receives an office's statements; without a row the office's head desk receives. */
export const assetReceivers = pgTable('asset_receivers', {
  officeId: integer('office_id')
    .primaryKey()
    .references(() => offices.id),
  deskId: integer('desk_id')
    .notNull()
    .references(() => desks.id),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The national due date of each fiscal year's statements and how early the reminder shows. */
export const assetDeadlines = pgTable('asset_deadlines', {
  fiscalYear: text('fiscal_year').primaryKey(),
  dueDate: date('due_date').notNull(),
  remindDays: integer('remind_days').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The reminders sent to an office's non-filers: at most one per office, fiscal year and Dhaka day,
 * which the primary key enforces, so of fifty clicks at once exactly one sends.
 */
export const assetReminders = pgTable(
  'asset_reminders',
  {
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    fiscalYear: text('fiscal_year').notNull(),
    /** The Dhaka calendar day it was sent. */
    day: date('day').notNull(),
    reminded: integer('reminded').notNull(),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.officeId, table.fiscalYear, table.day] })],
);
