/**
 * Two real server processes on different ports over one PostgreSQL database and one shared data
 * folder serve as one: what is started on one (a session, a captcha, an OTP, a sign-in lock, a
 * quota, an upload) is honoured by the other. PostgreSQL only: the embedded database serves one
 * process, so this runs in CI's PostgreSQL pass.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed/demo-identity';
import { pngBytes } from './testing/file-fixtures';
import { adminQuery, databaseUrlFor } from './testing/postgres';
import { type ServerProcess, startServerProcess } from './testing/server-process';

const databaseUrl = process.env.DATABASE_URL;

let a: ServerProcess;
let b: ServerProcess;
let dataDir: string;
let testDatabase: string;
const testDatabaseUrl = () => databaseUrlFor(databaseUrl as string, testDatabase);

async function sql(statement: string): Promise<void> {
  await adminQuery(testDatabaseUrl(), statement);
}

async function call(instance: ServerProcess, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** A captcha issued by `instance`, its answer then set to a known word in the shared database. */
async function captchaFrom(instance: ServerProcess): Promise<{ captchaId: string; captchaAnswer: string }> {
  const { body } = await call(instance, 'GET', '/api/auth/captcha');
  const captchaAnswer = 'karjl';
  const hash = createHash('sha256').update(captchaAnswer).digest('hex');
  await sql(`update captchas set answer_hash = '${hash}' where id = '${body.data.captchaId}'`);
  return { captchaId: body.data.captchaId, captchaAnswer };
}

const signIn = async (
  instance: ServerProcess,
  captchaFromInstance: ServerProcess,
  email: string,
  password: string,
) =>
  call(instance, 'POST', '/api/auth/login', { email, password, ...(await captchaFrom(captchaFromInstance)) });

const latestCode = (mobile: string) => {
  const lines = readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const last = lines.map((line) => JSON.parse(line)).findLast((message) => message.to === mobile);
  return /\d{6}/.exec(last?.body ?? '')?.[0] ?? '';
};

describe.skipIf(!databaseUrl)('two instances over one PostgreSQL', () => {
  beforeAll(async () => {
    testDatabase = `karjaloy_scale_${randomBytes(5).toString('hex')}`;
    await adminQuery(
      databaseUrl as string,
      `create database ${testDatabase} template ${inject('postgresTemplate')}`,
    );
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'karjaloy-scale-'));
    const env = {
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: dataDir,
      CAPTCHA: 'on',
      WEB_DIR: '/nonexistent',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
    if (testDatabase)
      await adminQuery(databaseUrl as string, `drop database if exists ${testDatabase} with (force)`);
  });

  it('a captcha from one and a session started on one are honoured by the other', async () => {
    const login = await signIn(b, a, 'officer@demo.gov.bd', DEMO_PASSWORD);
    expect(login.status).toBe(200);
    const session = await call(a, 'GET', '/api/auth/session', undefined, login.body.data.access_token);
    expect(session.status).toBe(200);
    expect(session.body.data.user.email).toBe('officer@demo.gov.bd');
    await call(b, 'POST', '/api/auth/logout', {}, login.body.data.access_token);
    expect((await call(a, 'GET', '/api/auth/session', undefined, login.body.data.access_token)).status).toBe(
      401,
    );
  });

  it('a change made anywhere is seen on the next request of each, though each keeps what it resolved', async () => {
    const login = await signIn(a, a, 'officer@demo.gov.bd', DEMO_PASSWORD);
    const token = login.body.data.access_token;
    const before = await call(b, 'GET', '/api/auth/session', undefined, token);
    expect((await call(a, 'GET', '/api/auth/session', undefined, token)).status).toBe(200);
    const officeId = before.body.data.userrole[0].OfficeId;
    // Written straight into the database, past both servers, as another tool or a migration would.
    await sql(`update offices set name_bn = 'নতুন নামের অফিস' where id = ${officeId}`);
    for (const instance of [a, b]) {
      const after = await call(instance, 'GET', '/api/auth/session', undefined, token);
      expect(after.body.data.userrole[0].OfficeName).toBe('নতুন নামের অফিস');
    }
    await sql(`update users set is_active = false where email = 'officer@demo.gov.bd'`);
    for (const instance of [a, b])
      expect((await call(instance, 'GET', '/api/auth/session', undefined, token)).status).toBe(401);
    await sql(`update users set is_active = true where email = 'officer@demo.gov.bd'`);
  });

  it('an answer kept by each is replaced on both after a change made through one', async () => {
    const login = await signIn(a, a, 'officeadmin@demo.gov.bd', DEMO_PASSWORD);
    const token = login.body.data.access_token;
    const officeId = (await call(a, 'GET', '/api/auth/session', undefined, token)).body.data.userrole[0]
      .OfficeId;
    const url = `/api/office/offices/${officeId}/settings`;
    for (const instance of [a, b, a, b])
      expect((await call(instance, 'GET', url, undefined, token)).status).toBe(200);
    const changed = { officeStartTime: '08:30', officeEndTime: '15:30', weeklyHolidays: [5] };
    expect((await call(a, 'PUT', url, changed, token)).status).toBe(200);
    for (const instance of [b, a]) {
      const after = await call(instance, 'GET', url, undefined, token);
      expect(after.body.data).toMatchObject(changed);
    }
  });

  it('a lock earned on one stops the sign-in on the other', async () => {
    for (let n = 0; n < 5; n++)
      expect((await signIn(a, a, 'exam@demo.gov.bd', 'Wrong@pass1')).status).toBe(401);
    expect((await signIn(b, b, 'exam@demo.gov.bd', DEMO_PASSWORD)).status).toBe(429);
  });

  it('an OTP sent by one is verified by the other, and the number quota spans both', async () => {
    const sent = await call(a, 'POST', '/api/registration/otp', { mobile: '01811000444' });
    expect(sent.status).toBe(200);
    const verified = await call(b, 'POST', '/api/registration/otp/verify', {
      otpId: sent.body.data.otpId,
      code: latestCode('01811000444'),
    });
    expect(verified.status).toBe(200);
    const more = [];
    for (const instance of [b, a, b, a, b, a])
      more.push((await call(instance, 'POST', '/api/registration/otp', { mobile: '01811000444' })).status);
    expect(more).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a photo uploaded through one is served by the other', async () => {
    const login = await signIn(a, b, 'officeadmin@demo.gov.bd', DEMO_PASSWORD);
    const token = login.body.data.access_token;
    const bytes = pngBytes(640, 480);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
    const saved = await fetch(`${a.url}/api/profile/photo`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(saved.status).toBe(200);
    const userId = login.body.data.user.id;
    const served = await fetch(`${b.url}/api/profile/photo/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
