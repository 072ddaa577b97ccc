import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { desks, userRoles } from '../office/office.table';
import { type Caller, callerFor, callersFor, DEMO } from '../office/office.testing';
import { profiles } from '../users/users.table';

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

/** Empty posts of an office, in id order. */
async function vacantDesks(officeId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: desks.id, sectionId: desks.sectionId })
    .from(desks)
    .where(
      and(
        eq(desks.officeId, officeId),
        notExists(
          t.database.db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.deskId, desks.id), isNull(userRoles.releasedOn))),
        ),
      ),
    )
    .orderBy(desks.id);
  for (const row of rows) sectionOf.set(row.id, row.sectionId);
  return rows.map((row) => row.id);
}
const sectionOf = new Map<number, number | null>();

const newOfficer = (deskId: number, n: number) => ({
  officeId: 10,
  deskId,
  sectionId: sectionOf.get(deskId) ?? null,
  email: `new.officer${n}@demo.gov.bd`,
  mobile: `0181200${String(n).padStart(4, '0')}`,
  password: 'Strong@2026',
  confirmPassword: 'Strong@2026',
  nameBn: 'সাবরিনা ইয়াসমিন',
  nameEn: 'Sabrina Yasmin',
  gender: 'female',
  dateOfBirth: '1990-03-14',
  nid: `19902${String(n).padStart(8, '0')}`,
  firstJoiningDate: '2015-01-04',
  currentJoiningDate: '2024-02-01',
  kids: [{ name: 'আরিয়ান', gender: 'male' }],
  spouses: [{ name: 'তানভীর আহমেদ', occupation: 'শিক্ষক' }],
  skills: ['প্রোগ্রামিং'],
});

