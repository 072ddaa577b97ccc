/**
 * Look-ups for the office selector of SPEC.md §3 (ministry → department → district → upazila →
 * office level → office → branch → role), each level filtered by the ones before it and searched
 * on the server. Only ids and names leave here, so the selector also works before sign-in
 * (registration picks the office, branch and post the officer holds).
 */
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Named, Page } from '../../../common/contracts/office.contract';
import type { OptionParams, PostOption } from '../../../common/contracts/office-structure.contract';
import type { Db } from '../../db/client';
import { countAll, nameMatches, pageOf, searchTextMatches, totalOf } from '../../platform/paging';
import { bySortOrder, deskSection, named } from './office.access';
import {
  departments,
  desks,
  ministries,
  officeLevels,
  offices,
  roles,
  sections,
  userRoles,
} from './office.table';
import { departmentWhere, designationOrder, designationWhere } from './office-catalog.service';

/** A page of ids and names of `table`, filtered by `where` and in the catalogue's own order. */
function namedPage(
  db: Db,
  query: OptionParams,
  table: typeof ministries | typeof departments | typeof officeLevels | typeof sections | typeof roles,
  where: SQL | undefined,
  order: SQL[],
): Promise<Page<Named>> {
  return pageOf(
    query,
    db
      .select({ id: table.id, nameBn: table.nameBn, nameEn: table.nameEn })
      .from(table)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ total: countAll }).from(table).where(where),
  );
}

export function ministryOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  const where = nameMatches(query.search, ministries.nameBn, ministries.nameEn);
  return namedPage(db, query, ministries, where, bySortOrder(ministries));
}

export function departmentOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  return namedPage(db, query, departments, departmentWhere(query), bySortOrder(departments));
}

export function levelOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  const where = nameMatches(query.search, officeLevels.nameBn, officeLevels.nameEn);
  return namedPage(db, query, officeLevels, where, bySortOrder(officeLevels));
}

export function officeOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  const conditions: (SQL | undefined)[] = [searchTextMatches(query.search, offices.searchText)];
  const filters = [
    [offices.ministryId, query.ministryId],
    [offices.departmentId, query.departmentId],
    [offices.officeLevelId, query.officeLevelId],
    [offices.divisionId, query.divisionId],
    [offices.districtId, query.districtId],
    [offices.upazilaId, query.upazilaId],
  ] as const;
  for (const [column, value] of filters) if (value) conditions.push(eq(column, value));
  const where = and(...conditions);
  return pageOf(
    query,
    db
      .select({ id: offices.id, nameBn: offices.nameBn, nameEn: offices.nameEn })
      .from(offices)
      .where(where)
      .orderBy(asc(offices.levelSortOrder), asc(offices.nameBn), asc(offices.id))
      .$dynamic(),
    totalOf(db, offices, where),
  );
}

export function sectionOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  // Without an office there is nothing to choose from; every office has its own branches.
  const where = and(
    eq(sections.officeId, query.officeId ?? 0),
    nameMatches(query.search, sections.nameBn, sections.nameEn),
  );
  return namedPage(db, query, sections, where, bySortOrder(sections));
}

export function designationOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  return namedPage(db, query, roles, designationWhere(query.search), designationOrder());
}

/** The posts (roles) of an office, or of one of its branches; `vacant` keeps only empty posts. */
export async function postOptions(db: Db, query: OptionParams): Promise<Page<PostOption>> {
  const holder = and(eq(userRoles.deskId, desks.id), isNull(userRoles.releasedOn));
  const where = and(
    eq(desks.officeId, query.officeId ?? 0),
    query.sectionId ? eq(desks.sectionId, query.sectionId) : undefined,
    query.vacant === 'true' ? isNull(userRoles.id) : undefined,
    nameMatches(query.search, roles.nameBn, roles.nameEn),
  );
  const { items, total } = await pageOf(
    query,
    db
      .select({
        id: desks.id,
        role: { id: roles.id, nameBn: roles.nameBn, nameEn: roles.nameEn },
        sectionId: sections.id,
        sectionBn: sections.nameBn,
        sectionEn: sections.nameEn,
        holderId: userRoles.id,
      })
      .from(desks)
      .innerJoin(roles, eq(roles.id, desks.roleId))
      .leftJoin(sections, deskSection)
      .leftJoin(userRoles, holder)
      .where(where)
      .orderBy(sql`${roles.grade} asc nulls last`, asc(desks.sortOrder), asc(desks.id))
      .$dynamic(),
    db
      .select({ total: countAll })
      .from(desks)
      .innerJoin(roles, eq(roles.id, desks.roleId))
      .leftJoin(userRoles, holder)
      .where(where),
  );
  return {
    items: items.map((row) => ({
      id: row.id,
      role: row.role,
      section: named(row.sectionId, row.sectionBn, row.sectionEn),
      vacant: row.holderId === null,
    })),
    total,
  };
}
