/**
 * The applicant's side: a draft, its changes, submitting it (rules, balance and chain checked under
 * a lock on the applicant, so two submissions at once cannot both spend the same days), cancelling
 * before approval, the days a period counts and the balance per type.
 */
import { and, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  AHEAD_DAYS,
  BACKDATE_DAYS,
  CANCELLABLE_STATUSES,
  EDITABLE_STATUSES,
  HELD_STATUSES,
  LEAVE_RULES,
  type LeaveBalance,
  type LeaveDays,
  type LeaveDetail,
  type LeaveType,
  type LeaveValues,
  MAX_SPAN_DAYS,
} from '../../../common/contracts/leave.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { insertAudited } from '../../platform/audited-writes';
import { holidaysBetween } from '../../platform/calendar';
import { AppError, badRequest, conflict, forbidden } from '../../platform/errors';
import { storedFiles } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { desks, userRoles } from '../office/office.table';
import { profiles, users } from '../users/users.table';
import { notifyDeskOf } from './leave.notify';
import { balanceOf, countLeaveDays, daysBetween, leaveBalance, type TakenLeave } from './leave.rules';
import { ATTACHMENT_OWNER, getApplication, ownRow } from './leave.service';
import { leaveActions, leaveApplications, leaveApprovers } from './leave.table';

const dayStart = (day: string) => new Date(`${day}T00:00:00+06:00`);

/** The days from..to counts for its type, with the holidays of the calendar. */
export async function daysOf(
  db: Db | Tx,
  leaveType: LeaveType,
  from: string,
  to: string,
): Promise<LeaveDays> {
  if (to < from || daysBetween(from, to) >= MAX_SPAN_DAYS) return { days: 0, skipped: 0 };
  const holidays = await holidaysBetween(db, dayStart(from), dayStart(to));
  return countLeaveDays(leaveType, from, to, holidays);
}

/** Dates a leave may have at all: not long past, not far ahead, not longer than a year. */
function assertDates(values: Pick<LeaveValues, 'fromDate' | 'toDate'>): void {
  const today = dhakaDay(new Date());
  if (daysBetween(values.fromDate, today) > BACKDATE_DAYS)
    throw new AppError(400, 'leave.tooEarly', { days: BACKDATE_DAYS }, [
      { field: 'fromDate', messageKey: 'leave.tooEarly' },
    ]);
  if (
    daysBetween(today, values.fromDate) > AHEAD_DAYS ||
    daysBetween(values.fromDate, values.toDate) >= MAX_SPAN_DAYS
  )
    throw badRequest('leave.tooFar', [{ field: 'toDate', messageKey: 'leave.tooFar' }]);
}

/** The charge desk must be another desk of the applicant's office. */
async function assertChargeDesk(db: Db | Tx, auth: AuthContext, deskId: number | undefined): Promise<void> {
  if (deskId === undefined) return;
  const [desk] = await db.select({ officeId: desks.officeId }).from(desks).where(eq(desks.id, deskId));
  if (!desk || desk.officeId !== auth.activeRole.OfficeId || deskId === auth.activeRole.DeskId)
    throw badRequest('leave.chargeDeskInvalid', [
      { field: 'chargeDeskId', messageKey: 'leave.chargeDeskInvalid' },
    ]);
}

function assertHasDesk(auth: AuthContext): void {
  if (!(auth.activeRole.DeskId > 0) || !(auth.activeRole.OfficeId > 0)) throw forbidden('leave.noDesk');
}

export async function createDraft(db: Db, actor: Actor, values: LeaveValues): Promise<LeaveDetail> {
  const { auth } = actor;
  assertHasDesk(auth);
  assertDates(values);
  await assertChargeDesk(db, auth, values.chargeDeskId);
  const { days } = await daysOf(db, values.leaveType, values.fromDate, values.toDate);
  const id = await inTransaction(db, async (tx) => {
    const id = await insertAudited(tx, actor, 'leave-application', leaveApplications, {
      userId: auth.userId,
      officeId: auth.activeRole.OfficeId,
      deskId: auth.activeRole.DeskId,
      leaveType: values.leaveType,
      fromDate: values.fromDate,
      toDate: values.toDate,
      days,
      reason: values.reason,
      addressDuringLeave: values.addressDuringLeave,
      chargeDeskId: values.chargeDeskId ?? null,
    });
    return id;
  });
  return getApplication(db, auth, id);
}

