/**
 * The SQL behind each case: the app is built in this process on a pg pool whose connections note
 * every statement they are sent (text, parameters, when it was sent and when it came back), and
 * each case's request is made once through app.inject(). Statements sent while an earlier one of
 * the same request was still running (a service's Promise.all) form one step, so the floor can send
 * them together too.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, fromPgPool } from '../../src/server/db/client';
import type { BenchRequest } from './cases';

export interface Statement {
  text: string;
  values: unknown[];
}

/** Statements a request sends at once; the steps of a request follow one another. */
export type Step = Statement[];

interface Sent extends Statement {
  sentAt: number;
  doneAt: number;
}

type QueryFunction = (config: unknown, values?: unknown, callback?: unknown) => unknown;

export interface Recorder {
  /** The database the recording app runs on (also good for the benchmark's own look-ups). */
  database: Database;
  /** The steps of one request; fails unless the app answers it with a 2xx status. */
  capture(request: BenchRequest): Promise<Step[]>;
  close(): Promise<void>;
}

/** Wraps a connection's query() so that, while `sink()` gives a list, every statement is noted in it. */
function noteStatements(client: pg.PoolClient, sink: () => Sent[] | null): void {
  const target = client as unknown as { query: QueryFunction };
  const original = target.query.bind(client) as QueryFunction;
  target.query = (config, values, callback) => {
    const list = sink();
    if (!list) return original(config, values, callback);
    const query = (typeof config === 'string' ? { text: config } : config) as pg.QueryConfig;
    const sent: Sent = {
      text: query.text,
      values: (Array.isArray(values) ? values : query.values) ?? [],
      sentAt: performance.now(),
      doneAt: Number.POSITIVE_INFINITY,
    };
    list.push(sent);
    const done = () => {
      sent.doneAt = performance.now();
    };
    // pg takes a callback in the place of the values or after them; without one it returns a promise.
    const notify = (handler: unknown) =>
      typeof handler === 'function'
        ? (...args: unknown[]) => {
            done();
            return handler(...args);
          }
        : handler;
    const result = original(config, notify(values), notify(callback));
    if (typeof values !== 'function' && typeof callback !== 'function')
      (result as Promise<unknown>).then(done, done);
    return result;
  };
}

/** Groups statements sent before the ones already running in the current step came back. */
export function toSteps(sent: Sent[]): Step[] {
  const steps: Step[] = [];
  let current: Step | null = null;
  let runningUntil = Number.NEGATIVE_INFINITY;
  for (const { text, values, sentAt, doneAt } of sent) {
    if (current && sentAt < runningUntil) {
      current.push({ text, values });
      runningUntil = Math.max(runningUntil, doneAt);
    } else {
      current = [{ text, values }];
      steps.push(current);
      runningUntil = doneAt;
    }
  }
  return steps;
}

export async function startRecorder(databaseUrl: string): Promise<Recorder> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  let recording: Sent[] | null = null;
  pool.on('connect', (client) => noteStatements(client, () => recording));
  const database = await fromPgPool(pool);
  // Without the captcha, the web folder and request logs, as the benchmarked server runs; and
  // without kept answers (platform/read-cache.ts): the floor is the SQL of answering from the data.
  const config = {
    ...loadConfig(),
    captchaEnabled: false,
    webDir: '/nonexistent',
    trustProxy: false,
    readCacheMb: 0,
  };
  const app: FastifyInstance = await buildApp({ config, database, logger: false });
  await app.ready();

  const send = (request: BenchRequest) =>
    app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body !== undefined && { payload: request.body }),
      ...(request.address && { remoteAddress: request.address }),
    });

  return {
    database,
    capture: async (request) => {
      // Once unrecorded, so every connection it needs is open and a step is not split by a connect.
      await send(request);
      const sent: Sent[] = [];
      recording = sent;
      const response = await send(request).finally(() => {
        recording = null;
      });
      if (response.statusCode < 200 || response.statusCode > 299)
        throw new Error(
          `${request.method} ${request.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
        );
      return toSteps(sent);
    },
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
