/**
 * Access roles: named sets of grants (an action on a page), given to designations or desks. Every
 * change is one transaction with its audit row; the role's row is locked while its grants are
 * replaced, so two saves of one role at once leave one whole set, never a mix.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AccessRoleDetail,
  AccessRoleInput,
  AccessRoleListParams,
  AccessRolePage,
  AccessRoleRow,
  AssignmentInput,
  GrantsInput,
} from '../../../common/contracts/app-security.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, conflict, notFound } from '../../platform/errors';
import { countAll, nameMatches, pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { desks, offices, roles } from '../office/office.table';
import type { GrantablePages } from './app-security.service';
import { accessRoleAssignments, accessRoleGrants, accessRoles } from './app-security.table';

/**
 * The outer role's id, written out in full: inside a select's fields Drizzle writes a column without
 * its table, and a bare "id" in a subquery over assignments would mean the assignment's own id.
 */
const outerRoleId = sql.raw('"access_roles"."id"');

const rowColumns = {
  id: accessRoles.id,
  nameBn: accessRoles.nameBn,
  nameEn: accessRoles.nameEn,
  description: accessRoles.description,
  updatedAt: accessRoles.updatedAt,
  grants: sql<number>`(select count(*)::int from ${accessRoleGrants} g where g.access_role_id = ${outerRoleId})`,
  assignments: sql<number>`(select count(*)::int from ${accessRoleAssignments} a where a.access_role_id = ${outerRoleId})`,
};

const toRow = (row: Omit<AccessRoleRow, 'updatedAt'> & { updatedAt: Date }): AccessRoleRow => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listAccessRoles(db: Db, query: AccessRoleListParams): Promise<AccessRolePage> {
  const where = nameMatches(query.search, accessRoles.nameBn, accessRoles.nameEn);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(accessRoles)
      .where(where)
      .orderBy(desc(accessRoles.updatedAt), desc(accessRoles.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(accessRoles).where(where),
  ]);
  return { items: rows.map(toRow), total };
}

/**
 * Every access role matching the filter, for the Excel file, with its grants and assignments: one
 * statement whatever the number of roles (each role's lists are aggregated beside it), not three
 * queries per role.
 */
export async function allAccessRoles(db: Db, search: string | undefined): Promise<AccessRoleDetail[]> {
  const rows = await db
    .select({
      ...rowColumns,
      grantList: sql<AccessRoleDetail['grantList'] | null>`(
        select json_agg(json_build_object('page', g.page_path, 'action', g.action) order by g.page_path, g.action)
        from ${accessRoleGrants} g where g.access_role_id = ${outerRoleId})`,
      assigned: sql<AssignedRow[] | null>`(
        select json_agg(json_build_object(
          'id', a.id, 'roleId', a.role_id, 'deskId', a.desk_id,
          'roleBn', r.name_bn, 'roleEn', r.name_en, 'deskRoleBn', dr.name_bn, 'deskRoleEn', dr.name_en,
          'officeBn', o.name_bn, 'officeEn', o.name_en) order by a.id)
        from ${accessRoleAssignments} a
        left join ${roles} r on r.id = a.role_id
        left join ${desks} d on d.id = a.desk_id
        left join ${roles} dr on dr.id = d.role_id
        left join ${offices} o on o.id = d.office_id
        where a.access_role_id = ${outerRoleId})`,
    })
    .from(accessRoles)
    .where(nameMatches(search, accessRoles.nameBn, accessRoles.nameEn))
    .orderBy(asc(accessRoles.nameBn))
    .limit(5000);
  return rows.map(({ grantList, assigned, ...row }) => ({
    ...toRow(row),
    grantList: grantList ?? [],
    assignmentList: (assigned ?? []).map(toAssignment),
  }));
}

interface AssignedRow {
  id: number;
  roleId: number | null;
  deskId: number | null;
  roleBn: string | null;
  roleEn: string | null;
  deskRoleBn: string | null;
  deskRoleEn: string | null;
  officeBn: string | null;
  officeEn: string | null;
}

