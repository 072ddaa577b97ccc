/**
 * What happens to a ticket after it is opened: replies and internal notes, status changes along
 * SUPPORT_TRANSITIONS, assignment, escalation to the next level and the requester's reopening.
 * Each is one conditional update of the ticket in the state the caller saw (`… where id = $1 and
 * status in (…) [and level = $n] returning`), in one transaction with its audit row and the
 * requester's notice; zero rows answers 409, so of two admins acting at once one wins.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  MAX_SUPPORT_LEVEL,
  OPEN_STATUSES,
  REOPEN_DAYS,
  type ReplyInput,
  STATUSES_NEEDING_REASON,
  type SupportStatus,
  sourcesOf,
  type TicketDetail,
} from '../../../common/contracts/support.contract';
import { supportLevelOf } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, badRequest, conflict, forbidden } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import { users } from '../users/users.table';
import { assertMayWork, isOpen, isRequester, mayWork } from './support.access';
import { notifyRequester } from './support.notify';
import { getTicket, readableRow, responseDueFor } from './support.service';
import { supportReplies, supportTickets } from './support.table';

const STATUS_BN: Record<SupportStatus, string> = {
  1: 'নতুন',
  2: 'প্রক্রিয়াধীন',
  3: 'নিষ্পন্ন',
  4: 'বাতিল',
};

type Ticket = typeof supportTickets.$inferSelect;
type TicketSet = PgUpdateSetSource<typeof supportTickets>;

/** The first response is the earliest: a later answer keeps the time it has. */
const firstResponseNow = sql`coalesce(${supportTickets.firstResponseAt}, now())`;

/** Moves the ticket in one conditional update; 409 with `key` when it is no longer as expected. */
async function moveTicket(
  tx: Tx,
  id: number,
  expected: { statuses: readonly SupportStatus[]; level?: number },
  set: TicketSet,
  key: Parameters<typeof conflict>[0] = 'support.transitionNotAllowed',
): Promise<Ticket> {
  const [row] = await tx
    .update(supportTickets)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(supportTickets.id, id),
        inArray(supportTickets.status, [...expected.statuses]),
        expected.level === undefined ? undefined : eq(supportTickets.level, expected.level),
      ),
    )
    .returning();
  if (!row) throw conflict(key);
  return row;
}

/**
 * A reply (public: the requester reads it) or an internal note (the desk's own). The requester
 * replies on their own open ticket; the desk at the ticket's level replies and notes. The desk's
 * first public reply stops the first-response clock.
 */
export async function addReply(db: Db, actor: Actor, id: number, input: ReplyInput & { internal: boolean }) {
  const { auth } = actor;
  const row = await readableRow(db, auth, id);
  const desk = mayWork(auth, row);
  if (input.internal && !desk) throw forbidden();
  if (!desk && !isRequester(auth, row)) throw forbidden();
  await inTransaction(db, async (tx) => {
    const publicFromDesk = desk && !input.internal;
    const moved = await moveTicket(
      tx,
      id,
      { statuses: OPEN_STATUSES },
      publicFromDesk ? { firstResponseAt: firstResponseNow } : {},
      'support.closed',
    );
    const [reply] = await tx
      .insert(supportReplies)
      .values({
        ticketId: id,
        authorUserId: auth.userId,
        fromDesk: desk,
        internal: input.internal,
        body: input.body,
      })
      .returning();
    await audit(tx, actor, input.internal ? 'note' : 'reply', 'support-ticket', id, {
      after: { replyId: reply.id, internal: input.internal },
    });
    if (publicFromDesk)
      await notifyRequester(tx, auth.userId, {
        ticketId: id,
        requesterUserId: moved.requesterUserId,
        subject: `সহায়তা টিকিট #${id}: নতুন উত্তর`,
        body: `আপনার সহায়তা টিকিটে সহায়তা ডেস্ক উত্তর দিয়েছে:\n${input.body.slice(0, 500)}`,
      });
  });
  return getTicket(db, auth, id);
}

/** A status change by the desk; resolving and cancelling say why (400 without a reason). */
export async function changeStatus(
  db: Db,
  actor: Actor,
  id: number,
  input: { status: SupportStatus; reason?: string },
): Promise<TicketDetail> {
  const { auth } = actor;
  const row = await readableRow(db, auth, id);
  assertMayWork(auth, row);
  if (STATUSES_NEEDING_REASON.includes(input.status) && !input.reason) {
    throw badRequest('validation.support.reasonForStatus', [
      { field: 'reason', messageKey: 'validation.support.reasonForStatus' },
    ]);
  }
  const now = new Date();
  await inTransaction(db, async (tx) => {
    const set: TicketSet = { status: input.status };
    if (STATUSES_NEEDING_REASON.includes(input.status)) set.statusReason = input.reason ?? null;
    if (input.status === 3) set.resolvedAt = now;
    if (input.status === 2) {
      set.statusReason = null;
      set.resolvedAt = null;
      // Taking a new ticket up counts as the desk's first response.
      set.firstResponseAt = firstResponseNow;
    }
    // From the status and level the caller saw, and only along an allowed step: a change by
    // someone else in between (another status, an escalation) answers 409.
    const allowed = sourcesOf(input.status).includes(row.status) ? [row.status] : [];
    const after = await moveTicket(tx, id, { statuses: allowed, level: row.level }, set);
    await audit(tx, actor, 'status', 'support-ticket', id, {
      before: { status: row.status },
      after: { status: after.status, reason: input.reason ?? null },
    });
    await notifyRequester(tx, auth.userId, {
      ticketId: id,
      requesterUserId: after.requesterUserId,
      subject: `সহায়তা টিকিট #${id}: ${STATUS_BN[input.status]}`,
      body:
        `আপনার সহায়তা টিকিটের অবস্থা এখন "${STATUS_BN[input.status]}"।` +
        (input.reason ? `\nকারণ: ${input.reason}` : ''),
    });
  });
  return getTicket(db, auth, id);
}

