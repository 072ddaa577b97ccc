/**
 * Whose freelancers a caller sees and manages. App admins (DoICT) see and manage every district;
 * any other desk sees the freelancers of its office's district, and its office admin manages them.
 * An office without a district (a ministry or the head office) sees none. A freelancer outside the
 * caller's scope answers 404; a write into another district 403.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { canManageFreelancers, isAppAdmin } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { preparedQuery } from '../../platform/prepared';
import { EVERY_FREELANCER, freelancerDistrictScope } from '../../platform/read-cache';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';

/** null: every district; a number: that district; 0: none. */
export type DistrictScope = number | null;

const officeDistrictQuery = preparedQuery((db) =>
  db
    .select({ districtId: offices.districtId })
    .from(offices)
    .where(eq(offices.id, sql.placeholder('officeId')))
    .prepare('freelancer_office_district'),
);

export async function districtScope(db: Db, auth: AuthContext): Promise<DistrictScope> {
  if (isAppAdmin(auth)) return null;
  const [office] = await officeDistrictQuery(db).execute({ officeId: auth.activeRole.OfficeId });
  return office?.districtId ?? 0;
}

/**
 * The work number the caller's freelancer answers are kept under (platform/read-cache.ts, migration
 * 0070): every district's for an app admin, else its office's district's, the scope it reads.
 */
export async function freelancerWorkNumber(db: Db, auth: AuthContext): Promise<number> {
  const scope = await districtScope(db, auth);
  return scope === null ? EVERY_FREELANCER : freelancerDistrictScope(scope);
}

/** The SQL of the scope on a district column; undefined for every district. */
export const inScope = (scope: DistrictScope, column: AnyPgColumn): SQL | undefined =>
  scope === null ? undefined : eq(column, scope);

export const scopeAllows = (scope: DistrictScope, districtId: number) =>
  scope === null || scope === districtId;

/** 403 unless the caller manages the freelancers of this district. */
export async function assertManages(db: Db, auth: AuthContext, districtId: number): Promise<void> {
  if (!canManageFreelancers(auth)) throw forbidden();
  const scope = await districtScope(db, auth);
  if (!scopeAllows(scope, districtId)) throw forbidden('freelancer.notYourDistrict');
}
