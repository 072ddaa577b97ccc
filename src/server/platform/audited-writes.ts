/**
 * Single-row writes, each with its audit row in the same transaction: the rows
 * before and after are what the audit trail shows, so every writer records them the same way.
 */
import { eq } from 'drizzle-orm';
import type { IndexColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { type Actor, audit } from './actor';
import { inTransaction } from './transactions';

/** A table whose rows are known by an integer `id`. */
export type IdTable = PgTable & { id: IndexColumn };

/** Inserts one row and returns its id. */
export async function insertAudited<T extends IdTable>(
  tx: Tx,
  actor: Actor,
  entity: string,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = await tx.insert(table).values(values).returning();
  // Every IdTable has an integer id; drizzle cannot see that through the generic table.
  const id = (row as { id: number }).id;
  await audit(tx, actor, 'create', entity, id, { after: row });
  return id;
}

/** Updates the row `id`, whose current state the caller has read as `before`. */
export async function updateAudited<T extends IdTable>(
  tx: Tx,
  actor: Actor,
  entity: string,
  table: T,
  id: number,
  before: unknown,
  values: PgUpdateSetSource<T>,
): Promise<void> {
  const [after] = (await tx.update(table).set(values).where(eq(table.id, id)).returning()) as unknown[];
  await audit(tx, actor, 'update', entity, id, { before, after });
}

/** Deletes the row `id` in a transaction of its own; a row still referenced elsewhere gives a 409. */
export async function deleteAudited<T extends IdTable>(
  db: Db,
  actor: Actor,
  entity: string,
  table: T,
  id: number,
  before: unknown,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(table).where(eq(table.id, id));
    await audit(tx, actor, 'delete', entity, id, { before });
  });
}
