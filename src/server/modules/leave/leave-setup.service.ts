/**
 * What leave is set up with: each office's chain of approving desks (/leaveapprovers, by its office
 * admin; desks, not persons, so a chain survives a transfer) and the public holiday calendar that
 * leave days skip (a tab of the same screen, for the super and support admins).
 */
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import {
  type ApproverChain,
  type ChainInput,
  type Holiday,
  type HolidayInput,
  LEAVE_TYPES,
  type LeaveDesk,
  type LeaveType,
} from '../../../common/contracts/leave.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { publicHolidays } from '../../platform/calendar.table';
import { badRequest, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { desks } from '../office/office.table';
import { leaveApprovers } from './leave.table';
import { approverDeskOptions, approverOfficesSql, desksByIds, desksOfOffice } from './leave-desks';

/* Chains ------------------------------------------------------------------------------------- */

export async function chainsOf(db: Db, officeId: number): Promise<ApproverChain[]> {
  const rows = await db
    .select()
    .from(leaveApprovers)
    .where(eq(leaveApprovers.officeId, officeId))
    .orderBy(asc(leaveApprovers.leaveType), asc(leaveApprovers.step))
    .limit(500);
  const byId = await desksByIds(
    db,
    rows.map((row) => row.deskId),
  );
  const chains = new Map<LeaveType | null, LeaveDesk[]>();
  for (const row of rows) {
    const chain = chains.get(row.leaveType) ?? [];
    const desk = byId.get(row.deskId);
    if (desk) chain.push(desk);
    chains.set(row.leaveType, chain);
  }
  const order = (type: LeaveType | null) => (type === null ? -1 : LEAVE_TYPES.indexOf(type));
  return [...chains.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([leaveType, desks]) => ({ leaveType, desks }));
}

/** Replaces the office's chain for a type (or for every type); an empty list removes it. */
export async function setChain(
  db: Db,
  actor: Actor,
  input: { leaveType?: LeaveType; deskIds: number[] },
): Promise<ApproverChain[]> {
  const officeId = actor.auth.activeRole.OfficeId;
  const leaveType = input.leaveType ?? null;
  if (new Set(input.deskIds).size !== input.deskIds.length)
    throw badRequest('leave.duplicateDesk', [{ field: 'deskIds', messageKey: 'leave.duplicateDesk' }]);
  if (input.deskIds.length > 0) {
    const allowed = await db
      .select({ id: desks.id })
      .from(desks)
      .where(
        and(
          sql`${desks.id} in (${sql.join(
            input.deskIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
          sql`${desks.officeId} in (${approverOfficesSql(officeId)})`,
        ),
      );
    if (allowed.length !== input.deskIds.length)
      throw badRequest('leave.deskNotAllowed', [{ field: 'deskIds', messageKey: 'leave.deskNotAllowed' }]);
  }
  await inTransaction(db, async (tx) => {
    const sameChain = and(
      eq(leaveApprovers.officeId, officeId),
      leaveType === null ? isNull(leaveApprovers.leaveType) : eq(leaveApprovers.leaveType, leaveType),
    );
    const before = await tx.select().from(leaveApprovers).where(sameChain).orderBy(asc(leaveApprovers.step));
    await tx.delete(leaveApprovers).where(sameChain);
    if (input.deskIds.length > 0)
      await tx
        .insert(leaveApprovers)
        .values(input.deskIds.map((deskId, index) => ({ officeId, leaveType, step: index + 1, deskId })));
    await audit(tx, actor, 'set-chain', 'leave-approvers', officeId, {
      before: { leaveType, deskIds: before.map((row) => row.deskId) },
      after: { leaveType, deskIds: input.deskIds },
    });
  });
  return chainsOf(db, officeId);
}

/** 'approvers': desks that may be put in the chain; 'office': the office's desks (for who holds charge). */
export const deskOptions = (db: Db, auth: AuthContext, scope: 'office' | 'approvers') =>
  scope === 'office'
    ? desksOfOffice(db, auth.activeRole.OfficeId)
    : approverDeskOptions(db, auth.activeRole.OfficeId);

export type ChainValues = ChainInput & { deskIds: number[] };

/* Holidays ----------------------------------------------------------------------------------- */

export async function holidaysOf(db: Db, year?: number): Promise<Holiday[]> {
  const y = year ?? Number(dhakaDay(new Date()).slice(0, 4));
  return db
    .select()
    .from(publicHolidays)
    .where(and(gte(publicHolidays.day, `${y}-01-01`), lte(publicHolidays.day, `${y}-12-31`)))
    .orderBy(asc(publicHolidays.day));
}

export async function addHoliday(
  db: Db,
  actor: Actor,
  input: HolidayInput & { moving: boolean },
): Promise<Holiday> {
  return inTransaction(
    db,
    async (tx) => {
      const [row] = await tx.insert(publicHolidays).values(input).returning();
      await audit(tx, actor, 'create', 'public-holiday', row.day, { after: row });
      return row;
    },
    { duplicate: 'leave.holidayExists' },
  );
}

export async function updateHoliday(
  db: Db,
  actor: Actor,
  day: string,
  input: HolidayInput & { moving: boolean },
): Promise<Holiday> {
  return inTransaction(
    db,
    async (tx) => {
      const [before] = await tx.select().from(publicHolidays).where(eq(publicHolidays.day, day));
      if (!before) throw notFound();
      const [after] = await tx
        .update(publicHolidays)
        .set({ day: input.day, nameBn: input.nameBn, nameEn: input.nameEn, moving: input.moving })
        .where(eq(publicHolidays.day, day))
        .returning();
      await audit(tx, actor, 'update', 'public-holiday', day, { before, after });
      return after;
    },
    { duplicate: 'leave.holidayExists' },
  );
}

export async function deleteHoliday(db: Db, actor: Actor, day: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.delete(publicHolidays).where(eq(publicHolidays.day, day)).returning();
    if (!before) throw notFound();
    await audit(tx, actor, 'delete', 'public-holiday', day, { before });
  });
}
