/**
 * Sign-in throttling per account and per address, kept in the database so every instance agrees.
 * A counter opens a window at its first failure; reaching the limit inside the window locks the key.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottles } from './auth.table';

export const THROTTLE_POLICY = {
  account: { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 },
  address: { maxFailures: 30, windowMinutes: 15, lockMinutes: 15 },
} as const;

export type ThrottleKind = keyof typeof THROTTLE_POLICY;

export const throttleKey = (kind: ThrottleKind, value: string) => `${kind}:${value.toLowerCase()}`;

/** Minutes left on a lock, or 0 when the key may try. */
export async function lockedMinutes(db: Db, key: string): Promise<number> {
  const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
  if (!row?.lockedUntil) return 0;
  const remainingMs = row.lockedUntil.getTime() - Date.now();
  return remainingMs > 0 ? Math.ceil(remainingMs / 60_000) : 0;
}

export async function recordFailure(db: Db, kind: ThrottleKind, key: string): Promise<void> {
  const { maxFailures, windowMinutes, lockMinutes } = THROTTLE_POLICY[kind];
  const windowExpired = sql`${loginThrottles.windowStartedAt} < now() - make_interval(mins => ${windowMinutes})`;
  const nextFailures = sql`case when ${windowExpired} then 1 else ${loginThrottles.failures} + 1 end`;
  await db
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      windowStartedAt: new Date(),
      lockedUntil: maxFailures <= 1 ? sql`now() + make_interval(mins => ${lockMinutes})` : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${windowExpired} then now() else ${loginThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${nextFailures} >= ${maxFailures} then now() + make_interval(mins => ${lockMinutes}) else ${loginThrottles.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
