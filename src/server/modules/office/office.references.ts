/**
 * Checks what an office points to before it is saved: the ministry and its department, the level,
 * the place (upazila within district within division, filled upwards when only the lower one is
 * given) and the parent and controlling offices (never the office itself or one below it).
 * Problems come back as 400 field errors, in the caller's language.
 */
import { eq } from 'drizzle-orm';
import type { OfficeValues } from '../../../common/contracts/office.contract';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../platform/errors';
import { districts, divisions, upazilas } from '../geography/geography.table';
import { departments, ministries, officeLevels, offices } from './office.table';

export interface OfficeReferences {
  officeLevelId: number;
  ministryId: number;
  departmentId: number | null;
  divisionId: number | null;
  districtId: number | null;
  upazilaId: number | null;
  parentOfficeId: number | null;
  controllingOfficeId: number | null;
}

const idOrNull = (value: unknown) => (value === undefined || value === null ? null : Number(value));

export async function checkOfficeReferences(
  db: Db,
  input: OfficeValues,
  officeId: number | null,
): Promise<OfficeReferences> {
  const errors: { field: string; messageKey: string }[] = [];
  const missing = (field: string) => errors.push({ field, messageKey: 'validation.office.notFound' });

  const ministryId = Number(input.ministryId);
  const officeLevelId = Number(input.officeLevelId);
  const departmentId = idOrNull(input.departmentId);
  let divisionId = idOrNull(input.divisionId);
  let districtId = idOrNull(input.districtId);
  const upazilaId = idOrNull(input.upazilaId);

  const [[ministry], [level]] = await Promise.all([
    db.select({ id: ministries.id }).from(ministries).where(eq(ministries.id, ministryId)),
    db.select({ id: officeLevels.id }).from(officeLevels).where(eq(officeLevels.id, officeLevelId)),
  ]);
  if (!ministry) missing('ministryId');
  if (!level) missing('officeLevelId');
  if (departmentId !== null) {
    const [department] = await db
      .select({ ministryId: departments.ministryId })
      .from(departments)
      .where(eq(departments.id, departmentId));
    if (!department) missing('departmentId');
    else if (department.ministryId !== ministryId)
      errors.push({ field: 'departmentId', messageKey: 'validation.office.departmentNotInMinistry' });
  }

  if (upazilaId !== null) {
    const [upazila] = await db.select().from(upazilas).where(eq(upazilas.id, upazilaId));
    if (!upazila) missing('upazilaId');
    else if (districtId !== null && upazila.districtId !== districtId)
      errors.push({ field: 'upazilaId', messageKey: 'validation.office.upazilaNotInDistrict' });
    else districtId = upazila.districtId;
  }
  if (districtId !== null) {
    const [district] = await db.select().from(districts).where(eq(districts.id, districtId));
    if (!district) missing('districtId');
    else if (divisionId !== null && district.divisionId !== divisionId)
      errors.push({ field: 'districtId', messageKey: 'validation.office.districtNotInDivision' });
    else divisionId = district.divisionId;
  }
  if (divisionId !== null) {
    const [division] = await db
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.id, divisionId));
    if (!division) missing('divisionId');
  }

  const parentOfficeId = idOrNull(input.parentOfficeId);
  // An office without its own controlling office is controlled by its parent, as in the demo data.
  const controllingOfficeId = idOrNull(input.controllingOfficeId) ?? parentOfficeId;
  for (const [field, value] of [
    ['parentOfficeId', parentOfficeId],
    ['controllingOfficeId', controllingOfficeId],
  ] as const) {
    if (value === null) continue;
    const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, value));
    if (!office) missing(field);
  }
  if (errors.length > 0) throw badRequest('error.invalidInput', errors);

  if (officeId !== null) {
    for (const candidate of [parentOfficeId, controllingOfficeId]) {
      if (candidate !== null && (await isSelfOrBelow(db, officeId, candidate))) {
        throw new AppError(400, 'office.parentInvalid');
      }
    }
  }
  return {
    officeLevelId,
    ministryId,
    departmentId,
    divisionId,
    districtId,
    upazilaId,
    parentOfficeId,
    controllingOfficeId,
  };
}

/** True when `candidate` is the office or lies below it in the parent chain. */
async function isSelfOrBelow(db: Db, officeId: number, candidate: number): Promise<boolean> {
  let current: number | null = candidate;
  // The chain is short (ministry, head office, division, district, upazila); the bound stops a loop in bad data.
  for (let depth = 0; current !== null && depth < 50; depth++) {
    if (current === officeId) return true;
    const [row] = await db
      .select({ parentOfficeId: offices.parentOfficeId })
      .from(offices)
      .where(eq(offices.id, current));
    current = row?.parentOfficeId ?? null;
  }
  return false;
}
