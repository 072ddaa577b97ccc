/**
 * Backups: one tar archive of a running instance (its database and its uploaded files) and its
 * restore into an empty data folder or an empty database.
 *
 *   manifest.json        what the archive holds and the schema version of its database
 *   database.tar.gz      the embedded database: PGlite's own dump of its data folder, or
 *   database.pgdump      PostgreSQL: pg_dump's custom format
 *   files/…              DATA_DIR/files, the uploads
 *
 * The database is dumped first and the files copied after, so every file a dumped row names is in
 * the archive (uploads are written before their row and are never removed from the disk store
 * while the row exists). A restore onto newer code runs the newer migrations after it.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  type Database,
  MIGRATIONS_FOLDER,
  migrateDatabase,
  openPglite,
  openPostgres,
  pgliteExtensions,
} from '../db/client';
import { extractTarEntry, listTar, readTarEntry, TarWriter } from './tar';

const run = promisify(execFile);

export const ARCHIVE_PREFIX = 'karjaloy-backup-';
const FORMAT = 1;

export interface BackupManifest {
  product: 'karjaloy';
  format: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Migrations applied to the dumped database, and the last one's name. */
  schemaVersion: number;
  lastMigration: string | null;
  files: number;
}

/** The migrations this code has, in order. */
export function codeMigrations(): string[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/** How many migrations the database has had applied (drizzle keeps one row per migration). */
export async function schemaVersionOf(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  return Number(result.rows[0]?.applied ?? 0);
}

const pgTool = (name: string) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);

export class BackupError extends Error {}

async function runPgTool(name: string, args: string[]): Promise<void> {
  try {
    await run(pgTool(name), args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(
        `${name} was not found. Install the PostgreSQL client tools of the server's major version (Debian/Ubuntu: apt-get install postgresql-client) or set PG_BIN to their folder.`,
      );
    throw new BackupError(`${name} failed: ${(failure.stderr ?? failure.message).split('\n')[0]}`);
  }
}

/** Every regular file under `root`, as paths relative to it. */
function filesUnder(root: string, relative = ''): string[] {
  const folder = path.join(root, relative);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(root, name);
    return entry.isFile() ? [name] : [];
  });
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

export interface ArchiveInput {
  toDir: string;
  database: 'pglite' | 'postgres';
  /** The dump's bytes (embedded) or the path of a pg_dump file (PostgreSQL). */
  dump: Buffer | string;
  schemaVersion: number;
  filesDir: string;
}

/** Writes the archive into `toDir` (under a temporary name until it is whole) and returns its path. */
export function writeArchive(input: ArchiveInput): string {
  mkdirSync(input.toDir, { recursive: true });
  const createdAt = new Date();
  const target = path.join(input.toDir, `${ARCHIVE_PREFIX}${stamp(createdAt)}.tar`);
  const partial = `${target}.partial`;
  const files = filesUnder(input.filesDir);
  const migrations = codeMigrations();
  const manifest: BackupManifest = {
    product: 'karjaloy',
    format: FORMAT,
    createdAt: createdAt.toISOString(),
    database: input.database,
    schemaVersion: input.schemaVersion,
    lastMigration: migrations[input.schemaVersion - 1] ?? null,
    files: files.length,
  };
  rmSync(partial, { force: true });
  const tar = new TarWriter(partial);
  try {
    tar.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    if (typeof input.dump === 'string') tar.addFile('database.pgdump', input.dump);
    else tar.addBuffer('database.tar.gz', input.dump);
    for (const file of files) tar.addFile(`files/${file}`, path.join(input.filesDir, file));
    tar.close();
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, target);
  return target;
}

/** A PostgreSQL database dumped with pg_dump's custom format into a temporary file. */
export async function dumpPostgres(databaseUrl: string): Promise<string> {
  const file = path.join(os.tmpdir(), `karjaloy-pgdump-${process.pid}-${Date.now()}.pgdump`);
  await runPgTool('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-f', file, databaseUrl]);
  return file;
}

