/**
 * A PostgreSQL server of a test's own (initdb and pg_ctl into a temporary folder, on a free port),
 * so a test may stop and start it without touching the machine's PostgreSQL. PostgreSQL refuses to
 * run as root, so under root its commands run as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const ownPostgresAvailable = () => existsSync(path.join(PG_BIN, 'initdb'));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

const asRoot = () => process.getuid?.() === 0;

function run(command: string, args: string[]): string {
  const file = path.join(PG_BIN, command);
  return asRoot()
    ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { encoding: 'utf8', stdio: 'pipe' })
    : execFileSync(file, args, { encoding: 'utf8', stdio: 'pipe' });
}

export interface OwnPostgres {
  /** The connection string of `database` on it. */
  url(database?: string): string;
  start(): void;
  /** A fast shutdown: open connections are cut, as in a restart or a crash of the host. */
  stop(): void;
  destroy(): void;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'karjaloy-pg-'));
  chmodSync(root, 0o777);
  if (asRoot()) {
    const { uid, gid } = {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
    };
    chownSync(root, uid, gid);
  }
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const instance: OwnPostgres = {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () =>
      void run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'server.log'), '-w', 'start']),
    stop: () => void run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        instance.stop();
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  instance.start();
  return instance;
}

/** Copies a database into another server through pg_dump's custom format and pg_restore. */
export function copyDatabase(fromUrl: string, toUrl: string): void {
  const dump = execFileSync(path.join(PG_BIN, 'pg_dump'), ['-Fc', '--no-owner', fromUrl], {
    maxBuffer: 1024 * 1024 * 1024,
  });
  execFileSync(path.join(PG_BIN, 'pg_restore'), ['--no-owner', '-d', toUrl], {
    input: dump,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}
