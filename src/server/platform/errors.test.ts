/**
 * The error handler's last lines of defence: NUL anywhere in a request is a 400 before any route
 * runs, a value PostgreSQL refuses (SQLSTATE class 22) is a 400 and not a 500, a JSON body too large
 * says so (not "file too large"), and the log of a failed query never holds the values it was sent.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PUBLIC } from '../../common/permissions';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { findNul } from './input-guard';

/** What a registrant sends and the log must never show. */
const SECRET = {
  email: 'secret.registrant@example.com',
  mobile: '01799887766',
  nid: '19907766554433221',
  dateOfBirth: '1990-02-31',
  passwordHash: 'scrypt$SECRET-HASH-0123456789abcdef',
  password: 'Secret#Pass2024',
};

let t: TestApp;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The same database behind an app that logs, into lines the test reads.
  app = await buildApp({
    config: t.app.config,
    database: t.database,
    logger: true,
    logStream: { write: (line) => void logLines.push(line) },
  });
  // Queries that fail the way a registration's insert can, with a registrant's data as parameters.
  app.post('/api/test/failing-insert', { config: { access: PUBLIC } }, async () => {
    await app.db.execute(
      sql`insert into users (name, email, mobile, password_hash) values (null, ${SECRET.email}, ${SECRET.mobile}, ${SECRET.passwordHash}), (${SECRET.nid}, ${SECRET.dateOfBirth}, null, null)`,
    );
    return { success: true };
  });
  app.post('/api/test/failing-cast', { config: { access: PUBLIC } }, async (request) => {
    await app.db.execute(sql`select ${(request.body as { dateOfBirth: string }).dateOfBirth}::date`);
    return { success: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('NUL anywhere in a request', () => {
  test('is found in values and keys at any depth, and not in files', () => {
    expect(findNul({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(findNul({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findNul('\u0000')).toBe('');
    expect(findNul({ a: 'ok', n: 1, z: null, file: Buffer.from([0]) })).toBeNull();
  });

  test('is a 400 with the field named, before the route or the database sees it', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/geography/districts?search=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      success: false,
      message: 'প্রদত্ত তথ্য সঠিক নয়, অনুগ্রহ করে যাচাই করুন',
      errors: [{ field: 'search', message: 'লেখায় এমন একটি অক্ষর আছে যা গ্রহণযোগ্য নয়' }],
    });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/registration/otp/resend',
      payload: { otpId: 'x', extra: { deep: ['\u0000'] } },
      headers: { 'accept-language': 'en' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual([
      { field: 'extra.deep.0', message: 'The text contains a character that is not allowed' },
    ]);
    const key = await t.app.inject({ method: 'GET', url: '/api/office/options/offices?a%00=1' });
    expect(key.statusCode).toBe(400);
  });
});

describe('a value PostgreSQL refuses (SQLSTATE class 22)', () => {
  test('is bad input: 400 in Bangla or English, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/failing-cast',
      payload: { dateOfBirth: SECRET.dateOfBirth },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'প্রদত্ত তথ্য সঠিক নয়, অনুগ্রহ করে যাচাই করুন' });
    const english = await app.inject({
      method: 'POST',
      url: '/api/test/failing-cast',
      payload: { dateOfBirth: 'not a date' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().message).toBe('The information given is not valid');
  });
});

describe('a body too large', () => {
  test('is a 413 about the request, not about a file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024), password: 'x' }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request is too large' });
  });
});

describe('the log', () => {
  test('of a failed query names SQLSTATE, table and query, never the values sent', async () => {
    logLines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/failing-insert',
      headers: { authorization: 'Bearer secret-token-of-the-caller' },
    });
    expect(response.statusCode).toBe(500);
    const log = logLines.join('\n');
    const failure = logLines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(failure.err).toMatchObject({ sqlState: '23502', table: 'users', column: 'name' });
    expect(failure.err.query).toMatch(/^insert into users/);
    expect(failure.err.stack).toMatch(/^\s+at /);
    for (const secret of [...Object.values(SECRET), 'secret-token-of-the-caller']) {
      expect(log).not.toContain(secret);
    }
  });

  test('of a refused value and of a sign-in holds neither the value, the password nor the token', async () => {
    logLines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/test/failing-cast',
      payload: { dateOfBirth: SECRET.dateOfBirth },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SECRET.email, password: SECRET.password },
      headers: { authorization: 'Bearer secret-token-of-the-caller', cookie: 'session=secret-cookie' },
      remoteAddress: '10.99.0.1',
    });
    const log = logLines.join('\n');
    expect(log).toContain('input the database refused');
    for (const secret of [
      SECRET.dateOfBirth,
      SECRET.email,
      SECRET.password,
      'secret-token',
      'secret-cookie',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
