/**
 * The recipient picker: officers found by name (the profiles' trigram index) and desks found by
 * designation or office. Without a search it offers the caller's own office's desks, which is
 * whom an officer writes to most.
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { RecipientOption } from '../../../common/contracts/message.contract';
import type { Db } from '../../db/client';
import { containsPattern, searchTextMatches } from '../../platform/paging';
import type { AuthContext } from '../auth/auth.session';
import { desks, offices, roles, userRoles } from '../office/office.table';
import { profiles, users } from '../users/users.table';
import { currentPostsOf } from './message.service';

const LIMIT = 15;

export async function findRecipients(
  db: Db,
  auth: AuthContext,
  search: string | undefined,
): Promise<RecipientOption[]> {
  const deskQuery = db
    .select({
      id: desks.id,
      roleId: roles.id,
      roleBn: roles.nameBn,
      roleEn: roles.nameEn,
      officeId: offices.id,
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
      holderBn: sql<
        string | null
      >`(select p.known_as_bangla from user_roles ur join profiles p on p.user_id = ur.user_id where ur.desk_id = ${desks.id} and ur.released_on is null order by p.id limit 1)`,
    })
    .from(desks)
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .orderBy(asc(desks.sortOrder), asc(desks.id))
    .limit(LIMIT)
    .$dynamic();
  if (!search) {
    const rows = await deskQuery.where(eq(desks.officeId, auth.activeRole.OfficeId));
    return rows.map(deskOption);
  }
  const pattern = containsPattern(search.normalize('NFC'));
  const [people, deskRows] = await Promise.all([
    db
      .select({ userId: users.id, nameBn: profiles.knownAsBangla, nameEn: profiles.knownAs })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(searchTextMatches(search, profiles.searchText), eq(users.isActive, true)))
      .orderBy(asc(profiles.knownAsBangla), asc(profiles.id))
      .limit(LIMIT),
    deskQuery.where(
      and(
        or(
          sql`normalize(${roles.nameBn}, NFC) ilike ${pattern}`,
          sql`${roles.nameEn} ilike ${pattern}`,
          searchTextMatches(search, offices.searchText),
        ),
        // A desk somebody holds, or one of the caller's office: not every vacant post of the country.
        or(
          eq(desks.officeId, auth.activeRole.OfficeId),
          sql`exists (select 1 from ${userRoles} where ${userRoles.deskId} = ${desks.id} and ${isNull(userRoles.releasedOn)})`,
        ),
      ),
    ),
  ]);
  const posts = await currentPostsOf(
    db,
    people.map((person) => person.userId),
  );
  return [
    ...people.map(
      (person): RecipientOption => ({
        kind: 'user',
        id: person.userId,
        nameBn: person.nameBn,
        nameEn: person.nameEn,
        designation: posts.get(person.userId)?.designation ?? null,
        office: posts.get(person.userId)?.office ?? null,
      }),
    ),
    ...deskRows.map(deskOption),
  ];
}

function deskOption(row: {
  id: number;
  roleId: number;
  roleBn: string;
  roleEn: string;
  officeId: number;
  officeBn: string;
  officeEn: string;
  holderBn: string | null;
}): RecipientOption {
  return {
    kind: 'desk',
    id: row.id,
    // A desk is named by its designation; who holds it today is a hint, not the address.
    nameBn: row.holderBn ? `${row.roleBn} (${row.holderBn})` : row.roleBn,
    nameEn: row.roleEn,
    designation: { id: row.roleId, nameBn: row.roleBn, nameEn: row.roleEn },
    office: { id: row.officeId, nameBn: row.officeBn, nameEn: row.officeEn },
  };
}
