/**
 * The office search reads offices.search_text, a column PostgreSQL keeps from both names, and the
 * list picks a page of ids before joining names (docs/performance.md). These pin what users see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO, TANORE_OFFICE } from './office.testing';

let t: TestApp;
let superAdmin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await callerFor(t, DEMO.superAdmin);
});
afterAll(() => t.close());

const totalFor = async (search: string) =>
  (await superAdmin.get(`/api/office/offices?search=${encodeURIComponent(search)}`)).body.data.total;

describe('office search', () => {
  it('finds য় typed as one letter or as য with a nukta', async () => {
    const single = await totalFor('কার্যাল\u09DF');
    expect(single).toBeGreaterThan(5);
    expect(await totalFor('কার্যাল\u09AF\u09BC')).toBe(single);
  });

  it('ignores case, takes % and _ literally and does not match across the two names', async () => {
    expect(await totalFor('CIVIL SURGEON')).toBe(2);
    expect(await totalFor('%')).toBe(0);
    expect(await totalFor('_')).toBe(0);
    expect(await totalFor('রাজশাহী District')).toBe(0);
  });

  it('follows a renamed office', async () => {
    const created = await superAdmin.post('/api/office/offices', TANORE_OFFICE);
    expect(created.status).toBe(200);
    expect(await totalFor('তানোর')).toBe(1);
    const renamed = await superAdmin.put(`/api/office/offices/${created.body.data.id}`, {
      nameBn: 'উপজেলা আইসিটি কার্যালয়, মোহনপুর, রাজশাহী',
      nameEn: 'Upazila ICT Office, Mohanpur, Rajshahi',
      officeLevelId: 5,
      ministryId: 1,
      departmentId: 1,
      parentOfficeId: 10,
    });
    expect(renamed.status).toBe(200);
    expect(await totalFor('তানোর')).toBe(0);
    expect(await totalFor('mohanpur')).toBe(1);
  });
});

describe('office list pages', () => {
  it('give every office once, level by level', async () => {
    const { total } = (await superAdmin.get('/api/office/offices?pageSize=1')).body.data;
    const seen: { id: number; level: { id: number } | null }[] = [];
    for (let page = 1; seen.length < total; page++) {
      const { items } = (await superAdmin.get(`/api/office/offices?pageSize=7&page=${page}`)).body.data;
      expect(items.length).toBeGreaterThan(0);
      seen.push(...items);
    }
    expect(new Set(seen.map((office) => office.id)).size).toBe(total);
    // Levels' sort order equals their id in the seed, so the level ids never go down.
    const levels = seen.map((office) => office.level?.id ?? Number.MAX_SAFE_INTEGER);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });
});
