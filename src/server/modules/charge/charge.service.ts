/**
 * Giving and ending charges, and reading them. Giving is one transaction: the desk's row is locked,
 * the rules are checked (charge.rules.ts), the charge, its audit row and the office order's notices
 * are written together. Ending early is one conditional update of a running charge.
 */
import { and, asc, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type {
  ChargeAction,
  ChargeDetail,
  ChargeFilterParams,
  ChargeQueryParams,
  ChargeState,
  ChargeSummary,
  GiveChargeValues,
} from '../../../common/contracts/charge.contract';
import { canManageOfficersOf, canReadOffice, isAppAdmin } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { containsPattern, pageOf, totalOf } from '../../platform/paging';
import { auditLog } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { desks, offices, roles, userRoles } from '../office/office.table';
import { profiles, users } from '../users/users.table';
import { notifyChargeOrder } from './charge.notify';
import {
  assertActing,
  assertChain,
  assertNoOverlap,
  assertNotAway,
  assertWindow,
  lockDesk,
} from './charge.rules';
import { deskCharges } from './charge.table';

export const todayInDhaka = () => dhakaDay(new Date());

const holder = alias(users, 'charge_holder');
const acting = alias(users, 'charge_acting');
const giver = alias(users, 'charge_giver');
const holding = alias(userRoles, 'charge_holding');
const giverDesk = alias(desks, 'charge_giver_desk');
const giverRole = alias(roles, 'charge_giver_role');

const bnName = (userId: typeof users.id) =>
  sql<string>`coalesce((select p.known_as_bangla from profiles p where p.user_id = ${userId} order by p.id limit 1), ${users.name})`;
const nameBnOf = (table: { id: AnyPgColumn; name: AnyPgColumn }) =>
  sql<string>`coalesce((select p.known_as_bangla from profiles p where p.user_id = ${table.id} order by p.id limit 1), ${table.name})`;

/** The state on `today`: stored status, the holder's holding and the dates together. */
const stateOf = (today: string) => sql<ChargeState>`case
  when ${deskCharges.status} = 'ended' then 'ended'
  when ${holding.releasedOn} is not null then 'lapsed'
  when ${deskCharges.fromDate} > ${today} then 'upcoming'
  when ${deskCharges.toDate} < ${today} then 'over'
  else 'running' end`;

function summaryQuery(db: Db | Tx, today: string) {
  return db
    .select({
      id: deskCharges.id,
      officeId: deskCharges.officeId,
      deskId: deskCharges.deskId,
      roleBn: roles.nameBn,
      roleEn: roles.nameEn,
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
      holderId: holder.id,
      holderBn: nameBnOf(holder),
      holderEn: holder.name,
      actingId: acting.id,
      actingBn: nameBnOf(acting),
      actingEn: acting.name,
      kind: deskCharges.kind,
      fromDate: deskCharges.fromDate,
      toDate: deskCharges.toDate,
      state: stateOf(today),
      orderNo: deskCharges.orderNo,
      orderDate: deskCharges.orderDate,
      leaveApplicationId: deskCharges.leaveApplicationId,
      endedAt: deskCharges.endedAt,
    })
    .from(deskCharges)
    .innerJoin(desks, eq(desks.id, deskCharges.deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, deskCharges.officeId))
    .innerJoin(holder, eq(holder.id, deskCharges.holderUserId))
    .innerJoin(acting, eq(acting.id, deskCharges.actingUserId))
    .innerJoin(holding, eq(holding.id, deskCharges.holderUserRoleId))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

const toSummary = (row: SummaryRow): ChargeSummary => ({
  id: row.id,
  desk: {
    deskId: row.deskId,
    roleBn: row.roleBn,
    roleEn: row.roleEn,
    officeBn: row.officeBn,
    officeEn: row.officeEn,
  },
  holder: { userId: row.holderId, nameBn: row.holderBn, nameEn: row.holderEn },
  acting: { userId: row.actingId, nameBn: row.actingBn, nameEn: row.actingEn },
  kind: row.kind,
  fromDate: row.fromDate,
  toDate: row.toDate,
  state: row.state,
  orderNo: row.orderNo,
  orderDate: row.orderDate,
  leaveApplicationId: row.leaveApplicationId,
  endedAt: row.endedAt?.toISOString() ?? null,
});

/** Filters of the office's list; the name search reads the profiles' trigram index. */
function filtersOf(officeId: number, query: ChargeFilterParams, today: string): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search.normalize('NFC').toLowerCase()) : null;
  const state = query.state;
  return and(
    eq(deskCharges.officeId, officeId),
    query.kind ? eq(deskCharges.kind, query.kind) : undefined,
    query.from ? gte(deskCharges.toDate, query.from) : undefined,
    query.to ? lte(deskCharges.fromDate, query.to) : undefined,
    pattern
      ? sql`exists (select 1 from ${profiles} where ${profiles.userId} in (${deskCharges.holderUserId}, ${deskCharges.actingUserId}) and ${profiles.searchText} like ${pattern})`
      : undefined,
    state === 'ended' ? eq(deskCharges.status, 'ended') : undefined,
    state === 'lapsed'
      ? sql`exists (select 1 from user_roles h where h.id = ${deskCharges.holderUserRoleId} and h.released_on is not null)`
      : undefined,
    state === 'upcoming' || state === 'running' || state === 'over'
      ? and(
          eq(deskCharges.status, 'active'),
          sql`exists (select 1 from user_roles h where h.id = ${deskCharges.holderUserRoleId} and h.released_on is null)`,
          state === 'upcoming' ? sql`${deskCharges.fromDate} > ${today}` : undefined,
          state === 'over' ? sql`${deskCharges.toDate} < ${today}` : undefined,
          state === 'running'
            ? and(lte(deskCharges.fromDate, today), gte(deskCharges.toDate, today))
            : undefined,
        )
      : undefined,
  );
}

