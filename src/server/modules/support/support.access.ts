/**
 * Who sees and works which ticket. A requester sees their own tickets; the support desk sees the
 * tickets at its level and below (the super admin every level). A direct read of a ticket that is
 * not the caller's answers 403 (the issue asks so: the id is no secret, the content is), and so does
 * a ticket escalated above the caller's level.
 */
import { eq, lte, type SQL } from 'drizzle-orm';
import {
  MAX_SUPPORT_LEVEL,
  OPEN_STATUSES,
  type SupportStatus,
} from '../../../common/contracts/support.contract';
import { canWorkSupportLevel, canWorkSupportQueue, supportLevelOf } from '../../../common/permissions';
import { forbidden } from '../../platform/errors';
import type { AuthContext } from '../auth/auth.session';
import { supportTickets } from './support.table';

interface Row {
  requesterUserId: number;
  level: number;
  status: SupportStatus;
}

/**
 * The queue's scope: the caller's level and below. The top level sees every ticket (no condition,
 * so the newest-first index serves it), level 1 exactly its own level (the level index).
 */
export function queueScope(auth: AuthContext): SQL | undefined {
  const level = supportLevelOf(auth);
  if (level >= MAX_SUPPORT_LEVEL) return undefined;
  return level <= 1 ? eq(supportTickets.level, 1) : lte(supportTickets.level, level);
}

export const isRequester = (auth: AuthContext, row: Row) => row.requesterUserId === auth.userId;
export const mayWork = (auth: AuthContext, row: Row) => canWorkSupportLevel(auth, row.level);
export const isOpen = (status: SupportStatus) => OPEN_STATUSES.includes(status);

/** Throws unless the caller may read the ticket: its requester, or the desk at its level. */
export function assertMayRead(auth: AuthContext, row: Row): void {
  if (isRequester(auth, row) || mayWork(auth, row)) return;
  if (canWorkSupportQueue(auth)) throw forbidden('support.levelTooHigh');
  throw forbidden('support.notOwnTicket');
}

/** Throws unless the caller works this ticket's level. */
export function assertMayWork(auth: AuthContext, row: Row): void {
  if (!mayWork(auth, row))
    throw forbidden(canWorkSupportQueue(auth) ? 'support.levelTooHigh' : 'error.forbidden');
}
