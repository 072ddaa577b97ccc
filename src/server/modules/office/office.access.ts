/**
 * Who may do what in office setup (SPEC.md §6, issue 5): the super admin everything, the support
 * admin reads all, an office admin changes the own office, everyone else reads the own office.
 * The rules themselves live in common/permissions.ts; this file turns them into 403s.
 */

import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Named } from '../../../common/contracts/office.contract';
import type { MessageKey } from '../../../common/messages';
import { canManageOffice, canReadOffice, isAppAdmin } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { caller } from '../../platform/auth';
import { conflict, forbidden } from '../../platform/errors';
import type { AuthContext } from '../auth/auth.session';
import { desks, sections } from './office.table';

/** The signed-in caller of a write, with what the audit trail needs. */
export interface Actor {
  auth: AuthContext;
  ip: string | null;
}

export const actorOf = (request: FastifyRequest): Actor => ({
  auth: caller(request),
  ip: request.ip ?? null,
});

export function assertSuperAdmin(auth: AuthContext): void {
  if (!auth.isSuperAdmin) throw forbidden();
}

export function assertCanReadOffice(auth: AuthContext, officeId: number): void {
  if (!canReadOffice(auth, officeId)) throw forbidden();
}

export function assertCanManageOffice(auth: AuthContext, officeId: number): void {
  if (!canManageOffice(auth, officeId)) throw forbidden();
}

/** Lists of offices: app admins see every office, everyone else only the active office. */
export const readableOfficeId = (auth: AuthContext): number | null =>
  isAppAdmin(auth) ? null : auth.activeRole.OfficeId;

export async function audit(
  db: Db | Tx,
  actor: Actor,
  action: string,
  entity: string,
  entityId: number | string | null,
  change: { before?: unknown; after?: unknown } = {},
): Promise<void> {
  await writeAudit(db, {
    userId: actor.auth.userId,
    userRoleId: actor.auth.userRoleId,
    action,
    entity,
    entityId,
    before: change.before,
    after: change.after,
    ip: actor.ip,
  });
}

/* Small query helpers shared by the office services. */

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

/**
 * Joins a post to its section. A section is always the post's office's own; saying so lets
 * PostgreSQL carry the office filter on the posts over to sections, where it otherwise hashed every
 * section in the country for one organogram (docs/performance.md).
 */
export const deskSection = and(eq(sections.id, desks.sectionId), eq(sections.officeId, desks.officeId));

export const named = (id: number | null, nameBn: string | null, nameEn: string | null): Named | null =>
  id === null ? null : { id, nameBn: nameBn ?? '', nameEn: nameEn ?? '' };

/** Coordinates as typed: numeric(10,7) pads with zeros (24.3635880), which people do not write. */
export const coordinate = (value: string | null): string | null =>
  value === null ? null : value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

export const pageOffset = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;

/** The order of a table people arrange by hand: its sort order, then the order rows were added. */
export const bySortOrder = (table: { sortOrder: AnyPgColumn; id: AnyPgColumn }) => [
  asc(table.sortOrder),
  asc(table.id),
];

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

/** PostgreSQL's unique_violation, through drizzle's error wrapper or not. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

function sqlState(error: unknown): string | undefined {
  const candidate = error as { code?: string; cause?: { code?: string } } | undefined;
  return candidate?.cause?.code ?? candidate?.code;
}

/** Runs a write as one transaction (with its audit row inside); a unique-index clash becomes a 409. */
export async function inTransaction<T>(
  db: Db,
  run: (tx: Tx) => Promise<T>,
  duplicateKey: MessageKey = 'office.duplicateName',
): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateKey);
    // A row another module still points to (a foreign key) is in use, not a server fault.
    if (sqlState(error) === '23503') throw conflict('office.referenced');
    throw error;
  }
}
