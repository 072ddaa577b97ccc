/**
 * The audit trail, newest first: filtered by person, office, module, action, record and date, in
 * the caller's scope (all rows for the super admin, the active office's for an office admin), with
 * a count that stops at AUDIT_COUNT_LIMIT so a trail of millions pages as fast as a short one.
 *
 * Every write adds a row, so no page can be kept whole; what can is kept. The trail only grows (the
 * database refuses UPDATE, DELETE and TRUNCATE of it, migration 0025): a row, once written, never
 * changes, and a filter whose count once reached the cap always will. The names a row shows
 * (person, designation, office) change only with the structure generation.
 */
import { and, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUDIT_MODULES,
  type AuditEntry,
  type AuditFilterParams,
  type AuditListParams,
  type AuditPage,
  moduleOfEntity,
} from '../../../common/contracts/audit.contract';
import { auditOfficeScope } from '../../../common/permissions';
import { EMAIL_PATTERN, MOBILE_PATTERN, toEnglishDigits } from '../../../common/validation';
import type { Db } from '../../db/client';
import { containsPattern } from '../../platform/paging';
import { auditLog } from '../../platform/platform.table';
import { preparedQuery } from '../../platform/prepared';
import type { AuthContext } from '../auth/auth.session';
import { cachePerDatabase, frozen } from '../auth/auth-cache';
import { desks, offices, roles, userRoles } from '../office/office.table';
import { profiles, users } from '../users/users.table';
import { cappedTotal, queryKey } from './audit-count';
import { maskPersonal } from './audit-mask';
import {
  after,
  commonPageIds,
  commonTrail,
  idList,
  modulePageIds,
  type PageOrder,
  pageIds,
  pageOrder,
  prefixRange,
} from './audit-page';

/** A person filter looks up at most this many people; a name shared by more needs narrowing. */
const PERSON_MATCHES = 50;

/** The people a person filter found, by its text, under the structure generation (names, e-mails). */
const keptPeople = cachePerDatabase<number[]>(1_000);

/** The ids of the people a person filter names, kept while the structure generation stays. */
async function peopleOf(db: Db, auth: AuthContext, person: string): Promise<number[]> {
  const kept = keptPeople(db).get(person, auth.generation);
  if (kept) return kept;
  const people = frozen(await peopleMatching(db, person));
  keptPeople(db).set(person, auth.generation, people, Number.POSITIVE_INFINITY);
  return people;
}

/** The ids of the people a person filter names: by e-mail, mobile, or a part of either name. */
async function peopleMatching(db: Db, person: string): Promise<number[]> {
  const text = toEnglishDigits(person.trim());
  if (EMAIL_PATTERN.test(text)) {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, text.toLowerCase()));
    return rows.map((row) => row.id);
  }
  if (MOBILE_PATTERN.test(text)) {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.mobile, text));
    return rows.map((row) => row.id);
  }
  const rows = await db
    .selectDistinct({ id: profiles.userId })
    .from(profiles)
    .where(like(profiles.searchText, sql`lower(${containsPattern(person.normalize('NFC'))})`))
    .limit(PERSON_MATCHES);
  return rows.map((row) => row.id);
}

function moduleCondition(module: keyof typeof AUDIT_MODULES): SQL | undefined {
  const patterns: readonly string[] = AUDIT_MODULES[module];
  const exact = patterns.filter((pattern) => !pattern.endsWith('%'));
  const prefixes = patterns.filter((pattern) => pattern.endsWith('%'));
  return or(
    exact.length ? inArray(auditLog.entity, exact) : undefined,
    ...prefixes.map((pattern) => {
      const prefix = pattern.slice(0, -1);
      const { from, to } = prefixRange(prefix);
      // LIKE is no index condition under the database's collation; the range is, and LIKE keeps
      // the match exact (a prefix is taken literally: '_' in an entity name is no wildcard).
      return and(
        gte(auditLog.entity, from),
        lt(auditLog.entity, to),
        like(auditLog.entity, `${prefix.replace(/[\\%_]/g, '\\$&')}%`),
      );
    }),
  );
}

