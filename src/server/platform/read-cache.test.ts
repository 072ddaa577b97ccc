/**
 * Read routes' answers kept while the structure generation stays (platform/read-cache.ts): a repeated
 * read is answered from memory, and any change to what it shows, through the API or straight in the
 * database, is in the very next answer. One caller's kept answer never reaches another.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, DEMO, TANORE_OFFICE } from '../modules/office/office.testing';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let superAdmin: Caller;
let officeAdmin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, officeAdmin] = [await callerFor(t, DEMO.superAdmin), await callerFor(t, DEMO.officeAdmin)];
});
afterAll(() => t.close());

const officeList =
  '/api/office/offices?page=1&pageSize=5&search=%E0%A6%B0%E0%A6%BE%E0%A6%9C%E0%A6%B6%E0%A6%BE%E0%A6%B9%E0%A7%80';

async function read(token: string | null, url: string, lang = 'bn') {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token && { authorization: `Bearer ${token}` }), 'accept-language': lang },
  });
  return {
    status: response.statusCode,
    hit: response.headers['x-read-cache'] === 'hit',
    body: response.json(),
  };
}

describe('kept answers of read routes', () => {
  it('answers a repeated read from memory with the same answer', async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    const first = await read(token, officeList);
    expect(first.status).toBe(200);
    expect(first.hit).toBe(false);
    expect(first.body.data.total).toBeGreaterThan(0);
    const again = await read(token, officeList);
    expect(again.hit).toBe(true);
    expect(again.body).toEqual(first.body);
    // Another language is another answer.
    expect((await read(token, officeList, 'en')).hit).toBe(false);
  });

  it('shows an office renamed through the API in the next answer', async () => {
    const list = '/api/office/offices?search=%E0%A6%A4%E0%A6%BE%E0%A6%A8%E0%A7%8B%E0%A6%B0';
    const office = TANORE_OFFICE;
    expect((await superAdmin.get(list)).body.data.total).toBe(0);
    const created = await superAdmin.post('/api/office/offices', office);
    expect(created.status).toBe(200);
    expect((await superAdmin.get(list)).body.data.total).toBe(1);
    const token = await t.tokenFor(DEMO.superAdmin);
    expect((await read(token, list)).hit).toBe(true);
    await superAdmin.put(`/api/office/offices/${created.body.data.id}`, {
      ...office,
      nameBn: 'উপজেলা আইসিটি কার্যালয়, মোহনপুর',
    });
    const after = await read(token, list);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(0);
  });

  it('shows a ministry renamed straight in the database in the next answer', async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    const url = '/api/office/offices?ministryId=1&page=1&pageSize=1';
    const before = await read(token, url);
    await read(token, url);
    expect((await read(token, url)).hit).toBe(true);
    expect(before.body.data.items[0].ministry.id).toBe(1);
    await t.database.db.execute(sql`update ministries set name_bn = 'নতুন নামের মন্ত্রণালয়' where id = 1`);
    const after = await read(token, url);
    expect(after.hit).toBe(false);
    expect(after.body.data.items[0].ministry.nameBn).toBe('নতুন নামের মন্ত্রণালয়');
  });

  it('keeps a public answer until the geography changes', async () => {
    const url = '/api/geography/districts?divisionId=2';
    const first = await read(null, url);
    expect(first.status).toBe(200);
    expect((await read(null, url)).hit).toBe(true);
    const [district] = first.body.data.items ?? first.body.data;
    await t.database.db.execute(sql`update districts set name_bn = 'নতুন জেলা' where id = ${district.id}`);
    const after = await read(null, url);
    expect(after.hit).toBe(false);
    expect(JSON.stringify(after.body)).toContain('নতুন জেলা');
  });

  it('never gives one caller the answer kept for another', async () => {
    const superToken = await t.tokenFor(DEMO.superAdmin);
    const adminToken = await t.tokenFor(DEMO.officeAdmin);
    const url = '/api/office/offices?page=1&pageSize=20';
    const all = await read(superToken, url);
    expect((await read(superToken, url)).hit).toBe(true);
    const own = await read(adminToken, url);
    expect(own.hit).toBe(false);
    expect(own.body.data.total).toBeLessThan(all.body.data.total);
    expect((await officeAdmin.get(url)).body.data.total).toBe(own.body.data.total);
  });

  it('keeps no refusal or error', async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    const missing = '/api/office/offices/999999';
    expect((await read(token, missing)).status).toBe(404);
    expect((await read(token, missing)).hit).toBe(false);
  });
});

describe('with READ_CACHE_MB=0', () => {
  it('answers every read from the database', async () => {
    const off = await createTestApp({ readCacheMb: 0 });
    try {
      const url = '/api/geography/divisions';
      expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await off.app.inject({ method: 'GET', url })).headers['x-read-cache']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
