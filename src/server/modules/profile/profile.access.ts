/**
 * Who reads an officer's profile (its tabs, its CV, its photo and signature): the officer, super
 * and support admins anywhere, and the admin of an office where the officer holds a desk now. To
 * anyone else the profile does not exist (404). Only the officer changes it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { canManageOffice, isAppAdmin } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { desks, userRoles } from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { AuthContext } from '../auth/auth.session';

/** The offices where `userId` holds a desk now. */
export async function officesOfDesksHeld(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ officeId: desks.officeId })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .where(and(eq(userRoles.userId, userId), isNull(userRoles.releasedOn)));
  return rows.map((row) => row.officeId);
}

/** The user, app admins, and whoever administers an office where the user holds a desk. */
export async function canReadProfileOf(db: Db, auth: AuthContext, userId: number): Promise<boolean> {
  if (userId === auth.userId || isAppAdmin(auth)) return true;
  if (!auth.activeRole.IsOfficeAdmin) return false;
  const offices = await officesOfDesksHeld(db, userId);
  return offices.some((officeId) => canManageOffice(auth, officeId));
}

export async function assertCanReadProfileOf(db: Db, auth: AuthContext, userId: number): Promise<void> {
  if (!(await canReadProfileOf(db, auth, userId))) throw notFound();
}