/** Dates are Bangladesh days (UTC+6): a day runs from 18:00 UTC of the day before. */
const DAY_MS = 24 * 3600_000;
const dayStart = (date: string) => new Date(`${date}T00:00:00+06:00`);
const dayAfter = (date: string) => new Date(dayStart(date).getTime() + DAY_MS);

/**
 * A range that ended a day ago or more is closed: no row can enter it any more, as a row's time is
 * its transaction's start (the column's default; the app writes no other) and no transaction of the
 * app runs for a day. Its pages and its count are final.
 */
const closedRange = (to: string | undefined) => !!to && dayAfter(to).getTime() <= Date.now() - DAY_MS;

/** Pages of closed ranges, by their query and place: final, like the rows on them. */
const keptPages = cachePerDatabase<number[]>(10_000);

async function keptIds(db: Db, key: string, read: () => Promise<number[]>): Promise<number[]> {
  const kept = keptPages(db).get(key, 0);
  if (kept) return kept;
  const ids = frozen(await read());
  keptPages(db).set(key, 0, ids, Number.POSITIVE_INFINITY);
  return ids;
}

/** The caller's filtered trail: its WHERE (all but the module's, for `order` 'module') and page order. */
interface Filter {
  /** Whom a person filter found. */
  people: number[] | undefined;
  where: SQL | undefined;
  /** The module's condition alone, which the total needs whatever the order. */
  module: SQL | undefined;
  order: PageOrder;
}

/** The caller's filter, or 'none' when a person filter matches nobody. */
async function filterOf(db: Db, auth: AuthContext, query: AuditFilterParams): Promise<Filter | 'none'> {
  const scope = auditOfficeScope(auth);
  let people: number[] | undefined;
  if (query.person) {
    people = await peopleOf(db, auth, query.person);
    if (!people.length) return 'none';
  }
  const order = pageOrder(query, scope);
  const module = query.module ? moduleCondition(query.module) : undefined;
  const where = and(
    scope === null ? undefined : eq(auditLog.officeId, scope),
    query.officeId ? eq(auditLog.officeId, query.officeId) : undefined,
    query.userId ? eq(auditLog.userId, query.userId) : undefined,
    people ? inArray(auditLog.userId, people) : undefined,
    order === 'module' ? undefined : module,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.from ? gte(auditLog.at, dayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, dayAfter(query.to)) : undefined,
  );
  return { where, module, order, people };
}

const designation = alias(roles, 'designation');
const banglaName = sql<
  string | null
>`(select p.known_as_bangla from profiles p where p.user_id = ${auditLog.userId} order by p.id limit 1)`;

