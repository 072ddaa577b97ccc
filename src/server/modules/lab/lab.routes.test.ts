/**
 * Digital labs through the real app on a fresh copy of the demo database: the SRDL dashboard's
 * figures against the seeded labs, each persona's area (another district's lab is 404 to read and
 * 403 to change), the lab form's rules (coordinates in English digits inside Bangladesh), equipment
 * condition changes with their counters (also fifty at once, which CI runs on PostgreSQL), and
 * activities.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let godagari: Caller;
let anonymous: Caller;
let noOffice: Caller;
let office861: Caller;
let english: Caller;

const B = '/api/lab';
const DASHBOARD = '/api/reports/showSrdlDashBoard';
const RAJSHAHI = 15;
const PABA = 134;
const BOGURA = 14;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const labIdOf = async (code: string) =>
  Number((await rows<{ id: number }>(sql`select id from labs where code = ${code}`))[0].id);

const newLab = (code: string, extra: object = {}) => ({
  type: 'srdl',
  institutionBn: 'হরিয়ান সরকারি প্রাথমিক বিদ্যালয়',
  institutionEn: 'Horian Government Primary School',
  code,
  districtId: RAJSHAHI,
  upazilaId: PABA,
  latitude: '24.363588',
  longitude: '88.624138',
  establishedYear: 2021,
  contactTeacher: 'মোছাঃ শিরিন আক্তার',
  contactMobile: '01711223344',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  // A holder of a desk in the Godagari upazila ICT office (upazila 140).
  const [holder] = await rows<{ email: string }>(
    sql`select u.email from user_roles ur join desks d on d.id = ur.desk_id join users u on u.id = ur.user_id
      where d.office_id = 104 and ur.released_on is null order by ur.id limit 1`,
  );
  [officer, officeAdmin, superAdmin, godagari, anonymous, noOffice, office861, english] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, holder.email),
    callerFor(t, null),
    callerFor(t, DEMO.noOffice),
    callerFor(t, DEMO.office861),
    callerFor(t, DEMO.officeAdmin, 'en'),
  ]);
});
afterAll(() => t.close());

describe('the SRDL dashboard', () => {
  it('counts the district office’s six seeded labs and their 46 devices by condition', async () => {
    const all = await officeAdmin.get(DASHBOARD);
    expect(all.status).toBe(200);
    const totals = all.body.data.totals;
    expect(totals).toMatchObject({ labs: 6, equipment: 46, working: 35, faulty: 8, lost: 3 });
    expect(all.body.data.byDistrict).toHaveLength(1);
    expect(all.body.data.byDistrict[0].district.nameBn).toBe('রাজশাহী');
    // Activities and inspections of this fiscal year, counted here straight from the tables.
    const fy = all.body.data.fiscalYear;
    const [activity] = await rows<{ n: number; p: number }>(
      sql`select count(*)::int as n, coalesce(sum(participants), 0)::int as p from lab_activities a join labs l on l.id = a.lab_id
        where l.district_id = ${RAJSHAHI} and a.held_on between ${`${fy}-07-01`}::date and ${`${fy + 1}-06-30`}::date`,
    );
    expect(activity.n).toBeGreaterThan(0);
    expect(totals.activities).toBe(activity.n);
    expect(totals.participants).toBe(activity.p);
    const [inspected] = await rows<{ n: number }>(
      sql`select count(distinct lab_id)::int as n from inspections where lab_id is not null and status = 'submitted'
        and visit_date between ${`${fy}-07-01`}::date and ${`${fy + 1}-06-30`}::date`,
    );
    expect(totals.inspectedLabs).toBe(inspected.n);
    expect(totals.openRecommendations).toBe(3);
    expect(all.body.data.activityByMonth).toHaveLength(12);
    expect(all.body.data.activityByMonth[0].month).toBe(`${fy}-07`);
  });

  it('narrows to SRDL labs, and shows the app admins every district', async () => {
    const srdl = await officeAdmin.get(`${DASHBOARD}?type=srdl`);
    expect(srdl.body.data.totals.labs).toBe(4);
    expect(srdl.body.data.byType).toEqual([{ type: 'srdl', labs: 4 }]);
    const national = await superAdmin.get(DASHBOARD);
    expect(national.body.data.totals).toMatchObject({
      labs: 10,
      equipment: 80,
      working: 61,
      faulty: 14,
      lost: 5,
    });
    expect(national.body.data.byDistrict.map((row: { labs: number }) => row.labs)).toEqual([2, 2, 6]);
  });

  it('answers 401 without a session and 403 to roles without an office or in office 861', async () => {
    expect((await anonymous.get(DASHBOARD)).status).toBe(401);
    expect((await noOffice.get(DASHBOARD)).status).toBe(403);
    expect((await office861.get(`${B}/labs`)).status).toBe(403);
  });
});

describe('labs and their area', () => {
  it('lists the district’s labs to its officer, one upazila’s to an upazila office, all to the super admin', async () => {
    const mine = await officer.get(`${B}/labs?pageSize=50`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.total).toBe(6);
    expect(new Set(mine.body.data.items.map((lab: { district: { id: number } }) => lab.district.id))).toEqual(
      new Set([RAJSHAHI]),
    );
    const upazila = await godagari.get(`${B}/labs`);
    expect(upazila.body.data.items.map((lab: { code: string }) => lab.code)).toEqual(['126601']);
    expect((await superAdmin.get(`${B}/labs`)).body.data.total).toBe(10);
  });

  it('searches in Bangla and in English, and filters by type and faulty devices', async () => {
    const bn = await officer.get(`${B}/labs?search=${encodeURIComponent('গোদাগাড়ী')}`);
    expect(bn.body.data.items.map((lab: { code: string }) => lab.code)).toEqual(['126601']);
    const en = await superAdmin.get(`${B}/labs?search=zilla`);
    expect(en.body.data.items[0].institutionBn).toBe('বগুড়া জিলা স্কুল');
    const language = await officer.get(`${B}/labs?type=language`);
    expect(language.body.data.items.map((lab: { code: string }) => lab.code)).toEqual(['126920']);
    const faulty = await officer.get(`${B}/labs?faulty=yes&pageSize=50`);
    for (const lab of faulty.body.data.items) expect(lab.faultyCount + lab.lostCount).toBeGreaterThan(0);
  });

  it('answers 404 for another district’s lab and 403 to a write there', async () => {
    const bogura = await labIdOf('119876');
    expect((await officer.get(`${B}/labs/${bogura}`)).status).toBe(404);
    expect((await officeAdmin.put(`${B}/labs/${bogura}`, { contactTeacher: 'কেউ' })).status).toBe(403);
    const created = await officeAdmin.post(
      `${B}/labs`,
      newLab('BG-1001', { districtId: BOGURA, upazilaId: 123 }),
    );
    expect(created.status).toBe(403);
    expect(created.body.message).toBe('এই এলাকার ল্যাব পরিবর্তনের অনুমতি আপনার নেই');
  });

  it('lets the office admin add a lab in the district, not an officer; a second lab with the code is 409', async () => {
    expect((await officer.post(`${B}/labs`, newLab('RJ-2001'))).status).toBe(403);
    const created = await officeAdmin.post(`${B}/labs`, newLab('rj-2001'));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'RJ-2001',
      latitude: '24.363588',
      longitude: '88.624138',
      upazila: { id: PABA, nameBn: 'পবা' },
      equipmentCount: 0,
    });
    const again = await officeAdmin.post(`${B}/labs`, newLab('RJ-2001'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('এই EIIN বা কোডের একটি ল্যাব আগেই নিবন্ধিত আছে');
    const [audit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'lab' and entity_id = ${String(created.body.data.id)}`,
    );
    expect(audit.n).toBe(1);
  });

  it('refuses coordinates in Bangla digits, outside Bangladesh or alone, and other bad input', async () => {
    const bangla = await officeAdmin.post(`${B}/labs`, newLab('RJ-3001', { latitude: '২৪.৩৬৩৫৮৮' }));
    expect(bangla.status).toBe(400);
    expect(JSON.stringify(bangla.body.errors)).toContain('অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে লিখুন');
    const outside = await officeAdmin.post(`${B}/labs`, newLab('RJ-3001', { longitude: '77.2090' }));
    expect(JSON.stringify(outside.body.errors)).toContain('অবস্থানটি বাংলাদেশের সীমার মধ্যে নয়');
    const alone = await officeAdmin.post(`${B}/labs`, newLab('RJ-3001', { longitude: '' }));
    expect(JSON.stringify(alone.body.errors)).toContain('অক্ষাংশ ও দ্রাঘিমাংশ দুটোই দিন');
    const wrongUpazila = await officeAdmin.post(`${B}/labs`, newLab('RJ-3001', { upazilaId: 123 }));
    expect(wrongUpazila.status).toBe(400);
    expect(JSON.stringify(wrongUpazila.body.errors)).toContain('উপজেলাটি নির্বাচিত জেলার মধ্যে নয়');
    const year = await english.post(
      `${B}/labs`,
      newLab('RJ-3001', { establishedYear: 1990, code: 'ইআইআইএন' }),
    );
    expect(year.status).toBe(400);
    expect(JSON.stringify(year.body.errors)).toContain('The year set up must be from 2000 to this year');
    expect(JSON.stringify(year.body.errors)).toContain(
      'Write the EIIN or code in English letters and digits',
    );
    const school = await labIdOf('126543');
    const empty = await officeAdmin.put(`${B}/labs/${school}`, {});
    expect(empty.status).toBe(400);
    expect(
      (await rows<{ n: number }>(sql`select count(*)::int as n from labs where code = 'RJ-3001'`))[0].n,
    ).toBe(0);
  });

  it('changes a lab and keeps the coordinates as typed', async () => {
    const school = await labIdOf('126815');
    const changed = await officeAdmin.put(`${B}/labs/${school}`, { latitude: '24.41', longitude: '88.64' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ latitude: '24.41', longitude: '88.64', code: '126815' });
  });
});

describe('equipment and activities', () => {
  let labId: number;
  beforeAll(async () => {
    labId = await labIdOf('126712');
  });
  const counts = async () =>
    (
      await rows<{
        equipment_count: number;
        working_count: number;
        faulty_count: number;
        lost_count: number;
      }>(sql`select equipment_count, working_count, faulty_count, lost_count from labs where id = ${labId}`)
    )[0];

  it('adds a device and moves it between conditions, the lab’s counts following', async () => {
    const before = await counts();
    const added = await officeAdmin.post(`${B}/labs/${labId}/equipment`, {
      kind: 'laptop',
      model: 'Walton Tamarind EX510',
      serial: 'WLT-NEW-0001',
      supplier: 'ওয়ালটন',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ condition: 'working', kind: 'laptop', lab: { id: labId } });
    const id = added.body.data.id;
    expect(await counts()).toEqual({
      ...before,
      equipment_count: before.equipment_count + 1,
      working_count: before.working_count + 1,
    });
    const faulty = await officeAdmin.post(`${B}/equipment/${id}/condition`, {
      from: 'working',
      to: 'faulty',
    });
    expect(faulty.status).toBe(200);
    expect(faulty.body.data.condition).toBe('faulty');
    expect(await counts()).toEqual({
      ...before,
      equipment_count: before.equipment_count + 1,
      faulty_count: before.faulty_count + 1,
    });
    const stale = await officeAdmin.post(`${B}/equipment/${id}/condition`, { from: 'working', to: 'lost' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('সরঞ্জামটির অবস্থা এর মধ্যে অন্য কেউ পরিবর্তন করেছেন; আবার দেখে নিন');
    const same = await officeAdmin.post(`${B}/equipment/${id}/condition`, { from: 'faulty', to: 'faulty' });
    expect(same.status).toBe(400);
    expect(
      (await officer.post(`${B}/equipment/${id}/condition`, { from: 'faulty', to: 'working' })).status,
    ).toBe(403);
    const found = await officer.get(`${B}/equipment?search=WLT-NEW&condition=faulty`);
    expect(found.body.data.items.map((item: { id: number }) => item.id)).toEqual([id]);
  });

  it('of fifty condition changes at once one wins, and the counts stay true', async () => {
    const added = await officeAdmin.post(`${B}/labs/${labId}/equipment`, {
      kind: 'router',
      condition: 'faulty',
    });
    const id = added.body.data.id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        officeAdmin.post(`${B}/equipment/${id}/condition`, { from: 'faulty', to: 'working' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    const [truth] = await rows<{ w: number; f: number; l: number; n: number }>(
      sql`select count(*) filter (where condition = 'working')::int as w, count(*) filter (where condition = 'faulty')::int as f,
        count(*) filter (where condition = 'lost')::int as l, count(*)::int as n from lab_equipment where lab_id = ${labId}`,
    );
    expect(await counts()).toEqual({
      equipment_count: truth.n,
      working_count: truth.w,
      faulty_count: truth.f,
      lost_count: truth.l,
    });
  });

  it('fifty devices added at once are all counted', async () => {
    const before = await counts();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        officeAdmin.post(`${B}/labs/${labId}/equipment`, { kind: 'desktop', serial: `RACE-${n}` }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await counts()).equipment_count).toBe(before.equipment_count + 50);
  });

  it('lets an officer of the area log an activity, counted on the lab', async () => {
    const [before] = await rows<{ n: number }>(sql`select activity_count as n from labs where id = ${labId}`);
    const logged = await officer.post(`${B}/labs/${labId}/activities`, {
      kind: 'training',
      heldOn: new Date().toISOString().slice(0, 10),
      titleBn: 'স্ক্র্যাচ প্রোগ্রামিং প্রশিক্ষণ',
      participants: 30,
      female: 14,
      hours: 3,
    });
    expect(logged.status).toBe(200);
    expect(logged.body.data).toMatchObject({ kind: 'training', participants: 30, loggedBy: 'Nusrat Jahan' });
    const [after] = await rows<{ n: number }>(sql`select activity_count as n from labs where id = ${labId}`);
    expect(after.n).toBe(before.n + 1);
    const listed = await officer.get(`${B}/activities?labId=${labId}&kind=training`);
    expect(listed.body.data.items[0].titleBn).toBe('স্ক্র্যাচ প্রোগ্রামিং প্রশিক্ষণ');
  });

  it('refuses more women than participants, a future day, and another district’s lab', async () => {
    const body = { kind: 'class', heldOn: '2025-03-01', titleBn: 'ক্লাস', participants: 10, female: 11 };
    const women = await officer.post(`${B}/labs/${labId}/activities`, body);
    expect(women.status).toBe(400);
    expect(JSON.stringify(women.body.errors)).toContain('নারী অংশগ্রহণকারী মোট অংশগ্রহণকারীর বেশি হতে পারে না');
    const future = await officer.post(`${B}/labs/${labId}/activities`, {
      ...body,
      female: 1,
      heldOn: '2099-01-01',
    });
    expect(future.status).toBe(400);
    const bogura = await labIdOf('119876');
    expect((await officer.post(`${B}/labs/${bogura}/activities`, { ...body, female: 1 })).status).toBe(404);
  });
});

describe('lab inspections and recommendations', () => {
  it('lists the inspected labs with their coordinates and the recommendations raised there', async () => {
    const inspected = await officer.get(`${B}/inspected`);
    expect(inspected.status).toBe(200);
    const codes = inspected.body.data.items.map((row: { lab: { code: string } }) => row.lab.code).sort();
    expect(codes).toEqual(['126543', '126601']);
    const godagariLab = inspected.body.data.items.find(
      (row: { lab: { code: string } }) => row.lab.code === '126601',
    );
    expect(godagariLab).toMatchObject({
      inspectedLatitude: '24.4679',
      inspectedLongitude: '88.3321',
      inspections: 1,
    });
    const recommendations = await officer.get(`${B}/recommendations`);
    expect(recommendations.body.data.total).toBe(4);
    const progress = await officer.get(`${B}/recommendation-progress`);
    expect(progress.body.data).toEqual([
      expect.objectContaining({
        total: 4,
        closed: 1,
        inProgress: 3,
        district: expect.objectContaining({ id: RAJSHAHI }),
      }),
    ]);
    expect((await godagari.get(`${B}/recommendations`)).body.data.total).toBe(2);
  });

  it('plans a lab visit on the inspection module with the lab’s id, and refuses an unknown lab', async () => {
    const school = await labIdOf('126543');
    const plan = {
      targetOfficeId: 12,
      labId: school,
      visitDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      purpose: 'শেখ রাসেল ডিজিটাল ল্যাবের ত্রৈমাসিক পরিদর্শন',
    };
    const created = await officer.post('/api/inspection/plans', plan);
    expect(created.status).toBe(200);
    const detail = await officer.get(`/api/inspection/plans/${created.body.data.id}`);
    expect(detail.body.data.labId).toBe(school);
    const unknown = await officer.post('/api/inspection/plans', { ...plan, labId: 2_000_000 });
    expect(unknown.status).toBe(400);
  });
});

describe('clearing a field, and deleting what was entered by mistake', () => {
  const countsOf = async (id: number) =>
    (
      await rows<{ e: number; w: number; f: number; l: number }>(
        sql`select equipment_count as e, working_count as w, faulty_count as f, lost_count as l from labs where id = ${id}`,
      )
    )[0];
  const truthOf = async (id: number) =>
    (
      await rows<{ e: number; w: number; f: number; l: number }>(
        sql`select count(*)::int as e, count(*) filter (where condition = 'working')::int as w,
          count(*) filter (where condition = 'faulty')::int as f, count(*) filter (where condition = 'lost')::int as l
          from lab_equipment where lab_id = ${id}`,
      )
    )[0];

  it('clears the optional fields of a lab sent blank, and keeps those left out', async () => {
    const created = await officeAdmin.post(`${B}/labs`, newLab('RJ-CLEAR-1'));
    const id = created.body.data.id;
    const cleared = await officeAdmin.put(`${B}/labs/${id}`, {
      institutionEn: '',
      upazilaId: null,
      latitude: '',
      longitude: null,
      establishedYear: null,
      contactTeacher: '',
      contactMobile: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      institutionEn: '',
      upazila: null,
      latitude: null,
      longitude: null,
      establishedYear: null,
      contactTeacher: null,
      contactMobile: null,
      institutionBn: 'হরিয়ান সরকারি প্রাথমিক বিদ্যালয়',
      district: { id: RAJSHAHI },
    });
    const stored = await rows<{ contact_teacher: string | null; latitude: string | null }>(
      sql`select contact_teacher, latitude from labs where id = ${id}`,
    );
    expect(stored[0]).toEqual({ contact_teacher: null, latitude: null });
    // One coordinate cleared while the other stays would place the lab nowhere.
    await officeAdmin.put(`${B}/labs/${id}`, { latitude: '24.36', longitude: '88.62' });
    const half = await officeAdmin.put(`${B}/labs/${id}`, { latitude: null });
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body.errors)).toContain('অক্ষাংশ ও দ্রাঘিমাংশ দুটোই দিন');
    expect((await officeAdmin.get(`${B}/labs/${id}`)).body.data.latitude).toBe('24.36');
  });

  it('clears a device’s details sent blank, keeping the rest', async () => {
    const labId = await labIdOf('126712');
    const added = await officeAdmin.post(`${B}/labs/${labId}/equipment`, {
      kind: 'printer',
      model: 'HP LaserJet M111',
      serial: 'HP-CLEAR-1',
      supplier: 'স্মার্ট টেকনোলজিস',
      receivedOn: '2024-02-11',
    });
    const id = added.body.data.id;
    const changed = await officeAdmin.put(`${B}/equipment/${id}`, {
      serial: '',
      supplier: null,
      receivedOn: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      model: 'HP LaserJet M111',
      serial: null,
      supplier: null,
      receivedOn: null,
    });
  });

  it('deletes a device for the lab’s managers only, taking it off the lab’s counts', async () => {
    const labId = await labIdOf('126712');
    const added = await officeAdmin.post(`${B}/labs/${labId}/equipment`, {
      kind: 'webcam',
      condition: 'lost',
    });
    const id = added.body.data.id;
    const before = await countsOf(labId);
    expect((await officer.delete(`${B}/equipment/${id}`)).status).toBe(403);
    const removed = await officeAdmin.delete(`${B}/equipment/${id}`);
    expect(removed.status).toBe(200);
    expect(await countsOf(labId)).toEqual({ ...before, e: before.e - 1, l: before.l - 1 });
    expect(await countsOf(labId)).toEqual(await truthOf(labId));
    expect((await officeAdmin.delete(`${B}/equipment/${id}`)).status).toBe(404);
    const [audit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'lab-equipment' and entity_id = ${String(id)} and action = 'delete'`,
    );
    expect(audit.n).toBe(1);
    // Another district's device: the office admin may not delete it.
    const [bogura] = await rows<{ id: number }>(
      sql`select e.id from lab_equipment e join labs l on l.id = e.lab_id where l.code = '119876' limit 1`,
    );
    expect((await officeAdmin.delete(`${B}/equipment/${bogura.id}`)).status).toBe(403);
  });

  it('keeps the counts true when fifty devices are deleted and their conditions changed at once', async () => {
    const labId = await labIdOf('126712');
    const added = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        officeAdmin.post(`${B}/labs/${labId}/equipment`, { kind: 'laptop', serial: `DEL-${n}` }),
      ),
    );
    const ids = added.map((answer) => answer.body.data.id as number);
    const answers = await Promise.all(
      ids.flatMap((id) => [
        officeAdmin.delete(`${B}/equipment/${id}`),
        officeAdmin.post(`${B}/equipment/${id}/condition`, { from: 'working', to: 'faulty' }),
      ]),
    );
    // Each device goes once; its condition changes only if the change came first.
    expect(answers.filter((_, n) => n % 2 === 0).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => [200, 404, 409].includes(answer.status))).toBe(true);
    expect(await countsOf(labId)).toEqual(await truthOf(labId));
    const again = await Promise.all(ids.slice(0, 10).map((id) => officeAdmin.delete(`${B}/equipment/${id}`)));
    expect(again.every((answer) => answer.status === 404)).toBe(true);
  }, 90_000);

  it('deletes a lab with nothing recorded, its devices with it; another district’s lab is 403', async () => {
    const created = await officeAdmin.post(`${B}/labs`, newLab('RJ-DEL-1'));
    const id = created.body.data.id;
    await officeAdmin.post(`${B}/labs/${id}/equipment`, { kind: 'router' });
    await officeAdmin.post(`${B}/labs/${id}/equipment`, { kind: 'ups', condition: 'faulty' });
    expect((await officer.delete(`${B}/labs/${id}`)).status).toBe(403);
    expect((await officeAdmin.delete(`${B}/labs/${await labIdOf('119876')}`)).status).toBe(403);
    const removed = await officeAdmin.delete(`${B}/labs/${id}`);
    expect(removed.status).toBe(200);
    expect((await officeAdmin.get(`${B}/labs/${id}`)).status).toBe(404);
    const [left] = await rows<{ n: number }>(
      sql`select count(*)::int as n from lab_equipment where lab_id = ${id}`,
    );
    expect(left.n).toBe(0);
    expect((await officeAdmin.delete(`${B}/labs/${id}`)).status).toBe(404);
  });

  it('refuses to delete a lab with activities, inspections or plans, saying which', async () => {
    const active = await officeAdmin.delete(`${B}/labs/${await labIdOf('126543')}`);
    expect(active.status).toBe(409);
    expect(active.body.message).toBe(
      'ল্যাবটির কার্যক্রমের রেকর্ড আছে, তাই এটি মুছে ফেলা যাবে না; রেকর্ডগুলো ল্যাবের ইতিহাস হিসেবে থাকবে',
    );
    const created = await officeAdmin.post(`${B}/labs`, newLab('RJ-DEL-2'));
    const id = created.body.data.id;
    const plan = await officer.post('/api/inspection/plans', {
      targetOfficeId: 12,
      labId: id,
      visitDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      purpose: 'নতুন ল্যাব পরিদর্শন',
    });
    expect(plan.status).toBe(200);
    const planned = await english.delete(`${B}/labs/${id}`);
    expect(planned.status).toBe(409);
    expect(planned.body.message).toBe(
      'The lab has inspection plans, so it cannot be deleted: they stay as its history',
    );
    expect((await officeAdmin.get(`${B}/labs/${id}`)).status).toBe(200);
  });

  it('of a lab deleted while a visit to it is planned, either the plan or the delete wins, never both', async () => {
    const ids = await Promise.all(
      Array.from(
        { length: 10 },
        async (_, n) => (await officeAdmin.post(`${B}/labs`, newLab(`RJ-RACE-${n}`))).body.data.id as number,
      ),
    );
    const answers = await Promise.all(
      ids.map((id) =>
        Promise.all([
          officeAdmin.delete(`${B}/labs/${id}`),
          officer.post('/api/inspection/plans', {
            targetOfficeId: 12,
            labId: id,
            visitDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
            purpose: 'ল্যাব পরিদর্শন',
          }),
        ]),
      ),
    );
    for (const [removed, plan] of answers) {
      expect([removed.status, plan.status].sort()).toEqual(removed.status === 200 ? [200, 400] : [200, 409]);
    }
    const [orphans] = await rows<{ n: number }>(
      sql`select count(*)::int as n from inspection_plans p where p.lab_id is not null
        and not exists (select 1 from labs l where l.id = p.lab_id)`,
    );
    expect(orphans.n).toBe(0);
  });
});
