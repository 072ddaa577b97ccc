/**
 * The reference lists office setup builds on: ministries, departments, office levels and
 * designations. Everyone signed in reads them; only the super admin changes them, and nothing in
 * use can be deleted (the 409 says where it is used).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
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
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import {
  type Actor,
  assertSuperAdmin,
  audit,
  countAll,
  inTransaction,
  nameMatches,
  pageOffset,
} from './office.access';
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

export async function listMinistries(db: Db, query: ListParams): Promise<Page<Ministry>> {
  const where = nameMatches(query.search, ministries.nameBn, ministries.nameEn);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(ministryColumns)
      .from(ministries)
      .where(where)
      .orderBy(asc(ministries.sortOrder), asc(ministries.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(ministries).where(where),
  ]);
  return { items, total };
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
  const values = {
    nameBn: input.nameBn,
    nameEn: input.nameEn,
    shortName: input.shortName ?? null,
    ...(input.sortOrder !== undefined && { sortOrder: Number(input.sortOrder) }),
  };
  const savedId = await inTransaction(db, async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(ministries).values(values).returning();
      await audit(tx, actor, 'create', 'ministry', row.id, { after: row });
      return row.id;
    }
    const [before] = await tx.select().from(ministries).where(eq(ministries.id, id));
    if (!before) throw notFound();
    const [row] = await tx.update(ministries).set(values).where(eq(ministries.id, id)).returning();
    await audit(tx, actor, 'update', 'ministry', id, { before, after: row });
    return id;
  });
  return getMinistry(db, savedId);
}

export async function deleteMinistry(db: Db, actor: Actor, id: number): Promise<void> {
  assertSuperAdmin(actor.auth);
  const ministry = await getMinistry(db, id);
  refuseInUse(ministry.departmentCount + ministry.officeCount);
  await inTransaction(db, async (tx) => {
    await tx.delete(ministries).where(eq(ministries.id, id));
    await audit(tx, actor, 'delete', 'ministry', id, { before: ministry });
  });
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

export async function listDepartments(db: Db, query: DepartmentListParams): Promise<Page<Department>> {
  const where = and(
    query.ministryId ? eq(departments.ministryId, query.ministryId) : undefined,
    nameMatches(query.search, departments.nameBn, departments.nameEn),
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select(departmentColumns)
      .from(departments)
      .innerJoin(ministries, eq(ministries.id, departments.ministryId))
      .where(where)
      .orderBy(asc(ministries.sortOrder), asc(departments.sortOrder), asc(departments.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(departments).where(where),
  ]);
  return { items, total };
}

async function getDepartment(db: Db, id: number): Promise<Department> {
  const [row] = await db
    .select(departmentColumns)
    .from(departments)
    .innerJoin(ministries, eq(ministries.id, departments.ministryId))
    .where(eq(departments.id, id));
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
  const values = {
    ministryId,
    nameBn: input.nameBn,
    nameEn: input.nameEn,
    shortName: input.shortName ?? null,
    ...(input.sortOrder !== undefined && { sortOrder: Number(input.sortOrder) }),
  };
  const savedId = await inTransaction(db, async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(departments).values(values).returning();
      await audit(tx, actor, 'create', 'department', row.id, { after: row });
      return row.id;
    }
    const [before] = await tx.select().from(departments).where(eq(departments.id, id));
    if (!before) throw notFound();
    const [row] = await tx.update(departments).set(values).where(eq(departments.id, id)).returning();
    await audit(tx, actor, 'update', 'department', id, { before, after: row });
    return id;
  });
  return getDepartment(db, savedId);
}

export async function deleteDepartment(db: Db, actor: Actor, id: number): Promise<void> {
  assertSuperAdmin(actor.auth);
  const department = await getDepartment(db, id);
  refuseInUse(department.officeCount);
  await inTransaction(db, async (tx) => {
    await tx.delete(departments).where(eq(departments.id, id));
    await audit(tx, actor, 'delete', 'department', id, { before: department });
  });
}

/* Office levels --------------------------------------------------------------------------------- */

const levelColumns = {
  id: officeLevels.id,
  nameBn: officeLevels.nameBn,
  nameEn: officeLevels.nameEn,
  sortOrder: officeLevels.sortOrder,
  officeCount: officeCountOf('office_level_id', '"office_levels"."id"'),
};

export async function listOfficeLevels(db: Db, query: ListParams): Promise<Page<OfficeLevel>> {
  const where = nameMatches(query.search, officeLevels.nameBn, officeLevels.nameEn);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(levelColumns)
      .from(officeLevels)
      .where(where)
      .orderBy(asc(officeLevels.sortOrder), asc(officeLevels.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(officeLevels).where(where),
  ]);
  return { items, total };
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
  const values = {
    nameBn: input.nameBn,
    nameEn: input.nameEn,
    ...(input.sortOrder !== undefined && { sortOrder: Number(input.sortOrder) }),
  };
  const savedId = await inTransaction(db, async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(officeLevels).values(values).returning();
      await audit(tx, actor, 'create', 'office-level', row.id, { after: row });
      return row.id;
    }
    const [before] = await tx.select().from(officeLevels).where(eq(officeLevels.id, id));
    if (!before) throw notFound();
    const [row] = await tx.update(officeLevels).set(values).where(eq(officeLevels.id, id)).returning();
    await audit(tx, actor, 'update', 'office-level', id, { before, after: row });
    return id;
  });
  return getOfficeLevel(db, savedId);
}

export async function deleteOfficeLevel(db: Db, actor: Actor, id: number): Promise<void> {
  assertSuperAdmin(actor.auth);
  const level = await getOfficeLevel(db, id);
  refuseInUse(level.officeCount);
  await inTransaction(db, async (tx) => {
    await tx.delete(officeLevels).where(eq(officeLevels.id, id));
    await audit(tx, actor, 'delete', 'office-level', id, { before: level });
  });
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

export async function listDesignations(db: Db, query: ListParams): Promise<Page<Designation>> {
  // Role 0 means 'no office'; it is never a post, so it is not offered as a designation.
  const where = and(
    sql`${roles.id} <> ${ROLE_ID_NO_OFFICE}`,
    nameMatches(query.search, roles.nameBn, roles.nameEn),
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select(designationColumns)
      .from(roles)
      .where(where)
      .orderBy(sql`${roles.grade} asc nulls last`, asc(roles.nameBn))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(roles).where(where),
  ]);
  return { items, total };
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
  const savedId = await inTransaction(db, async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(roles).values(values).returning();
      await audit(tx, actor, 'create', 'designation', row.id, { after: row });
      return row.id;
    }
    const [before] = await tx.select().from(roles).where(eq(roles.id, id));
    if (!before || id === ROLE_ID_NO_OFFICE) throw notFound();
    const [row] = await tx.update(roles).set(values).where(eq(roles.id, id)).returning();
    await audit(tx, actor, 'update', 'designation', id, { before, after: row });
    return id;
  });
  return getDesignation(db, savedId);
}

export async function deleteDesignation(db: Db, actor: Actor, id: number): Promise<void> {
  assertSuperAdmin(actor.auth);
  const designation = await getDesignation(db, id);
  if (RESERVED_ROLE_IDS.includes(id)) throw conflict('office.protected');
  refuseInUse(designation.postCount);
  await inTransaction(db, async (tx) => {
    await tx.delete(roles).where(eq(roles.id, id));
    await audit(tx, actor, 'delete', 'designation', id, { before: designation });
  });
}
