/**
 * Postings (SPEC.md §2 /officermgt): an officer given an empty desk, released from one, or given a
 * second desk as additional charge. Each holding is a row of `user_roles` with its joining and
 * release dates and office orders, so the rows are the service history (/officerservicehistory).
 */
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Posting, Release, ServiceRecord } from '../../../common/contracts/officer.contract';
import { canManageOfficersOf } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import { deskSection, named } from '../office/office.access';
import { desks, honourBoardEntries, offices, roles, sections, userRoles } from '../office/office.table';
import { assertCanSeeOfficer } from './officer.access';

/* The history ---------------------------------------------------------------------------------- */

function recordRows(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      userRoleId: userRoles.id,
      deskId: desks.id,
      roleId: roles.id,
      roleBn: roles.nameBn,
      roleEn: roles.nameEn,
      sectionId: sections.id,
      sectionBn: sections.nameBn,
      sectionEn: sections.nameEn,
      officeId: offices.id,
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
      isAdditionalCharge: userRoles.isAdditionalCharge,
      isOfficeHead: userRoles.isOfficeHead,
      isOfficeAdmin: userRoles.isOfficeAdmin,
      joinedOn: userRoles.joinedOn,
      releasedOn: userRoles.releasedOn,
      orderNo: userRoles.orderNo,
      releaseOrderNo: userRoles.releaseOrderNo,
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .leftJoin(sections, deskSection)
    .where(where)
    .$dynamic();
}

type RecordRow = Awaited<ReturnType<typeof recordRows>>[number];

const toRecord = (row: RecordRow): ServiceRecord => ({
  userRoleId: row.userRoleId,
  deskId: row.deskId,
  role: { id: row.roleId, nameBn: row.roleBn, nameEn: row.roleEn },
  section: named(row.sectionId, row.sectionBn, row.sectionEn),
  office: { id: row.officeId, nameBn: row.officeBn, nameEn: row.officeEn },
  isAdditionalCharge: row.isAdditionalCharge,
  isOfficeHead: row.isOfficeHead,
  isOfficeAdmin: row.isOfficeAdmin,
  joinedOn: row.joinedOn,
  releasedOn: row.releasedOn,
  orderNo: row.orderNo,
  releaseOrderNo: row.releaseOrderNo,
});

/** An officer's holdings, newest first; `current` only those not released. */
export async function serviceRecords(
  db: Db | Tx,
  userId: number,
  options: { current?: boolean; page?: number; pageSize?: number } = {},
): Promise<ServiceRecord[]> {
  const pageSize = options.pageSize ?? 100;
  const rows = await recordRows(
    db,
    and(eq(userRoles.userId, userId), options.current ? isNull(userRoles.releasedOn) : undefined),
  )
    .orderBy(
      options.current ? asc(userRoles.isAdditionalCharge) : sql`${userRoles.releasedOn} is null desc`,
      desc(userRoles.joinedOn),
      desc(userRoles.id),
    )
    .limit(pageSize)
    .offset(((options.page ?? 1) - 1) * pageSize);
  return rows.map(toRecord);
}

export async function serviceHistory(
  db: Db,
  actor: Actor,
  userId: number,
  query: { page: number; pageSize: number },
): Promise<{ items: ServiceRecord[]; total: number }> {
  await assertCanSeeOfficer(db, actor, userId);
  const [items, [{ total }]] = await Promise.all([
    serviceRecords(db, userId, query),
    db.select({ total: sql<number>`count(*)::int` }).from(userRoles).where(eq(userRoles.userId, userId)),
  ]);
  return { items, total };
}

/* Holdings inside a caller's transaction ---------------------------------------------------- */

/** Writes a holding of `deskId` and its audit row; the partial unique index refuses a held desk. */
async function insertHolding(
  tx: Tx,
  actor: Actor,
  userId: number,
  deskId: number,
  values: Posting,
): Promise<number> {
  const [row] = await tx
    .insert(userRoles)
    .values({
      userId,
      deskId,
      joinedOn: values.joinedOn,
      isAdditionalCharge: values.isAdditionalCharge,
      sortOrder: values.isAdditionalCharge ? 1 : 0,
      orderNo: values.orderNo ?? null,
    })
    .returning({ id: userRoles.id });
  await audit(tx, actor, 'post', 'user_role', row.id, {
    after: { userId, deskId, joinedOn: values.joinedOn, isAdditionalCharge: values.isAdditionalCharge },
  });
  return row.id;
}

/**
 * Releases a holding while it is held (one conditional update; 409 with `key` otherwise) and closes
 * a head's tenure on the honour board.
 */