/** Changes a draft or a returned application (all fields, as the form sends them). */
export async function updateDraft(
  db: Db,
  actor: Actor,
  id: number,
  values: LeaveValues,
): Promise<LeaveDetail> {
  const { auth } = actor;
  const before = await ownRow(db, auth, id);
  assertDates(values);
  await assertChargeDesk(db, auth, values.chargeDeskId);
  const { days } = await daysOf(db, values.leaveType, values.fromDate, values.toDate);
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(leaveApplications)
      .set({
        leaveType: values.leaveType,
        fromDate: values.fromDate,
        toDate: values.toDate,
        days,
        reason: values.reason,
        addressDuringLeave: values.addressDuringLeave,
        chargeDeskId: values.chargeDeskId ?? null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(leaveApplications.id, id),
          eq(leaveApplications.userId, auth.userId),
          inArray(leaveApplications.status, [...EDITABLE_STATUSES]),
        ),
      )
      .returning();
    if (!after) throw conflict('leave.notEditable');
    await audit(tx, actor, 'update', 'leave-application', id, { before, after });
  });
  return getApplication(db, auth, id);
}

/** The officer's applications as the balance reads them, leaving out `exceptId`. */
async function takenOf(db: Db | Tx, userId: number, exceptId?: number): Promise<TakenLeave[]> {
  return db
    .select({
      leaveType: leaveApplications.leaveType,
      status: leaveApplications.status,
      fromDate: leaveApplications.fromDate,
      days: leaveApplications.days,
    })
    .from(leaveApplications)
    .where(
      and(
        eq(leaveApplications.userId, userId),
        inArray(leaveApplications.status, [...HELD_STATUSES]),
        exceptId ? ne(leaveApplications.id, exceptId) : undefined,
      ),
    );
}

