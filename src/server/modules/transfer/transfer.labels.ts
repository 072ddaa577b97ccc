/**
 * Names a page of transfers needs, each fetched once for the whole page: desk labels (designation,
 * section, office), preferred offices and districts, the Bangla names of people.
 */
import { Column, eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import type { Named } from '../../../common/contracts/office.contract';
import type { DeskLabel } from '../../../common/contracts/transfer.contract';
import type { Db, Tx } from '../../db/client';
import { districts } from '../geography/geography.table';
import { deskSection, named } from '../office/office.access';
import { desks, offices, roles, sections } from '../office/office.table';

export type Labels<T> = Map<number, T>;

const unique = (ids: (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number')),
];

/** Labels of these desks by id. */
export async function deskLabels(
  db: Db | Tx,
  ids: (number | null | undefined)[],
): Promise<Labels<DeskLabel>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      deskId: desks.id,
      roleId: roles.id,
      roleBn: roles.nameBn,
      roleEn: roles.nameEn,
      sectionId: sections.id,
      sectionBn: sections.nameBn,
      sectionEn: sections.nameEn,
      officeId: offices.id,
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
    })
    .from(desks)
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .leftJoin(sections, deskSection)
    .where(inArray(desks.id, wanted));
  return new Map(
    rows.map((row) => [
      row.deskId,
      {
        deskId: row.deskId,
        role: { id: row.roleId, nameBn: row.roleBn, nameEn: row.roleEn },
        section: named(row.sectionId, row.sectionBn, row.sectionEn),
        office: { id: row.officeId, nameBn: row.officeBn, nameEn: row.officeEn },
      },
    ]),
  );
}

export const missingDesk = (deskId: number): DeskLabel => ({
  deskId,
  role: { id: 0, nameBn: '', nameEn: '' },
  section: null,
  office: { id: 0, nameBn: '', nameEn: '' },
});

export async function officeNames(db: Db | Tx, ids: number[]): Promise<Labels<Named>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: offices.id, nameBn: offices.nameBn, nameEn: offices.nameEn })
    .from(offices)
    .where(inArray(offices.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function districtNames(db: Db | Tx, ids: number[]): Promise<Labels<Named>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: districts.id, nameBn: districts.nameBn, nameEn: districts.nameEn })
    .from(districts)
    .where(inArray(districts.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The user's Bangla name (the first profile's), or null. A column is written with its table's
 * name: in a select from one table Drizzle leaves a column unqualified, and inside this subquery a
 * bare "id" would be the profile's own.
 */
export const banglaNameOf = (userId: unknown) => {
  const user = is(userId, Column)
    ? sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`
    : userId;
  return sql<
    string | null
  >`(select p.known_as_bangla from profiles p where p.user_id = ${user} order by p.id limit 1)`;
};
