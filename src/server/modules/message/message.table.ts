/**
 * Internal messages (বার্তা). A message has one sender (a user, or none for the system's notices
 * from other modules) and one recipient row per person or desk it was sent to. A desk recipient is
 * read through whoever holds the desk when the inbox is opened, so mail follows the post after a
 * transfer. Read receipts live on the recipient row: when, and by whom (a desk's holder).
 */

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { desks } from '../office/office.table';
import { users } from '../users/users.table';

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The first message of the thread; a reply keeps it, a new message is its own thread (null). */
    threadId: integer('thread_id').references((): AnyPgColumn => messages.id),
    /** Null for the system's notices (shown as কার্যালয় / Karjaloy). */
    senderUserId: integer('sender_user_id').references(() => users.id),
    /** The desk the sender wrote from, if any: what the recipient sees under the name. */
    senderDeskId: integer('sender_desk_id').references(() => desks.id),
    /** The sender's names when sent, so the inbox and its search need no join to profiles. */
    senderNameBn: text('sender_name_bn').notNull(),
    senderNameEn: text('sender_name_en').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** A notice's link inside the app (e.g. '/support/tickets/12'). */
    link: text('link'),
    /** Sender, subject and body in NFC and lower case, for the trigram 'contains' search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(sender_name_bn || chr(10) || sender_name_en || chr(10) || subject || chr(10) || body, NFC))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_sender_idx').on(table.senderUserId, table.createdAt, table.id),
    index('messages_thread_idx').on(table.threadId, table.createdAt),
    index('messages_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id),
    /** Exactly one of user and desk. */
    userId: integer('user_id').references(() => users.id),
    deskId: integer('desk_id').references(() => desks.id),
    /** The message's time, copied so an inbox is read in index order without a join. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Who read it: the user, or the desk's holder at the time. */
    readByUserId: integer('read_by_user_id').references(() => users.id),
  },
  (table) => [
    check('message_recipients_one_target', sql`(${table.userId} is null) <> (${table.deskId} is null)`),
    index('message_recipients_message_idx').on(table.messageId),
    // A person's and a desk's inbox, newest first, and their unread counts (partial, so small).
    index('message_recipients_user_idx').on(table.userId, table.createdAt, table.id),
    index('message_recipients_desk_idx').on(table.deskId, table.createdAt, table.id),
    index('message_recipients_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null and ${table.userId} is not null`),
    index('message_recipients_desk_unread_idx')
      .on(table.deskId)
      .where(sql`${table.readAt} is null and ${table.deskId} is not null`),
  ],
);
