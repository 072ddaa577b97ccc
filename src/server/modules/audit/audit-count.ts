/**
 * The trail's count for a filter, up to AUDIT_COUNT_LIMIT. The trail only grows (the database
 * refuses UPDATE, DELETE and TRUNCATE of it, migration 0025), so a count that reached the cap stays
 * there, and the count of a closed range (audit.service.ts) stays what it is: both are kept, by the
 * count's SQL and values, and not counted again.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { AUDIT_COUNT_LIMIT } from '../../../common/contracts/audit.contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../platform/platform.table';
import { preparedQuery } from '../../platform/prepared';
import { cachePerDatabase } from '../auth/auth-cache';
import { type CommonTrail, idList } from './audit-page';

type Total = { total: number; capped: boolean };

const dialect = new PgDialect();

/** A query's identity: its SQL text and values. */
export function queryKey(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return `${text}\n${JSON.stringify(params)}`;
}

const keptTotals = cachePerDatabase<Total>(10_000);

/** The rows of a common trail up to one past the cap, counted (prepared: see `CommonTrail`). */
const countOf = (db: Db, where: SQL, name: string) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(
      db
        .select({ one: sql`1` })
        .from(auditLog)
        .where(where)
        .limit(AUDIT_COUNT_LIMIT + 1)
        .as('capped'),
    )
    .prepare(name);
const officeCount = preparedQuery((db: Db) =>
  countOf(db, eq(auditLog.officeId, sql.placeholder('office')), 'audit_office_count'),
);
const peopleCount = preparedQuery((db: Db) =>
  countOf(db, sql`${auditLog.userId} = any(${sql.placeholder('people')}::int[])`, 'audit_people_count'),
);

async function countUpToCap(db: Db, count: SQL, common: CommonTrail | null): Promise<number> {
  if (common && common !== 'whole') {
    const [row] = await ('office' in common
      ? officeCount(db).execute({ office: common.office })
      : peopleCount(db).execute({ people: idList(common.people) }));
    return Number(row?.total ?? 0);
  }
  const result = (await db.execute(count)) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/** The rows `where` selects, counted up to the cap; `final` when no row can enter them any more. */
export async function cappedTotal(
  db: Db,
  where: SQL | undefined,
  common: CommonTrail | null,
  final: boolean,
): Promise<Total> {
  const count = sql`select count(*)::int as total from (select 1 from ${auditLog} ${where ? sql`where ${where}` : sql``} limit ${AUDIT_COUNT_LIMIT + 1}) capped`;
  const key = queryKey(count);
  const kept = keptTotals(db).get(key, 0);
  if (kept) return kept;
  const counted = await countUpToCap(db, count, common);
  const total =
    counted > AUDIT_COUNT_LIMIT
      ? { total: AUDIT_COUNT_LIMIT, capped: true }
      : { total: counted, capped: false };
  if (total.capped || final) keptTotals(db).set(key, 0, Object.freeze(total), Number.POSITIVE_INFINITY);
  return total;
}
