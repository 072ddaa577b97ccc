/**
 * The database: embedded PGlite by default, a PostgreSQL pool when DATABASE_URL is set.
 * Both run the same drizzle-kit migrations, so one schema serves development, tests and production.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL: `listener` hears when the server cuts a pooled connection (a restart, a failover). */
  onConnectionLost?(listener: (error: Error) => void): void;
  /** Embedded: a consistent gzip tar of the data folder, taken while the database runs (backups). */
  dump?(): Promise<Buffer>;
  /** PostgreSQL: the pool's connections in use, idle, and requests waiting for one (metrics). */
  poolState?(): { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The PostgreSQL extensions the schema uses, loaded into every embedded database (a server instance
 * has them installed): pg_trgm for 'contains' searches through trigram indexes.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/** Wraps an already open PGlite instance (tests hand in a copy of a migrated template). */
export async function fromPglite(client: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), dump: () => dumpPglite(client) };
}

/**
 * A consistent dump of a running embedded database: taken while no transaction is open and no
 * statement runs (the transaction lock, which every statement and transaction takes; dumpDataDir
 * adds the query lock), after a checkpoint.
 */
async function dumpPglite(client: PGlite): Promise<Buffer> {
  // The checkpoint writes the changes so far into the data files, so the dump replays little WAL
  // when it is opened. Every statement of PGlite takes the transaction lock, so the dump holds it too.
  await client.exec('checkpoint');
  const exclusive = client as unknown as { _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T> };
  const dump = await exclusive._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await dump.arrayBuffer());
}

/**
 * The embedded database has no server to arbitrate between processes, so a second process on the
 * same folder would corrupt it: a lock file with the owner's pid keeps it to one (a stale lock of a
 * process that is gone is taken over).
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'karjaloy.lock');
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockPath, 'utf8'));
    let ownerAlive = false;
    try {
      process.kill(owner, 0);
      ownerAlive = owner !== process.pid;
    } catch {
      ownerAlive = false;
    }
    if (ownerAlive) throw new Error(`process ${owner} is using it`);
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const client = new PGlite(dataDir, { extensions: await pgliteExtensions() });
  await client.waitReady;
  const database = await fromPglite(client);
  return {
    ...database,
    close: async () => {
      await database.close();
      unlock();
    },
  };
}

export async function openPostgres(databaseUrl: string): Promise<Database> {
  // Loaded only when needed, so the default path does not require the pg driver to start.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  // The listeners first: the probe's connection stays in the pool, and one without them ends the
  // process when the server drops it while a request holds it.
  const database = await fromPgPool(pool);
  // Fail fast with a clear message rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return database;
}

/** Wraps an open `pg` pool (the benchmark hands in one that records its statements). */
export async function fromPgPool(pool: import('pg').Pool): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const db = drizzle(pool, { schema }) as unknown as Db;
  // An idle connection the server drops (restart, failover) must not take the process down; the
  // pool replaces it on the next query. The app's outage watch says it once (db-outage.ts).
  let lost: ((error: Error) => void) | undefined;
  const onLost = (error: Error) =>
    lost ? lost(error) : console.error(`database connection lost: ${error.message.split('\n')[0]}`);
  pool.on('error', onLost);
  // A connection checked out between two statements (inside a transaction) when the server goes
  // away emits its error on the client, not the pool; without a listener that ends the process.
  pool.on('connect', (client) => client.on('error', onLost));
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    onConnectionLost: (listener) => {
      lost = listener;
    },
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator is typed for its own driver's database class
    await migrate(database.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await migrate(database.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
