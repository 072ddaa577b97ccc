/**
 * Offices (SPEC.md §2 new-office, office-list, /officeinfo, /geolocation, /settings): the list with
 * its filters, one office in full, and the writes. The super admin creates, deletes and changes
 * everything; an office admin changes the own office's info, location and settings.
 */
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { OFFICE_ID_RESTRICTED, OFFICE_ID_SUPER_ADMIN_DASHBOARD } from '../../../common/constants';
import type {
  OfficeDetail,
  OfficeFilterParams,
  OfficeInfoValues,
  OfficeListParams,
  OfficeLocationValues,
  OfficeSummary,
  OfficeValues,
  Page,
} from '../../../common/contracts/office.contract';
import {
  DEFAULT_OFFICE_SETTINGS,
  type OfficeSettingsValue,
} from '../../../common/contracts/office-structure.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, conflict, notFound } from '../../platform/errors';
import { coordinate, countAll, pageOffset, searchTextMatches, totalOf } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { districts, divisions, upazilas } from '../geography/geography.table';
import { profiles } from '../users/users.table';
import {
  assertCanManageOffice,
  assertCanReadOffice,
  assertSuperAdmin,
  named,
  readableOfficeId,
} from './office.access';
import { checkOfficeReferences } from './office.references';
import { departments, honourBoardEntries, ministries, officeLevels, offices } from './office.table';

/** SPEC.md gives these offices meaning (§6 office 861, §9 office 2), so they cannot be deleted. */
const PROTECTED_OFFICE_IDS: number[] = [OFFICE_ID_SUPER_ADMIN_DASHBOARD, OFFICE_ID_RESTRICTED];

const parent = alias(offices, 'parent_office');
const controlling = alias(offices, 'controlling_office');

const summaryColumns = {
  id: offices.id,
  nameBn: offices.nameBn,
  nameEn: offices.nameEn,
  phone: offices.phone,
  email: offices.email,
  latitude: offices.latitude,
  longitude: offices.longitude,
  levelId: officeLevels.id,
  levelBn: officeLevels.nameBn,
  levelEn: officeLevels.nameEn,
  ministryId: ministries.id,
  ministryBn: ministries.nameBn,
  ministryEn: ministries.nameEn,
  departmentId: departments.id,
  departmentBn: departments.nameBn,
  departmentEn: departments.nameEn,
  districtId: districts.id,
  districtBn: districts.nameBn,
  districtEn: districts.nameEn,
  upazilaId: upazilas.id,
  upazilaBn: upazilas.nameBn,
  upazilaEn: upazilas.nameEn,
  parentId: parent.id,
  parentBn: parent.nameBn,
  parentEn: parent.nameEn,
};

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

function toSummary(row: SummaryRow): OfficeSummary {
  return {
    id: row.id,
    nameBn: row.nameBn,
    nameEn: row.nameEn,
    level: named(row.levelId, row.levelBn, row.levelEn),
    ministry: named(row.ministryId, row.ministryBn, row.ministryEn),
    department: named(row.departmentId, row.departmentBn, row.departmentEn),
    district: named(row.districtId, row.districtBn, row.districtEn),
    upazila: named(row.upazilaId, row.upazilaBn, row.upazilaEn),
    parentOffice: named(row.parentId, row.parentBn, row.parentEn),
    phone: row.phone,
    email: row.email,
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
  };
}

function summaryQuery(db: Db) {
  return joinNames(db.select(summaryColumns).from(offices).$dynamic());
}

/** The joins that give an office its level, ministry, department, place and parent names. */
function joinNames<T extends PgSelect>(query: T) {
  return query
    .leftJoin(officeLevels, eq(officeLevels.id, offices.officeLevelId))
    .leftJoin(ministries, eq(ministries.id, offices.ministryId))
    .leftJoin(departments, eq(departments.id, offices.departmentId))
    .leftJoin(districts, eq(districts.id, offices.districtId))
    .leftJoin(upazilas, eq(upazilas.id, offices.upazilaId))
    .leftJoin(parent, eq(parent.id, offices.parentOfficeId));
}

