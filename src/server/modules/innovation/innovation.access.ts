/**
 * Who sees and changes which innovation. Seeing is part of the SQL of every list and read: app
 * admins see all; the office admin or head sees the office's innovations once submitted (a draft
 * stays the innovator's own); everyone sees their own. A record the caller cannot see answers 404;
 * one the caller sees but may not change answers 403; one in the wrong state 409.
 */
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { EDITABLE_STATUSES, type InnovationStatus } from '../../../common/contracts/innovation.contract';
import {
  canDecideInnovations,
  canDecideInnovationsOf,
  canRecordInnovations,
  isAppAdmin,
} from '../../../common/permissions';
import type { AuthContext } from '../auth/auth.session';
import { innovations } from './innovation.table';

/** The rows the caller may see; undefined for app admins (every row). */
export function visibleTo(auth: AuthContext): SQL | undefined {
  if (isAppAdmin(auth)) return undefined;
  const own = eq(innovations.innovatorUserId, auth.userId);
  if (!canDecideInnovations(auth)) return own;
  return or(own, and(eq(innovations.officeId, auth.activeRole.OfficeId), ne(innovations.status, 'draft')));
}

interface Row {
  innovatorUserId: number;
  officeId: number;
  status: InnovationStatus;
}

/** The innovator changes their own; the super admin may correct any. */
export const mayChange = (auth: AuthContext, row: Row) =>
  canRecordInnovations(auth) && (row.innovatorUserId === auth.userId || auth.isSuperAdmin);

/** The office admin or head of the innovation's office (or the super admin), never on their own. */
export const mayDecide = (auth: AuthContext, row: Row) =>
  canDecideInnovationsOf(auth, row.officeId) && row.innovatorUserId !== auth.userId;

export const isEditable = (status: InnovationStatus) => EDITABLE_STATUSES.includes(status);
