/**
 * The desks a user holds, in the SPEC.md §3 `userrole` shape, with what hangs off each desk
 * (the office's site permissions and the desk's exam permissions). Prepared queries: every signed-in
 * request reads the active desk, so it is planned once (platform/prepared.ts).
 */
import { and, asc, type Column, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ExamDeskPermission, SitePermissions, UserRole } from '../../../common/contracts/auth.contract';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../platform/prepared';
import { dhakaDay } from '../../platform/working-days';
import { accessRoleAssignments, accessRoleGrants } from '../app-security/app-security.table';
import { deskCharges } from '../charge/charge.table';
import { examDeskPermissions } from '../exam/exam.table';
import { desks, offices, roles, sections, userRoles } from '../office/office.table';
import { profiles, users } from '../users/users.table';

export interface HeldDesk {
  /** The holding the desk is worked under: the user's own, or for a charge the absent holder's. */
  userRoleId: number | null;
  /** The charge the desk is held under, when it is not the user's own. */
  actingChargeId: number | null;
  role: UserRole;
  sitePermissions: SitePermissions;
  examDeskPermission: ExamDeskPermission | null;
  grants: string[];
}

const NO_OFFICE_ROLE_NAME = { bn: 'কোনো অফিস নেই', en: 'No office' };

/** The user's first profile, the one the interface uses (0 when there is none). */
export const firstProfileIdOf = (userId: typeof users.id | typeof userRoles.userId) =>
  sql<number>`coalesce((select ${profiles.id} from ${profiles} where ${profiles.userId} = ${userId} order by ${profiles.id} limit 1), 0)`.mapWith(
    Number,
  );

/**
 * App security's grants to the desk and to its designation, as `page|action` keys, in the same
 * query that resolves the desk (no query of its own per request); none without a desk.
 */
const grantsOfDesk = sql<
  string[] | null
>`(select json_agg(distinct ${accessRoleGrants.pagePath} || '|' || ${accessRoleGrants.action})
  from ${accessRoleAssignments} join ${accessRoleGrants} on ${accessRoleGrants.accessRoleId} = ${accessRoleAssignments.accessRoleId}
  where ${accessRoleAssignments.roleId} = ${desks.roleId} or ${accessRoleAssignments.deskId} = ${desks.id})`;

/** The columns of a held desk, for any query that joins a user's user_roles to their desks. */
export const deskColumns = {
  userRoleId: userRoles.id,
  isOfficeAdmin: userRoles.isOfficeAdmin,
  isOfficeHead: userRoles.isOfficeHead,
  isSectionAdmin: userRoles.isSectionAdmin,
  isSectionHead: userRoles.isSectionHead,
  deskId: desks.id,
  roleId: roles.id,
  roleNameBn: roles.nameBn,
  roleNameEn: roles.nameEn,
  sectionId: sections.id,
  sectionNameBn: sections.nameBn,
  sectionNameEn: sections.nameEn,
  officeId: offices.id,
  officeNameBn: offices.nameBn,
  officeNameEn: offices.nameEn,
  geoCode: offices.geoCode,
  controllingOfficeId: offices.controllingOfficeId,
  officeLevelId: offices.officeLevelId,
  ministryId: offices.ministryId,
  sitePermissions: offices.sitePermissions,
  exam: examDeskPermissions,
  grants: grantsOfDesk,
  actingChargeId: sql<number | null>`case when ${userRoles.userId} <> ${users.id} then ${deskCharges.id} end`,
  actingKind: deskCharges.kind,
  actingUntil: deskCharges.toDate,
};

/**
 * The charges a user acts under on the request's day (Asia/Dhaka, passed in as `today` so it is
 * the day the request arrived): joined before the holdings, each charge brings in the absent
 * holder's holding beside the user's own. No nightly job: the next day the dates no longer match.
 */
export const actingChargesOn = (today: SQL | ReturnType<typeof sql.placeholder>) =>
  and(
    eq(deskCharges.actingUserId, users.id),
    // Written into the statement, not sent as a parameter: these queries are prepared, and a
    // generic plan cannot match `status = $n` to the partial index on active charges
    // (desk_charges_acting_idx), so it read every charge begun so far on each request.
    sql`${deskCharges.status} = 'active'`,
    lte(deskCharges.fromDate, today as SQL),
    gte(deskCharges.toDate, today as SQL),
  );

/** The user's own holdings, and the holding of each charge joined above while its holder keeps it. */
export const ownOrChargedHoldings = and(
  isNull(userRoles.releasedOn),
  or(eq(userRoles.userId, users.id), eq(userRoles.id, deskCharges.holderUserRoleId)),
);

/** The user's own desks first, then the desks held under a charge. */
export const ownDesksFirst = sql`(${userRoles.userId} <> ${users.id})`;

