/**
 * Who sees and decides which transfer application, and which offices a planner plans for.
 * Deciding desks: the office admin or head desk of the applicant's office or of its controlling
 * office (and the super admin). Planners: an office admin for the own office and the offices it
 * controls (and the super admin for any). An applicant reads the own applications. Anyone else
 * does not see an application (404); a desk that may decide transfers but not this one gets 403.
 */
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { canDecideTransfers, canPlanTransfers } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { EVERY_OFFICE } from '../../platform/read-cache';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import { transferApplications } from './transfer.table';

interface Row {
  applicantUserId: number;
  officeId: number;
  controllingOfficeId: number | null;
}

const activeOffice = (auth: AuthContext) => auth.activeRole.OfficeId;

/** The applications a deciding desk sees: its office's and those of the offices it controls. */
export function decidingScope(auth: AuthContext): SQL | undefined {
  if (auth.isSuperAdmin) return undefined;
  const office = activeOffice(auth);
  return or(eq(transferApplications.officeId, office), eq(transferApplications.controllingOfficeId, office));
}

/** Whose applications a deciding desk's kept list is about: its office's, or every office's. */
export const decidingOffice = (auth: AuthContext): number =>
  auth.isSuperAdmin ? EVERY_OFFICE : activeOffice(auth);

/** Is the row in the caller's office or an office it controls? */
export const inOfficeScope = (auth: AuthContext, row: Row) =>
  auth.isSuperAdmin || row.officeId === activeOffice(auth) || row.controllingOfficeId === activeOffice(auth);

export const isApplicant = (auth: AuthContext, row: Row) => row.applicantUserId === auth.userId;

/** The caller's desk decides this application (not the applicant's own). */
export const mayDecide = (auth: AuthContext, row: Row) =>
  canDecideTransfers(auth) && inOfficeScope(auth, row) && !isApplicant(auth, row);

/** Throws 403 unless the caller's desk decides this application. */
export function assertMayDecide(auth: AuthContext, row: Row): void {
  if (isApplicant(auth, row)) throw forbidden('transfer.ownApplication');
  if (!mayDecide(auth, row)) throw forbidden('transfer.foreignDesk');
}

/** The applicant, the deciding desks and the planners of its offices read an application. */
export const mayRead = (auth: AuthContext, row: Row) =>
  isApplicant(auth, row) ||
  ((canDecideTransfers(auth) || canPlanTransfers(auth)) && inOfficeScope(auth, row));

/**
 * The offices a planner plans for, as a condition on `column`: the active office and the offices
 * it controls; the super admin any office. With `officeId` given, that one office (the caller must
 * plan for it: see assertPlansFor).
 */
export function planningScope(auth: AuthContext, column: AnyPgColumn, officeId?: number): SQL | undefined {
  if (officeId !== undefined) return eq(column, officeId);
  const office = activeOffice(auth);
  return or(
    eq(column, office),
    inArray(
      column,
      sql`(select ${offices.id} from ${offices} where ${offices.controllingOfficeId} = ${office})`,
    ),
  );
}

/** Does the caller plan for `officeId`? */
export async function plansFor(db: Db | Tx, auth: AuthContext, officeId: number): Promise<boolean> {
  if (!canPlanTransfers(auth)) return false;
  if (auth.isSuperAdmin || officeId === activeOffice(auth)) return true;
  const [office] = await db
    .select({ controllingOfficeId: offices.controllingOfficeId })
    .from(offices)
    .where(eq(offices.id, officeId));
  return office?.controllingOfficeId === activeOffice(auth);
}

export async function assertPlansFor(db: Db | Tx, auth: AuthContext, officeId: number): Promise<void> {
  if (!(await plansFor(db, auth, officeId))) throw forbidden('transfer.outOfScope');
}
