/**
 * Labs: the list with search (trigram, Bangla or English name or code) and filters, one lab with its
 * last inspection, and the writes (one transaction with the audit row; a code registered already
 * answers 409). The caller's area is in the SQL of every read.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type LabDetail,
  type LabFilterParams,
  type LabQueryParams,
  type LabSummary,
  type LabUpdate,
  type LabUpdateValues,
  type LabValues,
  labInputSchema,
  labUpdateSchema,
} from '../../../common/contracts/lab.contract';
import type { Page } from '../../../common/contracts/office.contract';
import { canManageLabs } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest } from '../../platform/errors';
import { coordinate, pageOf, searchTextMatches, totalOf } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { districts, upazilas } from '../geography/geography.table';
import { inspectionRecommendations, inspections } from '../inspection/inspection.table';
import { offices } from '../office/office.table';
import { labs } from './lab.table';
import { assertManages, labScope, manageableLab, readableLab, scopeAllows, scopeSql } from './lab-access';

const upazila = alias(upazilas, 'upazila');

export function labConditions(where: SQL | undefined, query: LabFilterParams): SQL | undefined {
  return and(
    where,
    query.type ? eq(labs.type, query.type) : undefined,
    query.districtId ? eq(labs.districtId, query.districtId) : undefined,
    query.upazilaId ? eq(labs.upazilaId, query.upazilaId) : undefined,
    query.faulty ? sql`${labs.faultyCount} + ${labs.lostCount} > 0` : undefined,
    searchTextMatches(query.search, labs.searchText),
  );
}

function labOrder(query: LabFilterParams) {
  switch (query.sort) {
    case 'established':
      return [sql`${labs.establishedYear} desc nulls last`, desc(labs.id)];
    case 'equipment':
      return [desc(labs.equipmentCount), desc(labs.id)];
    case 'newest':
      return [desc(labs.id)];
    default:
      return [asc(labs.institutionBn), asc(labs.id)];
  }
}

const summaryQuery = (db: Db | Tx) =>
  db
    .select({
      lab: labs,
      districtBn: districts.nameBn,
      districtEn: districts.nameEn,
      upazilaBn: upazila.nameBn,
      upazilaEn: upazila.nameEn,
    })
    .from(labs)
    .innerJoin(districts, eq(districts.id, labs.districtId))
    .leftJoin(upazila, eq(upazila.id, labs.upazilaId))
    .$dynamic();

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function toSummary(row: SummaryRow): LabSummary {
  const lab = row.lab;
  return {
    id: lab.id,
    type: lab.type,
    institutionBn: lab.institutionBn,
    institutionEn: lab.institutionEn,
    code: lab.code,
    district: { id: lab.districtId, nameBn: row.districtBn, nameEn: row.districtEn },
    upazila: lab.upazilaId
      ? { id: lab.upazilaId, nameBn: row.upazilaBn ?? '', nameEn: row.upazilaEn ?? '' }
      : null,
    officeId: lab.officeId,
    latitude: coordinate(lab.latitude),
    longitude: coordinate(lab.longitude),
    establishedYear: lab.establishedYear,
    contactTeacher: lab.contactTeacher,
    contactMobile: lab.contactMobile,
    equipmentCount: lab.equipmentCount,
    workingCount: lab.workingCount,
    faultyCount: lab.faultyCount,
    lostCount: lab.lostCount,
    activityCount: lab.activityCount,
  };
}

export async function listLabs(db: Db, auth: AuthContext, query: LabQueryParams): Promise<Page<LabSummary>> {
  const where = labConditions(scopeSql(await labScope(db, auth)), query);
  const rows = summaryQuery(db)
    .where(where)
    .orderBy(...labOrder(query));
  const page = await pageOf(query, rows, totalOf(db, labs, where));
  return { items: page.items.map(toSummary), total: page.total };
}

/** The labs of a filter in batches, for the Excel file. */
export async function* labBatches(
  db: Db,
  auth: AuthContext,
  query: LabFilterParams,
  size: number,
  max: number,
): AsyncGenerator<LabSummary[]> {
  const where = labConditions(scopeSql(await labScope(db, auth)), query);
  for (let offset = 0; offset < max; offset += size) {
    const rows = await summaryQuery(db)
      .where(where)
      .orderBy(...labOrder(query))
      .limit(size)
      .offset(offset);
    yield rows.map(toSummary);
    if (rows.length < size) return;
  }
}

