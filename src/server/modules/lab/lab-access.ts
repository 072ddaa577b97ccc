/**
 * Whose labs a caller reads and changes. App admins: every lab. Any other desk: the labs of its
 * office's area (the upazila when the office has one, else the district) and the labs of its own
 * institution (labs.office_id). An office with neither (a ministry) sees only its own. A lab outside
 * the area answers 404 on reads and 403 on writes.
 */
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { canManageLabs, isAppAdmin } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { preparedQuery } from '../../platform/prepared';
import { EVERY_LAB, labDistrictScope, labOfficeScope, labUpazilaScope } from '../../platform/read-cache';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import { labs } from './lab.table';

export type LabScope = null | { officeId: number; districtId: number | null; upazilaId: number | null };

const officePlaceQuery = preparedQuery((db) =>
  db
    .select({ districtId: offices.districtId, upazilaId: offices.upazilaId })
    .from(offices)
    .where(eq(offices.id, sql.placeholder('officeId')))
    .prepare('lab_office_place'),
);

/** null: every lab; otherwise the area and the caller's own office. */
export async function labScope(db: Db, auth: AuthContext): Promise<LabScope> {
  if (isAppAdmin(auth)) return null;
  const officeId = auth.activeRole.OfficeId;
  const [office] = await officePlaceQuery(db).execute({ officeId });
  return { officeId, districtId: office?.districtId ?? null, upazilaId: office?.upazilaId ?? null };
}

/**
 * The work number the caller's lab answers are kept under (platform/read-cache.ts, migration 0069):
 * its area's, the same area `labScope` reads.
 */
export async function labWorkNumber(db: Db, auth: AuthContext): Promise<number> {
  const scope = await labScope(db, auth);
  if (scope === null) return EVERY_LAB;
  if (scope.upazilaId !== null) return labUpazilaScope(scope.upazilaId);
  if (scope.districtId !== null) return labDistrictScope(scope.districtId);
  return labOfficeScope(scope.officeId);
}

/** The scope as a condition on the labs table; undefined for every lab. */
export function scopeSql(scope: LabScope): SQL | undefined {
  if (scope === null) return undefined;
  const own = eq(labs.officeId, scope.officeId);
  if (scope.upazilaId !== null) return or(eq(labs.upazilaId, scope.upazilaId), own);
  if (scope.districtId !== null) return or(eq(labs.districtId, scope.districtId), own);
  return own;
}

type Placed = { districtId: number; upazilaId: number | null; officeId: number | null };

export function scopeAllows(scope: LabScope, lab: Placed): boolean {
  if (scope === null) return true;
  if (lab.officeId === scope.officeId) return true;
  if (scope.upazilaId !== null) return lab.upazilaId === scope.upazilaId;
  if (scope.districtId !== null) return lab.districtId === scope.districtId;
  return false;
}

export type LabRow = typeof labs.$inferSelect;

/** The lab, or 404 when it is not there or outside the caller's area. */
export async function readableLab(db: Db, auth: AuthContext, id: number): Promise<LabRow> {
  const [row] = await db.select().from(labs).where(eq(labs.id, id));
  if (!row || !scopeAllows(await labScope(db, auth), row)) throw notFound();
  return row;
}

/** 403 unless the caller manages labs and the place lies in its area. */
export async function assertManages(db: Db, auth: AuthContext, place: Placed): Promise<void> {
  if (!canManageLabs(auth)) throw forbidden();
  if (!scopeAllows(await labScope(db, auth), place)) throw forbidden('lab.notYourArea');
}

/** The lab to change: 404 when there is none, 403 when it lies outside the caller's area or rule. */
export async function manageableLab(db: Db, auth: AuthContext, id: number): Promise<LabRow> {
  const [row] = await db.select().from(labs).where(eq(labs.id, id));
  if (!row) throw notFound();
  await assertManages(db, auth, row);
  return row;
}

/** The current fiscal year's first calendar year (July to June), in Bangladesh time. */
export function currentFiscalYear(now = new Date()): number {
  const local = new Date(now.getTime() + 6 * 3_600_000);
  return local.getUTCMonth() >= 6 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
}

export const fiscalRange = (year: number) => ({ from: `${year}-07-01`, to: `${year + 1}-06-30` });

export const rowsOf = async <T>(db: Db | Tx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
