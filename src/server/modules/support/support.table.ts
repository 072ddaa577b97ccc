/**
 * Support tickets (সহায়তা টিকিট) and their thread. A ticket belongs to the user who opened it and
 * sits at a support level (1 first); `response_due_at` is when the desk's first answer is due on
 * the working-day clock, so 'overdue' is an indexed comparison rather than a calendar walk per row.
 * Attachments are stored files ('support-ticket') owned by the ticket's id.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SupportReason, SupportStatus } from '../../../common/contracts/support.contract';
import { desks, offices } from '../office/office.table';
import { users } from '../users/users.table';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requesterUserId: integer('requester_user_id')
      .notNull()
      .references(() => users.id),
    /** The office and desk the requester worked under when opening it (none without a desk). */
    officeId: integer('office_id').references(() => offices.id),
    deskId: integer('desk_id').references(() => desks.id),
    reason: text('reason').$type<SupportReason>().notNull(),
    description: text('description').notNull(),
    /** SPEC.md §4: 1 new, 2 in progress, 3 resolved, 4 cancelled. */
    status: smallint('status').$type<SupportStatus>().notNull().default(1),
    level: smallint('level').notNull().default(1),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    responseDueAt: timestamp('response_due_at', { withTimezone: true }).notNull(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** Why it was resolved or cancelled, for the requester. */
    statusReason: text('status_reason'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The description in NFC and lower case, for the 'contains' search. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(normalize(description, NFC))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The requester's own list, newest first.
    index('support_tickets_requester_idx').on(table.requesterUserId, table.createdAt, table.id),
    // The queue, newest first: every level (the top level's desk), one level, one level and status.
    index('support_tickets_created_idx').on(table.createdAt, table.id),
    index('support_tickets_level_idx').on(table.level, table.createdAt, table.id),
    index('support_tickets_queue_idx').on(table.level, table.status, table.createdAt, table.id),
    // Overdue tickets (open, unanswered) by their deadline, oldest first; few rows, a small index.
    index('support_tickets_overdue_idx')
      .on(table.responseDueAt, table.id)
      .where(sql`${table.firstResponseAt} is null and ${table.status} in (1, 2)`),
    index('support_tickets_assignee_idx').on(table.assigneeUserId, table.status),
    index('support_tickets_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** The thread: public replies (requester and desk) and the desk's internal notes. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    /** Written by the support desk rather than the requester. */
    fromDesk: boolean('from_desk').notNull(),
    /** Seen only by the support desk. */
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_replies_ticket_idx').on(table.ticketId, table.id)],
);
