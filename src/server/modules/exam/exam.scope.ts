/** Exam scope and the shared pieces of the exam services: the caller's unit, names, capped totals. */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { EXACT_COUNT_LIMIT } from '../../platform/paging';
import type { AuthContext } from '../auth/auth.session';

/** The caller's controlling unit; 0 (no unit, so no record) without one. */
export const unitOf = (auth: AuthContext) => auth.examDeskPermission?.controllingUnitId ?? 0;
/** The caller's exam category; 0 without one. */
export const categoryOf = (auth: AuthContext) => auth.examDeskPermission?.examCategoryId ?? 0;

/** A person's Bangla name from the profile, for who issued, received, approved or paid. */
export const banglaNameOf = (userId: AnyPgColumn) =>
  sql<
    string | null
  >`(select p.known_as_bangla from profiles p where p.user_id = ${userId} order by p.id limit 1)`;

/**
 * A list's total: exact up to EXACT_COUNT_LIMIT rows, which is as far as a person pages; beyond it
 * the count stops there rather than counting a unit's hundreds of thousands of bills on every page.
 */
export async function cappedTotal(
  db: Db | Tx,
  table: PgTable,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<number> {
  const counted = (await db.execute(
    sql`select count(*)::int as total from (select 1 from ${table} where ${where ?? sql`true`} limit ${limit + 1}) capped`,
  )) as unknown as { rows: { total: number | string }[] };
  return Number(counted.rows[0]?.total ?? 0);
}

/** A search's total is counted up to 1,000, as the officer list's name search is. */
export const SEARCH_COUNT_LIMIT = 1_000;

export const iso = (value: Date | null) => (value ? value.toISOString() : null);
