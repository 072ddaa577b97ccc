/**
 * Who reads which asset statement. A statement is confidential: its declarant reads it, and so does
 * whoever holds the receiving desk once it has been submitted there; nobody else, app admins
 * included. Anyone else is refused (403) and the attempt is audited, as the statement rules ask
 * ("403 for anyone else"); an id no statement has stays 404. Callers without an office desk are
 * refused by the routes' rule (403).
 */
import type { AuthContext } from '../auth/auth.session';

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

/** The declarant, or the receiving desk once the statement has reached it. */
export const mayRead = (auth: AuthContext, row: Row) => isDeclarant(auth, row) || isReceiver(auth, row);
