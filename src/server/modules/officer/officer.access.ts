/**
 * Who may see an officer: the officer, app admins, and the admins of an office the officer works in,
 * is at home in, is attached to, or holds a desk of. Anyone else gets a 404, as if there were none.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { canListOfficersOf, isAppAdmin } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { desks, userRoles } from '../office/office.table';
import { profiles } from '../users/users.table';

/** The offices an officer belongs to: where posted (every desk held), home, attached. */
async function officesOf(
  db: Db | Tx,
  userId: number,
  profile: { homeOfficeId: number | null; attachedOfficeId: number | null; officeId: number | null },
) {
  const held = await db
    .select({ officeId: desks.officeId })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .where(and(eq(userRoles.userId, userId), isNull(userRoles.releasedOn)));
  return [
    profile.officeId,
    profile.homeOfficeId,
    profile.attachedOfficeId,
    ...held.map((row) => row.officeId),
  ].filter((id): id is number => id !== null);
}

/** 404 unless the caller manages officers of one of the officer's offices (or is the officer). */
export async function assertCanSeeOfficer(
  db: Db | Tx,
  actor: Actor,
  userId: number,
): Promise<typeof profiles.$inferSelect> {
  const [profile] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.id))
    .limit(1);
  if (!profile) throw notFound();
  if (actor.auth.userId === userId || isAppAdmin(actor.auth)) return profile;
  const officeIds = await officesOf(db, userId, profile);
  if (!officeIds.some((officeId) => canListOfficersOf(actor.auth, officeId))) throw notFound();
  return profile;
}
