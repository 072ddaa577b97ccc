/**
 * Desks as leave shows them: the SPEC.md §3 desk label (role, section, office) in both languages and
 * the officer holding the desk now. One query for all the desks of a page, never one per row.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { LeaveDesk } from '../../../common/contracts/leave.contract';
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

function toDesk(row: DeskRow): LeaveDesk {
  return {
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
  };
}

async function deskRows(db: Db | Tx, where: SQL, limit: number): Promise<LeaveDesk[]> {
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
    order by o.level_sort_order, d.office_id, d.sort_order, d.id
    limit ${limit}`)) as unknown as { rows: DeskRow[] };
  return result.rows.map(toDesk);
}

/** The desks of `ids`, by id. */
export async function desksByIds(db: Db | Tx, ids: number[]): Promise<Map<number, LeaveDesk>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await deskRows(
    db,
    sql`d.id in (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    unique.length,
  );
  return new Map(rows.map((desk) => [desk.deskId, desk]));
}

/** The desks of one office, in organogram order. */
export const desksOfOffice = (db: Db | Tx, officeId: number) =>
  deskRows(db, sql`d.office_id = ${officeId}`, 500);

/** The office and the offices that control it, up to three levels up: who may approve its leave. */
export const approverOfficesSql = (officeId: number) => sql`
  with recursive up(id, depth) as (
    select ${officeId}::int, 0
    union
    select coalesce(o.controlling_office_id, o.parent_office_id), up.depth + 1
    from offices o join up on o.id = up.id
    where up.depth < 3 and coalesce(o.controlling_office_id, o.parent_office_id) is not null
  )
  select id from up`;

export const approverDeskOptions = (db: Db | Tx, officeId: number) =>
  deskRows(db, sql`d.office_id in (${approverOfficesSql(officeId)})`, 500);
