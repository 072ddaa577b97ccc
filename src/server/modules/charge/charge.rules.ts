/**
 * The rules of giving a charge, checked inside the giving transaction after the desk's row is
 * locked, so two admins giving one desk at once are taken one after the other and the second sees
 * the first's charge (409). Each rule has its own message (charge.messages.ts).
 */
import { and, eq, gte, inArray, isNull, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { MAX_CHAIN, MAX_CHARGE_DAYS } from '../../../common/contracts/charge.contract';
import type { MessageKey } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { AppError, badRequest, conflict, forbidden } from '../../platform/errors';
import { desks, userRoles } from '../office/office.table';
import { users } from '../users/users.table';
import { deskCharges } from './charge.table';

export interface Window {
  fromDate: string;
  toDate: string;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Running charges touching the window, while the holder keeps the desk (a release ends them). */
const touching = (window: Window) =>
  and(
    eq(deskCharges.status, 'active'),
    lte(deskCharges.fromDate, window.toDate),
    gte(deskCharges.toDate, window.fromDate),
    sql`exists (select 1 from user_roles h where h.id = ${deskCharges.holderUserRoleId} and h.released_on is null)`,
  );

export function assertWindow(window: Window, today: string): void {
  if (window.toDate < today)
    throw badRequest('charge.inPast', [{ field: 'toDate', messageKey: 'charge.inPast' }]);
  if (daysBetween(window.fromDate, window.toDate) >= MAX_CHARGE_DAYS)
    throw badRequest('charge.tooLong', [{ field: 'toDate', messageKey: 'charge.tooLong' }]);
}

/**
 * Locks the desk and returns it with its holding; 403 for a desk of another office, 409 for a
 * desk nobody holds (a vacant post is filled by a posting, not a charge).
 */
export async function lockDesk(tx: Tx, deskId: number, officeId: number | null) {
  const [desk] = await tx
    .select({ id: desks.id, officeId: desks.officeId })
    .from(desks)
    .where(eq(desks.id, deskId))
    .for('update');
  if (!desk) throw badRequest('charge.deskUnknown', [{ field: 'deskId', messageKey: 'charge.deskUnknown' }]);
  if (officeId !== null && desk.officeId !== officeId) throw forbidden();
  const [holding] = await tx
    .select({ id: userRoles.id, userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.deskId, deskId), isNull(userRoles.releasedOn)))
    .limit(1);
  if (!holding) throw conflict('charge.deskVacant');
  return { ...desk, holding };
}

/** The acting officer: an active officer holding a desk of the same office, not the holder. */
export async function assertActing(tx: Tx, actingUserId: number, holderUserId: number, officeId: number) {
  if (actingUserId === holderUserId)
    throw badRequest('charge.toHolder', [{ field: 'actingUserId', messageKey: 'charge.toHolder' }]);
  const [posted] = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.isActive, true)))
    .where(
      and(eq(userRoles.userId, actingUserId), isNull(userRoles.releasedOn), eq(desks.officeId, officeId)),
    )
    .limit(1);
  if (!posted)
    throw badRequest('charge.actingNotInOffice', [
      { field: 'actingUserId', messageKey: 'charge.actingNotInOffice' },
    ]);
}

/** Why an officer is away on a day of a window: the first of the three kinds found. */
export type AwayKind = 'leave' | 'tour' | 'training';

/**
 * The rows that put `user` away on a day of the window, one source per kind, each an index read by
 * the user: leave asked for or approved (`leave_applications_user_idx`), the visit day of an
 * approved tour plan (`inspection_plans_user_idx`), the days of a batch the user is a final trainee
 * of, still enrolled, in a batch not cancelled (`training_trainees_user_idx`).
 */
export const AWAY_SOURCES: Record<AwayKind, (user: SQLWrapper, window: Window) => SQL> = {
  leave: (user, window) => sql`from leave_applications la
    where la.user_id = ${user} and la.status in ('pending', 'approved')
      and la.from_date <= ${window.toDate} and la.to_date >= ${window.fromDate}`,
  tour: (user, window) => sql`from inspection_plans ip
    where ip.user_id = ${user} and ip.status in ('approved', 'inspected')
      and ip.visit_date >= ${window.fromDate} and ip.visit_date <= ${window.toDate}`,
  training: (user, window) => sql`from training_trainees tt join training_batches tb on tb.id = tt.batch_id
    where tt.user_id = ${user} and tt.status = 'enrolled' and tb.status in ('open', 'closed')
      and tb.start_date <= ${window.toDate} and tb.end_date >= ${window.fromDate}`,
};