function listConditions(actor: Actor, query: OfficeFilterParams): SQL | undefined {
  const onlyOffice = readableOfficeId(actor.auth);
  const conditions: (SQL | undefined)[] = [
    onlyOffice === null ? undefined : eq(offices.id, onlyOffice),
    searchTextMatches(query.search, offices.searchText),
  ];
  const filters = [
    [offices.ministryId, query.ministryId],
    [offices.departmentId, query.departmentId],
    [offices.officeLevelId, query.officeLevelId],
    [offices.divisionId, query.divisionId],
    [offices.districtId, query.districtId],
    [offices.upazilaId, query.upazilaId],
    [offices.parentOfficeId, query.parentOfficeId],
  ] as const;
  for (const [column, value] of filters) if (value) conditions.push(eq(column, Number(value)));
  if (query.located === 'yes')
    conditions.push(and(isNotNull(offices.latitude), isNotNull(offices.longitude)));
  if (query.located === 'no') conditions.push(or(isNull(offices.latitude), isNull(offices.longitude)));
  return and(...conditions);
}

/**
 * Level, then name; the id last, so pages never overlap where names repeat. The level's order is
 * copied onto each office (offices.level_sort_order), so this order is one index.
 */
const listOrder = [asc(offices.levelSortOrder), asc(offices.nameBn), asc(offices.id)];

/**
 * One page in list order. The ids are chosen first from offices and levels alone, and the names
 * joined for those rows only: sorting every matching office with its six joined names took four
 * times as long at 20,000 offices (docs/performance.md).
 */
async function officePage(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const page = await db
    .select({ id: offices.id })
    .from(offices)
    .where(where)
    .orderBy(...listOrder)
    .limit(limit)
    .offset(offset);
  if (page.length === 0) return [];
  const rows = await summaryQuery(db)
    .where(
      inArray(
        offices.id,
        page.map((row) => row.id),
      ),
    )
    .orderBy(...listOrder);
  return rows.map(toSummary);
}

export async function listOffices(
  db: Db,
  actor: Actor,
  query: OfficeListParams,
): Promise<Page<OfficeSummary>> {
  const where = listConditions(actor, query);
  const [items, [{ total }]] = await Promise.all([
    officePage(db, where, query.pageSize, pageOffset(query)),
    totalOf(db, offices, where),
  ]);
  return { items, total };
}

/**
 * The same list in the same order, `batchSize` offices per query and `limit` at most: an export
 * reads it this way, so memory holds one batch however many offices match.
 */
export async function* officeBatches(
  db: Db,
  actor: Actor,
  query: OfficeFilterParams,
  batchSize: number,
  limit: number,
): AsyncGenerator<OfficeSummary[]> {
  const where = listConditions(actor, query);
  for (let offset = 0; offset < limit; offset += batchSize) {
    const size = Math.min(batchSize, limit - offset);
    const rows = await officePage(db, where, size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

export async function getOffice(db: Db, actor: Actor, id: number): Promise<OfficeDetail> {
  assertCanReadOffice(actor.auth, id);
  return loadOffice(db, id);
}

async function loadOffice(db: Db, id: number): Promise<OfficeDetail> {
  const [row] = await joinNames(
    db
      .select({
        ...summaryColumns,
        controllingId: controlling.id,
        controllingBn: controlling.nameBn,
        controllingEn: controlling.nameEn,
        divisionId: divisions.id,
        divisionBn: divisions.nameBn,
        divisionEn: divisions.nameEn,
        geoCode: offices.geoCode,
        address: offices.address,
        website: offices.website,
        sitePermissions: offices.sitePermissions,
        sections: sql<number>`(select count(*)::int from sections s where s.office_id = "offices"."id")`,
        posts: sql<number>`(select count(*)::int from desks d where d.office_id = "offices"."id")`,
        filledPosts: sql<number>`(select count(distinct d.id)::int from desks d join user_roles ur on ur.desk_id = d.id and ur.released_on is null where d.office_id = "offices"."id")`,
        childOffices: sql<number>`(select count(*)::int from offices child where child.parent_office_id = "offices"."id" or child.controlling_office_id = "offices"."id")`,
      })
      .from(offices)
      .$dynamic(),
  )
    .leftJoin(controlling, eq(controlling.id, offices.controllingOfficeId))
    .leftJoin(divisions, eq(divisions.id, offices.divisionId))
    .where(eq(offices.id, id));
  if (!row) throw notFound();
  return {
    ...toSummary(row),
    controllingOffice: named(row.controllingId, row.controllingBn, row.controllingEn),
    division: named(row.divisionId, row.divisionBn, row.divisionEn),
    geoCode: row.geoCode,
    address: row.address,
    website: row.website,
    sitePermissions: { meetingMgt: row.sitePermissions.meetingMgt === true },
    counts: {
      sections: row.sections,
      posts: row.posts,
      filledPosts: row.filledPosts,
      childOffices: row.childOffices,
    },
  };
}

const infoValues = (input: OfficeInfoValues) => ({
  nameBn: input.nameBn,
  nameEn: input.nameEn,
  address: input.address ?? null,
  phone: input.phone ?? null,
  email: input.email ?? null,
  website: input.website ?? null,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
});

export async function createOffice(db: Db, actor: Actor, input: OfficeValues): Promise<OfficeDetail> {
  assertSuperAdmin(actor.auth);
  const references = await checkOfficeReferences(db, input, null);
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(offices)
      .values({ ...infoValues(input), ...references, geoCode: input.geoCode ?? null })
      .returning();
    await audit(tx, actor, 'create', 'office', row.id, { after: row });
    return row.id;
  });
  return loadOffice(db, id);
}

export async function updateOffice(
  db: Db,
  actor: Actor,
  id: number,
  input: OfficeValues,
): Promise<OfficeDetail> {
  assertSuperAdmin(actor.auth);
  const references = await checkOfficeReferences(db, input, id);
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(offices).where(eq(offices.id, id));
    if (!before) throw notFound();
    const [after] = await tx
      .update(offices)
      .set({ ...infoValues(input), ...references, geoCode: input.geoCode ?? null, updatedAt: new Date() })
      .where(eq(offices.id, id))
      .returning();
    await audit(tx, actor, 'update', 'office', id, { before, after });
  });
  return loadOffice(db, id);
}

