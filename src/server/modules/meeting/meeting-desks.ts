/**
 * Desks as meetings show them: the SPEC.md §3 desk label (role, section, office) in both languages
 * and the officer holding the desk now. One query for all the desks of a page, never one per row.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { MeetingDesk } from '../../../common/contracts/meeting.contract';
import type { Named } from '../../../common/contracts/office.contract';
import type { Db, Tx } from '../../db/client';

interface DeskRow {
  desk_id: number;
  office_id: number;
  role_bn: string;
  role_en: string;
  section_bn: string | null;
  section_en: string | null;
  office_bn: string;
  office_en: string;
  holder_id: number | null;
  holder_en: string | null;
  holder_bn: string | null;
}

const label = (...parts: (string | null)[]) => parts.filter((part) => part && part.length > 0).join(', ');

const toDesk = (row: DeskRow): MeetingDesk => ({
  deskId: Number(row.desk_id),
  officeId: Number(row.office_id),
  labelBn: label(row.role_bn, row.section_bn, row.office_bn),
  labelEn: label(row.role_en, row.section_en, row.office_en),
  holder:
    row.holder_id === null
      ? null
      : {
          userId: Number(row.holder_id),
          nameEn: row.holder_en ?? '',
          nameBn: row.holder_bn ?? row.holder_en ?? '',
        },
});

async function deskRows(db: Db | Tx, where: SQL, limit: number): Promise<MeetingDesk[]> {
  const result = (await db.execute(sql`
    select d.id as desk_id, d.office_id, r.name_bn as role_bn, r.name_en as role_en,
      s.name_bn as section_bn, s.name_en as section_en, o.name_bn as office_bn, o.name_en as office_en,
      ur.user_id as holder_id, u.name as holder_en,
      (select p.known_as_bangla from profiles p where p.user_id = ur.user_id order by p.id limit 1) as holder_bn
    from desks d
    join roles r on r.id = d.role_id
    join offices o on o.id = d.office_id
    left join sections s on s.id = d.section_id
    left join user_roles ur on ur.desk_id = d.id and ur.released_on is null
    left join users u on u.id = ur.user_id
    where ${where}
    order by d.office_id, d.sort_order, d.id
    limit ${limit}`)) as unknown as { rows: DeskRow[] };
  return result.rows.map(toDesk);
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The desks of `ids`, by id. */
export async function desksByIds(db: Db | Tx, ids: (number | null)[]): Promise<Map<number, MeetingDesk>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await deskRows(db, sql`d.id in (${idList(unique)})`, unique.length);
  return new Map(rows.map((desk) => [desk.deskId, desk]));
}

/** The desks of one office, in organogram order. */
export const desksOfOffice = (db: Db | Tx, officeId: number) =>
  deskRows(db, sql`d.office_id = ${officeId}`, 500);

/** Offices (or designations) by id, with both names. */
export async function namedByIds(
  db: Db | Tx,
  table: 'offices' | 'roles',
  ids: (number | null)[],
): Promise<Map<number, Named>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  const result = (await db.execute(
    sql`select id, name_bn, name_en from ${sql.raw(table)} where id in (${idList(unique)})`,
  )) as unknown as { rows: { id: number; name_bn: string; name_en: string }[] };
  return new Map(
    result.rows.map((row) => [
      Number(row.id),
      { id: Number(row.id), nameBn: row.name_bn, nameEn: row.name_en },
    ]),
  );
}

/** The users who hold the head or admin desks of these offices now: who nominates for an office. */
export async function officeLeadUsers(db: Db | Tx, officeIds: number[]): Promise<number[]> {
  if (officeIds.length === 0) return [];
  const result = (await db.execute(sql`
    select distinct ur.user_id from user_roles ur join desks d on d.id = ur.desk_id
    where d.office_id in (${idList([...new Set(officeIds)])}) and ur.released_on is null
      and (ur.is_office_head or ur.is_office_admin)`)) as unknown as { rows: { user_id: number }[] };
  return result.rows.map((row) => Number(row.user_id));
}
