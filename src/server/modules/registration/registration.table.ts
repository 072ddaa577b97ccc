/** A registered officer's request for a desk, decided by the admin of that desk's office. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { desks, offices } from '../office/office.table';
import { users } from '../users/users.table';

export const deskRequests = pgTable(
  'desk_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deskId: integer('desk_id')
      .notNull()
      .references(() => desks.id),
    /** The desk's office, kept here so an office admin's queue is one indexed lookup. */
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    joinedOn: text('joined_on'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('desk_requests_office_status_idx').on(table.officeId, table.status, table.createdAt),
    // The app admins' queue spans every office: newest first within a status, read in index order.
    index('desk_requests_status_created_idx').on(table.status, table.createdAt, table.id),
  ],
);