/** The rows of a list of ids (`{1,2,3}`), one prepared statement: planning its joins cost five times their run. */
const rowsQuery = preparedQuery((db: Db) =>
  db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userId: auditLog.userId,
      nameEn: users.name,
      nameBn: banglaName,
      userRoleId: auditLog.userRoleId,
      actingChargeId: auditLog.actingChargeId,
      roleId: designation.id,
      roleBn: designation.nameBn,
      roleEn: designation.nameEn,
      officeId: offices.id,
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(offices, eq(offices.id, auditLog.officeId))
    .leftJoin(userRoles, eq(userRoles.id, auditLog.userRoleId))
    .leftJoin(desks, eq(desks.id, userRoles.deskId))
    .leftJoin(designation, eq(designation.id, desks.roleId))
    .where(sql`${auditLog.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('audit_rows'),
);
type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

async function readEntries(db: Db, ids: number[]): Promise<Map<number, AuditEntry>> {
  if (!ids.length) return new Map();
  const rows = await rowsQuery(db).execute({ ids: idList(ids) });
  return new Map(rows.map((row) => [row.id, toEntry(row)]));
}

/** The entries of `ids`, in the order of `ids`. */
async function entriesOf(db: Db, ids: number[]): Promise<AuditEntry[]> {
  const byId = await readEntries(db, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Entries shown on a page, by id, under the structure generation (the names they show). */
const keptEntries = cachePerDatabase<AuditEntry>(20_000);

/** The entries of a page: those kept, and the others read and kept. */
async function pageEntries(db: Db, auth: AuthContext, ids: number[]): Promise<AuditEntry[]> {
  const kept = keptEntries(db);
  const missing = ids.filter((id) => !kept.get(String(id), auth.generation));
  for (const [id, entry] of await readEntries(db, missing))
    kept.set(String(id), auth.generation, frozen(entry), Number.POSITIVE_INFINITY);
  return ids.flatMap((id) => kept.get(String(id), auth.generation) ?? []);
}

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    person:
      row.userId === null
        ? null
        : { userId: row.userId, nameEn: row.nameEn ?? '', nameBn: row.nameBn ?? row.nameEn ?? '' },
    desk:
      row.userRoleId === null
        ? null
        : {
            userRoleId: row.userRoleId,
            designation:
              row.roleId === null
                ? null
                : { id: row.roleId, nameBn: row.roleBn ?? '', nameEn: row.roleEn ?? '' },
          },
    actingChargeId: row.actingChargeId,
    office:
      row.officeId === null
        ? null
        : { id: row.officeId, nameBn: row.officeBn ?? '', nameEn: row.officeEn ?? '' },
    module: moduleOfEntity(row.entity),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: maskPersonal(row.before),
    after: maskPersonal(row.after),
    ip: row.ip,
  };
}

export async function listAudit(db: Db, auth: AuthContext, query: AuditListParams): Promise<AuditPage> {
  const filter = await filterOf(db, auth, query);
  if (filter === 'none') return { items: [], total: 0, capped: false };
  const offset = (query.page - 1) * query.pageSize;
  const common = commonTrail(query, auditOfficeScope(auth), filter.people);
  const final = closedRange(query.to);
  const readIds = () =>
    common
      ? commonPageIds(db, common, query.pageSize, offset)
      : filter.order === 'module' && query.module
        ? modulePageIds(db, query.module, { action: query.action }, query.pageSize, offset)
        : pageIds(db, filter.order, filter.where, query.pageSize, offset);
  const [ids, count] = await Promise.all([
    final && filter.where
      ? keptIds(db, `${queryKey(filter.where)}\n${filter.order} ${query.pageSize} ${offset}`, readIds)
      : readIds(),
    cappedTotal(
      db,
      filter.order === 'module' ? and(filter.where, filter.module) : filter.where,
      common,
      final,
    ),
  ]);
  return { items: await pageEntries(db, auth, ids), ...count };
}

/** The filtered trail in batches, in its page order, for the Excel file; at most `max` rows. */
export async function* auditBatches(
  db: Db,
  auth: AuthContext,
  query: AuditFilterParams,
  size: number,
  max: number,
): AsyncGenerator<AuditEntry[]> {
  const filter = await filterOf(db, auth, query);
  if (filter === 'none') {
    yield [];
    return;
  }
  let lastId: number | null = null;
  for (let read = 0; read < max; ) {
    const batch = Math.min(size, max - read);
    const ids: number[] =
      filter.order === 'module' && query.module
        ? await modulePageIds(
            db,
            query.module,
            { action: query.action, before: lastId ?? undefined },
            batch,
            0,
          )
        : await pageIds(
            db,
            filter.order,
            and(filter.where, lastId === null ? undefined : after(filter.order, lastId)),
            batch,
            0,
          );
    yield await entriesOf(db, ids);
    if (ids.length < size) return;
    read += ids.length;
    lastId = ids[ids.length - 1];
  }
}