describe('the officer list', () => {
  it('shows an office admin the officers of the own office with the SPEC.md §3 columns', async () => {
    const { status, body } = await officeAdmin.get('/api/officers?sort=name&pageSize=100');
    expect(status).toBe(200);
    const nusrat = body.data.items.find((item: { nameBn: string }) => item.nameBn === 'নুসরাত জাহান');
    expect(nusrat).toMatchObject({
      nameEn: 'Nusrat Jahan',
      role: { nameBn: 'প্রোগ্রামার' },
      office: { id: 10 },
      district: { nameEn: 'Rajshahi' },
      mobile: '01711000004',
      email: 'officer@demo.gov.bd',
    });
    expect(body.data.totalIsCapped).toBe(false);
    // Nobody outside office 10 (posted, at home or attached there) is listed.
    const offices = new Set(
      body.data.items.map((item: { office: { id: number } | null; attachedOffice: { id: number } | null }) =>
        item.attachedOffice?.id === 10 ? 10 : item.office?.id,
      ),
    );
    expect([...offices]).toEqual([10]);
    expect(body.data.total).toBe(body.data.items.length);
  });

  it('finds officers by Bangla or English name, email and mobile', async () => {
    const bn = await superAdmin.get(`/api/officers?search=${encodeURIComponent('নুসরাত')}`);
    expect(bn.body.data.items.map((item: { email: string }) => item.email)).toContain('officer@demo.gov.bd');
    const en = await superAdmin.get('/api/officers?search=nusrat');
    expect(en.body.data.items.map((item: { email: string }) => item.email)).toContain('officer@demo.gov.bd');
    const mobile = await superAdmin.get(`/api/officers?search=${encodeURIComponent('০১৭১১০০০০০৪')}`);
    expect(mobile.body.data.items).toHaveLength(1);
    expect(mobile.body.data.items[0].email).toBe('officer@demo.gov.bd');
    const email = await superAdmin.get('/api/officers?search=OFFICER@demo.gov.bd');
    expect(email.body.data.total).toBe(1);
  });

  it('filters by posting state, designation and district for app admins', async () => {
    const posted = await support.get('/api/officers?officeId=10&state=posted&pageSize=100');
    expect(posted.status).toBe(200);
    expect(posted.body.data.items.every((item: { role: unknown }) => item.role !== null)).toBe(true);
    const nonPosted = await support.get('/api/officers?state=nonPosted&pageSize=100');
    expect(nonPosted.body.data.items.map((item: { email: string }) => item.email)).toContain(
      'nooffice@demo.gov.bd',
    );
    const programmers = await superAdmin.get('/api/officers?roleId=5&pageSize=100');
    expect(programmers.body.data.items.every((item: { role: { id: number } }) => item.role.id === 5)).toBe(
      true,
    );
    expect(programmers.body.data.items.length).toBeGreaterThan(0);
    const rajshahi = await superAdmin.get(
      `/api/officers?districtId=${posted.body.data.items[0].district.id}&pageSize=100`,
    );
    expect(
      rajshahi.body.data.items.every(
        (item: { district: { nameEn: string } | null }) => item.district?.nameEn === 'Rajshahi',
      ),
    ).toBe(true);
  });

  it('refuses another office to an office admin and everything to an officer', async () => {
    expect((await officeAdmin.get('/api/officers?officeId=2')).status).toBe(403);
    expect((await officer.get('/api/officers')).status).toBe(403);
    expect((await (await callerFor(t, null)).get('/api/officers')).status).toBe(401);
  });

  it('exports the list as an Excel file', async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/officers/export',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('a new officer', () => {
  it('is registered by the office admin straight onto an empty post, and signs in at that desk', async () => {
    const [deskId] = await vacantDesks(10);
    const created = await officeAdmin.post('/api/officers', newOfficer(deskId, 1));
    expect(created.status).toBe(200);
    const { userId } = created.body.data;
    const view = await officeAdmin.get(`/api/officers/${userId}`);
    expect(view.body.data).toMatchObject({
      nameBn: 'সাবরিনা ইয়াসমিন',
      office: { id: 10 },
      children: [{ name: 'আরিয়ান', gender: 'male' }],
      spouses: [{ name: 'তানভীর আহমেদ', occupation: 'শিক্ষক' }],
      postings: [{ deskId, joinedOn: '2024-02-01', isAdditionalCharge: false }],
    });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.officer1@demo.gov.bd', password: 'Strong@2026' },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.userrole[0]).toMatchObject({ DeskId: deskId, OfficeId: 10 });
  });

  it('answers each missing field with its Bangla message and saves nothing', async () => {
    const { status, body } = await officeAdmin.post('/api/officers', { officeId: 10 });
    expect(status).toBe(400);
    const messages = Object.fromEntries(
      body.errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(messages).toMatchObject({
      deskId: 'পদবি আবশ্যক',
      email: 'ইমেইল আবশ্যক',
      mobile: 'মোবাইল নম্বর আবশ্যক',
      nid: 'জাতীয় পরিচয়পত্র নম্বর আবশ্যক',
      dateOfBirth: 'জন্ম তারিখ আবশ্যক',
      password: 'পাসওয়ার্ড আবশ্যক',
    });
  });

  it('refuses a duplicate email, mobile or NID with 409, and a post someone holds', async () => {
    const [deskId] = await vacantDesks(10);
    const taken = await officeAdmin.post('/api/officers', {
      ...newOfficer(deskId, 2),
      email: 'officer@demo.gov.bd',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('এই ইমেইল দিয়ে ইতোমধ্যে একটি অ্যাকাউন্ট আছে');
    const held = await officeAdmin.post('/api/officers', { ...newOfficer(11, 3), sectionId: 4 });
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('এই পদে বর্তমানে অন্য একজন কর্মকর্তা কর্মরত আছেন');
  });

  it('is refused to an office admin for another office', async () => {
    const [deskId] = await vacantDesks(2);
    const { status } = await officeAdmin.post('/api/officers', {
      ...newOfficer(deskId, 4),
      officeId: 2,
      sectionId: sectionOf.get(deskId) ?? null,
    });
    expect(status).toBe(403);
  });
});

describe('postings', () => {
  it('releases an officer, posts them to an empty desk, and gives an additional charge; each is history', async () => {
    const created = await superAdmin.post('/api/officers', newOfficer((await vacantDesks(10))[0], 5));
    const { userId } = created.body.data;
    const [posting] = (await officeAdmin.get(`/api/officers/${userId}`)).body.data.postings;

    const early = await officeAdmin.post(`/api/postings/${posting.userRoleId}/release`, {
      releasedOn: '2020-01-01',
    });
    expect(early.status).toBe(400);
    expect(early.body.errors[0].message).toBe('অবমুক্তির তারিখ যোগদানের তারিখের আগে হতে পারে না');
    const released = await officeAdmin.post(`/api/postings/${posting.userRoleId}/release`, {
      releasedOn: '2025-06-30',
      orderNo: '৫৬.০০.০০০০.০১১.২০২৫-১২',
    });
    expect(released.status).toBe(200);
    expect(
      (await officeAdmin.post(`/api/postings/${posting.userRoleId}/release`, { releasedOn: '2025-06-30' }))
        .status,
    ).toBe(409);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({ officeId: 10, roleId: null });

    const [first, second] = await vacantDesks(10);
    const posted = await officeAdmin.post(`/api/officers/${userId}/postings`, {
      deskId: first,
      joinedOn: '2025-07-01',
    });
    expect(posted.status).toBe(200);
    const again = await officeAdmin.post(`/api/officers/${userId}/postings`, {
      deskId: second,
      joinedOn: '2025-07-01',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('অতিরিক্ত দায়িত্ব');
    const charge = await officeAdmin.post(`/api/officers/${userId}/postings`, {
      deskId: second,
      joinedOn: '2025-08-01',
      isAdditionalCharge: true,
    });
    expect(charge.status).toBe(200);
    const heldDesk = await officeAdmin.post(`/api/officers/${userId}/postings`, {
      deskId: 11,
      joinedOn: '2025-08-01',
      isAdditionalCharge: true,
    });
    expect(heldDesk.status).toBe(409);

    const history = await officeAdmin.get(`/api/officers/${userId}/service-history`);
    expect(history.body.data.total).toBe(3);
    expect(
      history.body.data.items.map((item: { deskId: number; releasedOn: string | null }) => [
        item.deskId,
        item.releasedOn,
      ]),
    ).toEqual([
      [second, null],
      [first, null],
      [posting.deskId, '2025-06-30'],
    ]);
    const [after] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(after.roleId).not.toBeNull();
  });

  it('does not let an office admin post to or release in another office', async () => {
    const [deskId] = await vacantDesks(2);
    const users = (await officeAdmin.get('/api/officers?pageSize=1')).body.data.items;
    const post = await officeAdmin.post(`/api/officers/${users[0].userId}/postings`, {
      deskId,
      joinedOn: '2025-07-01',
    });
    expect(post.status).toBe(403);
    const [headquarters] = await t.database.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .innerJoin(desks, eq(desks.id, userRoles.deskId))
      .where(and(eq(desks.officeId, 2), isNull(userRoles.releasedOn)));
    expect(
      (await officeAdmin.post(`/api/postings/${headquarters.id}/release`, { releasedOn: '2025-07-01' }))
        .status,
    ).toBe(404);
    expect((await officeAdmin.get('/api/officers/1')).status).toBe(404);
  });

  it('shows every officer their own service record', async () => {
    const { status, body } = await officer.get('/api/me/service');
    expect(status).toBe(200);
    expect(body.data.officer.email).toBe('officer@demo.gov.bd');
    expect(body.data.history.map((item: { deskId: number }) => item.deskId).sort()).toEqual([11, 20]);
  });
});

describe('postings at once', () => {
  it('gives an empty desk to one of many officers posted to it together, and releases a holding once', async () => {
    const officers: number[] = [];
    for (const n of [6, 7, 8, 9, 10]) {
      const [deskId] = await vacantDesks(10);
      const { body } = await superAdmin.post('/api/officers', newOfficer(deskId, n));
      const [posting] = (await superAdmin.get(`/api/officers/${body.data.userId}`)).body.data.postings;
      await superAdmin.post(`/api/postings/${posting.userRoleId}/release`, { releasedOn: '2025-06-30' });
      officers.push(body.data.userId);
    }
    const [deskId] = await vacantDesks(10);
    const posted = await Promise.all(
      officers.map((userId) =>
        officeAdmin.post(`/api/officers/${userId}/postings`, { deskId, joinedOn: '2025-07-01' }),
      ),
    );
    expect(posted.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const holding = posted.find((response) => response.status === 200)?.body.data.userRoleId;
    const released = await Promise.all(
      officers.map(() => officeAdmin.post(`/api/postings/${holding}/release`, { releasedOn: '2025-12-31' })),
    );
    expect(released.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});

describe('counting a large list', () => {
  it('counts a common name only up to 1,000 and says there are more; a filter counts exactly', async () => {
    const many = 1_005;
    await t.database.db.execute(sql`
      with made as (
        insert into users (name, email, mobile, password_hash)
        select 'Karim Uddin', 'karim' || n || '@count.gov.bd', '0191900' || lpad(n::text, 4, '0'), 'none'
        from generate_series(1, ${many}) n
        returning id)
      insert into profiles (user_id, known_as, known_as_bangla, gender, home_office_id)
      select id, 'Karim Uddin', 'করিম উদ্দিন', 'male', 104 from made`);

    const named = await superAdmin.get(`/api/officers?search=${encodeURIComponent('করিম উদ্দিন')}`);
    expect(named.status).toBe(200);
    expect(named.body.data.total).toBe(1_000);
    expect(named.body.data.totalIsCapped).toBe(true);
    expect(named.body.data.items[0].nameBn).toBe('করিম উদ্দিন');

    const office = await superAdmin.get('/api/officers?officeId=104&state=nonPosted');
    expect(office.body.data.totalIsCapped).toBe(false);
    expect(office.body.data.total).toBeGreaterThanOrEqual(many);
    expect(office.body.data.total).toBeLessThan(many + 20);
  });

  it("takes the statistics' word for a name they put ten times past the cap, and counts no further", async () => {
    const db = t.database.db;
    // So that the statistics stay those taken below while the test runs.
    await db.execute(sql`alter table profiles set (autovacuum_enabled = false)`);
    await db.execute(sql`
      with made as (
        insert into users (name, email, mobile, password_hash)
        select 'Rafiq Hasan', 'rafiq' || n || '@count.gov.bd', '017' || lpad(n::text, 8, '0'), 'none'
        from generate_series(1, 12000) n
        returning id)
      insert into profiles (user_id, known_as, known_as_bangla, gender, home_office_id)
      select id, 'Rafiq Hasan', 'রফিক হাসান', 'male', 104 from made`);
    await db.execute(sql`analyze profiles`);
    // All but 30 leave after the statistics were taken: a count would now say 30.
    await db.execute(sql`delete from profiles where known_as = 'Rafiq Hasan' and id not in (
        select id from profiles where known_as = 'Rafiq Hasan' order by id limit 30)`);

    const named = await superAdmin.get(`/api/officers?search=${encodeURIComponent('রফিক হাসান')}`);
    expect(named.status).toBe(200);
    expect(named.body.data.total).toBe(1_000);
    expect(named.body.data.totalIsCapped).toBe(true);
    expect(named.body.data.items).toHaveLength(20);
    expect(named.body.data.items[0].nameBn).toBe('রফিক হাসান');

    // A name the same statistics expect rarely is counted, exactly.
    const rare = await superAdmin.get(`/api/officers?search=${encodeURIComponent('নুসরাত')}`);
    expect(rare.body.data.totalIsCapped).toBe(false);
    expect(rare.body.data.total).toBe(rare.body.data.items.length);
    expect(rare.body.data.items.map((item: { email: string }) => item.email)).toContain(
      'officer@demo.gov.bd',
    );
  });
});
