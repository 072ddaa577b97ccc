/**
 * Who may do what in office setup (SPEC.md §6, issue 5): the super admin everything, the support
 * admin reads all, an office admin changes the own office, everyone else reads the own office.
 * The rules themselves live in common/permissions.ts; this file turns them into 403s.
 */

import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Named } from '../../../common/contracts/office.contract';
import { canManageOffice, canReadOffice, isAppAdmin } from '../../../common/permissions';
import { forbidden } from '../../platform/errors';
import type { AuthContext } from '../auth/auth.session';
import { desks, sections } from './office.table';

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

/**
 * Joins a post to its section. A section is always the post's office's own; saying so lets
 * PostgreSQL carry the office filter on the posts over to sections, where it otherwise hashed every
 * section in the country for one organogram (docs/performance.md).
 */
export const deskSection = and(eq(sections.id, desks.sectionId), eq(sections.officeId, desks.officeId));

export const named = (id: number | null, nameBn: string | null, nameEn: string | null): Named | null =>
  id === null ? null : { id, nameBn: nameBn ?? '', nameEn: nameEn ?? '' };

/** The order of a table people arrange by hand: its sort order, then the order rows were added. */
export const bySortOrder = (table: { sortOrder: AnyPgColumn; id: AnyPgColumn }) => [
  asc(table.sortOrder),
  asc(table.id),
];
