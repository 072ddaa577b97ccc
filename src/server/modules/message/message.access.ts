/**
 * Who reads which message: the sender, and each recipient — a user named on it, or whoever holds a
 * named desk now (a `user_roles` row not released). The holder of the day reads the desk's mail,
 * earlier mail included, as the new holder of a post takes over its file. An officer acting on a
 * desk under a charge running on the request's Dhaka day reads its mail too, as the desk
 * resolution decides it (auth.roles.ts), and no longer from the day after. Anyone else gets a 404.
 */
import { and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { dhakaDay } from '../../platform/working-days';
import { messageRecipients, messages } from './message.table';

/**
 * The desks the user holds now, and the desks they act on today under a charge whose holder still
 * holds the desk (a released holder's charge has lapsed). Both halves read an index: `user_roles`
 * by user, `desk_charges_acting_idx` by acting officer and last day.
 */
export const heldDesks = (userId: number, today: string = dhakaDay(new Date())): SQL =>
  sql`select ur.desk_id from user_roles ur where ur.user_id = ${userId} and ur.released_on is null
    union all
    select c.desk_id from desk_charges c
      join user_roles h on h.id = c.holder_user_role_id and h.released_on is null
      where c.acting_user_id = ${userId} and c.status = 'active'
        and c.to_date >= ${today}::date and c.from_date <= ${today}::date`;

/**
 * Recipient rows addressed to the user, directly or through a desk they hold or act on today. The
 * desks are an array computed once (`= any(array(…))`), so PostgreSQL reads both inbox indexes
 * and joins their hits (a bitmap OR); `in (subquery)` would be checked row by row over the whole
 * table.
 */
export const addressedTo = (_db: Db, userId: number, today?: string): SQL =>
  or(
    eq(messageRecipients.userId, userId),
    sql`${messageRecipients.deskId} = any(array(${heldDesks(userId, today)}))`,
  ) as SQL;

/** The message (by its id column) is one the user sent or received. */
export function readableBy(
  db: Db,
  userId: number,
  messageId: AnyPgColumn = messages.id,
  today?: string,
): SQL {
  return or(
    eq(messages.senderUserId, userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(messageRecipients)
        .where(and(eq(messageRecipients.messageId, messageId), addressedTo(db, userId, today))),
    ),
  ) as SQL;
}