/** An assignment as the screens show it: the designation's name, or the desk's designation and office. */
function toAssignment(item: AssignedRow): AccessRoleDetail['assignmentList'][number] {
  return item.roleId !== null
    ? {
        id: item.id,
        target: 'designation' as const,
        roleId: item.roleId,
        deskId: null,
        labelBn: item.roleBn ?? '',
        labelEn: item.roleEn ?? '',
      }
    : {
        id: item.id,
        target: 'desk' as const,
        roleId: null,
        deskId: item.deskId,
        labelBn: `${item.deskRoleBn ?? ''}, ${item.officeBn ?? ''}`,
        labelEn: `${item.deskRoleEn ?? ''}, ${item.officeEn ?? ''}`,
      };
}

const deskOffice = alias(offices, 'desk_office');
const deskRole = alias(roles, 'desk_role');

export async function getAccessRole(db: Db | Tx, id: number): Promise<AccessRoleDetail> {
  const [row] = await db.select(rowColumns).from(accessRoles).where(eq(accessRoles.id, id));
  if (!row) throw notFound();
  const [grantList, assigned] = await Promise.all([
    db
      .select({ page: accessRoleGrants.pagePath, action: accessRoleGrants.action })
      .from(accessRoleGrants)
      .where(eq(accessRoleGrants.accessRoleId, id))
      .orderBy(asc(accessRoleGrants.pagePath), asc(accessRoleGrants.action)),
    db
      .select({
        id: accessRoleAssignments.id,
        roleId: accessRoleAssignments.roleId,
        deskId: accessRoleAssignments.deskId,
        roleBn: roles.nameBn,
        roleEn: roles.nameEn,
        deskRoleBn: deskRole.nameBn,
        deskRoleEn: deskRole.nameEn,
        officeBn: deskOffice.nameBn,
        officeEn: deskOffice.nameEn,
      })
      .from(accessRoleAssignments)
      .leftJoin(roles, eq(roles.id, accessRoleAssignments.roleId))
      .leftJoin(desks, eq(desks.id, accessRoleAssignments.deskId))
      .leftJoin(deskRole, eq(deskRole.id, desks.roleId))
      .leftJoin(deskOffice, eq(deskOffice.id, desks.officeId))
      .where(eq(accessRoleAssignments.accessRoleId, id))
      .orderBy(asc(accessRoleAssignments.id)),
  ]);
  return {
    ...toRow(row),
    grantList,
    assignmentList: assigned.map(toAssignment),
  };
}

export async function createAccessRole(
  db: Db,
  actor: Actor,
  input: AccessRoleInput,
): Promise<AccessRoleDetail> {
  const id = await inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(accessRoles)
        .values({
          nameBn: input.nameBn.normalize('NFC'),
          nameEn: input.nameEn,
          description: input.description ?? null,
          createdBy: actor.auth.userId,
        })
        .returning();
      await audit(tx, actor, 'create', 'access-role', row.id, { after: row });
      return row.id;
    },
    { duplicate: 'appSecurity.nameTaken' },
  );
  return getAccessRole(db, id);
}

