/**
 * Who reads which message: the sender, and each recipient — a user named on it, or whoever holds a
 * named desk now (a `user_roles` row not released). The holder of the day reads the desk's mail,
 * earlier mail included, as the new holder of a post takes over its file. Anyone else gets a 404.
 */
import { and, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { userRoles } from '../office/office.table';
import { messageRecipients, messages } from './message.table';

/** The desks the user holds now. */
export const heldDesks = (db: Db, userId: number) =>
  db
    .select({ deskId: userRoles.deskId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), isNull(userRoles.releasedOn)));

/**
 * Recipient rows addressed to the user, directly or through a desk they hold now. The desks are an
 * array computed once (`= any(array(…))`), so PostgreSQL reads both inbox indexes and joins their
 * hits (a bitmap OR); `in (subquery)` would be checked row by row over the whole table.
 */
export const addressedTo = (db: Db, userId: number): SQL =>
  or(
    eq(messageRecipients.userId, userId),
    sql`${messageRecipients.deskId} = any(array(${heldDesks(db, userId)}))`,
  ) as SQL;

/** The message (by its id column) is one the user sent or received. */
export function readableBy(db: Db, userId: number, messageId: AnyPgColumn = messages.id): SQL {
  return or(
    eq(messages.senderUserId, userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(messageRecipients)
        .where(and(eq(messageRecipients.messageId, messageId), addressedTo(db, userId))),
    ),
  ) as SQL;
}
