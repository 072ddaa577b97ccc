/**
 * Whose store a caller works in and who keeps it. Each office runs one store; a caller works in the
 * active desk's office, and the app admins may read any office's store. The store officer is the
 * desk the office admin names (`store_officers`); until one is named, the office admin keeps the
 * store. Keeping the catalogue and the fixed-asset register is also open to the office admin.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { forbidden } from '../../platform/errors';
import type { AuthContext } from '../auth/auth.session';
import { storeOfficers } from './store.table';

export const isAdmin = (auth: AuthContext) => auth.isSuperAdmin || auth.isSupportAdmin;

export const rowsOf = async <T>(db: Db | Tx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The office whose store a read is about: another office only for the app admins. */
export const readOfficeOf = (auth: AuthContext, officeId?: number) =>
  officeId !== undefined && isAdmin(auth) ? officeId : auth.activeRole.OfficeId;

/** The named store officer's desk of an office, or null. */
export async function storeOfficerDesk(db: Db | Tx, officeId: number): Promise<number | null> {
  const [row] = await db
    .select({ deskId: storeOfficers.deskId })
    .from(storeOfficers)
    .where(eq(storeOfficers.officeId, officeId));
  return row?.deskId ?? null;
}

/** Does the caller's active desk keep its office's store (approve, deliver, receive)? */
export async function isStoreOfficer(db: Db | Tx, auth: AuthContext): Promise<boolean> {
  const officeId = auth.activeRole.OfficeId;
  if (officeId <= 0) return false;
  const deskId = await storeOfficerDesk(db, officeId);
  return deskId === null ? auth.activeRole.IsOfficeAdmin : deskId === auth.activeRole.DeskId;
}

export async function assertStoreOfficer(db: Db | Tx, auth: AuthContext): Promise<void> {
  if (!(await isStoreOfficer(db, auth))) throw forbidden('store.notStoreOfficer');
}

/** Products, categories and fixed assets: the store officer or the office admin. */
export async function assertKeepsCatalogue(db: Db | Tx, auth: AuthContext): Promise<void> {
  if (auth.activeRole.IsOfficeAdmin && auth.activeRole.OfficeId > 0) return;
  await assertStoreOfficer(db, auth);
}

/** `a` and `b` as one list of SQL values, for `in (…)`. */
export const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
