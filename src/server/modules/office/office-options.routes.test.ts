import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor } from './office.testing';

let t: TestApp;
let anonymous: Caller;
beforeAll(async () => {
  t = await createTestApp();
  anonymous = await callerFor(t, null);
});
afterAll(() => t.close());

const names = (body: { data: { items: { nameBn: string }[] } }) => body.data.items.map((item) => item.nameBn);

describe('office selector look-ups (public, for registration)', () => {
  it('walks the cascade ministry → department → district → upazila → level → office → branch → post', async () => {
    const ministries = (await anonymous.get('/api/office/options/ministries')).body;
    expect(names(ministries)).toContain('প্রাথমিক ও গণশিক্ষা মন্ত্রণালয়');
    expect(Object.keys(ministries.data.items[0]).sort()).toEqual(['id', 'nameBn', 'nameEn']);

    const departments = (await anonymous.get('/api/office/options/departments?ministryId=2')).body;
    expect(names(departments)).toEqual(['প্রাথমিক শিক্ষা অধিদপ্তর', 'উপানুষ্ঠানিক শিক্ষা ব্যুরো']);

    const offices = (
      await anonymous.get(
        '/api/office/options/offices?ministryId=2&departmentId=4&districtId=15&upazilaId=134',
      )
    ).body;
    expect(names(offices)).toEqual(['উপজেলা শিক্ষা অফিসারের কার্যালয়, পবা, রাজশাহী']);
    const levelFiltered = (await anonymous.get('/api/office/options/offices?districtId=15&officeLevelId=4'))
      .body;
    expect(names(levelFiltered)).toEqual(
      expect.arrayContaining(['জেলা আইসিটি কার্যালয়, রাজশাহী', 'সিভিল সার্জনের কার্যালয়, রাজশাহী']),
    );

    const sections = (await anonymous.get('/api/office/options/sections?officeId=10')).body;
    expect(names(sections)).toEqual(['প্রশাসন শাখা', 'কারিগরি শাখা']);

    const posts = (await anonymous.get('/api/office/options/posts?officeId=10&sectionId=4')).body.data.items;
    expect(posts).toEqual([
      {
        id: 11,
        role: { id: 5, nameBn: 'প্রোগ্রামার', nameEn: 'Programmer' },
        section: expect.any(Object),
        vacant: false,
      },
      expect.objectContaining({ id: 13, vacant: true }),
    ]);
    const vacant = (await anonymous.get('/api/office/options/posts?officeId=10&vacant=true')).body.data;
    expect(vacant.total).toBe(4);
  });

  it('searches offices by name on the server and pages the answer', async () => {
    const { body } = await anonymous.get(
      `/api/office/options/offices?search=${encodeURIComponent('আইসিটি')}&pageSize=3&page=1`,
    );
    expect(body.data.items).toHaveLength(3);
    expect(body.data.total).toBeGreaterThan(8);
  });

  it('gives no branches or posts without an office, and 400 for a bad id', async () => {
    expect((await anonymous.get('/api/office/options/sections')).body.data).toEqual({ items: [], total: 0 });
    expect((await anonymous.get('/api/office/options/posts?officeId=abc')).status).toBe(400);
  });
});
