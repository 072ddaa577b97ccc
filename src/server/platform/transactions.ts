/** Writes as one transaction, with the database's own refusals turned into the caller's 409. */
import type { MessageKey } from '../../common/messages';
import type { Db, Tx } from '../db/client';
import { conflict, sqlState } from './errors';

/** PostgreSQL's unique_violation, through drizzle's error wrapper or not. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** PostgreSQL's foreign_key_violation: a row another record still points to. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

export interface ConflictKeys {
  /** The message when a unique index refuses the write. */
  duplicate?: MessageKey;
  /** The message when a row still referenced elsewhere would go. */
  referenced?: MessageKey;
}

/** Runs a write as one transaction (with its audit row inside); a clash becomes a 409. */
export async function inTransaction<T>(
  db: Db,
  run: (tx: Tx) => Promise<T>,
  keys: ConflictKeys = {},
): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(keys.duplicate ?? 'error.conflict');
    if (isForeignKeyViolation(error)) throw conflict(keys.referenced ?? 'error.referenced');
    throw error;
  }
}
