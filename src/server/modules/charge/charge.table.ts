/**
 * Charges (দায়িত্ব হস্তান্তর): for a window of days another officer acts on a desk whose holder is
 * away. The holder keeps the desk; the acting officer gets it beside their own for those days only,
 * decided by the date each request arrives (auth.session.ts folds the charge into the desk lookup).
 * A charge belongs to the holding it covers (`holder_user_role_id`): when that holding is released
 * (transfer, release) the charge no longer resolves, so it ends with the holder's posting.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChargeKind, ChargeStatus } from '../../../common/contracts/charge.contract';
import { desks, offices, userRoles } from '../office/office.table';
import { users } from '../users/users.table';

export const deskCharges = pgTable(
  'desk_charges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    deskId: integer('desk_id')
      .notNull()
      .references(() => desks.id),
    /** The holding whose desk is covered; the acting officer works under it. */
    holderUserRoleId: integer('holder_user_role_id')
      .notNull()
      .references(() => userRoles.id),
    holderUserId: integer('holder_user_id')
      .notNull()
      .references(() => users.id),
    actingUserId: integer('acting_user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<ChargeKind>().notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    status: text('status').$type<ChargeStatus>().notNull().default('active'),
    orderNo: text('order_no').notNull(),
    orderDate: date('order_date').notNull(),
    reason: text('reason').notNull().default(''),
    /** The leave whose approval gave the charge, when it came with a leave. */
    leaveApplicationId: integer('leave_application_id'),
    /** Who gave it: the approver or the office admin, and under which desk. */
    givenByUserId: integer('given_by_user_id')
      .notNull()
      .references(() => users.id),
    givenByDeskId: integer('given_by_desk_id').references(() => desks.id),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedByUserId: integer('ended_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The desk lookup of every request: the acting officer's charges that are still on.
    index('desk_charges_acting_idx')
      .on(table.actingUserId, table.toDate)
      .where(sql`${table.status} = 'active'`),
    // Overlaps of one desk, and the organogram's acting holders.
    index('desk_charges_desk_idx').on(table.deskId, table.toDate).where(sql`${table.status} = 'active'`),
    // The office's list, newest first, and the dashboard's count of today.
    index('desk_charges_office_idx').on(table.officeId, table.fromDate, table.id),
    // What was done in the holder's name, and the holder's own charges.
    index('desk_charges_holder_idx').on(table.holderUserId, table.fromDate),
  ],
);
