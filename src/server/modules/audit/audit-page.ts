/**
 * Which rows of the trail a page shows, read as ids alone (the page's people, desks and offices are
 * joined for those ids only: an offset over the joined rows computed every skipped row's joins).
 * Three orders, each answered by an index at any size of the trail:
 * - newest first by id, the default: the primary key, or a person's or an office's (…, id) index;
 * - a date range in time order (`at`, then id), on the (at, id) index: by id, a range a hundred days
 *   back walked the primary key from today's row. The two orders differ only for rows of
 *   transactions that overlapped (`at` is the transaction's start);
 * - a module alone (the super admin's common filter): each of its entities' newest rows from the
 *   (entity, id) index, merged. PostgreSQL reads `entity in (…)` only unordered, so a module of
 *   rare entities walked the primary key through millions of other rows.
 */
import { desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import {
  AUDIT_MODULES,
  type AuditFilterParams,
  type AuditModule,
} from '../../../common/contracts/audit.contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../platform/platform.table';
import { preparedQuery } from '../../platform/prepared';

/** The range of the entity names that start with `prefix` (ASCII names: the next letter bounds it). */
export function prefixRange(prefix: string): { from: string; to: string } {
  const last = prefix.charCodeAt(prefix.length - 1);
  return { from: prefix, to: `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}` };
}

/**
 * The distinct entity names in [from, to), one probe of the (entity, id) index each however many
 * rows a name has. Prepared: planning the recursive query cost more than its few probes.
 */
const entitiesBetween = preparedQuery((db: Db) =>
  db
    .select({ entity: sql<string>`found.entity` })
    .from(sql`(
      with recursive found(entity) as (
        (select entity from ${auditLog} where entity >= ${sql.placeholder('from')}::text
          and entity < ${sql.placeholder('to')}::text order by entity limit 1)
        union all
        select (select a.entity from ${auditLog} a where a.entity > found.entity
                and a.entity < ${sql.placeholder('to')}::text order by a.entity limit 1)
        from found where found.entity is not null
      ) select entity from found where entity is not null) found`)
    .prepare('audit_module_entities'),
);

/** The entity names a module's rows carry: its exact names and those in the trail under its prefixes. */
async function moduleEntities(db: Db, module: AuditModule): Promise<string[]> {
  const patterns: readonly string[] = AUDIT_MODULES[module];
  const names = patterns.filter((pattern) => !pattern.endsWith('%'));
  for (const pattern of patterns.filter((pattern) => pattern.endsWith('%'))) {
    const prefix = pattern.slice(0, -1);
    const rows = await entitiesBetween(db).execute(prefixRange(prefix));
    names.push(...rows.map((row) => row.entity).filter((entity) => entity.startsWith(prefix)));
  }
  return names;
}

/**
 * A module's newest rows below `before`: each entity's newest from the (entity, id) index, merged.
 * `action` narrows each entity's rows as they are read.
 */
function newestOfEntities(db: Db, entities: unknown, before: unknown, action?: unknown) {
  return db
    .select({ id: sql<string | number>`newest.id` })
    .from(sql`unnest(${entities}::text[]) as wanted(entity)
      cross join lateral (
        select ${auditLog.id} as id from ${auditLog}
        where ${auditLog.entity} = wanted.entity and ${auditLog.id} < ${before}::bigint
          ${action === undefined ? sql`` : sql`and ${auditLog.action} = ${action}`}
        order by ${auditLog.id} desc limit ${sql.placeholder('depth')}::int
      ) newest`)
    .orderBy(sql`newest.id desc`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * A module's trail of every action, one prepared statement for every module and page. With an
 * action it is planned for its values: a generic plan would walk a module's whole history for an
 * action it never had, where the planner, knowing the value, reads the action's index.
 */
const modulePage = preparedQuery((db: Db) =>
  newestOfEntities(db, sql.placeholder('entities'), sql.placeholder('before')).prepare('audit_module_page'),
);

/** The largest id a row can have (bigint): "below" it is every row. */
const NO_ID_BOUND = '9223372036854775807';

/** One page's ids of a module's trail (the 'module' order), of `action` if given, below `before` if given. */
export async function modulePageIds(
  db: Db,
  module: AuditModule,
  narrowed: { action?: string; before?: number },
  limit: number,
  offset: number,
): Promise<number[]> {
  const entities = textList(await moduleEntities(db, module));
  if (entities === '{}') return [];
  const before = narrowed.before === undefined ? NO_ID_BOUND : String(narrowed.before);
  const paging = { depth: offset + limit, limit, offset };
  const rows = narrowed.action
    ? await newestOfEntities(db, entities, before, narrowed.action).execute(paging)
    : await modulePage(db).execute({ entities, before, ...paging });
  return rows.map((row) => Number(row.id));
}

export type PageOrder = 'id' | 'time' | 'module';

/**
 * The commonest trails, the whole one (the super admin's first look), one office's alone (an office
 * admin's own trail) and the people a name finds, each a prepared statement: planning the ad hoc
 * query over the trail's eight indexes cost as much as running it. A plan for any value of these is
 * the one for each (an index on the column, newest first); other filters are planned for their
 * values.
 */
export type CommonTrail = { office: number } | { people: number[] } | 'whole';

/** The common trail a filter asks for, or null when it narrows otherwise. `people`: whom `person` found. */
export function commonTrail(
  query: AuditFilterParams,
  officeScope: number | null,
  people: number[] | undefined,
): CommonTrail | null {
  const { officeId, userId, module, action, entityId, from, to } = query;
  if (userId || module || action || entityId || from || to) return null;
  if (people) return officeScope === null && !officeId ? { people } : null;
  if (officeScope !== null && officeId && officeId !== officeScope) return null;
  const office = officeScope ?? officeId;
  return office ? { office } : 'whole';
}

/** Ids (people, rows) as one array value, `{1,2,3}`, for a prepared statement's `any(…)`. */
export const idList = (ids: number[]) => `{${ids.join(',')}}`;

/** Texts as one array value, `{"a","b"}`, each quoted (a name is taken as written). */
const textList = (texts: string[]) =>
  `{${texts.map((text) => `"${text.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

const newestIds = (db: Db, where?: SQL) =>
  db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
const wholePage = preparedQuery((db: Db) => newestIds(db).prepare('audit_whole_page'));
const officePage = preparedQuery((db: Db) =>
  newestIds(db, eq(auditLog.officeId, sql.placeholder('office'))).prepare('audit_office_page'),
);
const peoplePage = preparedQuery((db: Db) =>
  newestIds(db, sql`${auditLog.userId} = any(${sql.placeholder('people')}::int[])`).prepare(
    'audit_people_page',
  ),
);

/** One page's ids of a common trail, newest first. */
export async function commonPageIds(db: Db, trail: CommonTrail, limit: number, offset: number) {
  const rows = await (trail === 'whole'
    ? wholePage(db).execute({ limit, offset })
    : 'office' in trail
      ? officePage(db).execute({ office: trail.office, limit, offset })
      : peoplePage(db).execute({ people: idList(trail.people), limit, offset }));
  return rows.map((row) => row.id);
}

/** The order a filter pages in; `module` only when nothing else narrows the rows first. */
export function pageOrder(query: AuditFilterParams, officeScope: number | null): PageOrder {
  if (query.from || query.to) return 'time';
  const narrowed = officeScope !== null || query.officeId || query.userId || query.person || query.entityId;
  return query.module && !narrowed ? 'module' : 'id';
}

/** One page's ids newest first, by id or (order 'time') by time; 'module' has `modulePageIds`. */
export async function pageIds(
  db: Db,
  order: PageOrder,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<number[]> {
  const ordered = db.select({ id: auditLog.id }).from(auditLog).where(where);
  const rows = await (order === 'time'
    ? ordered.orderBy(sql`${auditLog.at} desc, ${auditLog.id} desc`)
    : ordered.orderBy(sql`${auditLog.id} desc`)
  )
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** The condition for the rows after `lastId` in the order, for the Excel file's next batch. */
export function after(order: PageOrder, lastId: number): SQL | undefined {
  return order === 'time'
    ? sql`(${auditLog.at}, ${auditLog.id}) < (select a.at, a.id from ${auditLog} a where a.id = ${lastId})`
    : lt(auditLog.id, lastId);
}
