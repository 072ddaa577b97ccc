/**
 * Projects through the real app on a fresh copy of the demo database: the office's seeded projects
 * and sites (coordinates as typed, in English digits), a project kept by its office admin, each
 * refusal, and another office's project (404 to read, 403 to write).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let stranger: Caller;
let noOffice: Caller;
let anonymous: Caller;

const B = '/api/project';
const GODAGARI = 104;

const project = {
  code: 'RAJ-TEST-2025',
  nameBn: 'স্মার্ট ভূমি সেবা কেন্দ্র',
  ministry: 'ভূমি মন্ত্রণালয়',
  director: 'মোছাঃ রোকসানা পারভীন',
  startDate: '2025-07-01',
  endDate: '2027-06-30',
  status: 'ongoing',
  progress: 10,
  budgets: [
    { fiscalYear: '2025-26', amount: '2500000' },
    { fiscalYear: '2026-27', amount: 3000000.5 },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  const result = (await t.database.db.execute(
    sql`select u.email from user_roles ur join desks d on d.id = ur.desk_id join users u on u.id = ur.user_id
      where d.office_id = ${GODAGARI} and ur.released_on is null order by ur.id limit 1`,
  )) as unknown as { rows: { email: string }[] };
  [officer, officeAdmin, superAdmin, stranger, noOffice, anonymous] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, result.rows[0].email),
    callerFor(t, DEMO.noOffice),
    callerFor(t, null),
  ]);
});
afterAll(() => t.close());

describe('projects', () => {
  it('lists the office’s projects with their budgets, searched in Bangla and English', async () => {
    const list = (await officer.get(`${B}/projects`)).body.data;
    expect(list.total).toBe(3);
    const [lab] = (await officer.get(`${B}/projects?search=${encodeURIComponent('ডিজিটাল ল্যাব')}`)).body.data
      .items;
    expect(lab).toMatchObject({ code: 'RAJ-DL-2023', status: 'ongoing', progress: 64, sites: 4 });
    expect(Number(lab.totalBudget)).toBe(58_000_000);
    expect((await officer.get(`${B}/projects?search=wi-fi`)).body.data.items[0].code).toBe('RAJ-WIFI-2024');
    expect((await officer.get(`${B}/projects?fiscalYear=2021-22`)).body.data.items[0].code).toBe(
      'RAJ-UDC-2022',
    );
    // The app admins read every office's projects.
    expect((await superAdmin.get(`${B}/projects`)).body.data.total).toBe(5);
  });

  it('lets the office admin add and change a project, and refuses the officer', async () => {
    expect((await officer.post(`${B}/projects`, project)).status).toBe(403);
    const created = await officeAdmin.post(`${B}/projects`, project);
    expect(created.status).toBe(200);
    expect(created.body.data.budgets).toEqual([
      { fiscalYear: '2025-26', amount: '2500000.00' },
      { fiscalYear: '2026-27', amount: '3000000.50' },
    ]);
    expect((await officeAdmin.post(`${B}/projects`, project)).status).toBe(409);
    const id = created.body.data.id;
    const changed = await officeAdmin.put(`${B}/projects/${id}`, { progress: 35, status: 'ongoing' });
    expect(changed.body.data.progress).toBe(35);
    expect((await officeAdmin.put(`${B}/projects/${id}`, {})).status).toBe(400);
    expect((await officeAdmin.put(`${B}/projects/${id}`, { endDate: '2020-01-01' })).status).toBe(400);
    expect((await stranger.get(`${B}/projects/${id}`)).status).toBe(404);
  });

  it('clears an optional field emptied on edit, and the budget emptied, rather than keeping the old', async () => {
    const created = await officeAdmin.post(`${B}/projects`, {
      ...project,
      code: 'RAJ-CLEAR-2025',
      nameEn: 'Smart land service centre',
    });
    const id = created.body.data.id;
    expect(created.body.data.nameEn).toBe('Smart land service centre');
    // Left out, the English name and the budget stay.
    const kept = await officeAdmin.put(`${B}/projects/${id}`, { progress: 20 });
    expect(kept.body.data).toMatchObject({ nameEn: 'Smart land service centre', totalBudget: '5500000.50' });
    expect(kept.body.data.budgets).toHaveLength(2);
    // Emptied, as the cleared input sends it, they are gone.
    const cleared = await officeAdmin.put(`${B}/projects/${id}`, { nameEn: '', budgets: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ nameEn: '', budgets: [] });
    expect(Number(cleared.body.data.totalBudget)).toBe(0);
    const again = await officeAdmin.put(`${B}/projects/${id}`, { nameEn: 'Again', progress: 21 });
    expect(again.body.data.nameEn).toBe('Again');
    expect((await officeAdmin.put(`${B}/projects/${id}`, { nameEn: null })).body.data.nameEn).toBe('');
  });

  it('answers each rule with its Bangla message', async () => {
    const cases: [object, string][] = [
      [{ ...project, code: '' }, 'প্রকল্পের কোড লিখুন'],
      [{ ...project, progress: 101 }, 'অগ্রগতি ০ থেকে ১০০ শতাংশের মধ্যে হতে হবে'],
      [{ ...project, endDate: '2024-01-01' }, 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না'],
      [{ ...project, budgets: [{ fiscalYear: '২০২৫-২৬', amount: 1 }] }, 'অর্থবছর ইংরেজি অঙ্কে লিখুন'],
      [{ ...project, budgets: [{ fiscalYear: '2025-27', amount: 1 }] }, 'অর্থবছর ইংরেজি অঙ্কে লিখুন'],
      [{ ...project, status: 'closed' }, 'অবস্থা নির্বাচন করুন'],
    ];
    for (const [body, message] of cases) {
      const response = await officeAdmin.post(`${B}/projects`, body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.errors)).toContain(message);
    }
  });

  it('refuses the anonymous (401) and desks without an office (403)', async () => {
    expect((await anonymous.get(`${B}/projects`)).status).toBe(401);
    expect((await noOffice.get(`${B}/projects`)).status).toBe(403);
  });
});

describe('project sites', () => {
  it('keeps coordinates as typed in English digits and refuses Bangla digits and places outside Bangladesh', async () => {
    const sites = (await officer.get(`${B}/sites?search=${encodeURIComponent('পবা পাইলট')}`)).body.data.items;
    expect(sites[0]).toMatchObject({
      latitude: '24.40453',
      longitude: '88.62174',
      districtBn: 'রাজশাহী',
      upazilaBn: 'পবা',
    });
    const [lab] = (await officer.get(`${B}/projects?search=RAJ-DL`)).body.data.items;
    const site = { projectId: lab.id, nameBn: 'পুঠিয়া পাইলট স্কুল', districtId: 15, upazilaId: 138, progress: 5 };
    const bangla = await officeAdmin.post(`${B}/sites`, { ...site, latitude: '২৪.৩৬', longitude: '88.62' });
    expect(JSON.stringify(bangla.body.errors)).toContain('অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে লিখুন');
    const abroad = await officeAdmin.post(`${B}/sites`, { ...site, latitude: '27.5', longitude: '88.62' });
    expect(JSON.stringify(abroad.body.errors)).toContain('বাংলাদেশের সীমার মধ্যে নয়');
    const elsewhere = await officeAdmin.post(`${B}/sites`, {
      ...site,
      upazilaId: 144,
      latitude: '24.36',
      longitude: '88.62',
    });
    expect(JSON.stringify(elsewhere.body.errors)).toContain('উপজেলাটি নির্বাচিত জেলার নয়');
    const created = await officeAdmin.post(`${B}/sites`, {
      ...site,
      latitude: '24.3658',
      longitude: '88.7802',
    });
    expect(created.body.data).toMatchObject({
      latitude: '24.3658',
      longitude: '88.7802',
      upazilaEn: 'Puthia',
    });
    const moved = await officeAdmin.put(`${B}/sites/${created.body.data.id}`, { progress: 30 });
    expect(moved.body.data.progress).toBe(30);
    expect((await officer.put(`${B}/sites/${created.body.data.id}`, { progress: 31 })).status).toBe(403);
    expect((await stranger.get(`${B}/sites/${created.body.data.id}`)).status).toBe(404);
    expect((await stranger.get(`${B}/sites?projectId=${lab.id}`)).body.data.total).toBe(0);
  });

  it('clears a site’s upazila and English name emptied on edit; left out, they stay', async () => {
    const [lab] = (await officer.get(`${B}/projects?search=RAJ-DL`)).body.data.items;
    const created = await officeAdmin.post(`${B}/sites`, {
      projectId: lab.id,
      nameBn: 'চারঘাট পাইলট স্কুল',
      nameEn: 'Charghat pilot school',
      districtId: 15,
      upazilaId: 138,
      latitude: '24.29',
      longitude: '88.77',
      progress: 0,
    });
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ upazilaId: 138, nameEn: 'Charghat pilot school' });
    const kept = await officeAdmin.put(`${B}/sites/${id}`, { progress: 10 });
    expect(kept.body.data).toMatchObject({ upazilaId: 138, nameEn: 'Charghat pilot school' });
    // A cleared select sends null, a cleared input ''.
    const cleared = await officeAdmin.put(`${B}/sites/${id}`, { upazilaId: null, nameEn: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ upazilaId: null, upazilaBn: null, nameEn: '' });
    const [stored] = (
      (await t.database.db.execute(
        sql`select upazila_id, name_en from project_sites where id = ${id}`,
      )) as unknown as {
        rows: { upazila_id: number | null; name_en: string }[];
      }
    ).rows;
    expect(stored).toEqual({ upazila_id: null, name_en: '' });
    expect((await officeAdmin.put(`${B}/sites/${id}`, { upazilaId: 144 })).status).toBe(400);
  });

  it('refuses a site on another office’s project (403)', async () => {
    const [national] = (await superAdmin.get(`${B}/projects?search=ICTD-EGOV`)).body.data.items;
    const site = {
      projectId: national.id,
      nameBn: 'x',
      districtId: 15,
      latitude: '24.36',
      longitude: '88.62',
      progress: 0,
    };
    expect((await officeAdmin.post(`${B}/sites`, site)).status).toBe(403);
    expect((await officeAdmin.put(`${B}/projects/${national.id}`, { progress: 1 })).status).toBe(403);
  });
});
