/**
 * Conditional state transitions for every workflow (approve, reject, submit, pay, close): one
 * `UPDATE … WHERE id = $1 AND status = $expected RETURNING *`, so of two decisions on one record at
 * once exactly one finds it in the expected state; the other gets zero rows and answers 409.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { IndexColumn, PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { MessageKey } from '../../common/messages';
import type { Db, Tx } from '../db/client';
import { conflict } from './errors';

export interface Transition<T extends PgTable> {
  table: T;
  id: number;
  /** The row's id column and its state column. */
  idColumn: IndexColumn;
  stateColumn: PgColumn;
  /** The state (or any of the states) the row must be in now. */
  from: string | readonly string[];
  /** The new state and whatever else changes with it. */
  set: PgUpdateSetSource<T>;
  /** The 409 message when the row has moved on. */
  conflictKey?: MessageKey;
}

/** Moves one row from an expected state to a new one and returns it; 409 when it had moved already. */
export async function transition<T extends PgTable>(
  db: Db | Tx,
  step: Transition<T>,
): Promise<T['$inferSelect']> {
  const expected = typeof step.from === 'string' ? [step.from] : [...step.from];
  const rows = (await db
    .update(step.table)
    .set(step.set)
    .where(and(eq(step.idColumn, step.id), inArray(step.stateColumn, expected)))
    .returning()) as T['$inferSelect'][];
  if (rows.length === 0) throw conflict(step.conflictKey ?? 'error.stateChanged');
  return rows[0];
}