/** Shared by /officeinfo (name, address, contacts, coordinates) and /geolocation (coordinates only). */
async function updateOwnOffice(
  db: Db,
  actor: Actor,
  id: number,
  action: string,
  values: Partial<typeof offices.$inferInsert>,
): Promise<OfficeDetail> {
  assertCanManageOffice(actor.auth, id);
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(offices).where(eq(offices.id, id));
    if (!before) throw notFound();
    const [after] = await tx
      .update(offices)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(offices.id, id))
      .returning();
    await audit(tx, actor, action, 'office', id, { before, after });
  });
  return loadOffice(db, id);
}

export const updateOfficeInfo = (db: Db, actor: Actor, id: number, input: OfficeInfoValues) =>
  updateOwnOffice(db, actor, id, 'update-info', infoValues(input));

export const updateOfficeLocation = (db: Db, actor: Actor, id: number, input: OfficeLocationValues) =>
  updateOwnOffice(db, actor, id, 'update-location', {
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  });

export async function deleteOffice(db: Db, actor: Actor, id: number): Promise<void> {
  assertSuperAdmin(actor.auth);
  if (PROTECTED_OFFICE_IDS.includes(id)) throw conflict('office.protected');
  const office = await loadOffice(db, id);
  const [{ people }] = await db
    .select({ people: countAll })
    .from(profiles)
    .where(or(eq(profiles.homeOfficeId, id), eq(profiles.attachedOfficeId, id)));
  if (office.counts.sections + office.counts.posts + office.counts.childOffices + people > 0) {
    throw new AppError(409, 'office.hasDependents');
  }
  await inTransaction(db, async (tx) => {
    // The honour board is the office's own history and goes with it.
    await tx.delete(honourBoardEntries).where(eq(honourBoardEntries.officeId, id));
    await tx.delete(offices).where(eq(offices.id, id));
    await audit(tx, actor, 'delete', 'office', id, { before: office });
  });
}

/* Office settings (/settings) ------------------------------------------------------------------- */

export async function getOfficeSettings(db: Db, actor: Actor, id: number): Promise<OfficeSettingsValue> {
  assertCanReadOffice(actor.auth, id);
  const [row] = await db.select({ settings: offices.settings }).from(offices).where(eq(offices.id, id));
  if (!row) throw notFound();
  return { ...DEFAULT_OFFICE_SETTINGS, ...row.settings };
}

export async function updateOfficeSettings(
  db: Db,
  actor: Actor,
  id: number,
  input: OfficeSettingsValue,
): Promise<OfficeSettingsValue> {
  assertCanManageOffice(actor.auth, id);
  const settings = { ...input, weeklyHolidays: [...new Set(input.weeklyHolidays)].sort() };
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select({ settings: offices.settings }).from(offices).where(eq(offices.id, id));
    if (!before) throw notFound();
    await tx.update(offices).set({ settings, updatedAt: new Date() }).where(eq(offices.id, id));
    await audit(tx, actor, 'update-settings', 'office', id, { before: before.settings, after: settings });
  });
  return settings;
}
