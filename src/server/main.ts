/**
 * Starts Karjaloy: opens and migrates the database, seeds demo data once, serves API and web on one
 * port. With WEB_CONCURRENCY=N on PostgreSQL, this process prepares the database once and then
 * runs N worker processes that share the port (node:cluster); each worker serves as one instance.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { buildApp, smsFilePath } from './app';
import { type AppConfig, loadConfig } from './config';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { endpointFile } from './ops/backup-run';
import { scheduleMeetingReminders } from './ops/meeting-reminders';
import { scheduleNightlyBackup } from './ops/nightly';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function open(config: AppConfig): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pgdata` });
  } catch (error) {
    fail(
      config.databaseUrl
        ? `Cannot reach the PostgreSQL database in DATABASE_URL (${(error as Error).message}). Check that it is running, or unset DATABASE_URL to use the embedded database.`
        : `Cannot open the embedded database in ${config.dataDir}/pgdata (${(error as Error).message}). Is another Karjaloy using this folder? Set DATA_DIR to use another.`,
    );
  }
}

/** Migrates and seeds; returns whether the demo data was seeded now. */
async function prepare(database: Database): Promise<boolean> {
  await migrateDatabase(database);
  return seedIfEmpty(database);
}

/** The primary of a cluster: prepares the database alone, then keeps N workers running. */
async function runPrimary(config: AppConfig): Promise<void> {
  const database = await open(config);
  const seeded = await prepare(database);
  if (seeded) console.log('demo data seeded; demo accounts are listed in README.md');
  let closing = false;
  cluster.on('exit', (worker, code) => {
    if (closing) return;
    console.error(`worker ${worker.process.pid} stopped (${code}); starting another`);
    cluster.fork({ KARJALOY_PREPARED: '1' });
  });
  for (let n = 0; n < config.workers; n++) cluster.fork({ KARJALOY_PREPARED: '1' });
  // One nightly backup for the whole cluster, from the primary (pg_dump needs no open database).
  const stopBackups = scheduleNightlyBackup(config, console);
  // And one sweep of meeting reminders, on the connection the primary keeps for it.
  const stopReminders = scheduleMeetingReminders(database, console);
  const stop = () => {
    closing = true;
    stopBackups();
    stopReminders();
    void database.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function runServer(config: AppConfig): Promise<void> {
  const database = await open(config);
  // A cluster's primary has migrated and seeded already.
  const seeded = process.env.KARJALOY_PREPARED === '1' ? false : await prepare(database);

  // The embedded database can be dumped only by this process: `npm run backup` asks it through a
  // loopback endpoint whose token is written into the data folder once the server listens.
  const backupToken = database.kind === 'pglite' ? randomBytes(24).toString('hex') : undefined;
  const app = await buildApp({ config, database, backupToken });
  // In a cluster the primary schedules the nightly backup.
  const stopBackups = cluster.isWorker ? () => {} : scheduleNightlyBackup(config, app.log, database);
  // Likewise the hourly sweep of meeting reminders.
  const stopReminders = cluster.isWorker ? () => {} : scheduleMeetingReminders(database, app.log);
  if (seeded) app.log.info('demo data seeded; demo accounts are listed in README.md');
  if (!config.smsGateway.url)
    app.log.warn(`SMS_GATEWAY_URL is not set: text messages are only written to ${smsFilePath(config)}`);
  if (!config.captchaEnabled)
    app.log.warn('CAPTCHA=off: the login captcha is disabled; never run like this in production');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopBackups();
    stopReminders();
    if (backupToken) rmSync(endpointFile(config), { force: true });
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    if (backupToken) {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      writeFileSync(endpointFile(config), JSON.stringify({ pid: process.pid, port, token: backupToken }), {
        mode: 0o600,
      });
    }
  } catch (error) {
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(
        `Port ${config.port} is already in use. Stop the other program or start with another port: PORT=3001 npm start`,
      );
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) {
    if (config.databaseUrl) return runPrimary(config);
    console.warn(
      'WEB_CONCURRENCY needs PostgreSQL (DATABASE_URL): the embedded database serves one process.',
    );
  }
  await runServer(config);
}

void main();
