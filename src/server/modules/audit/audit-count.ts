/**
 * The trail's count for a filter, up to AUDIT_COUNT_LIMIT. The trail only grows (the database
 * refuses UPDATE, DELETE and TRUNCATE of it, migration 0025), so a count that reached the cap stays
 * there, and the count of a closed range (audit.service.ts) stays what it is: both are kept, by the
 * count's SQL and values, and not counted again.
 *
 * An open filter is counted in two parts. Its rows older than two Bangladesh days are final (a row's
 * time is its transaction's start and no transaction of the app runs for a day): that part is
 * counted once a day and kept. Only the newer rows are counted on each request, found by an id bound
 * from the primary key: every row of those days got its id after every row written more than a day
 * before them.
 */
import { and, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
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

const DAY_MS = 24 * 3600_000;
const DHAKA_MS = 6 * 3600_000;

/** The start of the Bangladesh day two days before `now`'s: rows written before it are final. */
export function finalBefore(now = Date.now()): Date {
  const today = Math.floor((now + DHAKA_MS) / DAY_MS) * DAY_MS - DHAKA_MS;
  return new Date(today - 2 * DAY_MS);
}

const keptTotals = cachePerDatabase<Total>(10_000);
/** The final part's count of each filter, for one `finalBefore` day (the entry's generation). */
const keptFinalParts = cachePerDatabase<number>(10_000);
const keptIdBounds = cachePerDatabase<number>(4);

/** The rows of `where` up to one past the cap, counted (prepared, for the common trails). */
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

const before = sql.placeholder('before');
const officeIs = eq(auditLog.officeId, sql.placeholder('office'));
const peopleAre = sql`${auditLog.userId} = any(${sql.placeholder('people')}::int[])`;
const newSince = and(gt(auditLog.id, sql.placeholder('bound')), gte(auditLog.at, before)) as SQL;
const officeCounts = {
  final: preparedQuery((db: Db) =>
    countOf(db, and(officeIs, lt(auditLog.at, before)) as SQL, 'audit_office_count_final'),
  ),
  recent: preparedQuery((db: Db) => countOf(db, and(officeIs, newSince) as SQL, 'audit_office_count_recent')),
};
const peopleCounts = {
  final: preparedQuery((db: Db) =>
    countOf(db, and(peopleAre, lt(auditLog.at, before)) as SQL, 'audit_people_count_final'),
  ),
  recent: preparedQuery((db: Db) =>
    countOf(db, and(peopleAre, newSince) as SQL, 'audit_people_count_recent'),
  ),
};

/** The newest id of the day before the day before `since`: every row from `since` on has a larger one. */
const idBoundQuery = preparedQuery((db: Db) =>
  db
    .select({ bound: sql<string | number | null>`max(${auditLog.id})` })
    .from(auditLog)
    .where(and(gte(auditLog.at, sql.placeholder('from')), lt(auditLog.at, sql.placeholder('to'))))
    .prepare('audit_id_bound'),
);

async function idBound(db: Db, since: Date): Promise<number> {
  const kept = keptIdBounds(db).get('bound', since.getTime());
  if (kept !== undefined) return kept;
  const [row] = await idBoundQuery(db).execute({
    from: new Date(since.getTime() - 2 * DAY_MS),
    to: new Date(since.getTime() - DAY_MS),
  });
  const bound = Number(row?.bound ?? 0);
  keptIdBounds(db).set('bound', since.getTime(), bound, Number.POSITIVE_INFINITY);
  return bound;
}

type Part = 'final' | 'recent';

/** One part of a filter's rows counted up to one past the cap. */
async function countPart(
  db: Db,
  where: SQL | undefined,
  common: CommonTrail | null,
  part: Part,
  since: Date,
  bound: number,
): Promise<number> {
  const values = { before: since, bound };
  if (common && common !== 'whole') {
    const [row] = await ('office' in common
      ? officeCounts[part](db).execute({ ...values, office: common.office })
      : peopleCounts[part](db).execute({ ...values, people: idList(common.people) }));
    return Number(row?.total ?? 0);
  }
  const partOf =
    part === 'final' ? lt(auditLog.at, since) : and(gt(auditLog.id, bound), gte(auditLog.at, since));
  return countUpToCap(db, and(where, partOf));
}

async function countUpToCap(db: Db, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(capped(where))) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

const capped = (where: SQL | undefined) =>
  sql`select count(*)::int as total from (select 1 from ${auditLog} ${where ? sql`where ${where}` : sql``} limit ${AUDIT_COUNT_LIMIT + 1}) capped`;

/** An open filter's count: its final part as kept (or counted and kept), and its recent rows. */
async function openCount(db: Db, key: string, where: SQL | undefined, common: CommonTrail | null) {
  const since = finalBefore();
  const day = since.getTime();
  const bound = await idBound(db, since);
  let finalPart = keptFinalParts(db).get(key, day);
  if (finalPart === undefined) {
    finalPart = await countPart(db, where, common, 'final', since, bound);
    keptFinalParts(db).set(key, day, finalPart, day + 3 * DAY_MS);
  }
  if (finalPart > AUDIT_COUNT_LIMIT) return finalPart;
  return finalPart + (await countPart(db, where, common, 'recent', since, bound));
}

/** The rows `where` selects, counted up to the cap; `final` when no row can enter them any more. */
export async function cappedTotal(
  db: Db,
  where: SQL | undefined,
  common: CommonTrail | null,
  final: boolean,
): Promise<Total> {
  const key = queryKey(capped(where));
  const kept = keptTotals(db).get(key, 0);
  if (kept) return kept;
  const counted = final ? await countUpToCap(db, where) : await openCount(db, key, where, common);
  const total =
    counted > AUDIT_COUNT_LIMIT
      ? { total: AUDIT_COUNT_LIMIT, capped: true }
      : { total: counted, capped: false };
  if (total.capped || final) keptTotals(db).set(key, 0, Object.freeze(total), Number.POSITIVE_INFINITY);
  return total;
}