/** Removes all but the newest `keep` archives of `dir`. */
export function pruneArchives(dir: string, keep: number): string[] {
  if (!existsSync(dir)) return [];
  const archives = readdirSync(dir)
    .filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith('.tar'))
    .sort()
    .reverse();
  const removed = archives.slice(Math.max(keep, 1));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
}

/** Reads an archive's manifest and checks that this code can restore it. */
export function readManifest(file: string): BackupManifest {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  const entries = listTar(file);
  const entry = entries.find((item) => item.name === 'manifest.json');
  if (!entry) throw new BackupError(`${file} is not a Karjaloy backup (it has no manifest.json).`);
  const manifest = JSON.parse(readTarEntry(file, entry).toString('utf8')) as BackupManifest;
  if (manifest.product !== 'karjaloy' || manifest.format !== FORMAT)
    throw new BackupError(`${file} is not a Karjaloy backup of a format this version reads.`);
  const known = codeMigrations().length;
  if (manifest.schemaVersion > known)
    throw new BackupError(
      `The backup's database is newer (schema ${manifest.schemaVersion}) than this version of Karjaloy knows (schema ${known}); restore it with a newer version.`,
    );
  return manifest;
}

/** Restores `file` into an empty data folder (and an empty database with DATABASE_URL); migrates forward. */
export async function restoreArchive(file: string, target: RestoreTarget): Promise<BackupManifest> {
  const manifest = readManifest(file);
  const entries = listTar(file);
  const filesDir = path.join(target.dataDir, 'files');
  if (!isEmptyFolder(filesDir))
    throw new BackupError(`${filesDir} is not empty: restore only into an empty data folder.`);

  let database: Database;
  if (target.databaseUrl) {
    if (manifest.database !== 'postgres')
      throw new BackupError('This archive holds an embedded database; restore it without DATABASE_URL.');
    database = await openPostgres(target.databaseUrl);
    try {
      const result = (await database.db.execute(
        sql`select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      )) as unknown as { rows: { tables: number }[] };
      if (Number(result.rows[0]?.tables) > 0)
        throw new BackupError(
          'The database in DATABASE_URL is not empty: restore only into an empty database.',
        );
      const entry = entries.find((item) => item.name === 'database.pgdump');
      if (!entry) throw new BackupError('The archive has no database.pgdump.');
      const dumpFile = path.join(os.tmpdir(), `karjaloy-restore-${process.pid}-${Date.now()}.pgdump`);
      extractTarEntry(file, entry, dumpFile);
      try {
        await runPgTool('pg_restore', [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '-d',
          target.databaseUrl,
          dumpFile,
        ]);
      } finally {
        rmSync(dumpFile, { force: true });
      }
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  } else {
    if (manifest.database !== 'pglite')
      throw new BackupError('This archive holds a PostgreSQL database; restore it with DATABASE_URL set.');
    const pgdata = path.join(target.dataDir, 'pgdata');
    if (!isEmptyFolder(pgdata))
      throw new BackupError(`${pgdata} is not empty: restore only into an empty data folder.`);
    const entry = entries.find((item) => item.name === 'database.tar.gz');
    if (!entry) throw new BackupError('The archive has no database.tar.gz.');
    mkdirSync(pgdata, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const loaded = new PGlite(pgdata, {
      loadDataDir: new Blob([new Uint8Array(readTarEntry(file, entry))]),
      extensions: await pgliteExtensions(),
    });
    await loaded.waitReady;
    await loaded.close();
    // The dump of a running server carries that server's lock file; it is not this folder's owner.
    rmSync(path.join(pgdata, 'karjaloy.lock'), { force: true });
    database = await openPglite(pgdata);
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  }

  for (const entry of entries.filter((item) => item.name.startsWith('files/'))) {
    const destination = path.join(filesDir, entry.name.slice('files/'.length));
    if (!destination.startsWith(filesDir + path.sep))
      throw new BackupError(`unsafe name in archive: ${entry.name}`);
    mkdirSync(path.dirname(destination), { recursive: true });
    extractTarEntry(file, entry, destination);
  }
  writeFileSync(
    path.join(target.dataDir, 'restored-from.json'),
    JSON.stringify({ file, ...manifest }, null, 2),
  );
  return manifest;
}
