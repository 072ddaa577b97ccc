/**
 * The reference lists office setup builds on: ministries, departments, office levels and
 * designations. Everyone signed in reads them; only the super admin changes them, and nothing in
 * use can be deleted (the 409 says where it is used).
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ROLE_ID_NO_OFFICE, ROLE_ID_SCHOOL_TRAINING } from '../../../common/constants';
import type {
  Department,
  DepartmentListParams,
  DepartmentValues,
  Designation,
  DesignationValues,
  ListParams,
  Ministry,
  MinistryValues,
  OfficeLevel,
  OfficeLevelValues,
  Page,
} from '../../../common/contracts/office.contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { deleteAudited, type IdTable, insertAudited, updateAudited } from '../../platform/audited-writes';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { countAll, nameMatches, pageOf } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { assertSuperAdmin, bySortOrder } from './office.access';
import { departments, ministries, officeLevels, roles } from './office.table';

/**
 * Correlated counts are written out with table names: drizzle leaves columns unqualified in a
 * single-table select, which would make `id` ambiguous inside the sub-select.
 */
const officeCountOf = (column: string, outer: string) =>
  sql<number>`(select count(*)::int from offices o where ${sql.raw(`o.${column} = ${outer}`)})`;

function refuseInUse(count: number): void {
  if (count > 0) throw new AppError(409, 'office.inUse', { count });
}

/**
 * Creates (id null) or updates a catalogue row and returns its id. An update of a missing row, or
 * of `hiddenId` (a row the catalogue never shows), is a 404.
 */
function saveRow<T extends IdTable>(
  db: Db,
  actor: Actor,
  entity: string,
  table: T,
  id: number | null,
  values: PgInsertValue<T> & PgUpdateSetSource<T>,
  hiddenId?: number,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    if (id === null) return insertAudited(tx, actor, entity, table, values);
    const [before] = await tx
      .select()
      .from(table as IdTable)
      .where(eq(table.id, id));
    if (!before || id === hiddenId) throw notFound();
    await updateAudited(tx, actor, entity, table, id, before, values);
    return id;
  });
}

/** The name and sort order every hand-arranged catalogue stores. */
const namedValues = (input: { nameBn: string; nameEn: string; sortOrder?: number }) => ({
  nameBn: input.nameBn,
  nameEn: input.nameEn,
  ...(input.sortOrder !== undefined && { sortOrder: Number(input.sortOrder) }),
});

/** Role 0 means 'no office'; it is never a post, so it is not offered as a designation. */
export const designationWhere = (search: string | undefined): SQL | undefined =>
  and(sql`${roles.id} <> ${ROLE_ID_NO_OFFICE}`, nameMatches(search, roles.nameBn, roles.nameEn));

export const designationOrder = () => [sql`${roles.grade} asc nulls last`, asc(roles.nameBn)];

/* Ministries ------------------------------------------------------------------------------------ */

const ministryColumns = {
  id: ministries.id,
  nameBn: ministries.nameBn,
  nameEn: ministries.nameEn,
  shortName: ministries.shortName,
  sortOrder: ministries.sortOrder,
  departmentCount: sql<number>`(select count(*)::int from departments d where d.ministry_id = "ministries"."id")`,
  officeCount: officeCountOf('ministry_id', '"ministries"."id"'),
};

export function listMinistries(db: Db, query: ListParams): Promise<Page<Ministry>> {
  const where = nameMatches(query.search, ministries.nameBn, ministries.nameEn);
  return pageOf(
    query,
    db
      .select(ministryColumns)
      .from(ministries)
      .where(where)
      .orderBy(...bySortOrder(ministries))
      .$dynamic(),
    db.select({ total: countAll }).from(ministries).where(where),
  );
}

async function getMinistry(db: Db, id: number): Promise<Ministry> {
  const [row] = await db.select(ministryColumns).from(ministries).where(eq(ministries.id, id));
  if (!row) throw notFound();
  return row;
}

export async function saveMinistry(
  db: Db,
  actor: Actor,
  id: number | null,
  input: MinistryValues,
): Promise<Ministry> {
  assertSuperAdmin(actor.auth);
  const values = { ...namedValues(input), shortName: input.shortName ?? null };
  return getMinistry(db, await saveRow(db, actor, 'ministry', ministries, id, values));
}

export async function deleteMinistry(db: Db, actor: Actor, id: number): Promise<void> {
  assertSuperAdmin(actor.auth);
  const ministry = await getMinistry(db, id);
  refuseInUse(ministry.departmentCount + ministry.officeCount);
  await deleteAudited(db, actor, 'ministry', ministries, id, ministry);
}

/* Departments ----------------------------------------------------------------------------------- */

const departmentColumns = {
  id: departments.id,
  nameBn: departments.nameBn,
  nameEn: departments.nameEn,
  shortName: departments.shortName,
  sortOrder: departments.sortOrder,
  ministry: { id: ministries.id, nameBn: ministries.nameBn, nameEn: ministries.nameEn },
  officeCount: officeCountOf('department_id', '"departments"."id"'),
};

const selectDepartments = (db: Db) =>
  db
    .select(departmentColumns)
    .from(departments)
    .innerJoin(ministries, eq(ministries.id, departments.ministryId))
    .$dynamic();

/** Departments of one ministry (or all), searched by name: the catalogue and the selector agree. */
export const departmentWhere = (query: { ministryId?: number | null; search?: string }) =>
  and(
    query.ministryId ? eq(departments.ministryId, query.ministryId) : undefined,
    nameMatches(query.search, departments.nameBn, departments.nameEn),
  );

