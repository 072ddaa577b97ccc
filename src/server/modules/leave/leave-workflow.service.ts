/**
 * The deciding desk's side: forward to the next desk of the chain, approve at the last desk, send
 * back to the applicant, or reject with a reason. Each is one conditional update of the application
 * as the desk saw it (`… where id = $1 and status = 'pending' and step = $2 and current_desk_id = $3
 * returning`), in one transaction with its trail row, audit row and notices; zero rows answers 409,
 * so of two decisions at once exactly one wins.
 */
import { and, eq } from 'drizzle-orm';
import type { ChargeDeskOption } from '../../../common/contracts/charge.contract';
import type { DecisionInput, LeaveDecision, LeaveDetail } from '../../../common/contracts/leave.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { todayInDhaka } from '../charge/charge.service';
import { chargeWithLeave } from '../charge/charge-absence.service';
import { takerDeskOptions } from '../charge/charge-options.service';
import { desks } from '../office/office.table';
import { notifyApplicant, notifyDeskOf } from './leave.notify';
import { decisionsFor, getApplication, readableRow } from './leave.service';
import { leaveActions, leaveApplications } from './leave.table';

const NEEDS_NOTE: readonly LeaveDecision[] = ['return', 'reject'];

export async function decide(
  db: Db,
  actor: Actor,
  id: number,
  input: DecisionInput & { note?: string; chargeDeskId?: number },
): Promise<LeaveDetail> {
  const { auth } = actor;
  const row = await readableRow(db, auth, id);
  if (row.status !== 'pending') throw conflict('leave.alreadyDecided');
  if (row.currentDeskId !== auth.activeRole.DeskId) throw forbidden('leave.notYourDesk');
  if (!decisionsFor(auth, row).includes(input.action)) throw conflict('leave.decisionNotNow');
  if (NEEDS_NOTE.includes(input.action) && !input.note)
    throw badRequest('leave.noteRequired', [{ field: 'note', messageKey: 'leave.noteRequired' }]);

  await inTransaction(db, async (tx) => {
    const now = new Date();
    let set: Partial<typeof leaveApplications.$inferInsert>;
    if (input.action === 'forward') {
      const nextDeskId = row.chain[row.step];
      const [next] = await tx
        .select({ officeId: desks.officeId })
        .from(desks)
        .where(eq(desks.id, nextDeskId));
      set = { step: row.step + 1, currentDeskId: nextDeskId, currentOfficeId: next.officeId };
    } else if (input.action === 'approve') {
      set = {
        status: 'approved',
        step: 0,
        currentDeskId: null,
        currentOfficeId: null,
        decidedAt: now,
        // The approver's choice of who takes the charge is the one the sanction stands on.
        chargeDeskId: input.chargeDeskId ?? row.chargeDeskId,
      };
    } else if (input.action === 'return') {
      set = {
        status: 'returned',
        step: 0,
        currentDeskId: null,
        currentOfficeId: null,
        decisionNote: input.note,
      };
    } else {
      set = {
        status: 'rejected',
        step: 0,
        currentDeskId: null,
        currentOfficeId: null,
        decisionNote: input.note,
        decidedAt: now,
      };
    }
    const [after] = await tx
      .update(leaveApplications)
      .set({ ...set, updatedAt: now })
      .where(
        and(
          eq(leaveApplications.id, id),
          eq(leaveApplications.status, 'pending'),
          eq(leaveApplications.step, row.step),
          eq(leaveApplications.currentDeskId, auth.activeRole.DeskId),
        ),
      )
      .returning();
    if (!after) throw conflict('leave.alreadyDecided');
    if (input.action === 'approve')
      await chargeWithLeave(tx, actor, after, input.chargeDeskId ?? row.chargeDeskId);
    await tx.insert(leaveActions).values({
      applicationId: id,
      userId: auth.userId,
      deskId: auth.activeRole.DeskId,
      actingChargeId: auth.actingChargeId,
      action: input.action,
      note: input.note ?? null,
    });
    await audit(tx, actor, input.action, 'leave-application', id, {
      before: { status: row.status, step: row.step, deskId: row.currentDeskId },
      after: {
        status: after.status,
        step: after.step,
        deskId: after.currentDeskId,
        note: input.note ?? null,
      },
    });
    await notifyApplicant(tx, after, input.action, input.note);
    if (input.action === 'forward') await notifyDeskOf(tx, after, 'waiting');
  });
  return getApplication(db, auth, id);
}

/**
 * The desks the last desk may name to take the applicant's charge with the approval: the
 * application's office's held desks, not the applicant's, not an officer away in the leave's days
 * (from today when approved late). Only the desk that may approve asks (403 otherwise).
 */
export async function chargeDeskChoices(
  db: Db,
  auth: AuthContext,
  id: number,
  search: string | undefined,
  today = todayInDhaka(),
): Promise<ChargeDeskOption[]> {
  const row = await readableRow(db, auth, id);
  if (!decisionsFor(auth, row).includes('approve')) throw forbidden('leave.notYourDesk');
  return takerDeskOptions(
    db,
    {
      officeId: row.officeId,
      absentUserId: row.userId,
      fromDate: row.fromDate < today ? today : row.fromDate,
      toDate: row.toDate,
    },
    search,
  );
}
