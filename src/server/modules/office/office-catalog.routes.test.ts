import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callersFor, DEMO } from './office.testing';

let t: TestApp;
let superAdmin: Caller;
let officeAdmin: Caller;
let officer: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, officeAdmin, officer] = await callersFor(t, DEMO.superAdmin, DEMO.officeAdmin, DEMO.officer);
});
afterAll(() => t.close());

describe('ministries', () => {
  it('lists at least three ministries with Bangla names and counts to any signed-in user', async () => {
    const { status, body } = await officer.get('/api/office/ministries');
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(3);
    expect(body.data.items[0]).toMatchObject({
      nameBn: 'তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ',
      shortName: 'ICTD',
      departmentCount: 3,
    });
    expect(body.data.items[0].officeCount).toBeGreaterThan(5);
  });

  it('lets only the super admin create, rename and delete a ministry', async () => {
    const input = { nameBn: 'পরিকল্পনা মন্ত্রণালয়', nameEn: 'Ministry of Planning' };
    expect((await officeAdmin.post('/api/office/ministries', input)).status).toBe(403);
    const created = await superAdmin.post('/api/office/ministries', input);
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const renamed = await superAdmin.put(`/api/office/ministries/${id}`, { ...input, shortName: 'MoP' });
    expect(renamed.body.data).toMatchObject({ shortName: 'MoP', departmentCount: 0 });
    expect((await superAdmin.post('/api/office/ministries', input)).status).toBe(409);
    expect((await superAdmin.delete(`/api/office/ministries/${id}`)).status).toBe(200);
  });

  it('refuses to delete a ministry in use, saying where', async () => {
    const { status, body } = await superAdmin.delete('/api/office/ministries/2');
    expect(status).toBe(409);
    expect(body.message).toMatch(/^এটি [\d০-৯]+টি স্থানে ব্যবহৃত হচ্ছে/);
  });

  it('gives Bangla field errors for missing names', async () => {
    const { status, body } = await superAdmin.post('/api/office/ministries', { nameBn: ' ' });
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'nameBn', message: 'বাংলা নাম আবশ্যক' },
        { field: 'nameEn', message: 'ইংরেজি নাম আবশ্যক' },
      ]),
    );
  });
});

describe('departments', () => {
  it('filters by ministry and searches', async () => {
    const { body } = await officer.get('/api/office/departments?ministryId=3');
    expect(body.data.items.map((item: { nameBn: string }) => item.nameBn)).toEqual([
      'স্বাস্থ্য অধিদপ্তর',
      'ঔষধ প্রশাসন অধিদপ্তর',
    ]);
    expect(body.data.items[0].ministry).toMatchObject({ id: 3, nameBn: 'স্বাস্থ্য সেবা বিভাগ' });
    const search = await officer.get('/api/office/departments?search=DGHS');
    expect(search.body.data.total).toBe(0);
    expect((await officer.get('/api/office/departments?search=Health')).body.data.total).toBe(1);
  });

  it('creates a department under an existing ministry only', async () => {
    const created = await superAdmin.post('/api/office/departments', {
      ministryId: 4,
      nameBn: 'কৃষি বিপণন অধিদপ্তর',
      nameEn: 'Department of Agricultural Marketing',
    });
    expect(created.status).toBe(200);
    expect(created.body.data.ministry.id).toBe(4);
    const missing = await superAdmin.post('/api/office/departments', {
      ministryId: 999,
      nameBn: 'ক',
      nameEn: 'k',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'ministryId', message: 'নির্বাচিত তথ্যটি পাওয়া যায়নি' }]);
    expect((await superAdmin.post('/api/office/departments', { nameBn: 'ক', nameEn: 'k' })).status).toBe(400);
  });
});

describe('office levels and designations', () => {
  it('lists levels in order and refuses to delete one in use', async () => {
    const { body } = await officer.get('/api/office/levels');
    expect(body.data.items.map((item: { nameBn: string }) => item.nameBn).slice(0, 5)).toEqual([
      'মন্ত্রণালয়/বিভাগ',
      'সদর দপ্তর',
      'বিভাগীয় কার্যালয়',
      'জেলা কার্যালয়',
      'উপজেলা কার্যালয়',
    ]);
    expect((await superAdmin.delete('/api/office/levels/4')).status).toBe(409);
    const created = await superAdmin.post('/api/office/levels', {
      nameBn: 'ইউনিয়ন কার্যালয়',
      nameEn: 'Union office',
    });
    expect((await superAdmin.delete(`/api/office/levels/${created.body.data.id}`)).status).toBe(200);
  });

  it('lists designations by grade, hides role 0 and protects role 34', async () => {
    const { body } = await officer.get('/api/office/designations?pageSize=200');
    const ids = body.data.items.map((item: { id: number }) => item.id);
    expect(ids).not.toContain(0);
    expect(body.data.items[0]).toMatchObject({ grade: 1, nameBn: 'সচিব' });
    expect((await superAdmin.delete('/api/office/designations/34')).status).toBe(409);
    expect((await superAdmin.delete('/api/office/designations/0')).status).toBe(400);
    const inUse = await superAdmin.delete('/api/office/designations/3');
    expect(inUse.status).toBe(409);
  });

  it('validates the grade and creates a designation', async () => {
    const bad = await superAdmin.post('/api/office/designations', { nameBn: 'ক', nameEn: 'k', grade: 25 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'grade', message: 'গ্রেড ১ থেকে ২০ এর মধ্যে হতে হবে' }]);
    const created = await superAdmin.post('/api/office/designations', {
      nameBn: 'সহকারী মেইনটেন্যান্স ইঞ্জিনিয়ার',
      nameEn: 'Assistant Maintenance Engineer',
      grade: 9,
    });
    expect(created.body.data).toMatchObject({ grade: 9, postCount: 0 });
    expect(
      (
        await officeAdmin.put(`/api/office/designations/${created.body.data.id}`, {
          nameBn: 'x',
          nameEn: 'x',
        })
      ).status,
    ).toBe(403);
  });
});
