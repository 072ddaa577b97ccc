/**
 * Choices of the "give charge" form: the office's held desks with their holders, and its officers;
 * and, for an absence on its way to approval (leave, tour), the desks whose holders may take the
 * absent officer's charge.
 */
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { ChargeDeskOption, ChargePerson } from '../../../common/contracts/charge.contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../platform/paging';
import type { AuthContext } from '../auth/auth.session';
import { desks, offices, roles, userRoles } from '../office/office.table';
import { profiles, users } from '../users/users.table';
import { notAwayIn } from './charge.rules';

const OPTION_LIMIT = 50;

const nameBn = sql<string>`coalesce((select p.known_as_bangla from profiles p where p.user_id = ${users.id} order by p.id limit 1), ${users.name})`;

const matches = (search: string | undefined) =>
  search
    ? sql`exists (select 1 from ${profiles} where ${profiles.userId} = ${users.id} and ${profiles.searchText} like ${containsPattern(search.normalize('NFC').toLowerCase())})`
    : undefined;

const deskQuery = (db: Db) =>
  db
    .select({
      deskId: desks.id,
      roleBn: roles.nameBn,
      roleEn: roles.nameEn,
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
      userId: users.id,
      nameBn,
      nameEn: users.name,
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .$dynamic();

type DeskRow = Omit<ChargeDeskOption, 'holder'> & ChargeDeskOption['holder'];

const toOptions = (rows: DeskRow[]): ChargeDeskOption[] =>
  rows.map(({ userId, nameBn: bn, nameEn, ...desk }) => ({
    ...desk,
    holder: { userId, nameBn: bn, nameEn },
  }));

/** The active office's desks that someone holds (a vacant post is not given in charge). */
export async function deskOptions(db: Db, auth: AuthContext, search?: string): Promise<ChargeDeskOption[]> {
  const rows = await deskQuery(db)
    .where(and(eq(desks.officeId, auth.activeRole.OfficeId), isNull(userRoles.releasedOn), matches(search)))
    .orderBy(asc(desks.sortOrder), asc(desks.id))
    .limit(OPTION_LIMIT);
  return toOptions(rows);
}

/**
 * Desks of `officeId` whose holders may take the charge of `absentUserId`'s desk from `fromDate` to
 * `toDate`: held by an active officer, not the absent officer, and not by one away on a day of the
 * window (on leave asked for or approved, on an approved tour, a final trainee of a running batch),
 * as the giving rules (charge.rules.ts) would refuse them. The search matches the holder's name or
 * the post's name.
 */
export async function takerDeskOptions(
  db: Db,
  window: { officeId: number; absentUserId: number; fromDate: string; toDate: string },
  search?: string,
): Promise<ChargeDeskOption[]> {
  const byPost = search ? containsPattern(search.normalize('NFC')) : null;
  const rows = await deskQuery(db)
    .where(
      and(
        eq(desks.officeId, window.officeId),
        isNull(userRoles.releasedOn),
        ne(userRoles.userId, window.absentUserId),
        eq(users.isActive, true),
        notAwayIn(userRoles.userId, window),
        byPost
          ? or(matches(search), sql`${roles.nameBn} ilike ${byPost}`, sql`${roles.nameEn} ilike ${byPost}`)
          : undefined,
      ),
    )
    .orderBy(asc(desks.sortOrder), asc(desks.id))
    .limit(OPTION_LIMIT);
  return toOptions(rows);
}

/** The officers holding a desk of the active office, who may take a charge. */
export async function officerOptions(db: Db, auth: AuthContext, search?: string): Promise<ChargePerson[]> {
  return db
    .selectDistinctOn([users.id], { userId: users.id, nameBn, nameEn: users.name })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.isActive, true)))
    .where(and(eq(desks.officeId, auth.activeRole.OfficeId), isNull(userRoles.releasedOn), matches(search)))
    .orderBy(asc(users.id))
    .limit(OPTION_LIMIT);
}
