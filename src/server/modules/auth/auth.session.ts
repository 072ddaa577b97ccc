/** Bearer sessions: random tokens stored hashed, with expiry, revocation and the active desk. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type {
  ExamDeskPermission,
  FixedData,
  SessionPayload,
  SessionProfile,
  SessionUser,
  SitePermissions,
  UserRole,
} from '../../../common/contracts/auth.contract';
import type { Db } from '../../db/client';
import { appSettings } from '../settings/settings.table';
import { profiles, users } from '../users/users.table';
import { type HeldDesk, listHeldDesks, noOfficeDesk } from './auth.roles';
import { sessions } from './auth.table';

/** What every authenticated request knows about its caller (also the input of common/permissions.ts). */
export interface AuthContext {
  tokenHash: string;
  userId: number;
  userRoleId: number | null;
  activeRole: UserRole;
  isSuperAdmin: boolean;
  isSupportAdmin: boolean;
  supportLevel: number;
  sitePermissions: SitePermissions;
  examDeskPermission: ExamDeskPermission | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  input: { userId: number; userRoleId: number | null; ttlHours: number; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  // Keep the table small: a user's sessions that ended over a month ago are no longer needed.
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, input.userId), lt(sessions.expiresAt, new Date(Date.now() - 30 * 86_400_000))),
    );
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlHours * 3600_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    activeUserRoleId: input.userRoleId,
    expiresAt,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeAllSessionsOf(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The active desk of a session: the one it chose if still held, else the user's first desk. */
async function activeDesk(db: Db, userId: number, userRoleId: number | null): Promise<HeldDesk> {
  if (userRoleId !== null) {
    const [chosen] = await listHeldDesks(db, userId, userRoleId);
    if (chosen) return chosen;
  }
  const [first] = await listHeldDesks(db, userId);
  return first ?? noOfficeDesk(db, userId);
}

/** Looks up a bearer token; null when unknown, expired, revoked or the account is disabled. */
export async function resolveSession(db: Db, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: users.id,
      userRoleId: sessions.activeUserRoleId,
      isSuperAdmin: users.isSuperAdmin,
      isSupportAdmin: users.isSupportAdmin,
      supportLevel: users.supportLevel,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    );
  if (!row) return null;
  const desk = await activeDesk(db, row.userId, row.userRoleId);
  return {
    tokenHash,
    userId: row.userId,
    userRoleId: desk.userRoleId,
    activeRole: desk.role,
    isSuperAdmin: row.isSuperAdmin,
    isSupportAdmin: row.isSupportAdmin,
    supportLevel: row.supportLevel,
    sitePermissions: desk.sitePermissions,
    examDeskPermission: desk.examDeskPermission,
  };
}

async function fixedData(db: Db): Promise<FixedData> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'fixedData'));
  const value = (row?.value ?? {}) as Partial<FixedData>;
  return { isNidVerificationEnabled: value.isNidVerificationEnabled === true };
}

async function loadUser(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

function sessionUser(user: Awaited<ReturnType<typeof loadUser>>): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/** The user of SPEC.md §3 alone, for the automatic-login user endpoint. */
export async function loadSessionUser(db: Db, userId: number): Promise<SessionUser> {
  return sessionUser(await loadUser(db, userId));
}

/** The user's profiles in the §3 shape; the first is the one the interface uses. */
export async function loadSessionProfiles(db: Db, userId: number): Promise<SessionProfile[]> {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(profiles.id);
  return rows.map((profile) => ({
    id: profile.id,
    KnownAs: profile.knownAs,
    KnownAsBangla: profile.knownAsBangla,
    PhotoUrl: profile.photoUrl,
    SignatureUrl: profile.signatureUrl,
  }));
}

/** The SPEC.md §3 session description, with the active desk first in `userrole`. */
export async function buildSessionPayload(
  db: Db,
  userId: number,
  activeUserRoleId: number | null,
): Promise<SessionPayload> {
  const user = await loadUser(db, userId);
  const held = await listHeldDesks(db, userId);
  const active =
    held.find((desk) => desk.userRoleId === activeUserRoleId) ?? held[0] ?? (await noOfficeDesk(db, userId));
  const others = held.filter((desk) => desk !== active);
  return {
    user: sessionUser(user),
    isSuperAdmin: user.isSuperAdmin,
    isSupportAdmin: user.isSupportAdmin,
    supportLevel: user.supportLevel,
    profile: await loadSessionProfiles(db, userId),
    userrole: [active, ...others].map((desk) => desk.role),
    sitePermissions: active.sitePermissions,
    fixedData: await fixedData(db),
    examDeskPermission: active.examDeskPermission,
  };
}

/** Makes one of the user's own desks the active one; null when the desk is not the user's. */
export async function switchActiveDesk(db: Db, auth: AuthContext, deskId: number): Promise<number | null> {
  const held = await listHeldDesks(db, auth.userId);
  const target = held.find((desk) => desk.role.DeskId === deskId);
  if (!target?.userRoleId) return null;
  await db
    .update(sessions)
    .set({ activeUserRoleId: target.userRoleId })
    .where(eq(sessions.tokenHash, auth.tokenHash));
  return target.userRoleId;
}
