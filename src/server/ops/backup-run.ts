/**
 * Taking a backup of the instance that `config` names, from a command (npm run backup) or the
 * server's nightly schedule. PostgreSQL is dumped with pg_dump. The embedded database belongs to
 * the one process that has it open: the server dumps it itself (nightly, or for the command through
 * its loopback backup endpoint); a command with no server running opens it directly.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { BackupError, dumpPostgres, schemaVersionOf, writeArchive } from './backup';

export const BACKUP_ENDPOINT = '/api/ops/database-dump';
export const BACKUP_TOKEN_HEADER = 'x-backup-token';
export const SCHEMA_VERSION_HEADER = 'x-schema-version';

/** Where a running server on the embedded database says how to reach its backup endpoint. */
export const endpointFile = (config: AppConfig) => path.join(config.dataDir, 'backup-endpoint.json');

interface Endpoint {
  pid: number;
  port: number;
  token: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The dump of the embedded database by the running server, or null when none runs. */
async function dumpFromServer(config: AppConfig): Promise<{ dump: Buffer; schemaVersion: number } | null> {
  const file = endpointFile(config);
  if (!existsSync(file)) return null;
  const endpoint = JSON.parse(readFileSync(file, 'utf8')) as Endpoint;
  if (!alive(endpoint.pid)) return null;
  const response = await fetch(`http://127.0.0.1:${endpoint.port}${BACKUP_ENDPOINT}`, {
    method: 'POST',
    headers: { [BACKUP_TOKEN_HEADER]: endpoint.token },
  });
  if (!response.ok) throw new BackupError(`the running server refused the backup (${response.status}).`);
  return {
    dump: Buffer.from(await response.arrayBuffer()),
    schemaVersion: Number(response.headers.get(SCHEMA_VERSION_HEADER)),
  };
}

/** Takes one archive into `toDir` and returns its path. `database` is the caller's open database, if any. */
export async function takeBackup(config: AppConfig, toDir: string, database?: Database): Promise<string> {
  const filesDir = path.join(config.dataDir, 'files');
  if (config.databaseUrl) {
    const open = database ?? (await openPostgres(config.databaseUrl));
    let schemaVersion: number;
    try {
      schemaVersion = await schemaVersionOf(open);
    } finally {
      if (!database) await open.close();
    }
    const dumpFile = await dumpPostgres(config.databaseUrl);
    try {
      return writeArchive({ toDir, database: 'postgres', dump: dumpFile, schemaVersion, filesDir });
    } finally {
      rmSync(dumpFile, { force: true });
    }
  }
  if (database?.dump) {
    const dump = await database.dump();
    return writeArchive({
      toDir,
      database: 'pglite',
      dump,
      schemaVersion: await schemaVersionOf(database),
      filesDir,
    });
  }
  const fromServer = await dumpFromServer(config);
  if (fromServer) return writeArchive({ toDir, database: 'pglite', ...fromServer, filesDir });
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (!existsSync(pgdata)) throw new BackupError(`There is no embedded database in ${pgdata}.`);
  const open = await openPglite(pgdata);
  try {
    const dump = await (open.dump as () => Promise<Buffer>)();
    return writeArchive({
      toDir,
      database: 'pglite',
      dump,
      schemaVersion: await schemaVersionOf(open),
      filesDir,
    });
  } finally {
    await open.close();
  }
}
