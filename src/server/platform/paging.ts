/** Query pieces every list uses: counting, a page of rows, and 'contains' search in Bangla and English. */
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Texts as one text[] parameter list (the sql template would spread an array into a list). */
export const textArray = (texts: string[]): SQL =>
  sql`array[${sql.join(
    texts.map((text) => sql`${text}`),
    sql`, `,
  )}]::text[]`;

export const countAll = sql<number>`count(*)::int`;

/** A case-insensitive 'contains' pattern with the user's % and _ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Matches either the Bangla or the English name. Bangla has two encodings of letters such as ড়
 * and য় (one code point, or letter plus nukta); both sides are compared in NFC so either matches.
 */
export function nameMatches(search: string | undefined, bn: AnyPgColumn, en: AnyPgColumn): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search.normalize('NFC'));
  return sql`(normalize(${bn}, NFC) ilike ${pattern} or ${en} ilike ${pattern})`;
}

/**
 * The same 'contains' search on a stored column that already holds both names in NFC and lower
 * case (offices.search_text), so no name is normalised while the search runs.
 */
export function searchTextMatches(search: string | undefined, searchText: AnyPgColumn): SQL | undefined {
  if (!search) return undefined;
  return sql`${searchText} like lower(${containsPattern(search.normalize('NFC'))})`;
}

/** Above this many rows an unfiltered list shows the planner's estimate rather than counting. */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The total of a paged list, as `pageOf` takes it. Filtered lists are counted; an unfiltered list of
 * a large table takes PostgreSQL's own estimate (kept by ANALYZE and autovacuum) instead of counting
 * every row on every page. Small tables, and tables never analysed, are counted exactly.
 */
export async function totalOf(db: Db, table: PgTable, where: SQL | undefined): Promise<{ total: number }[]> {
  if (!where) {
    // Both drivers answer with `rows`.
    const result = (await db.execute(
      sql`select reltuples::bigint as rows from pg_class where oid = to_regclass(${getTableName(table)})`,
    )) as unknown as { rows: { rows: string | number }[] };
    const [estimate] = result.rows;
    const rows = Number(estimate?.rows ?? -1);
    if (rows > EXACT_COUNT_LIMIT) return [{ total: rows }];
  }
  return db.select({ total: countAll }).from(table).where(where);
}

/**
 * The total of a filtered list that may match hundreds of thousands of rows (a queue of every
 * office): exact up to EXACT_COUNT_LIMIT, which is as far as a person pages, and above it the
 * planner's estimate of the same filter, never less than what was counted.
 */
export async function cappedTotalOf(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number }[]> {
  if (!where) return totalOf(db, table, where);
  const counted = (await db.execute(
    sql`select count(*)::int as total from (select 1 from ${table} where ${where} limit ${EXACT_COUNT_LIMIT + 1}) capped`,
  )) as unknown as { rows: { total: number }[] };
  const total = Number(counted.rows[0]?.total ?? 0);
  if (total <= EXACT_COUNT_LIMIT) return [{ total }];
  return [{ total: Math.max(total, (await plannedRows(db, sql`${table}`, where)) ?? total) }];
}

/**
 * The rows PostgreSQL's planner expects `select 1 from <from> where <where>` to give, from the
 * statistics ANALYZE keeps: no row is read. Undefined when the plan gives no figure.
 */
export async function plannedRows(db: Db, from: SQL, where: SQL): Promise<number | undefined> {
  const plan = (await db.execute(
    sql`explain (format json) select 1 from ${from} where ${where}`,
  )) as unknown as {
    rows: Record<string, unknown>[];
  };
  // PostgreSQL's driver parses the json column; the embedded database's may give its text.
  const raw = Object.values(plan.rows[0] ?? {})[0];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  const rows = parsed?.[0]?.Plan?.['Plan Rows'];
  return rows === undefined ? undefined : Math.round(rows);
}

export const pageOffset = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;

/** One page of `rows` (a `$dynamic()` select, already filtered and ordered) with the total of `count`. */
export async function pageOf<T extends PgSelect>(
  query: { page: number; pageSize: number },
  rows: T,
  count: Promise<{ total: number }[]>,
) {
  const [items, [{ total }]] = await Promise.all([
    rows.limit(query.pageSize).offset(pageOffset(query)),
    count,
  ]);
  return { items, total };
}

/** Coordinates as typed: numeric(10,7) pads with zeros (24.3635880), which people do not write. */
export const coordinate = (value: string | null): string | null =>
  value === null ? null : value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
