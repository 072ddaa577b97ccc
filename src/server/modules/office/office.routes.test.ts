import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/platform.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, callersFor, DEMO } from './office.testing';

let t: TestApp;
let superAdmin: Caller;
let support: Caller;
let officeAdmin: Caller;
let officer: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, support, officeAdmin, officer] = await callersFor(
    t,
    DEMO.superAdmin,
    DEMO.support,
    DEMO.officeAdmin,
    DEMO.officer,
  );
});
afterAll(() => t.close());

const newOffice = {
  nameBn: 'উপজেলা আইসিটি কার্যালয়, তানোর, রাজশাহী',
  nameEn: 'Upazila ICT Office, Tanore, Rajshahi',
  officeLevelId: 5,
  ministryId: 1,
  departmentId: 1,
  parentOfficeId: 10,
  upazilaId: 141,
  address: 'উপজেলা পরিষদ, তানোর',
  phone: '০৭২১-৭৭০০১১',
  email: 'Tanore@DoICT.gov.bd',
  website: 'tanore.doict.gov.bd',
  latitude: '24.6125',
  longitude: '88.5589',
};

describe('GET /api/office/offices', () => {
  it('lists every office to the super admin, paginated, with level, ministry and place names', async () => {
    const { status, body } = await superAdmin.get('/api/office/offices?page=1&pageSize=5');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.items).toHaveLength(5);
    expect(body.data.total).toBeGreaterThan(25);
    const page2 = (await superAdmin.get('/api/office/offices?page=2&pageSize=5')).body.data.items;
    expect(page2.map((office: { id: number }) => office.id)).not.toContain(body.data.items[0].id);
  });

  it('filters by ministry, level and district, and searches Bangla and English names', async () => {
    const byFilters = (await support.get('/api/office/offices?ministryId=2&officeLevelId=4&districtId=15'))
      .body.data;
    expect(byFilters.items.map((office: { nameBn: string }) => office.nameBn)).toEqual([
      'জেলা প্রাথমিক শিক্ষা অফিসারের কার্যালয়, রাজশাহী',
    ]);
    expect(byFilters.items[0]).toMatchObject({
      level: { id: 4, nameBn: 'জেলা কার্যালয়' },
      ministry: { id: 2, nameEn: 'Ministry of Primary and Mass Education' },
      district: { id: 15, nameBn: 'রাজশাহী' },
    });
    const bangla = (await support.get(`/api/office/offices?search=${encodeURIComponent('সিভিল সার্জন')}`)).body
      .data;
    expect(bangla.total).toBe(2);
    const english = (await support.get('/api/office/offices?search=civil%20surgeon')).body.data;
    expect(english.total).toBe(2);
  });

  it('lists by level order, name and id, and follows a change of a level order at once', async () => {
    type Row = { id: number; level: { id: number } | null; nameBn: string };
    const levels = (await superAdmin.get('/api/office/levels?pageSize=100')).body.data.items as {
      id: number;
      sortOrder: number;
      nameBn: string;
      nameEn: string;
    }[];
    const firstLevel = (await superAdmin.get('/api/office/offices?pageSize=1')).body.data.items[0] as Row;
    const last = levels.reduce((a, b) => (b.sortOrder > a.sortOrder ? b : a));
    const moved = levels.find((level) => level.id === firstLevel.level?.id);
    expect(moved).toBeDefined();
    // Send the first office's level to the end: its offices leave the top of the list.
    const saved = await superAdmin.put(`/api/office/levels/${moved?.id}`, {
      nameBn: moved?.nameBn,
      nameEn: moved?.nameEn,
      sortOrder: last.sortOrder + 1,
    });
    expect(saved.status).toBe(200);
    const now = (await superAdmin.get('/api/office/offices?pageSize=100')).body.data.items as Row[];
    expect(now[0].level?.id).not.toBe(moved?.id);
    const firstMoved = now.findIndex((office) => office.level?.id === moved?.id);
    const lastOther = now.findLastIndex((office) => office.level !== null && office.level.id !== moved?.id);
    expect(firstMoved).toBeGreaterThan(lastOther);
  });

  it('shows other users only their own office', async () => {
    const { body } = await officeAdmin.get('/api/office/offices?pageSize=50');
    expect(body.data.items.map((office: { id: number }) => office.id)).toEqual([10]);
  });

  it('separates offices with and without coordinates', async () => {
    const missing = (await superAdmin.get('/api/office/offices?located=no&pageSize=50')).body.data.items;
    expect(missing.map((office: { id: number }) => office.id)).toEqual(expect.arrayContaining([861, 134]));
    const located = (await superAdmin.get('/api/office/offices?located=yes&pageSize=200')).body.data.items;
    expect(located.every((office: { latitude: string | null }) => office.latitude !== null)).toBe(true);
  });

  it('refuses bad paging with 400 and needs a sign-in', async () => {
    expect((await superAdmin.get('/api/office/offices?pageSize=100000')).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/office/offices' })).statusCode).toBe(401);
  });
});