export async function listCharges(
  db: Db,
  auth: AuthContext,
  query: ChargeQueryParams,
  today = todayInDhaka(),
) {
  const where = filtersOf(auth.activeRole.OfficeId, query, today);
  const order =
    query.sort === 'oldest'
      ? [asc(deskCharges.fromDate), asc(deskCharges.id)]
      : [desc(deskCharges.fromDate), desc(deskCharges.id)];
  const page = await pageOf(
    query,
    summaryQuery(db, today)
      .where(where)
      .orderBy(...order),
    totalOf(db, deskCharges, where),
  );
  return { items: page.items.map(toSummary), total: page.total };
}

/** Every charge of the filter for the Excel file, at most 10,000. */
export async function exportCharges(
  db: Db,
  auth: AuthContext,
  query: ChargeFilterParams,
  today = todayInDhaka(),
) {
  const rows = await summaryQuery(db, today)
    .where(filtersOf(auth.activeRole.OfficeId, query, today))
    .orderBy(desc(deskCharges.fromDate), desc(deskCharges.id))
    .limit(10_000);
  return rows.map(toSummary);
}

/** A charge the caller may read: its office's people and app admins; anyone else 404. */
async function readableRow(db: Db | Tx, auth: AuthContext, id: number, today: string) {
  const [row] = await summaryQuery(db, today).where(eq(deskCharges.id, id));
  if (!row) throw notFound();
  const involved = row.holderId === auth.userId || row.actingId === auth.userId;
  if (!involved && !canReadOffice(auth, row.officeId)) throw notFound();
  return row;
}

export async function getCharge(
  db: Db,
  auth: AuthContext,
  id: number,
  today = todayInDhaka(),
): Promise<ChargeDetail> {
  const row = await readableRow(db, auth, id, today);
  const [[extra], [head]] = await Promise.all([
    db
      .select({
        reason: deskCharges.reason,
        giverId: giver.id,
        giverBn: nameBnOf(giver),
        giverEn: giver.name,
        giverRoleBn: giverRole.nameBn,
        giverRoleEn: giverRole.nameEn,
      })
      .from(deskCharges)
      .innerJoin(giver, eq(giver.id, deskCharges.givenByUserId))
      .leftJoin(giverDesk, eq(giverDesk.id, deskCharges.givenByDeskId))
      .leftJoin(giverRole, eq(giverRole.id, giverDesk.roleId))
      .where(eq(deskCharges.id, id)),
    officeHeadOf(db, row.officeId),
  ]);
  return {
    ...toSummary(row),
    reason: extra.reason,
    givenBy: {
      userId: extra.giverId,
      nameBn: extra.giverBn,
      nameEn: extra.giverEn,
      roleBn: extra.giverRoleBn,
      roleEn: extra.giverRoleEn,
    },
    officeHead: head ? { userId: head.userId, nameBn: head.nameBn, nameEn: head.nameEn } : null,
    canEnd: (row.state === 'running' || row.state === 'upcoming') && canManageOfficersOf(auth, row.officeId),
  };
}

function officeHeadOf(db: Db | Tx, officeId: number) {
  return db
    .select({ userId: users.id, nameBn: bnName(users.id), nameEn: users.name })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(desks.officeId, officeId), eq(userRoles.isOfficeHead, true), isNull(userRoles.releasedOn)))
    .limit(1);
}

