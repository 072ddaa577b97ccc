/**
 * /userskills (SPEC.md §2, §6 "skills"): an office admin (and an app admin) sees the skills of the
 * officers posted to the active office, paged, searched by officer or skill in Bangla and English,
 * filtered by skill area and level; everyone else sees the own skills. The rows are the profile's
 * skills tab (profile_skills).
 */
import { and, asc, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  SkillArea,
  UserSkillRow,
  UserSkillsPage,
  UserSkillsParams,
} from '../../../common/contracts/profile-sections.contract';
import { isAppAdmin } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { desks, profileSkills, profiles, skillAreas, userRoles } from '../../db/schema';
import { containsPattern, countAll, pageOffset } from '../../platform/paging';
import type { AuthContext } from '../auth/auth.session';

export async function listSkillAreas(db: Db): Promise<SkillArea[]> {
  return db
    .select({ id: skillAreas.id, nameBn: skillAreas.nameBn, nameEn: skillAreas.nameEn })
    .from(skillAreas)
    .orderBy(asc(skillAreas.sortOrder), asc(skillAreas.id));
}

/** Office admins and app admins see the active office's officers; the others their own skills. */
export const skillsScopeOf = (auth: AuthContext): 'office' | 'own' =>
  auth.activeRole.IsOfficeAdmin || isAppAdmin(auth) ? 'office' : 'own';

/** An account's first profile (the one SPEC.md §3 uses). */
const firstProfile = sql`(select min(p.id) from profiles p where p.user_id = ${profileSkills.userId})`;

function whereOf(
  db: Db,
  auth: AuthContext,
  query: Omit<UserSkillsParams, 'page' | 'pageSize'>,
): SQL | undefined {
  const scope =
    skillsScopeOf(auth) === 'office'
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .innerJoin(desks, eq(desks.id, userRoles.deskId))
            .where(
              and(
                eq(userRoles.userId, profileSkills.userId),
                isNull(userRoles.releasedOn),
                eq(userRoles.isAdditionalCharge, false),
                eq(desks.officeId, auth.activeRole.OfficeId),
              ),
            ),
        )
      : eq(profileSkills.userId, auth.userId);
  const search = query.search
    ? sql`(${profiles.searchText} like lower(${containsPattern(query.search.normalize('NFC'))}) or ${profileSkills.skillKey} like lower(${containsPattern(query.search.normalize('NFC'))}))`
    : undefined;
  return and(
    scope,
    query.skillAreaId ? eq(profileSkills.skillAreaId, query.skillAreaId) : undefined,
    query.level ? eq(profileSkills.level, query.level) : undefined,
    search,
  );
}

function rowsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: profileSkills.id,
      userId: profileSkills.userId,
      nameBn: profiles.knownAsBangla,
      nameEn: profiles.knownAs,
      areaId: skillAreas.id,
      areaBn: skillAreas.nameBn,
      areaEn: skillAreas.nameEn,
      skill: profileSkills.skill,
      level: profileSkills.level,
      years: profileSkills.years,
    })
    .from(profileSkills)
    .innerJoin(skillAreas, eq(skillAreas.id, profileSkills.skillAreaId))
    .innerJoin(profiles, eq(profiles.id, firstProfile))
    .where(where)
    .orderBy(asc(profiles.knownAsBangla), asc(skillAreas.sortOrder), asc(profileSkills.id));
}

const toRow = ({
  areaId,
  areaBn,
  areaEn,
  ...row
}: Awaited<ReturnType<typeof rowsQuery>>[number]): UserSkillRow => ({
  ...row,
  skillArea: { id: areaId, nameBn: areaBn, nameEn: areaEn },
});

export async function listUserSkills(
  db: Db,
  auth: AuthContext,
  query: UserSkillsParams,
): Promise<UserSkillsPage> {
  const where = whereOf(db, auth, query);
  const [rows, [{ total }]] = await Promise.all([
    rowsQuery(db, where).limit(query.pageSize).offset(pageOffset(query)),
    db
      .select({ total: countAll })
      .from(profileSkills)
      .innerJoin(skillAreas, eq(skillAreas.id, profileSkills.skillAreaId))
      .innerJoin(profiles, eq(profiles.id, firstProfile))
      .where(where),
  ]);
  return { items: rows.map(toRow), total, scope: skillsScopeOf(auth) };
}

/** The same list in batches, for the Excel export. */
export async function* userSkillBatches(
  db: Db,
  auth: AuthContext,
  query: Omit<UserSkillsParams, 'page' | 'pageSize'>,
  batchSize: number,
  maxRows: number,
): AsyncGenerator<UserSkillRow[]> {
  const where = whereOf(db, auth, query);
  for (let offset = 0; offset < maxRows; offset += batchSize) {
    const rows = await rowsQuery(db, where)
      .limit(Math.min(batchSize, maxRows - offset))
      .offset(offset);
    yield rows.map(toRow);
    if (rows.length < batchSize) return;
  }
}