describe('GET /api/office/offices/:id', () => {
  it('gives the office admin the own office in full, with counts', async () => {
    const { status, body } = await officeAdmin.get('/api/office/offices/10');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 10,
      nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী',
      latitude: '24.363588',
      longitude: '88.624138',
      division: { id: 2, nameBn: 'রাজশাহী' },
      department: { id: 1, nameEn: 'Department of Information and Communication Technology' },
      sitePermissions: { meetingMgt: true },
      counts: { sections: 2, posts: 6, filledPosts: 2 },
    });
  });

  it('refuses another office to an ordinary officer with 403 and answers 404 for a missing office', async () => {
    const other = await officer.get('/api/office/offices/2');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ success: false, message: 'এই কাজের অনুমতি আপনার নেই' });
    expect((await superAdmin.get('/api/office/offices/999999')).status).toBe(404);
  });
});

describe('POST /api/office/offices', () => {
  it('lets the super admin create an office, filling district and division from the upazila', async () => {
    const { status, body } = await superAdmin.post('/api/office/offices', newOffice);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      nameBn: newOffice.nameBn,
      upazila: { id: 141, nameBn: 'তানোর' },
      district: { id: 15 },
      division: { id: 2 },
      parentOffice: { id: 10 },
      controllingOffice: { id: 10 },
      phone: '0721-770011',
      email: 'tanore@doict.gov.bd',
      latitude: '24.6125',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'office'), eq(auditLog.entityId, String(body.data.id))));
    expect(audits.map((row) => row.action)).toEqual(['create']);
  });

  it('refuses the office admin with 403', async () => {
    expect((await officeAdmin.post('/api/office/offices', newOffice)).status).toBe(403);
  });

  it('gives Bangla field errors for missing names, level and ministry', async () => {
    const { status, body } = await superAdmin.post('/api/office/offices', { nameBn: '', latitude: '২৪.৩৬' });
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'nameBn', message: 'বাংলা নাম আবশ্যক' },
        { field: 'nameEn', message: 'ইংরেজি নাম আবশ্যক' },
        { field: 'officeLevelId', message: 'অফিসের স্তর নির্বাচন করুন' },
        { field: 'ministryId', message: 'মন্ত্রণালয়/বিভাগ নির্বাচন করুন' },
        { field: 'latitude', message: 'ইংরেজি অঙ্কে লিখুন (যেমন 24.363588, 88.624138)' },
      ]),
    );
  });

  it('answers in English when asked, and checks that the department belongs to the ministry', async () => {
    const english = await callerFor(t, DEMO.superAdmin, 'en');
    const { status, body } = await english.post('/api/office/offices', {
      ...newOffice,
      ministryId: 2,
      longitude: '200',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'longitude', message: 'Enter a valid longitude (e.g. 88.624138)' },
    ]);
    const mismatch = await english.post('/api/office/offices', { ...newOffice, ministryId: 2 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([
      { field: 'departmentId', message: 'The department is not under the selected ministry' },
    ]);
  });
});

