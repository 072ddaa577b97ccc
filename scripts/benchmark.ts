/**
 * Drives the production server over HTTP and puts each figure next to its SQL floor (README,
 * "National-scale data"; docs/performance.md, "How it is measured"):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/karjaloy_bench npm run bench
 *   … -- --connections 1,10,50 --duration 8 --warm-up 2 --workers 1 --cases office
 *   … -- --read-cache-mb 0   (every answer from the database: read routes keep none)
 *
 * 1. The server starts as `npm start` runs it, in a process of its own on a free port.
 * 2. The personas sign in over HTTP; every case's request is made once through an in-process app
 *    that notes the statements it sends (benchmark/capture.ts), and their plans are searched for
 *    sequential scans of the big tables.
 * 3. At each number of connections, every case runs over HTTP with autocannon, then its statements
 *    are replayed through pg at the same concurrency for the same time: the floor.
 * Tables go to the standard output, the full results to bench/results/<time>.json.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { AUTH_PATHS } from '../src/common/contracts/auth.contract';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-identity';
import { type Step, startRecorder } from './benchmark/capture';
import { benchmarkCases, type Case, HEALTH, requestOf, type Tokens } from './benchmark/cases';
import { measureFloor } from './benchmark/floor';
import { measureHttp } from './benchmark/http-load';
import { type CaseResult, type RunResult, resultTable, seqScanList, writeResults } from './benchmark/report';
import { findSeqScans, type SeqScan } from './benchmark/seq-scans';
import { startServer } from './benchmark/server';
import { findTargets } from './benchmark/targets';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '1,10,50' },
      duration: { type: 'string', default: '8' },
      'warm-up': { type: 'string', default: '2' },
      cases: { type: 'string', default: '' },
      workers: { type: 'string', default: '1' },
      'read-cache-mb': { type: 'string', default: '64' },
    },
  });
  const connections = values.connections.split(',').map(Number);
  const duration = Number(values.duration);
  const warmUp = Number(values['warm-up']);
  const workers = Number(values.workers);
  const readCacheMb = Number(values['read-cache-mb']);
  if (connections.some((value) => !Number.isInteger(value) || value < 1 || value > 1000))
    fail('--connections takes whole numbers from 1 to 1000, separated by commas: --connections 1,10,50');
  if (!Number.isInteger(duration) || duration < 1 || !Number.isInteger(warmUp) || warmUp < 0)
    fail('--duration takes whole seconds from 1, --warm-up from 0.');
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    fail('--workers takes the number of server processes (WEB_CONCURRENCY), 1 to 64.');
  if (!Number.isInteger(readCacheMb) || readCacheMb < 0)
    fail(
      "--read-cache-mb takes the memory in MB for read routes' kept answers (READ_CACHE_MB); 0 keeps none.",
    );
  return { connections, duration, warmUp, workers, readCacheMb, only: values.cases };
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}${AUTH_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { access_token?: string } };
  if (!response.ok || !body.data?.access_token)
    fail(`Signing in ${email} failed (${response.status}): ${JSON.stringify(body)}`);
  return body.data.access_token;
}

/** The sign-in case leaves a session per request: dropped between runs so the next starts alike. */
const forgetSessions = (pool: pg.Pool, emails: string[]) =>
  pool.query('delete from sessions where user_id in (select id from users where email = any($1))', [emails]);

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    fail('Set DATABASE_URL to the database to measure, one filled by npm run bench:data (README).');
  const options = readOptions();
  const slots = Math.max(...options.connections);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const recorder = await startRecorder(databaseUrl).catch((error: Error) =>
    fail(`Cannot open the database in DATABASE_URL (${error.message}).`),
  );
  const targets = await findTargets(recorder.database, slots).catch((error: Error) => fail(error.message));
  const accounts = targets.signInAccounts;
  const server = await startServer(databaseUrl, options.workers, options.readCacheMb);
  try {
    const tokens: Tokens = {
      superAdmin: await signIn(server.url, 'superadmin@demo.gov.bd'),
      officeAdmin: await signIn(server.url, targets.queueAdminEmail),
      examDesk: await signIn(server.url, 'exam@demo.gov.bd'),
      public: null,
    };
    // `--cases` takes parts of case names, several separated by '|': `--cases "exam|store"`.
    const parts = options.only.split('|');
    const cases = benchmarkCases(targets).filter(
      (item) => item.name === HEALTH || parts.some((part) => item.name.includes(part)),
    );
    const version = await pool.query<{ server_version: string }>('show server_version');
    console.log(
      `Karjaloy HTTP benchmark, ${new Date().toISOString()}: ${os.cpus().length} cores, Node ${process.version}, PostgreSQL ${version.rows[0].server_version}, ${options.workers} server process(es), read cache ${options.readCacheMb} MB`,
    );
    console.log(`Scale: ${JSON.stringify(targets.scale ?? 'demo seed only')}`);
    console.log(
      `Large office ${targets.largeOfficeId} (${targets.largeOfficePosts} posts); queue of office ${targets.queueOfficeId} (${targets.queuePending} pending, admin ${targets.queueAdminEmail})\n`,
    );

    // The statements of every case, one request per connection slot for sign-in, one for the rest.
    const sequences = new Map<string, Step[][]>();
    const seqScans = new Map<string, SeqScan[]>();
    for (const item of cases) {
      const requests = Array.from({ length: item.signIn ? slots : 1 }, (_, slot) =>
        requestOf(item, tokens, accounts, slot),
      );
      const captured: Step[][] = [];
      for (const request of requests) captured.push(await recorder.capture(request));
      sequences.set(item.name, captured);
      seqScans.set(item.name, await findSeqScans(pool, captured[0]));
    }
    await forgetSessions(pool, accounts);

    const measureCase = async (item: Case, connections: number) => {
      const requestFor = (slot: number) => requestOf(item, tokens, accounts, slot);
      const http = await measureHttp(server.url, requestFor, connections, options.duration, options.warmUp);
      if (item.signIn) await forgetSessions(pool, accounts);
      const steps = sequences.get(item.name) ?? [];
      const floor = await measureFloor(databaseUrl, steps, connections, options.duration, options.warmUp);
      if (item.signIn) await forgetSessions(pool, accounts);
      return { http, floor };
    };

    const runs: RunResult[] = [];
    for (const connections of options.connections) {
      const results: CaseResult[] = [];
      let healthRate = Number.NaN;
      for (const item of cases) {
        process.stderr.write(`  ${connections} × ${item.name} …\n`);
        const { http, floor } = await measureCase(item, connections);
        if (item.name === HEALTH) healthRate = http.requestsPerSecond;
        results.push({
          name: item.name,
          http,
          floor,
          healthShare: (100 * http.requestsPerSecond) / healthRate,
          floorRatio: http.requestsPerSecond / floor.requestsPerSecond,
        });
      }
      const run = { connections, cases: results };
      runs.push(run);
      console.log(`${resultTable(run, options.duration)}\n`);
    }
    console.log(seqScanList(seqScans));
    const failed = runs.flatMap((run) => run.cases.filter((item) => item.http.failed > 0));
    if (failed.length > 0)
      console.log(
        `\nSome requests failed (see the "failed" column): ${failed.map((item) => item.name).join(', ')}`,
      );
    const serverErrors = server.errors();
    if (serverErrors.length > 0)
      console.log(`\nThe server logged errors:\n${serverErrors.slice(0, 10).join('\n')}`);

    const file = writeResults({
      at: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
      },
      node: process.version,
      postgres: version.rows[0].server_version,
      options,
      scale: targets.scale,
      targets: { ...targets, signInAccounts: accounts.length },
      runs,
      seqScans: Object.fromEntries(seqScans),
      // The statement texts (not their values) each case sends, step by step.
      statements: Object.fromEntries(
        [...sequences].map(([name, [steps]]) => [
          name,
          steps.map((step) => step.map((statement) => statement.text)),
        ]),
      ),
    });
    console.log(`\nFull results: ${file}`);
  } finally {
    await server.stop();
    await recorder.close();
    await pool.end();
  }
}

await main();
