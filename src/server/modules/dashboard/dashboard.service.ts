/**
 * Admin dashboard figures of one office, each computed by one grouped query (no row loads).
 * Leave, skills and research figures come from their modules' tables as those modules land;
 * until then they are the zero their empty tables would give.
 */
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { AdminDashboardResponse, GenderCounts } from '../../../common/contracts/dashboard.contract';
import type { Db } from '../../db/client';
import { desks, roles, userRoles } from '../office/office.table';
import { profiles } from '../users/users.table';

function genderCounts(rows: { gender: string | null; count: number }[]): GenderCounts {
  const counts: GenderCounts = { male: 0, female: 0, other: 0 };
  for (const row of rows) {
    const key = row.gender === 'male' || row.gender === 'female' ? row.gender : 'other';
    counts[key] += row.count;
  }
  return counts;
}

const total = (counts: GenderCounts) => counts.male + counts.female + counts.other;
const countColumn = sql<number>`count(distinct ${profiles.userId})::int`;

/** Officers posted to the office: current, substantive (not additional-charge) holders of its desks. */
async function postedByGender(db: Db, officeId: number) {
  return db
    .select({ gender: profiles.gender, count: countColumn })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(profiles, eq(profiles.userId, userRoles.userId))
    .where(
      and(
        eq(desks.officeId, officeId),
        isNull(userRoles.releasedOn),
        eq(userRoles.isAdditionalCharge, false),
      ),
    )
    .groupBy(profiles.gender);
}

async function attachedByGender(db: Db, officeId: number) {
  return db
    .select({ gender: profiles.gender, count: countColumn })
    .from(profiles)
    .where(eq(profiles.attachedOfficeId, officeId))
    .groupBy(profiles.gender);
}

/** Officers of the office who hold no desk anywhere (পদায়নবিহীন). */
async function nonPostedByGender(db: Db, officeId: number) {
  return db
    .select({ gender: profiles.gender, count: countColumn })
    .from(profiles)
    .where(
      and(
        eq(profiles.homeOfficeId, officeId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, profiles.userId), isNull(userRoles.releasedOn))),
        ),
      ),
    )
    .groupBy(profiles.gender);
}

async function postsByRole(db: Db, officeId: number) {
  const posted = sql<number>`count(${userRoles.id})::int`;
  const rows = await db
    .select({
      RoleId: roles.id,
      RoleName: roles.nameBn,
      RoleNameEn: roles.nameEn,
      TotalPosts: sql<number>`count(distinct ${desks.id})::int`,
      Posted: posted,
    })
    .from(desks)
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .leftJoin(userRoles, and(eq(userRoles.deskId, desks.id), isNull(userRoles.releasedOn)))
    .where(eq(desks.officeId, officeId))
    .groupBy(roles.id, roles.nameBn, roles.nameEn, roles.grade)
    .orderBy(asc(sql`coalesce(${roles.grade}, 99)`), asc(roles.id));
  return rows.map((row) => ({ ...row, EmptyPosts: row.TotalPosts - row.Posted }));
}

export async function adminDashboard(db: Db, officeId: number): Promise<AdminDashboardResponse> {
  const [posted, attached, nonPosted, employeesByRole] = await Promise.all([
    postedByGender(db, officeId),
    attachedByGender(db, officeId),
    nonPostedByGender(db, officeId),
    postsByRole(db, officeId),
  ]);
  const employeesByGender = genderCounts(posted);
  const totalAttachedEmployeesByGender = genderCounts(attached);
  const nonPostedEmployeesByGender = genderCounts(nonPosted);
  return {
    officeId,
    totalEmployees: total(employeesByGender),
    employeesByGender,
    totalAttachedEmployees: total(totalAttachedEmployeesByGender),
    totalAttachedEmployeesByGender,
    totalNonPostedEmployees: total(nonPostedEmployeesByGender),
    nonPostedEmployeesByGender,
    ownOfficeLeavePending: 0,
    otherOfficeLeavePending: 0,
    skilledEmployees: 0,
    skillAreas: [],
    researchers: 0,
    researchAreas: [],
    employeesByRole,
    totalSkills: 0,
  };
}
