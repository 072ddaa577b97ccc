/**
 * When the database cannot be reached (stopped, restarting, failing over, the network gone), every
 * request answers 503 with Retry-After and "সাময়িকভাবে সেবা বন্ধ আছে", and the log says so once:
 * one line when the database goes away, one when it answers again (a probe asks every second while
 * it is away). Never the failed query's text or parameters.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_INTERVAL_MS = 1000;

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL: class 08 (connection exception) and 57P01–57P03 (shut down, crashed, starting up). */
const isUnavailableState = (code: string) => code.startsWith('08') || /^57P0[1-3]$/.test(code);
/** node-postgres says these in words, without a code. */
const LOST_CONNECTION =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|the database system is (shutting down|starting up|in recovery mode)/i;

/** Whether `error` (or an error it wraps) says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || (code.length === 5 && isUnavailableState(code))) return true;
    if (typeof current.message === 'string' && LOST_CONNECTION.test(current.message)) return true;
    // An AggregateError of every address tried (Node's happy eyeballs) holds the socket errors.
    if (Array.isArray(current.errors) && current.errors.some((inner) => isDatabaseUnreachable(inner)))
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

export interface DatabaseWatch {
  /** Whether the database is away now (between the two log lines). */
  readonly away: boolean;
  /** A request (or the pool) found the database unreachable. */
  reportUnreachable(): void;
  close(): void;
}

export function watchDatabase(db: Db, log: FastifyBaseLogger): DatabaseWatch {
  let away = false;
  let since = 0;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  const stopProbe = () => {
    if (probe) clearInterval(probe);
    probe = undefined;
  };
  const check = async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return;
    }
    if (!away || closed) return;
    away = false;
    stopProbe();
    log.info({ awayMs: Date.now() - since }, 'database reachable again: serving requests');
  };

  return {
    get away() {
      return away;
    },
    reportUnreachable() {
      if (away || closed) return;
      away = true;
      since = Date.now();
      log.error('database unreachable: answering 503 until it is back');
      probe = setInterval(() => void check(), PROBE_INTERVAL_MS);
      probe.unref();
    },
    close() {
      closed = true;
      stopProbe();
    },
  };
}
