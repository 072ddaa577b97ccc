/**
 * Who reads which asset statement. A statement is confidential: its declarant reads it, and so does
 * whoever holds the receiving desk once it has been submitted there; nobody else, app admins
 * included. To anyone else a statement does not exist (404), so not even its existence is
 * disclosed; callers without an office desk are refused by the routes' rule (403).
 */
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../auth/auth.session';
import { assetStatements } from './asset.table';

/** The statements the caller may read: their own, and those submitted to their active desk. */
export function readableBy(auth: AuthContext): SQL {
  const own = eq(assetStatements.userId, auth.userId);
  const desk = auth.activeRole.DeskId;
  if (!(desk > 0)) return own;
  return or(own, and(eq(assetStatements.receiverDeskId, desk), ne(assetStatements.status, 'draft'))) as SQL;
}

interface Row {
  userId: number;
  receiverDeskId: number | null;
  status: string;
}

export const isDeclarant = (auth: AuthContext, row: Row) => row.userId === auth.userId;

/** The holder of the receiving desk, never on their own statement. */
export const isReceiver = (auth: AuthContext, row: Row) =>
  row.receiverDeskId !== null &&
  auth.activeRole.DeskId > 0 &&
  row.receiverDeskId === auth.activeRole.DeskId &&
  row.userId !== auth.userId &&
  row.status !== 'draft';
