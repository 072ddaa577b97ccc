/**
 * The SQL floor of a case: the statements the server sends for one request, replayed through pg as
 * named prepared statements by as many workers as the HTTP run has connections, each in a closed
 * loop for the same time. What the app adds on top (HTTP, routing, validation, authorisation,
 * serialisation, a password hash) is the distance between the two.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Statement, Step } from './capture';
import { type Measured, summarize } from './stats';

const MAX_CONNECTIONS = 60;
const nameOf = (text: string) => `bench_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
const isTransactionControl = (text: string) => /^\s*(begin|start|commit|rollback|savepoint)\b/i.test(text);
/** A new session's token hash (64 hex digits) must be new every time, as the server makes one per sign-in. */
const isTokenHash = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

function queryOf(statement: Statement): pg.QueryArrayConfig {
  const insert = /^\s*insert\b/i.test(statement.text);
  return {
    name: nameOf(statement.text),
    text: statement.text,
    values: insert
      ? statement.values.map((value) => (isTokenHash(value) ? randomBytes(32).toString('hex') : value))
      : statement.values,
    rowMode: 'array',
  };
}

type Runner = (client: pg.Pool | pg.PoolClient, steps: Step[]) => Promise<void>;

/** Steps one after another, the statements of a step together (each on a connection of its own). */
const runSteps: Runner = async (pool, steps) => {
  for (const step of steps) await Promise.all(step.map((statement) => pool.query(queryOf(statement))));
};

/** A request with a transaction: everything on one connection, in the order it was sent. */
const runInOrder: Runner = async (client, steps) => {
  for (const statement of steps.flat()) await client.query(queryOf(statement));
};

/**
 * `sequences` holds one request per connection slot (every slot sends the same request, except
 * sign-in, where each signs in its own account); worker i replays sequence i modulo their number.
 */
export async function measureFloor(
  databaseUrl: string,
  sequences: Step[][],
  connections: number,
  seconds: number,
  warmUpSeconds: number,
): Promise<Measured> {
  const transactional = sequences.flat(2).some((statement) => isTransactionControl(statement.text));
  // Enough connections that no worker waits for one (the floor is what the database can do), within
  // PostgreSQL's default max_connections of 100 beside the server's pool.
  const width = transactional ? 1 : Math.max(...sequences.flat().map((step) => step.length));
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Math.min(connections * width, MAX_CONNECTIONS),
  });
  pool.on('error', () => {});
  const run = transactional ? runInOrder : runSteps;

  const loop = async (worker: number, until: number, latencies: number[] | null) => {
    const steps = sequences[worker % sequences.length];
    const client = transactional ? await pool.connect() : null;
    try {
      while (performance.now() < until) {
        const started = performance.now();
        await run(client ?? pool, steps);
        latencies?.push(performance.now() - started);
      }
    } finally {
      client?.release();
    }
  };
  const workers = Array.from({ length: connections }, (_, worker) => worker);
  try {
    const warmUpEnd = performance.now() + warmUpSeconds * 1000;
    await Promise.all(workers.map((worker) => loop(worker, warmUpEnd, null)));
    const latencies: number[] = [];
    const started = performance.now();
    const end = started + seconds * 1000;
    await Promise.all(workers.map((worker) => loop(worker, end, latencies)));
    return summarize(latencies, (performance.now() - started) / 1000, 0);
  } finally {
    await pool.end();
  }
}
