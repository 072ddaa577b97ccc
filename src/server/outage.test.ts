/**
 * A database outage under load: a real server process over a PostgreSQL of the test's own, which
 * is stopped for a few seconds while clients read and write. While it is away every request answers
 * 503 with Retry-After and the Bangla message (never a 500); the log says once that it went away
 * and once that it came back, with no query text; every write the server acknowledged is there
 * afterwards. PostgreSQL only (it needs initdb and pg_ctl), so this runs in CI's PostgreSQL pass.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed/demo-identity';
import {
  copyDatabase,
  type OwnPostgres,
  ownPostgresAvailable,
  startOwnPostgres,
} from './testing/own-postgres';
import { adminQuery, databaseUrlFor } from './testing/postgres';
import { type ServerProcess, startServerProcess } from './testing/server-process';

const databaseUrl = process.env.DATABASE_URL;
const DOWN_MS = 4000;

let postgres: OwnPostgres;
let server: ServerProcess;
let dataDir: string;

async function call(method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json().catch(() => null),
  };
}

describe.skipIf(!databaseUrl || !ownPostgresAvailable())('a database outage under load', () => {
  beforeAll(async () => {
    postgres = await startOwnPostgres();
    await adminQuery(postgres.url(), 'create database karjaloy');
    copyDatabase(databaseUrlFor(databaseUrl as string, inject('postgresTemplate')), postgres.url('karjaloy'));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'karjaloy-outage-'));
    server = await startServerProcess({
      DATABASE_URL: postgres.url('karjaloy'),
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      WEB_DIR: '/nonexistent',
      DATABASE_POOL_SIZE: '5',
    });
  }, 180_000);

  afterAll(async () => {
    server?.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while it is away, logs it twice in all, and loses no acknowledged write', async () => {
    const login = await call('POST', '/api/auth/login', undefined, {
      email: 'officer@demo.gov.bd',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = login.body.data.access_token as string;

    const statuses = new Map<number, number>();
    const unavailable: { retryAfter: string | null; message: string }[] = [];
    const acknowledged: number[] = [];
    let running = true;
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        const write = i % 3 === 0;
        const response = await (write
          ? call('POST', '/api/support/tickets', token, {
              reason: 'others',
              description: `বিভ্রাট পরীক্ষা: ক্লায়েন্ট ${n}, অনুরোধ ${i}; এটি সংরক্ষিত থাকা চাই।`,
            })
          : call('GET', '/api/support/tickets?pageSize=5', token)
        ).catch(() => ({ status: 0, retryAfter: null, body: null }));
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503)
          unavailable.push({ retryAfter: response.retryAfter, message: response.body?.message });
        if (write && response.status === 200) acknowledged.push(response.body.data.id);
        if (response.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const clients = Array.from({ length: 6 }, (_, n) => client(n));

    await new Promise((resolve) => setTimeout(resolve, 1500));
    postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    const whileAway = await call('GET', '/api/support/tickets', token);
    const inEnglish = await fetch(`${server.url}/api/support/tickets`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    postgres.start();
    // Serving again within a few seconds of its return.
    let back = false;
    for (const deadline = Date.now() + 15_000; !back && Date.now() < deadline; ) {
      back = (await call('GET', '/api/support/tickets?pageSize=1', token)).status === 200;
      if (!back) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all(clients);

    expect(back).toBe(true);
    expect(whileAway).toMatchObject({ status: 503, retryAfter: '5' });
    expect(whileAway.body).toEqual({ success: false, message: 'সাময়িকভাবে সেবা বন্ধ আছে' });
    expect(inEnglish.status).toBe(503);
    expect((await inEnglish.json()).message).toBe('The service is temporarily unavailable');
    // Nothing but success and 503s: no 500, no dropped connection.
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const item of unavailable)
      expect(item).toEqual({ retryAfter: '5', message: 'সাময়িকভাবে সেবা বন্ধ আছে' });

    // Once away, once back; no query text or parameters anywhere in the log.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const log = server.log.join('\n');
    expect(server.log.filter((line) => line.includes('database unreachable'))).toHaveLength(1);
    expect(server.log.filter((line) => line.includes('database reachable again'))).toHaveLength(1);
    expect(log).not.toMatch(/insert into|select .* from|params:|বিভ্রাট পরীক্ষা/i);
    expect(log).not.toContain('request failed');

    // Every acknowledged ticket is in the database.
    expect(acknowledged.length).toBeGreaterThan(0);
    const { default: pg } = await import('pg');
    const check = new pg.Client({ connectionString: postgres.url('karjaloy') });
    await check.connect();
    try {
      const { rows } = await check.query('select id from support_tickets where id = any($1::int[])', [
        acknowledged,
      ]);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await check.end();
    }
  }, 120_000);
});