export function listDepartments(db: Db, query: DepartmentListParams): Promise<Page<Department>> {
  const where = departmentWhere(query);
  return pageOf(
    query,
    selectDepartments(db)
      .where(where)
      .orderBy(asc(ministries.sortOrder), ...bySortOrder(departments)),
    db.select({ total: countAll }).from(departments).where(where),
  );
}

async function getDepartment(db: Db, id: number): Promise<Department> {
  const [row] = await selectDepartments(db).where(eq(departments.id, id));
  if (!row) throw notFound();
  return row;
}

export async function saveDepartment(
  db: Db,
  actor: Actor,
  id: number | null,
  input: DepartmentValues,
): Promise<Department> {
  assertSuperAdmin(actor.auth);
  const ministryId = Number(input.ministryId);
  const [ministry] = await db
    .select({ id: ministries.id })
    .from(ministries)
    .where(eq(ministries.id, ministryId));
  if (!ministry)
    throw badRequest('error.invalidInput', [
      { field: 'ministryId', messageKey: 'validation.office.notFound' },
    ]);
  const values = { ministryId, ...namedValues(input), shortName: input.shortName ?? null };
  return getDepartment(db, await saveRow(db, actor, 'department', departments, id, values));
}

export async function deleteDepartment(db: Db, actor: Actor, id: number): Promise<void> {
  assertSuperAdmin(actor.auth);
  const department = await getDepartment(db, id);
  refuseInUse(department.officeCount);
  await deleteAudited(db, actor, 'department', departments, id, department);
}

/* Office levels --------------------------------------------------------------------------------- */

const levelColumns = {
  id: officeLevels.id,
  nameBn: officeLevels.nameBn,
  nameEn: officeLevels.nameEn,
  sortOrder: officeLevels.sortOrder,
  officeCount: officeCountOf('office_level_id', '"office_levels"."id"'),
};

export function listOfficeLevels(db: Db, query: ListParams): Promise<Page<OfficeLevel>> {
  const where = nameMatches(query.search, officeLevels.nameBn, officeLevels.nameEn);
  return pageOf(
    query,
    db
      .select(levelColumns)
      .from(officeLevels)
      .where(where)
      .orderBy(...bySortOrder(officeLevels))
      .$dynamic(),
    db.select({ total: countAll }).from(officeLevels).where(where),
  );
}

async function getOfficeLevel(db: Db, id: number): Promise<OfficeLevel> {
  const [row] = await db.select(levelColumns).from(officeLevels).where(eq(officeLevels.id, id));
  if (!row) throw notFound();
  return row;
}

export async function saveOfficeLevel(
  db: Db,
  actor: Actor,
  id: number | null,
  input: OfficeLevelValues,
): Promise<OfficeLevel> {
  assertSuperAdmin(actor.auth);
  return getOfficeLevel(db, await saveRow(db, actor, 'office-level', officeLevels, id, namedValues(input)));
}

export async function deleteOfficeLevel(db: Db, actor: Actor, id: number): Promise<void> {
  assertSuperAdmin(actor.auth);
  const level = await getOfficeLevel(db, id);
  refuseInUse(level.officeCount);
  await deleteAudited(db, actor, 'office-level', officeLevels, id, level);
}

/* Designations (roles) -------------------------------------------------------------------------- */

/** Roles 0 and 34 carry meaning in SPEC.md §6, so they stay whatever they are called. */
const RESERVED_ROLE_IDS: number[] = [ROLE_ID_NO_OFFICE, ROLE_ID_SCHOOL_TRAINING];

const designationColumns = {
  id: roles.id,
  nameBn: roles.nameBn,
  nameEn: roles.nameEn,
  grade: roles.grade,
  postCount: sql<number>`(select count(*)::int from desks d where d.role_id = "roles"."id")`,
};

export function listDesignations(db: Db, query: ListParams): Promise<Page<Designation>> {
  const where = designationWhere(query.search);
  return pageOf(
    query,
    db
      .select(designationColumns)
      .from(roles)
      .where(where)
      .orderBy(...designationOrder())
      .$dynamic(),
    db.select({ total: countAll }).from(roles).where(where),
  );
}

async function getDesignation(db: Db, id: number): Promise<Designation> {
  const [row] = await db.select(designationColumns).from(roles).where(eq(roles.id, id));
  if (!row || id === ROLE_ID_NO_OFFICE) throw notFound();
  return row;
}

export async function saveDesignation(
  db: Db,
  actor: Actor,
  id: number | null,
  input: DesignationValues,
): Promise<Designation> {
  assertSuperAdmin(actor.auth);
  const values = {
    nameBn: input.nameBn,
    nameEn: input.nameEn,
    grade: input.grade === undefined || input.grade === null ? null : Number(input.grade),
  };
  return getDesignation(db, await saveRow(db, actor, 'designation', roles, id, values, ROLE_ID_NO_OFFICE));
}

export async function deleteDesignation(db: Db, actor: Actor, id: number): Promise<void> {
  assertSuperAdmin(actor.auth);
  const designation = await getDesignation(db, id);
  if (RESERVED_ROLE_IDS.includes(id)) throw conflict('office.protected');
  refuseInUse(designation.postCount);
  await deleteAudited(db, actor, 'designation', roles, id, designation);
}
