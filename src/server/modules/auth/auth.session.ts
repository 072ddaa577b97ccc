/** Bearer sessions: random tokens stored hashed, with expiry, revocation and the active desk. */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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
import { ok } from '../../platform/http';
import { preparedQuery } from '../../platform/prepared';
import { dhakaDay } from '../../platform/working-days';
import { deskCharges } from '../charge/charge.table';
import { examDeskPermissions } from '../exam/exam.table';
import { desks, offices, roles, sections, userRoles } from '../office/office.table';
import { users } from '../users/users.table';
import {
  actingChargesOn,
  deskColumns,
  firstProfileIdOf,
  listHeldDesks,
  noOfficeDesk,
  ownDesksFirst,
  ownOrChargedHoldings,
  toHeldDesk,
} from './auth.roles';
import { sessions } from './auth.table';
import { cachePerDatabase, currentGeneration, frozen } from './auth-cache';

/** What every authenticated request knows about its caller (also the input of common/permissions.ts). */
export interface AuthContext {
  tokenHash: string;
  userId: number;
  /** The holding worked under: the own one, or under a charge the absent holder's. */
  userRoleId: number | null;
  /** The charge the active desk is held under (ভারপ্রাপ্ত); null on the user's own desk. */
  actingChargeId: number | null;
  activeRole: UserRole;
  isSuperAdmin: boolean;
  isSupportAdmin: boolean;
  supportLevel: number;
  sitePermissions: SitePermissions;
  examDeskPermission: ExamDeskPermission | null;
  /** App security's grants to the active desk (common/permissions.ts `grantKey`s). */
  grants: string[];
  /** The auth generation this request read (auth-cache.ts); the session payload is cached under it. */
  generation: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Resolved tokens, and the session endpoint's answers, while the generation stays. */
const resolvedSessions = cachePerDatabase<AuthContext>(20_000);
const sessionBodies = cachePerDatabase<string>(5_000);

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

/**
 * The session, its user and the active desk in one prepared query: the desk the session chose if
 * the user still holds it, else the user's first desk, else none (role 0). A desk held under a
 * charge counts as held from its first day through its last, by the request's Dhaka day (the
 * `today` parameter), so a charge starts and ends without a job and without a query of its own.
 * Every signed-in request runs it, so it is planned once per connection.
 */
const sessionQuery = preparedQuery((db) =>
  db
    .select({
      userId: users.id,
      isSuperAdmin: users.isSuperAdmin,
      isSupportAdmin: users.isSupportAdmin,
      supportLevel: users.supportLevel,
      profileId: firstProfileIdOf(users.id),
      expiresAt: sessions.expiresAt,
      ...deskColumns,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.isActive, true)))
    .leftJoin(deskCharges, actingChargesOn(sql.placeholder('today')))
    .leftJoin(userRoles, ownOrChargedHoldings)
    .leftJoin(desks, eq(desks.id, userRoles.deskId))
    .leftJoin(roles, eq(roles.id, desks.roleId))
    .leftJoin(offices, eq(offices.id, desks.officeId))
    .leftJoin(sections, eq(sections.id, desks.sectionId))
    .leftJoin(examDeskPermissions, eq(examDeskPermissions.deskId, desks.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(
      sql`${userRoles.id} = ${sessions.activeUserRoleId} desc nulls last`,
      ownDesksFirst,
      asc(userRoles.sortOrder),
      asc(userRoles.id),
    )
    .limit(1)
    .prepare('auth_resolve_session'),
);

/**
 * Looks up a bearer token; null when unknown, expired, revoked or the account is disabled. `today`
 * is the Dhaka day the request arrived (given by tests of a charge's first and last day).
 */
export async function resolveSession(
  db: Db,
  token: string,
  today = dhakaDay(new Date()),
): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const generation = await currentGeneration(db);
  const key = `${tokenHash}|${today}`;
  const cached = resolvedSessions(db).get(key, generation);
  if (cached) return cached;
  // Unknown tokens are not kept: a flood of made-up ones must not push out real sessions.
  const [row] = await sessionQuery(db).execute({ tokenHash, today });
  if (!row) return null;
  const desk = toHeldDesk(row, row.profileId) ?? noOfficeDesk(row.profileId);
  const auth: AuthContext = frozen({
    tokenHash,
    generation,
    userId: row.userId,
    userRoleId: desk.userRoleId,
    actingChargeId: desk.actingChargeId,
    activeRole: desk.role,
    isSuperAdmin: row.isSuperAdmin,
    isSupportAdmin: row.isSupportAdmin,
    supportLevel: row.supportLevel,
    sitePermissions: desk.sitePermissions,
    examDeskPermission: desk.examDeskPermission,
    grants: desk.grants,
  });
  resolvedSessions(db).set(key, generation, auth, row.expiresAt.getTime());
  return auth;
}

/** The application's fixed data as the session carries it (SPEC.md §3). */
function toFixedData(value: unknown): FixedData {
  const stored = (value ?? {}) as Partial<FixedData>;
  return { isNidVerificationEnabled: stored.isNidVerificationEnabled === true };
}

/**
 * The user's profiles in the §3 shape, first one first, as one JSON value. Written out in SQL with
 * its own alias: in a select of one table drizzle leaves column names unqualified, and `id` inside
 * the subquery would then mean the profile's own.
 */
const profilesOfUser = sql<SessionProfile[]>`(select coalesce(json_agg(json_build_object(
    'id', p.id, 'KnownAs', p.known_as, 'KnownAsBangla', p.known_as_bangla,
    'PhotoUrl', p.photo_url, 'SignatureUrl', p.signature_url) order by p.id), '[]')
  from profiles p where p.user_id = "users"."id")`;

/** The user, the user's profiles and the application's fixed data in one prepared query. */
const userQuery = preparedQuery((db) =>
  db
    .select({
      user: users,
      profiles: profilesOfUser,
      fixedData: sql<unknown>`(select s.value from app_settings s where s.key = 'fixedData')`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_user'),
);

async function loadUser(db: Db, userId: number) {
  const [row] = await userQuery(db).execute({ userId });
  return row;
}

function sessionUser(user: typeof users.$inferSelect): SessionUser {
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
  return sessionUser((await loadUser(db, userId)).user);
}

/** The user's profiles in the §3 shape; the first is the one the interface uses. */
export async function loadSessionProfiles(db: Db, userId: number): Promise<SessionProfile[]> {
  return (await loadUser(db, userId)).profiles;
}

/**
 * The SPEC.md §3 session description, with the active desk first in `userrole`: two prepared
 * queries sent together (the user with profiles and fixed data, and the desks).
 */
export async function buildSessionPayload(
  db: Db,
  userId: number,
  activeUserRoleId: number | null,
): Promise<SessionPayload> {
  const [{ user, profiles: profile, fixedData }, held] = await Promise.all([
    loadUser(db, userId),
    listHeldDesks(db, userId),
  ]);
  const active =
    held.find((desk) => desk.userRoleId === activeUserRoleId) ?? held[0] ?? noOfficeDesk(profile[0]?.id ?? 0);
  const others = held.filter((desk) => desk !== active);
  return {
    user: sessionUser(user),
    isSuperAdmin: user.isSuperAdmin,
    isSupportAdmin: user.isSupportAdmin,
    supportLevel: user.supportLevel,
    profile,
    userrole: [active, ...others].map((desk) => desk.role),
    sitePermissions: active.sitePermissions,
    fixedData: toFixedData(fixedData),
    examDeskPermission: active.examDeskPermission,
    grants: active.grants,
  };
}

/**
 * The session endpoint's answer (`ok(payload)` as JSON text) for a signed-in request, kept like its
 * access while the generation stays.
 */
export async function sessionBodyOf(
  db: Db,
  auth: AuthContext,
  today = dhakaDay(new Date()),
): Promise<string> {
  const key = `${auth.userId}|${auth.userRoleId}|${today}`;
  const cached = sessionBodies(db).get(key, auth.generation);
  if (cached) return cached;
  const body = JSON.stringify(ok(await buildSessionPayload(db, auth.userId, auth.userRoleId)));
  // A payload names no expiry of its own; it ends with the generation or the day.
  sessionBodies(db).set(key, auth.generation, body, Number.POSITIVE_INFINITY);
  return body;
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