async function releaseHolding(
  tx: Tx,
  actor: Actor,
  userRoleId: number,
  holding: { userId: number; officeId: number },
  values: Release,
  key: Parameters<typeof conflict>[0] = 'officer.alreadyReleased',
): Promise<void> {
  const [released] = await tx
    .update(userRoles)
    .set({ releasedOn: values.releasedOn, releaseOrderNo: values.orderNo ?? null })
    .where(and(eq(userRoles.id, userRoleId), isNull(userRoles.releasedOn)))
    .returning({ isOfficeHead: userRoles.isOfficeHead });
  if (!released) throw conflict(key);
  if (released.isOfficeHead) {
    await tx
      .update(honourBoardEntries)
      .set({ toDate: values.releasedOn })
      .where(
        and(
          eq(honourBoardEntries.officeId, holding.officeId),
          eq(honourBoardEntries.userId, holding.userId),
          isNull(honourBoardEntries.toDate),
        ),
      );
  }
  await audit(tx, actor, 'release', 'user_role', userRoleId, {
    before: { releasedOn: null },
    after: { releasedOn: values.releasedOn },
  });
}

/**
 * A transfer (বদলি) inside the caller's transaction: the officer's holding `userRoleId` is released
 * and the empty desk `toDeskId` is held from the same day under the same office order, so the
 * service history closes one row and opens the next. The caller decides who may do it. A holding
 * released meanwhile answers 409 (`holdingGone`), a desk someone took meanwhile fails on the partial
 * unique index (the caller's `inTransaction` answers 409 for it), a date before the joining 400.
 * Returns the new holding's id.
 */
export async function movePosting(
  tx: Tx,
  actor: Actor,
  move: {
    userRoleId: number;
    toDeskId: number;
    on: string;
    orderNo: string | null;
    holdingGone?: Parameters<typeof conflict>[0];
  },
): Promise<number> {
  const [holding] = await tx
    .select({
      userId: userRoles.userId,
      officeId: desks.officeId,
      joinedOn: userRoles.joinedOn,
      isAdditionalCharge: userRoles.isAdditionalCharge,
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .where(eq(userRoles.id, move.userRoleId))
    .for('update', { of: userRoles });
  if (!holding) throw notFound();
  if (holding.joinedOn && move.on < holding.joinedOn) {
    throw badRequest('error.invalidInput', [
      { field: 'orderDate', messageKey: 'officer.releaseBeforeJoining' },
    ]);
  }
  await releaseHolding(
    tx,
    actor,
    move.userRoleId,
    holding,
    { releasedOn: move.on, orderNo: move.orderNo ?? undefined },
    move.holdingGone ?? 'officer.alreadyReleased',
  );
  return insertHolding(tx, actor, holding.userId, move.toDeskId, {
    deskId: move.toDeskId,
    joinedOn: move.on,
    isAdditionalCharge: holding.isAdditionalCharge,
    orderNo: move.orderNo ?? undefined,
  });
}

/* Posting -------------------------------------------------------------------------------------- */

/**
 * Gives an officer an empty desk. The desk's office must be one the caller manages (403), the
 * officer one the caller may see (404). A second posting while one is held is refused (409) unless
 * it is an additional charge; a desk someone holds is refused by the partial unique index (409).
 */
export async function postOfficer(
  db: Db,
  actor: Actor,
  userId: number,
  values: Posting,
): Promise<ServiceRecord> {
  await assertCanSeeOfficer(db, actor, userId);
  const [desk] = await db.select().from(desks).where(eq(desks.id, values.deskId));
  if (!desk) throw badRequest('error.invalidInput', [{ field: 'deskId', messageKey: 'error.notFound' }]);
  if (!canManageOfficersOf(actor.auth, desk.officeId)) throw forbidden();

  const id = await inTransaction(
    db,
    async (tx) => {
      // Lock the officer's holdings: two postings of one officer at once see each other.
      const held = await tx
        .select({ deskId: userRoles.deskId, isAdditionalCharge: userRoles.isAdditionalCharge })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), isNull(userRoles.releasedOn)))
        .for('update');
      if (held.some((row) => row.deskId === desk.id)) throw conflict('officer.sameDesk');
      if (!values.isAdditionalCharge && held.some((row) => !row.isAdditionalCharge)) {
        throw conflict('officer.alreadyPosted');
      }
      return insertHolding(tx, actor, userId, desk.id, values);
    },
    { duplicate: 'registration.deskTaken' },
  );
  const [record] = await recordRows(db, eq(userRoles.id, id));
  return toRecord(record);
}

/**
 * Releases a holding: one conditional update of the row while it is held, so two releases at once
 * give one 200 and one 409. A head's release closes the head's tenure on the honour board.
 */
export async function releasePosting(
  db: Db,
  actor: Actor,
  userRoleId: number,
  values: Release,
): Promise<ServiceRecord> {
  const [holding] = await db
    .select({ userId: userRoles.userId, officeId: desks.officeId, joinedOn: userRoles.joinedOn })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .where(eq(userRoles.id, userRoleId));
  if (!holding) throw notFound();
  // Another office's posting is not shown to an office admin at all.
  if (!canManageOfficersOf(actor.auth, holding.officeId)) throw notFound();
  if (holding.joinedOn && values.releasedOn < holding.joinedOn) {
    throw badRequest('error.invalidInput', [
      { field: 'releasedOn', messageKey: 'officer.releaseBeforeJoining' },
    ]);
  }
  await db.transaction((tx) => releaseHolding(tx, actor, userRoleId, holding, values));
  const [record] = await recordRows(db, eq(userRoles.id, userRoleId));
  return toRecord(record);
}
