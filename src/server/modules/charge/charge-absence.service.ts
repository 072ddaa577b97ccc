/**
 * Charges that come with an absence (a leave, a tour, a training batch): the desk the absent
 * officer names is checked when applying, and the approval gives its holder the current charge of
 * the officer's desk for the days away, in the approval's transaction, through the one giving path.
 * An absence called off (a trainee withdrawn, a batch cancelled) ends the charges it gave.
 */
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { toBanglaDigits } from '../../../common/validation';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest } from '../../platform/errors';
import type { AuthContext } from '../auth/auth.session';
import { desks, userRoles } from '../office/office.table';
import { giveChargeIn, todayInDhaka } from './charge.service';
import { deskCharges } from './charge.table';

/** An absence that gives a charge when approved: whose desk, for which days, by which order. */
export interface Absence {
  userId: number;
  deskId: number;
  fromDate: string;
  toDate: string;
  /** The order's number and reason (`ছুটি-<id>`, `ভ্রমণ-<id>`, `প্রশিক্ষণ-<id>`), and the leave when it is one. */
  orderNo: string;
  reason: string;
  leaveApplicationId?: number;
}

/**
 * The charge an absence's approval gives (a leave, a tour): the absent officer's desk, for the days
 * of the absence (from today when approved late), to the holder of the desk the application (or
 * the approver) named. Nothing when no desk was named, the absence is already over, or the officer
 * no longer holds the desk; a broken rule stops the approval with the rule's message, so the
 * approver names another desk.
 */
export async function chargeWithAbsence(
  tx: Tx,
  actor: Actor,
  absence: Absence,
  chargeDeskId: number | null | undefined,
  today = todayInDhaka(),
): Promise<number | null> {
  if (!chargeDeskId || absence.toDate < today) return null;
  const [takes] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.deskId, chargeDeskId), isNull(userRoles.releasedOn)))
    .limit(1);
  const [holds] = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.deskId, absence.deskId),
        eq(userRoles.userId, absence.userId),
        isNull(userRoles.releasedOn),
      ),
    )
    .limit(1);
  if (!takes || !holds) return null;
  return giveChargeIn(
    tx,
    actor,
    {
      deskId: absence.deskId,
      actingUserId: takes.userId,
      kind: 'current',
      fromDate: absence.fromDate < today ? today : absence.fromDate,
      toDate: absence.toDate,
      orderNo: absence.orderNo,
      orderDate: today,
      reason: absence.reason,
      leaveApplicationId: absence.leaveApplicationId,
    },
    null,
    today,
  );
}

/** The charge a leave's approval gives, with its order number `ছুটি-<id>`. */
export const chargeWithLeave = (
  tx: Tx,
  actor: Actor,
  leave: { id: number; userId: number; deskId: number; fromDate: string; toDate: string },
  chargeDeskId: number | null | undefined,
  today = todayInDhaka(),
) =>
  chargeWithAbsence(
    tx,
    actor,
    {
      userId: leave.userId,
      deskId: leave.deskId,
      fromDate: leave.fromDate,
      toDate: leave.toDate,
      orderNo: `ছুটি-${toBanglaDigits(leave.id)}`,
      reason: 'ছুটিকালীন',
      leaveApplicationId: leave.id,
    },
    chargeDeskId,
    today,
  );

/**
 * A desk an officer names to take their charge while away: another desk of their active office
 * (400 with the field otherwise). Whether its holder may take it is decided when it is given.
 */
export async function assertTakerDesk(db: Db | Tx, auth: AuthContext, deskId: number | null | undefined) {
  if (!deskId) return;
  const [desk] = await db.select({ officeId: desks.officeId }).from(desks).where(eq(desks.id, deskId));
  if (!desk || desk.officeId !== auth.activeRole.OfficeId || deskId === auth.activeRole.DeskId)
    throw badRequest('charge.takerDeskInvalid', [
      { field: 'chargeDeskId', messageKey: 'charge.takerDeskInvalid' },
    ]);
}

/**
 * Ends the charges an absence gave when the absence is called off (a trainee withdrawn, a batch
 * cancelled): the running or upcoming charges of each absent holder under the absence's order
 * number (`desk_charges_holder_idx`), in one conditional update, with an audit row each. One not yet
 * begun never resolves; the record stays, as its office order was sent. A charge already over or
 * ended is left as it is.
 */
export async function endAbsenceCharges(
  tx: Tx,
  actor: Actor,
  absences: { holderUserId: number; orderNo: string }[],
  note: string,
  today = todayInDhaka(),
): Promise<number[]> {
  if (absences.length === 0) return [];
  const ended = await tx
    .update(deskCharges)
    .set({ status: 'ended', endedAt: new Date(), endedByUserId: actor.auth.userId })
    .where(
      and(
        inArray(deskCharges.holderUserId, [...new Set(absences.map((absence) => absence.holderUserId))]),
        inArray(deskCharges.orderNo, [...new Set(absences.map((absence) => absence.orderNo))]),
        eq(deskCharges.status, 'active'),
        gte(deskCharges.toDate, today),
      ),
    )
    .returning({ id: deskCharges.id, toDate: deskCharges.toDate });
  for (const charge of ended)
    await audit(tx, actor, 'end', 'desk-charge', charge.id, {
      before: { status: 'active', toDate: charge.toDate },
      after: { status: 'ended', note },
    });
  return ended.map((charge) => charge.id);
}