export async function getLab(db: Db, auth: AuthContext, id: number): Promise<LabDetail> {
  const lab = await readableLab(db, auth, id);
  const [[row], [last], [open]] = await Promise.all([
    summaryQuery(db).where(eq(labs.id, lab.id)),
    db
      .select({
        id: inspections.id,
        visitDate: inspections.visitDate,
        score: inspections.score,
        maxScore: inspections.maxScore,
      })
      .from(inspections)
      .where(and(eq(inspections.labId, lab.id), eq(inspections.status, 'submitted')))
      .orderBy(desc(inspections.visitDate), desc(inspections.id))
      .limit(1),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(inspectionRecommendations)
      .where(
        and(
          eq(inspectionRecommendations.labId, lab.id),
          inArray(inspectionRecommendations.status, ['open', 'in_progress']),
        ),
      ),
  ]);
  const manages = canManageLabs(auth);
  return {
    ...toSummary(row),
    lastInspection: last ?? null,
    openRecommendations: open?.count ?? 0,
    can: { edit: manages, logActivity: true },
  };
}

/** The district, upazila and institution office must exist and agree with each other. */
async function checkPlace(
  db: Db | Tx,
  place: { districtId: number; upazilaId: number | null; officeId: number | null },
) {
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.id, place.districtId));
  if (!district)
    throw badRequest('error.invalidInput', [
      { field: 'districtId', messageKey: 'validation.lab.districtRequired' },
    ]);
  if (place.upazilaId !== null) {
    const [row] = await db
      .select({ districtId: upazilas.districtId })
      .from(upazilas)
      .where(eq(upazilas.id, place.upazilaId));
    if (row?.districtId !== place.districtId)
      throw badRequest('error.invalidInput', [
        { field: 'upazilaId', messageKey: 'validation.lab.upazilaOutside' },
      ]);
  }
  if (place.officeId !== null) {
    const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, place.officeId));
    if (!office)
      throw badRequest('error.invalidInput', [{ field: 'officeId', messageKey: 'validation.invalid' }]);
  }
}

/** The columns a value names: undefined leaves a column alone, null (a cleared field) empties it. */
const columnsOf = (values: LabUpdateValues | LabValues) => ({
  ...(values.type !== undefined && { type: values.type }),
  ...(values.institutionBn !== undefined && { institutionBn: values.institutionBn }),
  // The English name is text that is never null: cleared, it is empty.
  ...(values.institutionEn !== undefined && { institutionEn: values.institutionEn ?? '' }),
  ...(values.code !== undefined && { code: values.code.toUpperCase() }),
  ...(values.districtId !== undefined && { districtId: values.districtId }),
  ...(values.upazilaId !== undefined && { upazilaId: values.upazilaId }),
  ...(values.officeId !== undefined && { officeId: values.officeId }),
  ...(values.latitude !== undefined && { latitude: values.latitude }),
  ...(values.longitude !== undefined && { longitude: values.longitude }),
  ...(values.establishedYear !== undefined && { establishedYear: values.establishedYear }),
  ...(values.contactTeacher !== undefined && { contactTeacher: values.contactTeacher }),
  ...(values.contactMobile !== undefined && { contactMobile: values.contactMobile }),
});

export async function createLab(db: Db, actor: Actor, input: unknown): Promise<LabDetail> {
  const values = labInputSchema.parse(input);
  const place = {
    districtId: values.districtId,
    upazilaId: values.upazilaId ?? null,
    officeId: values.officeId ?? null,
  };
  await assertManages(db, actor.auth, place);
  await checkPlace(db, place);
  const id = await inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(labs)
        .values({
          ...columnsOf(values),
          ...place,
          type: values.type,
          institutionBn: values.institutionBn,
          code: values.code.toUpperCase(),
          createdBy: actor.auth.userId,
        })
        .returning();
      await audit(tx, actor, 'create', 'lab', row.id, { after: row });
      return row.id;
    },
    { duplicate: 'lab.duplicateCode' },
  );
  return getLab(db, actor.auth, id);
}

export async function updateLab(db: Db, actor: Actor, id: number, input: LabUpdate): Promise<LabDetail> {
  const values = labUpdateSchema.parse(input);
  const before = await manageableLab(db, actor.auth, id);
  const place = {
    districtId: values.districtId ?? before.districtId,
    // A new district without an upazila leaves the old district's upazila behind.
    upazilaId:
      values.upazilaId !== undefined
        ? values.upazilaId
        : values.districtId !== undefined && values.districtId !== before.districtId
          ? null
          : before.upazilaId,
    officeId: values.officeId !== undefined ? values.officeId : before.officeId,
  };
  if (!scopeAllows(await labScope(db, actor.auth), place)) await assertManages(db, actor.auth, place);
  await checkPlace(db, place);
  await inTransaction(
    db,
    async (tx) => {
      const [after] = await tx
        .update(labs)
        .set({ ...columnsOf(values), ...place, updatedAt: new Date() })
        .where(eq(labs.id, id))
        .returning();
      await audit(tx, actor, 'update', 'lab', id, { before, after });
    },
    { duplicate: 'lab.duplicateCode' },
  );
  return getLab(db, actor.auth, id);
}