export async function updateAccessRole(
  db: Db,
  actor: Actor,
  id: number,
  input: AccessRoleInput,
): Promise<AccessRoleDetail> {
  await inTransaction(
    db,
    async (tx) => {
      const [before] = await tx.select().from(accessRoles).where(eq(accessRoles.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(accessRoles)
        .set({
          nameBn: input.nameBn.normalize('NFC'),
          nameEn: input.nameEn,
          description: input.description ?? null,
          updatedAt: new Date(),
        })
        .where(eq(accessRoles.id, id))
        .returning();
      await audit(tx, actor, 'update', 'access-role', id, { before, after });
    },
    { duplicate: 'appSecurity.nameTaken' },
  );
  return getAccessRole(db, id);
}

/** Deleting a role takes its grants and assignments with it (the next request of its desks loses them). */
export async function deleteAccessRole(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  await inTransaction(db, async (tx) => {
    const before = await getAccessRole(tx, id);
    await tx.delete(accessRoles).where(eq(accessRoles.id, id));
    await audit(tx, actor, 'delete', 'access-role', id, { before });
  });
  return { id };
}

/** Replaces the role's grants; each must be an action the page's API honours (400 naming it otherwise). */
export async function setGrants(
  db: Db,
  actor: Actor,
  grantable: GrantablePages,
  id: number,
  input: GrantsInput,
): Promise<AccessRoleDetail> {
  const unique = new Map(input.grants.map((grant) => [`${grant.page}|${grant.action}`, grant]));
  for (const grant of unique.values()) {
    if (!grantable.get(grant.page)?.includes(grant.action))
      throw new AppError(400, 'appSecurity.notGrantable', { page: grant.page, action: grant.action }, [
        { field: 'grants', messageKey: 'appSecurity.notGrantable' },
      ]);
  }
  await inTransaction(db, async (tx) => {
    const [role] = await tx
      .select({ id: accessRoles.id })
      .from(accessRoles)
      .where(eq(accessRoles.id, id))
      .for('update');
    if (!role) throw notFound();
    const before = await tx
      .select({ page: accessRoleGrants.pagePath, action: accessRoleGrants.action })
      .from(accessRoleGrants)
      .where(eq(accessRoleGrants.accessRoleId, id));
    await tx.delete(accessRoleGrants).where(eq(accessRoleGrants.accessRoleId, id));
    const after = [...unique.values()];
    if (after.length > 0)
      await tx
        .insert(accessRoleGrants)
        .values(after.map((grant) => ({ accessRoleId: id, pagePath: grant.page, action: grant.action })));
    await tx.update(accessRoles).set({ updatedAt: new Date() }).where(eq(accessRoles.id, id));
    await audit(tx, actor, 'update', 'access-role-grants', id, { before, after });
  });
  return getAccessRole(db, id);
}

export async function addAssignment(
  db: Db,
  actor: Actor,
  id: number,
  input: AssignmentInput,
): Promise<AccessRoleDetail> {
  await inTransaction(
    db,
    async (tx) => {
      const [role] = await tx.select({ id: accessRoles.id }).from(accessRoles).where(eq(accessRoles.id, id));
      if (!role) throw notFound();
      const target =
        input.roleId !== undefined
          ? await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, input.roleId))
          : await tx
              .select({ id: desks.id })
              .from(desks)
              .where(eq(desks.id, input.deskId ?? 0));
      if (target.length === 0)
        throw new AppError(400, 'appSecurity.targetMissing', undefined, [
          {
            field: input.roleId !== undefined ? 'roleId' : 'deskId',
            messageKey: 'appSecurity.targetMissing',
          },
        ]);
      const [row] = await tx
        .insert(accessRoleAssignments)
        .values({
          accessRoleId: id,
          roleId: input.roleId ?? null,
          deskId: input.deskId ?? null,
          createdBy: actor.auth.userId,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('appSecurity.alreadyAssigned');
      await audit(tx, actor, 'assign', 'access-role-assignment', row.id, { after: row });
    },
    { duplicate: 'appSecurity.alreadyAssigned' },
  );
  return getAccessRole(db, id);
}

export async function removeAssignment(
  db: Db,
  actor: Actor,
  id: number,
  assignmentId: number,
): Promise<AccessRoleDetail> {
  await inTransaction(db, async (tx) => {
    const [removed] = await tx
      .delete(accessRoleAssignments)
      .where(and(eq(accessRoleAssignments.id, assignmentId), eq(accessRoleAssignments.accessRoleId, id)))
      .returning();
    if (!removed) throw notFound();
    await audit(tx, actor, 'delete', 'access-role-assignment', assignmentId, { before: removed });
  });
  return getAccessRole(db, id);
}
