/**
 * Whose offices an inspector may visit, who approves a tour plan, and the office trees lists roll up
 * over. An office's controlling office (else its parent) is the office above it.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Named } from '../../../common/contracts/office.contract';
import type { Db, Tx } from '../../db/client';
import type { AuthContext } from '../auth/auth.session';

export const isAdmin = (auth: AuthContext) => auth.isSuperAdmin || auth.isSupportAdmin;

const rowsOf = async <T>(db: Db | Tx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The office and every office under it (eight levels deep at most), as a subquery of ids. */
export const subtreeSql = (officeId: number) => sql`(
  with recursive down(id, depth) as (
    select ${officeId}::int, 0
    union all
    select o.id, down.depth + 1 from offices o
    join down on coalesce(o.controlling_office_id, o.parent_office_id) = down.id
    where down.depth < 8
  ) select id from down)`;

/** The office and the offices above it, as a subquery of ids. */
export const ancestorsSql = (officeId: number | SQL) => sql`(
  with recursive up(id, depth) as (
    select ${officeId}::int, 0
    union all
    select coalesce(o.controlling_office_id, o.parent_office_id), up.depth + 1 from offices o
    join up on o.id = up.id
    where up.depth < 8 and coalesce(o.controlling_office_id, o.parent_office_id) is not null
  ) select id from up)`;

/**
 * May the caller plan and enter an inspection of `officeId`: app admins anywhere; others in their
 * own office and the offices under it, and where an entry permission names the office (or an office
 * above it, when the permission takes the offices under it).
 */
export async function mayInspect(db: Db | Tx, auth: AuthContext, officeId: number): Promise<boolean> {
  if (isAdmin(auth)) return true;
  const own = auth.activeRole.OfficeId;
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select (${own}::int in ${ancestorsSql(officeId)}
      or exists (select 1 from inspection_entry_permissions p
        where p.user_id = ${auth.userId} and p.office_id in ${ancestorsSql(officeId)}
          and (p.with_children or p.office_id = ${officeId}))) as ok`,
  );
  return row?.ok === true;
}

/** Is `officeId` the caller's office or under it (what the caller's lists roll up). */
export async function isUnder(db: Db | Tx, ancestorId: number, officeId: number): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select ${ancestorId}::int in ${ancestorsSql(officeId)} as ok`,
  );
  return row?.ok === true;
}

/**
 * The controlling desk that approves the plan of `deskId`: the desk it reports to in the organogram;
 * for the head of an office, the head desk of the office above.
 */
export async function approverDeskOf(db: Db | Tx, deskId: number): Promise<number | null> {
  const [row] = await rowsOf<{ id: number | null }>(
    db,
    sql`select coalesce(d.parent_desk_id, (
        select h.id from desks h
        where h.office_id = coalesce(o.controlling_office_id, o.parent_office_id) and h.parent_desk_id is null
        order by h.sort_order, h.id limit 1)) as id
      from desks d join offices o on o.id = d.office_id where d.id = ${deskId}`,
  );
  return row?.id == null ? null : Number(row.id);
}

/** The Bangla and English names of offices, by id, in one query. */
export async function officeNames(db: Db | Tx, ids: number[]): Promise<Map<number, Named>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; name_bn: string; name_en: string }>(
    db,
    sql`select id, name_bn, name_en from offices where id in (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(
    rows.map((row) => [Number(row.id), { id: Number(row.id), nameBn: row.name_bn, nameEn: row.name_en }]),
  );
}

/** The Bangla (profile) and English (account) names of users, by id. */
export async function personNames(
  db: Db | Tx,
  ids: number[],
): Promise<Map<number, { userId: number; nameBn: string; nameEn: string }>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; name: string; name_bn: string | null }>(
    db,
    sql`select u.id, u.name,
        (select p.known_as_bangla from profiles p where p.user_id = u.id order by p.id limit 1) as name_bn
      from users u where u.id in (${sql.join(
        unique.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { userId: Number(row.id), nameEn: row.name, nameBn: row.name_bn ?? row.name },
    ]),
  );
}

export const unknownOffice = (id: number): Named => ({ id, nameBn: '', nameEn: '' });
export const unknownPerson = (userId: number) => ({ userId, nameBn: '', nameEn: '' });

export { rowsOf };
