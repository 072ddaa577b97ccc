/** Starts Karjaloy: opens and migrates the database, seeds demo data once, serves API and web on one port. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pgdata` });
  } catch (error) {
    fail(
      config.databaseUrl
        ? `Cannot reach the PostgreSQL database in DATABASE_URL (${(error as Error).message}). Check that it is running, or unset DATABASE_URL to use the embedded database.`
        : `Cannot open the embedded database in ${config.dataDir}/pgdata (${(error as Error).message}). Is another Karjaloy using this folder? Set DATA_DIR to use another.`,
    );
  }
  await migrateDatabase(database);
  const seeded = await seedIfEmpty(database);

  const app = await buildApp({ config, database });
  if (seeded) app.log.info('demo data seeded; demo accounts are listed in README.md');
  if (!config.captchaEnabled)
    app.log.warn('CAPTCHA=off: the login captcha is disabled; never run like this in production');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
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

void main();
