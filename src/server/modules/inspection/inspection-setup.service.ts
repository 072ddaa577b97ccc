/**
 * Entry permissions (who may enter inspections of which offices) and monthly targets (inspections
 * an officer must do), kept by the app admins and, for their own office's officers, the office
 * admin; and the pickers of offices and officers the forms use.
 */
import { eq, sql } from 'drizzle-orm';
import type {
  EntryPermission,
  PermissionInput,
  TargetInput,
  TargetRow,
} from '../../../common/contracts/inspection.contract';
import { permissionInputSchema, targetInputSchema } from '../../../common/contracts/inspection.contract';
import type { Named, Page } from '../../../common/contracts/office.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, notFound } from '../../platform/errors';
import { containsPattern } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { inspectionEntryPermissions, inspectionTargets } from './inspection.table';
import {
  isAdmin,
  isUnder,
  officeNames,
  personNames,
  rowsOf,
  subtreeSql,
  unknownOffice,
  unknownPerson,
} from './inspection-access';

/** The office a user holds a current desk in (the first), or null. */
async function officeOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await rowsOf<{ office_id: number }>(
    db,
    sql`select d.office_id from user_roles ur join desks d on d.id = ur.desk_id
      where ur.user_id = ${userId} and ur.released_on is null order by ur.is_additional_charge, ur.id limit 1`,
  );
  return row ? Number(row.office_id) : null;
}

/** An office admin manages officers of their own office and the offices under it. */
async function assertManages(db: Db, auth: AuthContext, officeId: number | null) {
  if (isAdmin(auth)) return;
  if (officeId === null || !(await isUnder(db, auth.activeRole.OfficeId, officeId)))
    throw badRequest('error.invalidInput', [{ field: 'userId', messageKey: 'validation.invalid' }]);
}

export async function listPermissions(db: Db, auth: AuthContext): Promise<EntryPermission[]> {
  const rows = await db
    .select()
    .from(inspectionEntryPermissions)
    .where(
      isAdmin(auth) ? undefined : eq(inspectionEntryPermissions.grantedByOfficeId, auth.activeRole.OfficeId),
    )
    .orderBy(inspectionEntryPermissions.id)
    .limit(500);
  const [people, offices] = await Promise.all([
    personNames(
      db,
      rows.map((row) => row.userId),
    ),
    officeNames(
      db,
      rows.map((row) => row.officeId),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    user: people.get(row.userId) ?? unknownPerson(row.userId),
    office: offices.get(row.officeId) ?? unknownOffice(row.officeId),
    withChildren: row.withChildren,
  }));
}

export async function addPermission(db: Db, actor: Actor, input: PermissionInput) {
  const values = permissionInputSchema.parse(input);
  await assertManages(db, actor.auth, await officeOfUser(db, values.userId));
  const [office] = await rowsOf<{ id: number }>(
    db,
    sql`select id from offices where id = ${values.officeId}`,
  );
  if (!office)
    throw badRequest('error.invalidInput', [{ field: 'officeId', messageKey: 'validation.invalid' }]);
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(inspectionEntryPermissions)
      .values({ ...values, grantedByOfficeId: actor.auth.activeRole.OfficeId || null })
      .returning();
    await audit(tx, actor, 'create', 'inspection-entry-permission', row.id, { after: row });
  });
  return listPermissions(db, actor.auth);
}

export async function removePermission(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(inspectionEntryPermissions)
    .where(eq(inspectionEntryPermissions.id, id));
  if (!row || (!isAdmin(actor.auth) && row.grantedByOfficeId !== actor.auth.activeRole.OfficeId))
    throw notFound();
  await inTransaction(db, async (tx) => {
    await tx.delete(inspectionEntryPermissions).where(eq(inspectionEntryPermissions.id, id));
    await audit(tx, actor, 'delete', 'inspection-entry-permission', id, { before: row });
  });
}

