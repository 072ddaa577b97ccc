/**
 * Sign-in throttling per account and per address, in the database so every instance agrees. A
 * sign-in takes a slot of both counters before its password is checked, so of many attempts at
 * once no more than the limit are ever checked; a correct password clears the account's counter
 * and gives its address slot back.
 */
import type { CounterPolicy } from '../../platform/counters';

export const THROTTLE_POLICY = {
  account: { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  address: { limit: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} as const satisfies Record<string, CounterPolicy>;

/**
 * The account's key: its user id when the typed email or mobile names one, so five wrong tries
 * lock the account whichever identifier is typed; otherwise what was typed, so unknown names are
 * throttled (and timed) the same way.
 */
export const accountKey = (userId: number | null, typed: string) =>
  userId === null ? `login-account:${typed.toLowerCase()}` : `login-account:${userId}`;

export const addressKey = (ip: string) => `login-address:${ip}`;
