/**
 * A real application on a private copy of the seeded database, for `app.inject()` tests.
 * Each test file calls createTestApp() once in beforeAll and close() in afterAll.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, fromPglite, openPostgres, pgliteExtensions } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo-identity';
import type { MessageSender, OutgoingMessage } from '../platform/outbox';
import { adminQuery, databaseUrlFor } from './postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Every SMS the app sent, in order, as the phone would receive it (the outbox keeps codes masked). */
  sms: OutgoingMessage[];
  /** The one-time password in the latest SMS to `mobile`. */
  latestCode(mobile: string): string;
  /** Signs a demo account in and returns its bearer token. */
  tokenFor(email: string): Promise<string>;
  close(): Promise<void>;
}

async function copyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (databaseUrl && template) {
    const name = `karjaloy_test_${randomBytes(6).toString('hex')}`;
    for (let attempt = 0; ; attempt++) {
      try {
        await adminQuery(databaseUrl, `create database ${name} template ${template}`);
        break;
      } catch (error) {
        // Two files copying the template at once collide; wait and try again.
        if (attempt >= 20 || !String(error).includes('being accessed')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    const database = await openPostgres(databaseUrlFor(databaseUrl, name));
    return { database, drop: () => adminQuery(databaseUrl, `drop database if exists ${name} with (force)`) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite({
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
    extensions: await pgliteExtensions(),
  });
  await client.waitReady;
  return { database: await fromPglite(client), drop: async () => {} };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { database, drop } = await copyDatabase();
  // A data folder of its own for uploaded files, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'karjaloy-test-'));
  const config = { ...loadConfig({}), captchaEnabled: false, webDir: '/nonexistent', dataDir, ...overrides };
  const sms: OutgoingMessage[] = [];
  // The phones at the other end of the SMS gateway: the test reads what they received.
  const messageSender: MessageSender = { kind: 'gateway', send: async (message) => void sms.push(message) };
  const app = await buildApp({ config, database, logger: false, messageSender });
  await app.ready();
  return {
    app,
    database,
    sms,
    latestCode(mobile) {
      const message = sms.findLast((item) => item.recipient === mobile);
      const code = message?.secret;
      if (!code) throw new Error(`no one-time password was sent to ${mobile}`);
      return code;
    },
    async tokenFor(email) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
      return response.json().data.access_token;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