describe('PUT /api/office/offices/:id and /info', () => {
  it('lets the office admin edit the own office info but not its structure', async () => {
    const info = {
      nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী',
      nameEn: 'District ICT Office, Rajshahi',
      address: 'নতুন ঠিকানা, রাজশাহী',
      phone: '0721-775500',
      email: 'rajshahi@doict.gov.bd',
      website: '',
      latitude: '24.363588',
      longitude: '88.624138',
    };
    const { status, body } = await officeAdmin.put('/api/office/offices/10/info', info);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ address: 'নতুন ঠিকানা, রাজশাহী', website: null, level: { id: 4 } });
    expect(
      (await officeAdmin.put('/api/office/offices/10', { ...info, officeLevelId: 3, ministryId: 1 })).status,
    ).toBe(403);
  });

  it("refuses another office's info to the office admin and to the support admin", async () => {
    const info = { nameBn: 'x', nameEn: 'x' };
    expect((await officeAdmin.put('/api/office/offices/11/info', info)).status).toBe(403);
    expect((await support.put('/api/office/offices/10/info', info)).status).toBe(403);
  });

  it('refuses to make an office its own parent or a child of its child', async () => {
    const office = (await superAdmin.get('/api/office/offices/10')).body.data;
    const base = { nameBn: office.nameBn, nameEn: office.nameEn, officeLevelId: 4, ministryId: 1 };
    const loop = await superAdmin.put('/api/office/offices/10', { ...base, parentOfficeId: 11 });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toContain('অধীনস্থ অফিস');
    expect((await superAdmin.put('/api/office/offices/10', { ...base, parentOfficeId: 10 })).status).toBe(
      400,
    );
  });
});

describe('location and settings', () => {
  it('takes coordinates in English digits only', async () => {
    const ok = await officeAdmin.put('/api/office/offices/10/location', {
      latitude: '24.3636',
      longitude: '88.6241',
    });
    expect(ok.body.data).toMatchObject({ latitude: '24.3636', longitude: '88.6241' });
    const bangla = await officeAdmin.put('/api/office/offices/10/location', {
      latitude: '২৪.৩৬',
      longitude: '88.6',
    });
    expect(bangla.status).toBe(400);
  });

  it('gives office hours and weekly holidays, Friday and Saturday by default, editable by the office admin', async () => {
    expect((await officer.get('/api/office/offices/10/settings')).body.data).toEqual({
      officeStartTime: '09:00',
      officeEndTime: '17:00',
      weeklyHolidays: [5, 6],
    });
    const saved = await officeAdmin.put('/api/office/offices/10/settings', {
      officeStartTime: '08:30',
      officeEndTime: '16:30',
      weeklyHolidays: [6, 5, 5],
    });
    expect(saved.body.data).toEqual({
      officeStartTime: '08:30',
      officeEndTime: '16:30',
      weeklyHolidays: [5, 6],
    });
    const backwards = await officeAdmin.put('/api/office/offices/10/settings', {
      officeStartTime: '17:00',
      officeEndTime: '09:00',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].field).toBe('officeEndTime');
    expect((await officer.put('/api/office/offices/10/settings', saved.body.data)).status).toBe(403);
  });
});

describe('DELETE /api/office/offices/:id', () => {
  it('deletes an empty office and refuses offices with posts and the reserved offices', async () => {
    const created = (await superAdmin.post('/api/office/offices', { ...newOffice, nameBn: 'মুছে ফেলার অফিস' }))
      .body.data;
    expect((await officeAdmin.delete(`/api/office/offices/${created.id}`)).status).toBe(403);
    expect((await superAdmin.delete(`/api/office/offices/${created.id}`)).status).toBe(200);
    expect((await superAdmin.get(`/api/office/offices/${created.id}`)).status).toBe(404);

    const busy = await superAdmin.delete('/api/office/offices/10');
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('এই অফিসের শাখা, পদ বা অধীনস্থ অফিস আছে; তাই মুছে ফেলা যাবে না');
    expect((await superAdmin.delete('/api/office/offices/861')).status).toBe(409);
  });
});