/** The joining date (the profile's first joining, else the first posting) and gender. */
async function serviceOf(
  db: Db | Tx,
  userId: number,
): Promise<{ joiningDate: string | null; gender: string | null }> {
  const [profile] = await db
    .select({ joiningDate: profiles.firstJoiningDate, gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(profiles.id)
    .limit(1);
  if (profile?.joiningDate) return { joiningDate: profile.joiningDate, gender: profile.gender ?? null };
  const [first] = await db
    .select({ joined: sql<string | null>`min(${userRoles.joinedOn})::text` })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return { joiningDate: first?.joined ?? null, gender: profile?.gender ?? null };
}

export async function balanceFor(
  db: Db | Tx,
  userId: number,
  today = dhakaDay(new Date()),
  year?: number,
): Promise<LeaveBalance> {
  const [service, taken] = await Promise.all([serviceOf(db, userId), takenOf(db, userId)]);
  return leaveBalance({ today, year, ...service, taken });
}

/** The office's chain for the type (or for every type), without the applicant's own desk. */
async function chainFor(
  tx: Tx,
  officeId: number,
  leaveType: LeaveType,
  ownDeskId: number,
): Promise<number[]> {
  const rows = await tx
    .select({ leaveType: leaveApprovers.leaveType, deskId: leaveApprovers.deskId })
    .from(leaveApprovers)
    .where(
      and(
        eq(leaveApprovers.officeId, officeId),
        sql`(${leaveApprovers.leaveType} = ${leaveType} or ${leaveApprovers.leaveType} is null)`,
      ),
    )
    .orderBy(leaveApprovers.step);
  const own = rows.filter((row) => row.leaveType === leaveType);
  const chain = (own.length > 0 ? own : rows.filter((row) => row.leaveType === null)).map(
    (row) => row.deskId,
  );
  return chain.filter((deskId) => deskId !== ownDeskId);
}

/**
 * Submits a draft or a returned application to the first desk of its chain. The applicant's user
 * row is locked for the transaction, so the balance and the overlap are checked where they change.
 */
export async function submitApplication(db: Db, actor: Actor, id: number): Promise<LeaveDetail> {
  const { auth } = actor;
  const before = await ownRow(db, auth, id);
  if (!EDITABLE_STATUSES.includes(before.status)) throw conflict('leave.notEditable');
  assertDates(before);
  const rule = LEAVE_RULES[before.leaveType];
  const { days } = await daysOf(db, before.leaveType, before.fromDate, before.toDate);
  if (days <= 0)
    throw badRequest('leave.noWorkingDay', [{ field: 'toDate', messageKey: 'leave.noWorkingDay' }]);
  if (rule.maxDays !== null && days > rule.maxDays)
    throw new AppError(400, 'leave.tooManyDays', { max: rule.maxDays }, [
      { field: 'toDate', messageKey: 'leave.tooManyDays' },
    ]);
  if (rule.balance.kind === 'yearly' && before.fromDate.slice(0, 4) !== before.toDate.slice(0, 4))
    throw badRequest('leave.spansYears', [{ field: 'toDate', messageKey: 'leave.spansYears' }]);

  await inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.userId)).for('update');
    const service = await serviceOf(tx, auth.userId);
    if (rule.femaleOnly && service.gender !== 'female') throw badRequest('leave.femaleOnly');
    if (rule.documentRequired) {
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.ownerType, ATTACHMENT_OWNER),
            eq(storedFiles.ownerId, id),
            isNull(storedFiles.deletedAt),
          ),
        );
      if (count === 0) throw badRequest('leave.documentRequired');
    }
    const [overlap] = await tx
      .select({ id: leaveApplications.id })
      .from(leaveApplications)
      .where(
        and(
          eq(leaveApplications.userId, auth.userId),
          ne(leaveApplications.id, id),
          inArray(leaveApplications.status, [...HELD_STATUSES]),
          lte(leaveApplications.fromDate, before.toDate),
          gte(leaveApplications.toDate, before.fromDate),
        ),
      )
      .limit(1);
    if (overlap) throw conflict('leave.overlap');
    const balance = balanceOf(before.leaveType, {
      today: dhakaDay(new Date()),
      year: Number(before.fromDate.slice(0, 4)),
      ...service,
      taken: await takenOf(tx, auth.userId, id),
    });
    if (balance.available !== null && days > balance.available)
      throw new AppError(400, 'leave.notEnoughBalance', { days, available: balance.available });
    const chain = await chainFor(tx, before.officeId, before.leaveType, before.deskId);
    if (chain.length === 0) throw conflict('leave.noApprovers');
    const [first] = await tx.select({ officeId: desks.officeId }).from(desks).where(eq(desks.id, chain[0]));
    const now = new Date();
    const [after] = await tx
      .update(leaveApplications)
      .set({
        status: 'pending',
        days,
        chain,
        step: 1,
        currentDeskId: chain[0],
        currentOfficeId: first.officeId,
        decisionNote: null,
        submittedAt: now,
        decidedAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(leaveApplications.id, id),
          eq(leaveApplications.userId, auth.userId),
          inArray(leaveApplications.status, [...EDITABLE_STATUSES]),
        ),
      )
      .returning();
    if (!after) throw conflict('leave.notEditable');
    await tx
      .insert(leaveActions)
      .values({ applicationId: id, userId: auth.userId, deskId: auth.activeRole.DeskId, action: 'submit' });
    await audit(tx, actor, 'submit', 'leave-application', id, {
      before: { status: before.status },
      after: { status: 'pending', chain, days },
    });
    await notifyDeskOf(tx, after, 'waiting');
  });
  return getApplication(db, auth, id);
}

/** The applicant withdraws an application nobody has approved yet. */
export async function cancelApplication(db: Db, actor: Actor, id: number): Promise<LeaveDetail> {
  const { auth } = actor;
  const before = await ownRow(db, auth, id);
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(leaveApplications)
      .set({
        status: 'cancelled',
        step: 0,
        currentDeskId: null,
        currentOfficeId: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(leaveApplications.id, id),
          eq(leaveApplications.userId, auth.userId),
          inArray(leaveApplications.status, [...CANCELLABLE_STATUSES]),
        ),
      )
      .returning();
    if (!after) throw conflict('leave.notEditable');
    await tx
      .insert(leaveActions)
      .values({ applicationId: id, userId: auth.userId, deskId: auth.activeRole.DeskId, action: 'cancel' });
    await audit(tx, actor, 'cancel', 'leave-application', id, {
      before: { status: before.status },
      after: { status: 'cancelled' },
    });
  });
  return getApplication(db, auth, id);
}
