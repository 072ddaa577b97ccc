/**
 * Atomic bounded counters for tries and quotas (sign-in attempts, OTP tries and sends). A slot is
 * taken and the limit checked in one INSERT … ON CONFLICT … RETURNING, never read first and written
 * later: of 200 requests at once, exactly `limit` get a slot on PostgreSQL as on PGlite.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rateCounters } from './platform.table';

export interface CounterPolicy {
  /** Slots a key may take inside one window. */
  limit: number;
  /** The window opens at the first slot and lasts this long. */
  windowSeconds: number;
  /** When the last slot is taken, keep the key shut this long from then (a sign-in lock). */
  lockSeconds?: number;
}

export interface Slot {
  allowed: boolean;
  /** Slots taken in this window, this one included. */
  count: number;
  /** Seconds until the window ends (a refused caller may try again then). */
  retryAfterSeconds: number;
}

/** Takes one slot of `key`; `allowed` is false once the limit of the window is used up. */
export async function takeSlot(db: Db | Tx, key: string, policy: CounterPolicy): Promise<Slot> {
  const window = sql`make_interval(secs => ${policy.windowSeconds})`;
  const lock = sql`make_interval(secs => ${policy.lockSeconds ?? 0})`;
  const expired = sql`${rateCounters.windowEndsAt} <= now()`;
  const next = sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`;
  const [row] = await db
    .insert(rateCounters)
    .values({
      key,
      count: 1,
      windowEndsAt: policy.limit <= 1 ? sql`now() + greatest(${window}, ${lock})` : sql`now() + ${window}`,
    })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: next,
        windowEndsAt: sql`case
          when ${expired} then now() + ${window}
          when ${next} = ${policy.limit} then greatest(${rateCounters.windowEndsAt}, now() + ${lock})
          else ${rateCounters.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateCounters.count,
      retryAfterSeconds: sql<number>`greatest(ceil(extract(epoch from ${rateCounters.windowEndsAt} - now())), 0)::int`,
    });
  return { allowed: row.count <= policy.limit, ...row };
}

/** Gives a slot back (a sign-in that succeeded does not count against its address). */
export async function releaseSlot(db: Db | Tx, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(eq(rateCounters.key, key));
}

/** Forgets a key (a correct password clears its account's failures). */
export async function resetCounter(db: Db | Tx, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

/** Slots taken so far in the current window of `key` (0 when none or the window has ended). */
export async function slotsTaken(db: Db | Tx, key: string): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`case when ${rateCounters.windowEndsAt} > now() then ${rateCounters.count} else 0 end`,
    })
    .from(rateCounters)
    .where(eq(rateCounters.key, key));
  return row?.count ?? 0;
}

/** Removes counters whose window has ended, so the table holds only live keys. */
export async function pruneCounters(db: Db | Tx): Promise<void> {
  await db.delete(rateCounters).where(sql`${rateCounters.windowEndsAt} < now() - interval '1 day'`);
}