/** What was done under the charge (its audit rows): the holder reads it on return. */
export async function chargeActions(db: Db, auth: AuthContext, id: number): Promise<ChargeAction[]> {
  await readableRow(db, auth, id, todayInDhaka());
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      at: auditLog.at,
    })
    .from(auditLog)
    .where(eq(auditLog.actingChargeId, id))
    .orderBy(desc(auditLog.id))
    .limit(200);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/**
 * Gives a charge inside the caller's transaction (the office admin's order, or a leave's approval):
 * locks the desk, checks every rule, writes the charge, its audit row and the notices.
 */
export async function giveChargeIn(
  tx: Tx,
  actor: Actor,
  values: GiveChargeValues & { leaveApplicationId?: number; exceptLeaveId?: number },
  officeId: number | null,
  today: string,
): Promise<number> {
  assertWindow(values, today);
  const desk = await lockDesk(tx, values.deskId, officeId);
  await assertActing(tx, values.actingUserId, desk.holding.userId, desk.officeId);
  await assertNotAway(tx, values.actingUserId, values, values.exceptLeaveId);
  await assertNoOverlap(tx, desk.id, values);
  await assertChain(tx, desk.holding.userId, values.actingUserId, values);
  const [charge] = await tx
    .insert(deskCharges)
    .values({
      officeId: desk.officeId,
      deskId: desk.id,
      holderUserRoleId: desk.holding.id,
      holderUserId: desk.holding.userId,
      actingUserId: values.actingUserId,
      kind: values.kind,
      fromDate: values.fromDate,
      toDate: values.toDate,
      orderNo: values.orderNo,
      orderDate: values.orderDate,
      reason: values.reason ?? '',
      leaveApplicationId: values.leaveApplicationId ?? null,
      givenByUserId: actor.auth.userId,
      givenByDeskId: actor.auth.activeRole.DeskId || null,
    })
    .returning();
  await audit(tx, actor, 'give', 'desk-charge', charge.id, { after: charge });
  const [summary] = await summaryQuery(tx, today).where(eq(deskCharges.id, charge.id));
  const [head] = await officeHeadOf(tx, desk.officeId);
  await notifyChargeOrder(tx, toSummary(summary), [summary.holderId, summary.actingId, head?.userId ?? 0]);
  return charge.id;
}

export async function giveCharge(
  db: Db,
  actor: Actor,
  values: GiveChargeValues,
  today = todayInDhaka(),
): Promise<ChargeDetail> {
  const officeId = isAppAdmin(actor.auth) ? null : actor.auth.activeRole.OfficeId;
  const id = await inTransaction(db, (tx) => giveChargeIn(tx, actor, values, officeId, today));
  return getCharge(db, actor.auth, id, today);
}

/** Ends a running or upcoming charge early: one conditional update, 409 when it has ended. */
export async function endCharge(
  db: Db,
  actor: Actor,
  id: number,
  note: string | undefined,
  today = todayInDhaka(),
): Promise<ChargeDetail> {
  // A write to another office's charge is refused (403) rather than hidden.
  const [row] = await summaryQuery(db, today).where(eq(deskCharges.id, id));
  if (!row) throw notFound();
  if (!canManageOfficersOf(actor.auth, row.officeId)) throw forbidden();
  if (row.state !== 'running' && row.state !== 'upcoming') throw conflict('charge.alreadyEnded');
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(deskCharges)
      .set({ status: 'ended', endedAt: new Date(), endedByUserId: actor.auth.userId })
      .where(and(eq(deskCharges.id, id), eq(deskCharges.status, 'active'), gte(deskCharges.toDate, today)))
      .returning();
    if (!after) throw conflict('charge.alreadyEnded');
    await audit(tx, actor, 'end', 'desk-charge', id, {
      before: { status: 'active', toDate: row.toDate },
      after: { status: 'ended', note: note ?? null },
    });
  });
  return getCharge(db, actor.auth, id, today);
}

/** The office's desks under a charge today, for the admin dashboard (one index range of the office). */
export async function desksUnderChargeToday(
  db: Db,
  officeId: number,
  today = todayInDhaka(),
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${deskCharges.deskId})::int` })
    .from(deskCharges)
    .innerJoin(holding, eq(holding.id, deskCharges.holderUserRoleId))
    .where(
      and(
        eq(deskCharges.officeId, officeId),
        eq(deskCharges.status, 'active'),
        lte(deskCharges.fromDate, today),
        gte(deskCharges.toDate, today),
        isNull(holding.releasedOn),
      ),
    );
  return row?.count ?? 0;
}