/** Whether `userId` is away on a day of the window, and why, in one statement. */
export async function awayIn(
  tx: Tx,
  userId: number,
  window: Window,
  exceptLeaveId?: number,
): Promise<AwayKind | null> {
  const except = exceptLeaveId ? sql` and la.id <> ${exceptLeaveId}` : sql``;
  const result = (await tx.execute(sql`
    (select 'leave' as kind ${AWAY_SOURCES.leave(sql`${userId}`, window)}${except} limit 1)
    union all (select 'tour' ${AWAY_SOURCES.tour(sql`${userId}`, window)} limit 1)
    union all (select 'training' ${AWAY_SOURCES.training(sql`${userId}`, window)} limit 1)
    limit 1`)) as unknown as { rows: { kind: AwayKind }[] };
  return result.rows[0]?.kind ?? null;
}

/** Officers (`user`) away on no day of the window, for the lists of who may take a charge. */
export const notAwayIn = (user: SQLWrapper, window: Window): SQL =>
  sql.join(
    Object.values(AWAY_SOURCES).map((source) => sql`not exists (select 1 ${source(user, window)})`),
    sql` and `,
  );

const AWAY_MESSAGE: Record<AwayKind, MessageKey> = {
  leave: 'charge.actingAway',
  tour: 'charge.actingOnTour',
  training: 'charge.actingInTraining',
};

/**
 * No charge to an officer who is away on any day of the window: on leave (approved or asked for),
 * on an approved tour's visit day, or a final trainee of a batch running then. The message says which.
 */
export async function assertNotAway(tx: Tx, actingUserId: number, window: Window, exceptLeaveId?: number) {
  const away = await awayIn(tx, actingUserId, window, exceptLeaveId);
  if (away) throw conflict(AWAY_MESSAGE[away]);
}

/** One charge of a desk at a time: no other running charge of it touches the window. */
export async function assertNoOverlap(tx: Tx, deskId: number, window: Window) {
  const [other] = await tx
    .select({ id: deskCharges.id })
    .from(deskCharges)
    .where(and(eq(deskCharges.deskId, deskId), touching(window)))
    .limit(1);
  if (other) throw conflict('charge.overlap');
}

/** Charges touching the window of the desks `userIds` hold (forward) or that they act for (back). */
async function nextLinks(tx: Tx, userIds: number[], window: Window, direction: 'forward' | 'back') {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ holder: deskCharges.holderUserId, acting: deskCharges.actingUserId })
    .from(deskCharges)
    .where(
      and(
        touching(window),
        direction === 'forward'
          ? inArray(deskCharges.holderUserId, userIds)
          : inArray(deskCharges.actingUserId, userIds),
      ),
    );
  return rows.map((row) => (direction === 'forward' ? row.acting : row.holder));
}

/**
 * A chain (A's desk to B while B's own desk goes to C) is allowed up to MAX_CHAIN links and never
 * closes on itself: following the charges of the window from the acting officer must not reach
 * the holder, and the chain through the new charge must not grow past the bound.
 */
export async function assertChain(tx: Tx, holderUserId: number, actingUserId: number, window: Window) {
  let links = 1;
  for (const [start, direction, stop] of [
    [actingUserId, 'forward', holderUserId],
    [holderUserId, 'back', actingUserId],
  ] as const) {
    let frontier: number[] = [start];
    const seen = new Set<number>(frontier);
    for (let step = 0; step <= MAX_CHAIN && frontier.length > 0; step++) {
      const next = await nextLinks(tx, frontier, window, direction);
      if (next.includes(stop)) throw conflict('charge.circular');
      frontier = next.filter((id) => !seen.has(id));
      for (const id of frontier) seen.add(id);
      if (frontier.length > 0) links += 1;
    }
  }
  if (links > MAX_CHAIN) throw new AppError(409, 'charge.chainTooLong', { max: MAX_CHAIN });
}
