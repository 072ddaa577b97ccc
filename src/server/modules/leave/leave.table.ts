/**
 * Leave (ছুটি): the chains of approving desks of each office, the applications and their trail.
 * An application keeps the chain it was submitted on (`chain`, desk ids in order) and where it is
 * (`step`, `current_desk_id`, and the desk's office in `current_office_id`), so a desk's queue and
 * the dashboard's two counts are each one small partial index of the pending rows.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LeaveActionKind, LeaveStatus, LeaveType } from '../../../common/contracts/leave.contract';
import { desks, offices } from '../office/office.table';
import { users } from '../users/users.table';

/** One step of an office's chain; `leave_type` null is the chain of every type without its own. */
export const leaveApprovers = pgTable(
  'leave_approvers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    leaveType: text('leave_type').$type<LeaveType>(),
    step: smallint('step').notNull(),
    deskId: integer('desk_id')
      .notNull()
      .references(() => desks.id),
  },
  (table) => [
    uniqueIndex('leave_approvers_step_unique').on(
      table.officeId,
      sql`coalesce(${table.leaveType}, '')`,
      table.step,
    ),
  ],
);

export const leaveApplications = pgTable(
  'leave_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The applicant's office and desk when applying. */
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    deskId: integer('desk_id')
      .notNull()
      .references(() => desks.id),
    leaveType: text('leave_type').$type<LeaveType>().notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    /** Working or calendar days as the type counts them, fixed when submitted. */
    days: integer('days').notNull(),
    reason: text('reason').notNull(),
    addressDuringLeave: text('address_during_leave').notNull(),
    chargeDeskId: integer('charge_desk_id').references(() => desks.id),
    status: text('status').$type<LeaveStatus>().notNull().default('draft'),
    /** The approving desks in order, copied from the office's chain when submitted. */
    chain: integer('chain').array().notNull().default(sql`'{}'::integer[]`),
    /** 1-based position in `chain` while pending; 0 otherwise. */
    step: smallint('step').notNull().default(0),
    currentDeskId: integer('current_desk_id').references(() => desks.id),
    currentOfficeId: integer('current_office_id').references(() => offices.id),
    /** Why it was sent back or rejected, for the applicant. */
    decisionNote: text('decision_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An officer's own list and history (newest leave first), and the balance by type.
    index('leave_applications_user_idx').on(table.userId, table.fromDate, table.id),
    index('leave_applications_user_type_idx').on(table.userId, table.leaveType, table.status),
    // The office's history, newest leave first.
    index('leave_applications_office_idx').on(table.officeId, table.fromDate, table.id),
    // A desk's queue, oldest submission first: only pending rows.
    index('leave_applications_queue_idx')
      .on(table.currentDeskId, table.submittedAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    // The dashboard's counts: pending at a desk of the office, split by the applicant's office.
    index('leave_applications_pending_office_idx')
      .on(table.currentOfficeId, table.officeId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The trail of an application: who submitted, forwarded, approved, sent back, rejected, cancelled. */
export const leaveActions = pgTable(
  'leave_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => leaveApplications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deskId: integer('desk_id').references(() => desks.id),
    /** The charge the desk was held under when someone acted for its absent holder (ভারপ্রাপ্ত). */
    actingChargeId: integer('acting_charge_id'),
    action: text('action').$type<LeaveActionKind>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leave_actions_application_idx').on(table.applicationId, table.id)],
);
