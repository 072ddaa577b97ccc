/**
 * Admin dashboard figures of one office, each computed by one grouped query (no row loads).
 * "Employees" are the officers posted to the office: the current, substantive holders of its desks.
 * A desk held only as an additional charge is counted as an empty post with its additional charge,
 * so the total, the gender split and the posts table always agree. Skills and research are read
 * from the profile's skills and research tabs; the leave figures are the applications waiting at
 * the office's desks (the leave module's pendingLeaveCounts).
 */
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { AdminDashboardResponse, GenderCounts } from '../../../common/contracts/dashboard.contract';
import type { Db } from '../../db/client';
import { desksUnderChargeToday } from '../charge/charge.service';
import { pendingLeaveCounts } from '../leave/leave.service';
import { desks, roles, userRoles } from '../office/office.table';
import { profileResearches, profileSkills, skillAreas } from '../profile/profile.table';
import { requisitionCounts } from '../store/store-stock.service';
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
  const substantive = sql<number>`count(distinct ${desks.id}) filter (where ${userRoles.id} is not null and not ${userRoles.isAdditionalCharge})::int`;
  const additional = sql<number>`count(distinct ${desks.id}) filter (where ${userRoles.isAdditionalCharge})::int`;
  const rows = await db
    .select({
      RoleId: roles.id,
      RoleName: roles.nameBn,
      RoleNameEn: roles.nameEn,
      TotalPosts: sql<number>`count(distinct ${desks.id})::int`,
      Posted: substantive,
      AdditionalCharge: additional,
    })
    .from(desks)
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .leftJoin(userRoles, and(eq(userRoles.deskId, desks.id), isNull(userRoles.releasedOn)))
    .where(eq(desks.officeId, officeId))
    .groupBy(roles.id, roles.nameBn, roles.nameEn, roles.grade)
    .orderBy(asc(sql`coalesce(${roles.grade}, 99)`), asc(roles.id));
  return rows.map((row) => ({ ...row, EmptyPosts: row.TotalPosts - row.Posted }));
}

const AREAS_SHOWN = 10;

/** The office's employees: current, substantive holders of its desks (as the figures above). */
const staffOf = (officeId: number) => sql`
  select distinct ${userRoles.userId} as user_id
  from ${userRoles}
  join ${desks} on ${desks.id} = ${userRoles.deskId}
  where ${desks.officeId} = ${officeId}
    and ${userRoles.releasedOn} is null
    and not ${userRoles.isAdditionalCharge}`;

/**
 * Skills of the office's employees, from the profile's skills tab (profile_skills, where the skills
 * named at registration land too): how many employees have at least one, how many different skills
 * (by name, case and encoding aside) they have, and the skill areas by how many employees have a
 * skill in them.
 */
async function skillsOf(db: Db, officeId: number) {
  // Both drivers answer with `rows`.
  const result = (await db.execute(sql`
    with staff as (${staffOf(officeId)}),
    staff_skills as (
      select staff.user_id, ${profileSkills.skillKey} as skill_key, ${skillAreas.nameBn} as area,
        ${skillAreas.sortOrder} as area_order
      from staff
      join ${profileSkills} on ${profileSkills.userId} = staff.user_id
      join ${skillAreas} on ${skillAreas.id} = ${profileSkills.skillAreaId}
    )
    select area as name, count(distinct user_id)::int as count,
      (select count(distinct user_id) from staff_skills)::int as skilled,
      (select count(distinct skill_key) from staff_skills)::int as total
    from staff_skills
    group by area, area_order
    order by count(distinct user_id) desc, area_order, area
    limit ${AREAS_SHOWN}
  `)) as unknown as { rows: { name: string; count: number; skilled: number; total: number }[] };
  const list = result.rows;
  return {
    skilledEmployees: Number(list[0]?.skilled ?? 0),
    totalSkills: Number(list[0]?.total ?? 0),
    skillAreas: list.map((row) => ({ name: row.name, count: Number(row.count) })),
  };
}

/**
 * Research of the office's employees (profile_researches): how many employees have at least one,
 * and the research areas (as written, trimmed) by how many employees research in them.
 */
async function researchOf(db: Db, officeId: number) {
  const result = (await db.execute(sql`
    with staff as (${staffOf(officeId)}),
    staff_research as (
      select staff.user_id, nullif(btrim(normalize(${profileResearches.area}, NFC)), '') as area
      from staff
      join ${profileResearches} on ${profileResearches.userId} = staff.user_id
    )
    select area as name, count(distinct user_id)::int as count,
      (select count(distinct user_id) from staff_research)::int as researchers
    from staff_research
    group by area
    order by (area is null), count(distinct user_id) desc, area
    limit ${AREAS_SHOWN + 1}
  `)) as unknown as { rows: { name: string | null; count: number; researchers: number }[] };
  const list = result.rows;
  return {
    researchers: Number(list[0]?.researchers ?? 0),
    researchAreas: list
      .filter((row): row is { name: string; count: number; researchers: number } => row.name !== null)
      .slice(0, AREAS_SHOWN)
      .map((row) => ({ name: row.name, count: Number(row.count) })),
  };
}

export async function adminDashboard(db: Db, officeId: number): Promise<AdminDashboardResponse> {
  const [posted, attached, nonPosted, employeesByRole, skills, research, leave, underCharge, store] =
    await Promise.all([
      postedByGender(db, officeId),
      attachedByGender(db, officeId),
      nonPostedByGender(db, officeId),
      postsByRole(db, officeId),
      skillsOf(db, officeId),
      researchOf(db, officeId),
      pendingLeaveCounts(db, officeId),
      desksUnderChargeToday(db, officeId),
      requisitionCounts(db, officeId),
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
    // Waiting at a desk of this office, by the applicant's office (the leave module's queue).
    ownOfficeLeavePending: leave.own,
    otherOfficeLeavePending: leave.other,
    desksUnderChargeToday: underCharge,
    skilledEmployees: skills.skilledEmployees,
    skillAreas: skills.skillAreas,
    researchers: research.researchers,
    researchAreas: research.researchAreas,
    employeesByRole,
    totalSkills: skills.totalSkills,
    storeRequisitions: store,
  };
}
