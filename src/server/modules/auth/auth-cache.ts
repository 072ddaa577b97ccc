/**
 * What a token's access and session were resolved to, kept by this server while the auth generation
 * stays (migrations 0050–0051). The generation is one number that every transaction changing a
 * session, account, profile, holding, desk, designation, office, section, charge, exam permission,
 * access role or the fixed data raises in its own commit, so every server sees the change on its
 * next request: a request reads that number (one primary-key read, like the health check's
 * `select 1`) and resolves the token again only when it moved, the token is new here or the day
 * changed (charges run by Dhaka day).
 *
 * The number is read before the data it guards: what is then stored is at least as new as the
 * number it is stored under, and a change committed meanwhile moves the number past it. Entries end
 * with their session's expiry; the oldest go first beyond a bound, so memory stays flat however
 * many people sign in.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../platform/prepared';
import { authGeneration } from './auth.table';

const generationQuery = preparedQuery((db) =>
  db
    .select({ value: authGeneration.value })
    .from(authGeneration)
    .where(eq(authGeneration.id, 1))
    .prepare('auth_generation'),
);

/** The current auth generation, as committed. */
export async function currentGeneration(db: Db): Promise<number> {
  const [row] = await generationQuery(db).execute();
  return Number(row?.value ?? 0);
}

interface Entry<V> {
  generation: number;
  value: V;
  /** Epoch milliseconds after which the entry is not used (its session's expiry). */
  until: number;
}

/**
 * Entries by key for one generation at a time; at most `limit` of them and at most `maxWeight` in
 * all (by `weigh`, e.g. a text's length), the oldest written going first.
 */
export class GenerationCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weight = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh: (value: V) => number = () => 0,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, generation: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || entry.until <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, generation: number, value: V, until: number): void {
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.remove(key);
    this.entries.set(key, { generation, value, until });
    this.weight += weight;
    while (this.entries.size > this.limit || this.weight > this.maxWeight) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= this.weigh(entry.value);
  }
}

/** One cache per database handle (a test process may run several apps). */
export function cachePerDatabase<V>(limit: number): (db: Db) => GenerationCache<V> {
  const caches = new WeakMap<Db, GenerationCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new GenerationCache<V>(limit);
      caches.set(db, cache);
    }
    return cache;
  };
}

/** An object and everything in it made read-only: a cached value is shared by many requests. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}
