/**
 * Times the main list and detail endpoints against a PostgreSQL database, usually one filled by
 * scripts/generate-national-data.ts (README, "National-scale data"):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/karjaloy_bench npx tsx scripts/benchmark.ts [--runs 20]
 *
 * The app runs in this process and is called through app.inject(), so the figures are the server's
 * own time (routing, validation, queries, serialisation) without network or browser.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openPostgres } from '../src/server/db/client';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-identity';
import { benchmarkCases, type Persona } from './benchmark/cases';
import { measure, type Timing, timingTable } from './benchmark/measure';
import { findTargets } from './benchmark/targets';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) fail(`Signing in ${email} failed: ${response.body}`);
  return response.json().data.access_token;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    fail(
      'Set DATABASE_URL to the database to measure, e.g. one filled by scripts/generate-national-data.ts.',
    );
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '20' }, 'warm-up': { type: 'string', default: '3' } },
  });
  const runs = Number(values.runs);
  const warmUp = Number(values['warm-up']);
  if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(warmUp) || warmUp < 0)
    fail('--runs must be a whole number above 0 and --warm-up one of 0 or more.');

  const database = await openPostgres(databaseUrl);
  // As the app does at start-up, so a database filled before a schema change is measured as it would run.
  await migrateDatabase(database);
  // The captcha would stop the scripted sign-in; the web folder is not needed for API calls.
  const config = { ...loadConfig(), captchaEnabled: false, webDir: '/nonexistent' };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const targets = await findTargets(database);
    const tokens: Record<Persona, string | null> = {
      superAdmin: await signIn(app, 'superadmin@demo.gov.bd'),
      officeAdmin: await signIn(app, targets.queueAdminEmail),
      public: null,
    };
    console.log(
      `Karjaloy benchmark, ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}`,
    );
    console.log(`Scale: ${JSON.stringify(targets.scale ?? 'demo seed only')}`);
    console.log(
      `Large office ${targets.largeOfficeId} (${targets.largeOfficePosts} posts); queue of office ${targets.queueOfficeId} (${targets.queuePending} pending, admin ${targets.queueAdminEmail})`,
    );
    console.log(`${runs} timed runs after ${warmUp} warm-up runs each:\n`);
    const timings: Timing[] = [];
    for (const item of benchmarkCases(targets)) {
      timings.push(
        await measure(app, item.name, { url: item.url, token: tokens[item.persona] }, runs, warmUp),
      );
    }
    console.log(timingTable(timings));
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
