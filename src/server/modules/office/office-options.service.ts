/**
 * Look-ups for the office selector of SPEC.md §3 (ministry → department → district → upazila →
 * office level → office → branch → role), each level filtered by the ones before it and searched
 * on the server. Only ids and names leave here, so the selector also works before sign-in
 * (registration picks the office, branch and post the officer holds).
 */
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { ROLE_ID_NO_OFFICE } from '../../../common/constants';
import type { Named, Page } from '../../../common/contracts/office.contract';
import type { OptionParams, PostOption } from '../../../common/contracts/office-structure.contract';
import type { Db } from '../../db/client';
import { countAll, deskSection, named, nameMatches, pageOffset, searchTextMatches } from './office.access';
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

async function page(rows: Promise<Named[]>, count: Promise<{ total: number }[]>): Promise<Page<Named>> {
  const [items, [{ total }]] = await Promise.all([rows, count]);
  return { items, total };
}

export function ministryOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  const where = nameMatches(query.search, ministries.nameBn, ministries.nameEn);
  return page(
    db
      .select({ id: ministries.id, nameBn: ministries.nameBn, nameEn: ministries.nameEn })
      .from(ministries)
      .where(where)
      .orderBy(asc(ministries.sortOrder), asc(ministries.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(ministries).where(where),
  );
}

export function departmentOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  const where = and(
    query.ministryId ? eq(departments.ministryId, query.ministryId) : undefined,
    nameMatches(query.search, departments.nameBn, departments.nameEn),
  );
  return page(
    db
      .select({ id: departments.id, nameBn: departments.nameBn, nameEn: departments.nameEn })
      .from(departments)
      .where(where)
      .orderBy(asc(departments.sortOrder), asc(departments.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(departments).where(where),
  );
}

export function levelOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  const where = nameMatches(query.search, officeLevels.nameBn, officeLevels.nameEn);
  return page(
    db
      .select({ id: officeLevels.id, nameBn: officeLevels.nameBn, nameEn: officeLevels.nameEn })
      .from(officeLevels)
      .where(where)
      .orderBy(asc(officeLevels.sortOrder), asc(officeLevels.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(officeLevels).where(where),
  );
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
  return page(
    db
      .select({ id: offices.id, nameBn: offices.nameBn, nameEn: offices.nameEn })
      .from(offices)
      .leftJoin(officeLevels, eq(officeLevels.id, offices.officeLevelId))
      .where(where)
      .orderBy(asc(officeLevels.sortOrder), asc(offices.nameBn), asc(offices.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(offices).where(where),
  );
}

export function sectionOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  // Without an office there is nothing to choose from; every office has its own branches.
  const where = and(
    eq(sections.officeId, query.officeId ?? 0),
    nameMatches(query.search, sections.nameBn, sections.nameEn),
  );
  return page(
    db
      .select({ id: sections.id, nameBn: sections.nameBn, nameEn: sections.nameEn })
      .from(sections)
      .where(where)
      .orderBy(asc(sections.sortOrder), asc(sections.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(sections).where(where),
  );
}

export function designationOptions(db: Db, query: OptionParams): Promise<Page<Named>> {
  const where = and(
    sql`${roles.id} <> ${ROLE_ID_NO_OFFICE}`,
    nameMatches(query.search, roles.nameBn, roles.nameEn),
  );
  return page(
    db
      .select({ id: roles.id, nameBn: roles.nameBn, nameEn: roles.nameEn })
      .from(roles)
      .where(where)
      .orderBy(sql`${roles.grade} asc nulls last`, asc(roles.nameBn))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(roles).where(where),
  );
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
  const [rows, [{ total }]] = await Promise.all([
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
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: countAll })
      .from(desks)
      .innerJoin(roles, eq(roles.id, desks.roleId))
      .leftJoin(userRoles, holder)
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      role: row.role,
      section: named(row.sectionId, row.sectionBn, row.sectionEn),
      vacant: row.holderId === null,
    })),
    total,
  };
}
