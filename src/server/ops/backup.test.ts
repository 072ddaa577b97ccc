/**
 * Backup and restore round trip: data made through the app (a ticket with an uploaded file, audit
 * rows), an archive of the running instance, a restore into a fresh data folder (or an empty
 * PostgreSQL database), and every table's row count and row checksum compared. An archive of an
 * older schema is migrated forward on restore; a data folder or database that is not empty is
 * refused. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { type Database, MIGRATIONS_FOLDER, openPglite, openPostgres } from '../db/client';
import { type Caller, callerFor, DEMO } from '../modules/office/office.testing';
import { pdfBytes } from '../testing/file-fixtures';
import { adminQuery, databaseUrlFor } from '../testing/postgres';
import { createTestApp, type TestApp } from '../testing/test-app';
import { BackupError, codeMigrations, pruneArchives, readManifest, restoreArchive } from './backup';
import { takeBackup } from './backup-run';
import { listTar } from './tar';

const databaseUrl = process.env.DATABASE_URL;
let t: TestApp;
let officer: Caller;
let work: string;
const created: string[] = [];

/** The database of the test app as a configuration: its data folder, and its URL on PostgreSQL. */
function sourceConfig() {
  const url = databaseUrl
    ? (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
        .connectionString
    : undefined;
  return { ...t.app.config, databaseUrl: url };
}

async function rowsOf(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Each table of the schema with its row count and an md5 of its rows in a fixed order. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await rowsOf(
    database,
    sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf(
      database,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name} t`,
      ),
    );
    result[String(name)] = `${row.n}:${row.sum}`;
  }
  return result;
}

/**
 * An instance whose schema is the one before the last migration: a fresh database migrated from a
 * copy of the migrations without the newest, whatever that migration is.
 */
async function olderSource(): Promise<{ config: AppConfig; database: Database }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'karjaloy-migrations-'));
  created.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries.pop();
  writeFileSync(journalFile, JSON.stringify(journal));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karjaloy-older-'));
  created.push(dataDir);
  mkdirSync(path.join(dataDir, 'files'), { recursive: true });
  if (!databaseUrl) {
    const database = await openPglite(path.join(dataDir, 'pgdata'));
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator is typed for its own driver's database class
    await migrate(database.db as any, { migrationsFolder: folder });
    return { config: { ...t.app.config, dataDir, databaseUrl: undefined }, database };
  }
  const name = `karjaloy_older_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  created.push(`db:${name}`);
  const url = databaseUrlFor(databaseUrl, name);
  const database = await openPostgres(url);
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // biome-ignore lint/suspicious/noExplicitAny: as above
  await migrate(database.db as any, { migrationsFolder: folder });
  return { config: { ...t.app.config, dataDir, databaseUrl: url }, database };
}

async function emptyTarget(): Promise<{ dataDir: string; databaseUrl?: string; open(): Promise<Database> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karjaloy-restore-'));
  created.push(dataDir);
  if (!databaseUrl) return { dataDir, open: () => openPglite(path.join(dataDir, 'pgdata')) };
  const name = `karjaloy_restore_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const url = databaseUrlFor(databaseUrl, name);
  created.push(`db:${name}`);
  return { dataDir, databaseUrl: url, open: () => openPostgres(url) };
}

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, DEMO.officer);
  work = mkdtempSync(path.join(os.tmpdir(), 'karjaloy-backups-'));
  created.push(work);
  // Data of the kinds a backup must keep: a ticket, its uploaded file, the audit rows of both.
  const ticket = await officer.post('/api/support/tickets', {
    reason: 'others',
    description: 'ব্যাকআপ পরীক্ষার টিকিট: এটি পুনরুদ্ধারের পরেও থাকবে।',
  });
  expect(ticket.status).toBe(200);
  const form = new FormData();
  form.append('file', new File([new Uint8Array(pdfBytes())], 'নথি.pdf'));
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/support/tickets/${ticket.body.data.id}/attachments`,
    headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officer)}` },
    payload: form,
  });
  expect(upload.statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t.close();
  for (const item of created) {
    if (item.startsWith('db:') && databaseUrl)
      await adminQuery(databaseUrl, `drop database if exists ${item.slice(3)} with (force)`);
    else rmSync(item, { recursive: true, force: true });
  }
});

describe('backup and restore', () => {
  it('restores every table row for row, and every uploaded file', async () => {
    const archive = await takeBackup(sourceConfig(), work, t.database);
    expect(path.basename(archive)).toMatch(/^karjaloy-backup-\d{8}-\d{6}\.tar$/);
    const manifest = readManifest(archive);
    expect(manifest).toMatchObject({
      product: 'karjaloy',
      database: databaseUrl ? 'postgres' : 'pglite',
      schemaVersion: codeMigrations().length,
      lastMigration: codeMigrations().at(-1),
    });
    expect(manifest.files).toBeGreaterThan(0);
    expect(listTar(archive).filter((entry) => entry.name.startsWith('files/'))).toHaveLength(manifest.files);

    const before = await fingerprint(t.database);
    const target = await emptyTarget();
    await restoreArchive(archive, target);
    const restored = await target.open();
    try {
      expect(await fingerprint(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    const files = readdirSync(path.join(target.dataDir, 'files'), { recursive: true });
    expect(files.length).toBeGreaterThanOrEqual(manifest.files);
  }, 180_000);

  it('migrates an archive of an older schema forward on restore', async () => {
    const older = await olderSource();
    let archive: string;
    try {
      archive = await takeBackup(older.config, path.join(work, 'older'), older.database);
    } finally {
      await older.database.close();
    }
    expect(readManifest(archive).schemaVersion).toBe(codeMigrations().length - 1);
    const target = await emptyTarget();
    await restoreArchive(archive, target);
    const restored = await target.open();
    try {
      const [applied] = await rowsOf(
        restored,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.n).toBe(codeMigrations().length);
      await expect(restored.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses a data folder or database that is not empty, and keeps the newest archives only', async () => {
    const archive = await takeBackup(sourceConfig(), path.join(work, 'third'), t.database);
    const target = await emptyTarget();
    await restoreArchive(archive, target);
    await expect(restoreArchive(archive, target)).rejects.toBeInstanceOf(BackupError);

    const rotation = path.join(work, 'rotation');
    mkdirSync(rotation, { recursive: true });
    for (const day of ['20260101', '20260102', '20260103'])
      writeFileSync(path.join(rotation, `karjaloy-backup-${day}-023000.tar`), '');
    expect(pruneArchives(rotation, 2)).toEqual(['karjaloy-backup-20260101-023000.tar']);
    expect(existsSync(path.join(rotation, 'karjaloy-backup-20260103-023000.tar'))).toBe(true);
  }, 180_000);
});