type DeskColumnValues = {
  [K in Exclude<
    keyof typeof deskColumns,
    'exam' | 'grants' | 'actingChargeId'
  >]: (typeof deskColumns)[K] extends Column<infer C> ? C['data'] | null : never;
};
type ExamRow = typeof examDeskPermissions.$inferSelect;

/** A row of deskColumns (with the user's first profile id) as a held desk; none when it has no desk. */
export function toHeldDesk(
  row: DeskColumnValues & { exam: ExamRow | null; grants: string[] | null; actingChargeId: number | null },
  profileId: number,
): HeldDesk | null {
  if (row.userRoleId === null || row.deskId === null || row.officeId === null || row.roleId === null)
    return null;
  const { deskId: _deskId, ...exam } = row.exam ?? { deskId: 0 };
  const acting =
    row.actingChargeId !== null && row.actingKind !== null && row.actingUntil !== null
      ? { ChargeId: row.actingChargeId, Kind: row.actingKind, Until: row.actingUntil }
      : undefined;
  return {
    userRoleId: row.userRoleId,
    actingChargeId: acting?.ChargeId ?? null,
    role: {
      ProfileId: profileId,
      DeskId: row.deskId,
      GEOCode: row.geoCode,
      IsOfficeAdmin: row.isOfficeAdmin === true,
      IsOfficeHead: row.isOfficeHead === true,
      IsSectionAdmin: row.isSectionAdmin === true,
      IsSectionHead: row.isSectionHead === true,
      OfficeId: row.officeId,
      OfficeName: row.officeNameBn ?? '',
      OfficeNameEn: row.officeNameEn ?? '',
      RoleId: row.roleId,
      RoleName: row.roleNameBn ?? '',
      RoleNameEn: row.roleNameEn ?? '',
      SectionId: row.sectionId,
      SectionName: row.sectionNameBn,
      SectionNameEn: row.sectionNameEn,
      ControllingOfficeId: row.controllingOfficeId,
      OfficeLevelId: row.officeLevelId,
      MinistryId: row.ministryId,
      ...(acting ? { Acting: acting } : {}),
    },
    sitePermissions: { meetingMgt: row.sitePermissions?.meetingMgt === true },
    examDeskPermission: row.exam ? (exam as ExamDeskPermission) : null,
    grants: row.grants ?? [],
  };
}

const heldDesksQuery = preparedQuery((db) =>
  db
    .select({ ...deskColumns, profileId: firstProfileIdOf(users.id) })
    .from(users)
    .leftJoin(deskCharges, actingChargesOn(sql.placeholder('today')))
    .innerJoin(userRoles, ownOrChargedHoldings)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .leftJoin(sections, eq(sections.id, desks.sectionId))
    .leftJoin(examDeskPermissions, eq(examDeskPermissions.deskId, desks.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(ownDesksFirst, asc(userRoles.sortOrder), asc(userRoles.id))
    .prepare('auth_held_desks'),
);

/**
 * Every desk the user holds, in the user's order, then the desks held under a charge on `today`
 * (a Dhaka day). With charges the own holdings come once per charge; each is kept once.
 */
export async function listHeldDesks(
  db: Db,
  userId: number,
  today = dhakaDay(new Date()),
): Promise<HeldDesk[]> {
  const rows = await heldDesksQuery(db).execute({ userId, today });
  const seen = new Set<number>();
  const held: HeldDesk[] = [];
  for (const row of rows) {
    const desk = toHeldDesk(row, row.profileId);
    if (!desk?.userRoleId || seen.has(desk.userRoleId)) continue;
    seen.add(desk.userRoleId);
    held.push(desk);
  }
  return held;
}

/** A user without a desk works as role 0, 'no office' (SPEC.md §6), until a desk is given. */
export function noOfficeDesk(profileId: number): HeldDesk {
  return {
    userRoleId: null,
    actingChargeId: null,
    role: {
      ProfileId: profileId,
      DeskId: 0,
      GEOCode: null,
      IsOfficeAdmin: false,
      IsOfficeHead: false,
      IsSectionAdmin: false,
      IsSectionHead: false,
      OfficeId: 0,
      OfficeName: '',
      OfficeNameEn: '',
      RoleId: 0,
      RoleName: NO_OFFICE_ROLE_NAME.bn,
      RoleNameEn: NO_OFFICE_ROLE_NAME.en,
      SectionId: null,
      SectionName: null,
      SectionNameEn: null,
      ControllingOfficeId: null,
      OfficeLevelId: null,
      MinistryId: null,
    },
    sitePermissions: { meetingMgt: false },
    examDeskPermission: null,
    grants: [],
  };
}