/** Assigns an open ticket to a support admin who works its level (the caller or another). */
export async function assignTicket(db: Db, actor: Actor, id: number, userId: number): Promise<TicketDetail> {
  const { auth } = actor;
  const row = await readableRow(db, auth, id);
  assertMayWork(auth, row);
  const [target] = await db
    .select({
      isSupportAdmin: users.isSupportAdmin,
      isSuperAdmin: users.isSuperAdmin,
      supportLevel: users.supportLevel,
    })
    .from(users)
    .where(eq(users.id, userId));
  const targetLevel = target ? supportLevelOf({ ...auth, ...target }) : 0;
  if (targetLevel < row.level) {
    throw badRequest('support.assigneeInvalid', [{ field: 'userId', messageKey: 'support.assigneeInvalid' }]);
  }
  await inTransaction(db, async (tx) => {
    const after = await moveTicket(
      tx,
      id,
      { statuses: OPEN_STATUSES, level: row.level },
      { assigneeUserId: userId },
    );
    await audit(tx, actor, 'assign', 'support-ticket', id, {
      before: { assigneeUserId: row.assigneeUserId },
      after: { assigneeUserId: userId },
    });
    await notifyRequester(tx, auth.userId, {
      ticketId: id,
      requesterUserId: after.requesterUserId,
      subject: `সহায়তা টিকিট #${id}: দায়িত্ব প্রদান`,
      body: 'আপনার সহায়তা টিকিটটি একজন সহায়তা কর্মকর্তাকে দেওয়া হয়েছে।',
    });
  });
  return getTicket(db, auth, id);
}

/**
 * Hands an open ticket to the next level: it leaves its assignee, and the new level's clock for a
 * first answer starts again. The caller must work the ticket's level now.
 */
export async function escalateTicket(
  db: Db,
  actor: Actor,
  id: number,
  note?: string,
): Promise<{ id: number; level: number }> {
  const { auth } = actor;
  const row = await readableRow(db, auth, id);
  assertMayWork(auth, row);
  if (row.level >= MAX_SUPPORT_LEVEL) throw conflict('support.topLevel');
  if (!isOpen(row.status)) throw conflict('support.closed');
  return inTransaction(db, async (tx) => {
    const after = await moveTicket(
      tx,
      id,
      { statuses: OPEN_STATUSES, level: row.level },
      {
        level: row.level + 1,
        assigneeUserId: null,
        firstResponseAt: null,
        responseDueAt: await responseDueFor(tx, new Date()),
      },
    );
    if (note)
      await tx
        .insert(supportReplies)
        .values({ ticketId: id, authorUserId: auth.userId, fromDesk: true, internal: true, body: note });
    await audit(tx, actor, 'escalate', 'support-ticket', id, {
      before: { level: row.level },
      after: { level: after.level, note: note ?? null },
    });
    await notifyRequester(tx, auth.userId, {
      ticketId: id,
      requesterUserId: after.requesterUserId,
      subject: `সহায়তা টিকিট #${id}: উচ্চতর স্তরে হস্তান্তর`,
      body: `আপনার সহায়তা টিকিটটি সহায়তা ডেস্কের স্তর ${after.level}-এ পাঠানো হয়েছে।`,
    });
    // Not the ticket itself: a caller whose level it has left may no longer read it.
    return { id, level: after.level };
  });
}

/** The requester reopens their resolved ticket within REOPEN_DAYS days; it goes back in progress. */
export async function reopenTicket(db: Db, actor: Actor, id: number): Promise<TicketDetail> {
  const { auth } = actor;
  const row = await readableRow(db, auth, id);
  if (!isRequester(auth, row)) throw forbidden('support.notOwnTicket');
  await inTransaction(db, async (tx) => {
    const since = new Date(Date.now() - REOPEN_DAYS * 86_400_000);
    const [after] = await tx
      .update(supportTickets)
      .set({ status: 2, resolvedAt: null, statusReason: null, updatedAt: new Date() })
      .where(
        and(eq(supportTickets.id, id), eq(supportTickets.status, 3), gt(supportTickets.resolvedAt, since)),
      )
      .returning();
    if (!after) {
      if (row.status === 3) throw new AppError(409, 'support.reopenExpired', { days: REOPEN_DAYS });
      throw conflict('support.transitionNotAllowed');
    }
    await audit(tx, actor, 'reopen', 'support-ticket', id, {
      before: { status: row.status },
      after: { status: 2 },
    });
  });
  return getTicket(db, auth, id);
}