/** Officers of the caller's office tree (all offices for app admins) with their target and done. */
export async function listTargets(
  db: Db,
  auth: AuthContext,
  query: { year: number; month?: number; search?: string; page: number; pageSize: number },
): Promise<Page<TargetRow>> {
  const month = query.month ?? new Date().getUTCMonth() + 1;
  const scope = isAdmin(auth) ? sql`true` : sql`d.office_id in ${subtreeSql(auth.activeRole.OfficeId)}`;
  const search = query.search
    ? sql`and p.search_text like lower(${containsPattern(query.search.normalize('NFC'))})`
    : sql``;
  const from = new Date(Date.UTC(query.year, month - 1, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(query.year, month, 0)).toISOString().slice(0, 10);
  const rows = await rowsOf<{
    user_id: number;
    name: string;
    name_bn: string;
    count: number | null;
    done: number;
    total: number;
  }>(
    db,
    sql`with officers as (
        select distinct on (ur.user_id) ur.user_id, u.name, p.known_as_bangla as name_bn
        from user_roles ur join desks d on d.id = ur.desk_id join users u on u.id = ur.user_id
        left join profiles p on p.user_id = ur.user_id
        where ur.released_on is null and ${scope} ${search}
        order by ur.user_id)
      select o.user_id, o.name, o.name_bn, t.count,
        (select count(*)::int from inspections i where i.user_id = o.user_id and i.status = 'submitted'
          and i.visit_date between ${from} and ${to}) as done,
        count(*) over ()::int as total
      from officers o
      left join inspection_targets t on t.user_id = o.user_id and t.year = ${query.year} and t.month = ${month}
      order by o.name_bn, o.user_id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    items: rows.map((row) => ({
      userId: Number(row.user_id),
      nameBn: row.name_bn ?? row.name,
      nameEn: row.name,
      year: query.year,
      month,
      count: Number(row.count ?? 0),
      done: Number(row.done),
    })),
    total: rows.length ? Number(rows[0].total) : 0,
  };
}

/** Sets an officer's target for a month (one statement: insert or update). */
export async function setTarget(db: Db, actor: Actor, input: TargetInput) {
  const values = targetInputSchema.parse(input);
  const officeId = await officeOfUser(db, values.userId);
  await assertManages(db, actor.auth, officeId);
  if (officeId === null) throw badRequest();
  await inTransaction(db, async (tx) => {
    await tx
      .insert(inspectionTargets)
      .values({ ...values, officeId })
      .onConflictDoUpdate({
        target: [inspectionTargets.userId, inspectionTargets.year, inspectionTargets.month],
        set: { count: values.count, officeId },
      });
    await audit(tx, actor, 'set-target', 'inspection-target', values.userId, { after: values });
  });
  return values;
}

/** Offices to pick (the caller's tree, or any for app admins), by name. */
export async function officeOptions(db: Db, auth: AuthContext, search?: string): Promise<Named[]> {
  const scope = isAdmin(auth) ? sql`true` : sql`o.id in ${subtreeSql(auth.activeRole.OfficeId)}`;
  const match = search
    ? sql`and o.search_text like lower(${containsPattern(search.normalize('NFC'))})`
    : sql``;
  const rows = await rowsOf<{ id: number; name_bn: string; name_en: string }>(
    db,
    sql`select o.id, o.name_bn, o.name_en from offices o where ${scope} ${match}
      order by o.level_sort_order, o.name_bn, o.id limit 30`,
  );
  return rows.map((row) => ({ id: Number(row.id), nameBn: row.name_bn, nameEn: row.name_en }));
}

/** Officers to pick (of the caller's tree, or any for app admins), by name. */
export async function officerOptions(db: Db, auth: AuthContext, search?: string) {
  const scope = isAdmin(auth) ? sql`true` : sql`d.office_id in ${subtreeSql(auth.activeRole.OfficeId)}`;
  const match = search
    ? sql`and p.search_text like lower(${containsPattern(search.normalize('NFC'))})`
    : sql``;
  const rows = await rowsOf<{ user_id: number; name: string; name_bn: string }>(
    db,
    sql`select distinct on (ur.user_id) ur.user_id, u.name, p.known_as_bangla as name_bn
      from user_roles ur join desks d on d.id = ur.desk_id join users u on u.id = ur.user_id
      join profiles p on p.user_id = ur.user_id
      where ur.released_on is null and ${scope} ${match} order by ur.user_id limit 30`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    nameBn: row.name_bn ?? row.name,
    nameEn: row.name,
  }));
}
