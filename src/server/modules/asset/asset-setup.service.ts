/**
 * Admin settings and office setup of asset statements: each fiscal year's due date and reminder,
 * and the desk that receives an office's statements (by default the office head's desk). The
 * receiving desk of a statement is resolved here when it is submitted.
 */
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Deadline, ReceiverSetting } from '../../../common/contracts/asset.contract';
import { isAppAdmin } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { desks, offices, roles, userRoles } from '../office/office.table';
import { users } from '../users/users.table';
import { assetDeadlines, assetReceivers } from './asset.table';

/** Today's fiscal year by the Dhaka clock (UTC+6, no daylight saving), July to June. */
export function currentFiscalYear(now = new Date()): string {
  const dhaka = new Date(now.getTime() + 6 * 3600_000);
  const start = dhaka.getUTCMonth() >= 6 ? dhaka.getUTCFullYear() : dhaka.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/* Deadlines ---------------------------------------------------------------------------------- */

const toDeadline = (row: typeof assetDeadlines.$inferSelect): Deadline => ({
  fiscalYear: row.fiscalYear,
  dueDate: row.dueDate,
  remindDays: row.remindDays,
});

export async function deadlineOf(db: Db | Tx, fiscalYear: string): Promise<Deadline | null> {
  const [row] = await db.select().from(assetDeadlines).where(eq(assetDeadlines.fiscalYear, fiscalYear));
  return row ? toDeadline(row) : null;
}

export async function listDeadlines(db: Db): Promise<Deadline[]> {
  const rows = await db.select().from(assetDeadlines).orderBy(desc(assetDeadlines.fiscalYear)).limit(20);
  return rows.map(toDeadline);
}

export async function setDeadline(db: Db, actor: Actor, input: Deadline): Promise<Deadline> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(assetDeadlines)
      .where(eq(assetDeadlines.fiscalYear, input.fiscalYear))
      .for('update');
    const [row] = await tx
      .insert(assetDeadlines)
      .values({ ...input, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: assetDeadlines.fiscalYear,
        set: { dueDate: input.dueDate, remindDays: input.remindDays, updatedAt: new Date() },
      })
      .returning();
    await audit(tx, actor, before ? 'update' : 'create', 'asset-deadline', null, {
      before: before ? toDeadline(before) : undefined,
      after: toDeadline(row),
    });
    return toDeadline(row);
  });
}

/* Receiving desks ---------------------------------------------------------------------------- */

/** The current substantive holders of an office's desks, with the desk's designation. */
function heldDesks(db: Db | Tx, officeId: number, extra?: SQL) {
  return db
    .select({
      deskId: desks.id,
      roleBn: roles.nameBn,
      holder: users.name,
      officeBn: offices.nameBn,
      head: userRoles.isOfficeHead,
    })
    .from(desks)
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .innerJoin(userRoles, and(eq(userRoles.deskId, desks.id), isNull(userRoles.releasedOn)))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(desks.officeId, officeId), eq(userRoles.isAdditionalCharge, false), extra))
    .orderBy(
      desc(userRoles.isOfficeHead),
      asc(sql`coalesce(${roles.grade}, 99)`),
      asc(desks.sortOrder),
      asc(desks.id),
    );
}

/** The office's receiving desk: the one named for it, else its head's desk, else none. */
async function receivingDeskOf(db: Db | Tx, officeId: number): Promise<number | null> {
  const [named] = await db
    .select({ deskId: assetReceivers.deskId })
    .from(assetReceivers)
    .where(eq(assetReceivers.officeId, officeId));
  if (named) return named.deskId;
  const [head] = await heldDesks(db, officeId, eq(userRoles.isOfficeHead, true)).limit(1);
  return head?.deskId ?? null;
}

/**
 * The desk a statement goes to: the declarant's office's receiving desk, or, when that is the
 * declarant's own desk (the head files too), the receiving desk of the office above, and so on.
 */
export async function receiverFor(
  db: Db | Tx,
  officeId: number,
  ownDeskIds: number[],
): Promise<{ deskId: number; officeId: number } | null> {
  let office: number | null = officeId;
  for (let level = 0; office !== null && level < 12; level += 1) {
    const deskId = await receivingDeskOf(db, office);
    if (deskId !== null && !ownDeskIds.includes(deskId)) return { deskId, officeId: office };
    const [above]: { next: number | null }[] = await db
      .select({
        next: sql<number | null>`coalesce(${offices.controllingOfficeId}, ${offices.parentOfficeId})`,
      })
      .from(offices)
      .where(eq(offices.id, office));
    office = above?.next ?? null;
  }
  return null;
}

/** Office admins set their own office's receiver; app admins any office's. */
function assertMayManage(auth: AuthContext, officeId: number) {
  if (!isAppAdmin(auth) && auth.activeRole.OfficeId !== officeId) throw forbidden();
}

const deskLabel = (row: { roleBn: string; holder: string; officeBn: string }) =>
  `${row.roleBn}, ${row.officeBn} (${row.holder})`;

export async function getReceiver(db: Db, auth: AuthContext, officeId: number): Promise<ReceiverSetting> {
  if (!isAppAdmin(auth) && auth.activeRole.OfficeId !== officeId) throw notFound();
  const [office] = await db
    .select({ id: offices.id, nameBn: offices.nameBn, nameEn: offices.nameEn })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  const [named] = await db.select().from(assetReceivers).where(eq(assetReceivers.officeId, officeId));
  const [above] = await db
    .select({ id: sql<number | null>`coalesce(${offices.controllingOfficeId}, ${offices.parentOfficeId})` })
    .from(offices)
    .where(eq(offices.id, officeId));
  const own = await heldDesks(db, officeId).limit(200);
  const upper = above?.id ? await heldDesks(db, above.id).limit(50) : [];
  const candidates = [...own, ...upper];
  const effectiveId = await receivingDeskOf(db, officeId);
  const effective = candidates.find((row) => row.deskId === effectiveId);
  return {
    office,
    deskId: named?.deskId ?? null,
    effective: effective ? { deskId: effective.deskId, label: deskLabel(effective) } : null,
    candidates: candidates.map((row) => ({ deskId: row.deskId, label: deskLabel(row) })),
  };
}

export async function setReceiver(
  db: Db,
  actor: Actor,
  officeId: number,
  deskId: number,
): Promise<ReceiverSetting> {
  assertMayManage(actor.auth, officeId);
  // The controlling authority may sit in the office itself or in the office that controls it.
  const [office] = await db
    .select({
      above: sql<number | null>`coalesce(${offices.controllingOfficeId}, ${offices.parentOfficeId})`,
    })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  const [inOffice] = await heldDesks(db, officeId, eq(desks.id, deskId));
  const held =
    inOffice ?? (office.above ? (await heldDesks(db, office.above, eq(desks.id, deskId)))[0] : undefined);
  if (!held)
    throw badRequest('asset.deskNotInOffice', [{ field: 'deskId', messageKey: 'asset.deskNotInOffice' }]);
  await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(assetReceivers)
      .where(eq(assetReceivers.officeId, officeId))
      .for('update');
    await tx
      .insert(assetReceivers)
      .values({ officeId, deskId, updatedBy: actor.auth.userId })
      .onConflictDoUpdate({
        target: assetReceivers.officeId,
        set: { deskId, updatedBy: actor.auth.userId, updatedAt: new Date() },
      });
    await audit(tx, actor, 'update', 'asset-receiver', officeId, {
      before: before ? { deskId: before.deskId } : undefined,
      after: { deskId },
    });
  });
  return getReceiver(db, actor.auth, officeId);
}
