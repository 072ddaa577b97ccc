/**
 * The profile tabs through the real API and a fresh copy of the demo database: the seeded entries,
 * adding, changing and removing the own entries, each validation message, the progress that follows
 * every write, who reads another officer's profile (404 to the rest), the portfolio attachment with
 * real file bytes, and /userskills.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profileSkills, profiles } from '../../db/schema';
import { htmlBytes, pdfBytes, pngBytes } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO } from '../office/office.testing';
import { addRegisteredSkills } from './profile.skills-import';

let t: TestApp;
const tokens: Record<string, string> = {};
/** The officer (user 4) holds a desk in office 10, which the office admin (user 3) administers. */
const OFFICER = 4;
const OFFICE_861_USER = 7;

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email] of Object.entries(DEMO)) tokens[name] = await t.tokenFor(email);
});
afterAll(() => t.close());

const headers = (who: string | null, lang = 'bn') => ({
  ...(who && { authorization: `Bearer ${tokens[who]}` }),
  'accept-language': lang,
});
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: string | null,
  payload?: object,
  lang = 'bn',
) => t.app.inject({ method, url, headers: headers(who, lang), ...(payload && { payload }) });

const progressOf = async (userId: number) =>
  (
    await t.database.db
      .select({ progress: profiles.progress })
      .from(profiles)
      .where(eq(profiles.userId, userId))
  )[0].progress;

/** The first field error's message of a 400. */
const fieldMessage = (
  response: { json(): { errors?: { field: string; message: string }[] } },
  field: string,
) => response.json().errors?.find((item) => item.field === field)?.message;

describe('the own profile', () => {
  it('reads the seeded basic fields, with NID and service id shown read-only', async () => {
    const response = await call('GET', '/api/profile/basic', 'officer');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      userId: OFFICER,
      nameBn: 'নুসরাত জাহান',
      fatherNameBn: 'মোঃ জাহাঙ্গীর আলম',
      religion: null,
      preferredDistrict: { id: 15, nameBn: 'রাজশাহী' },
      email: 'officer@demo.gov.bd',
    });
  });

  it('starts at the seeded progress and names what is missing', async () => {
    const response = await call('GET', '/api/profile/progress', 'officer');
    // Missing: NID 5, religion 3, post office and code 2, photo 10, signature 5.
    expect(response.json().data).toEqual({
      progress: 75,
      missing: ['nid', 'religion', 'postOfficeAndCode', 'photo', 'signature'],
    });
    expect(await progressOf(OFFICER)).toBe(75);
  });

  it('saves the basic fields, spouses and children, and the progress rises in the same write', async () => {
    const response = await call('PUT', '/api/profile/basic', 'officer', {
      nameBn: 'নুসরাত জাহান',
      nameEn: 'Nusrat Jahan',
      fatherNameBn: 'মোঃ জাহাঙ্গীর আলম',
      motherNameBn: 'শাহনাজ পারভীন',
      gender: 'female',
      dateOfBirth: '১৯৯০-০১-১২',
      religion: 'ইসলাম',
      permanentAddress: 'সাহেববাজার, রাজশাহী',
      sameAddress: true,
      postOffice: 'রাজশাহী জিপিও',
      postCode: '৬০০০',
      preferredDistrictId: 15,
      spouses: [{ name: 'মোঃ আরিফুল ইসলাম', occupation: 'শিক্ষক' }],
      kids: [{ name: 'আয়েশা', gender: 'female' }],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      dateOfBirth: '1990-01-12',
      postCode: '6000',
      presentAddress: 'সাহেববাজার, রাজশাহী',
      spouses: [{ name: 'মোঃ আরিফুল ইসলাম', occupation: 'শিক্ষক' }],
      kids: [{ name: 'আয়েশা', gender: 'female', dateOfBirth: null }],
    });
    expect(await progressOf(OFFICER)).toBe(80);
  });

  it("refuses a child without gender, and an upazila outside the district, with the field's message", async () => {
    const body = { nameBn: 'নুসরাত', nameEn: 'Nusrat', gender: 'female', dateOfBirth: '1990-01-12' };
    const child = await call('PUT', '/api/profile/basic', 'officer', { ...body, kids: [{ name: 'আয়েশা' }] });
    expect(child.statusCode).toBe(400);
    expect(fieldMessage(child, 'kids.0.gender')).toBe('সন্তানের লিঙ্গ নির্বাচন করুন');
    const nameless = await call('PUT', '/api/profile/basic', 'officer', { ...body, nameBn: ' ' }, 'en');
    expect(fieldMessage(nameless, 'nameBn')).toBe('Name in Bangla is required');
    // Upazila 1 lies in district 1 (Cumilla), not Rajshahi.
    const place = await call('PUT', '/api/profile/basic', 'officer', {
      ...body,
      preferredDistrictId: 15,
      preferredUpazilaId: 1,
    });
    expect(place.statusCode).toBe(400);
    expect(fieldMessage(place, 'preferredUpazilaId')).toBe('উপজেলাটি নির্বাচিত জেলার নয়');
  });
});

describe('the tabs', () => {
  it('lists the seeded entries of each tab', async () => {
    const education = (await call('GET', '/api/profile/education', 'officer')).json().data;
    expect(education.map((row: { degree: string }) => row.degree)).toEqual(['বিএসসি (সম্মান)', 'এসএসসি']);
    const skills = (await call('GET', '/api/profile/skills', 'officer')).json().data;
    expect(skills[0]).toMatchObject({
      skill: 'প্রোগ্রামিং',
      level: 'expert',
      years: 9,
      skillArea: { nameBn: 'সফটওয়্যার উন্নয়ন', nameEn: 'Software development' },
    });
    const desire = (await call('GET', '/api/profile/desire-postings', 'officer')).json().data;
    expect(desire[0]).toMatchObject({ post: 'প্রোগ্রামার', district: { nameBn: 'রাজশাহী' }, office: null });
    for (const key of ['trainings', 'researches', 'workhistory', 'portfolio']) {
      expect((await call('GET', `/api/profile/${key}`, 'officer')).json().data.length).toBeGreaterThan(0);
    }
  });

  it('adds, changes and removes an own entry, with the audit trail', async () => {
    const created = await call('POST', '/api/profile/trainings', 'officer', {
      title: 'সাইবার নিরাপত্তা',
      institute: 'বাংলাদেশ কম্পিউটার কাউন্সিল',
      country: 'বাংলাদেশ',
      fromDate: '2024-02-04',
      toDate: '2024-02-15',
      days: '10',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    const changed = await call('PUT', `/api/profile/trainings/${id}`, 'officer', {
      title: 'সাইবার নিরাপত্তা (উচ্চতর)',
      institute: 'বাংলাদেশ কম্পিউটার কাউন্সিল',
      fromDate: '2024-02-04',
    });
    expect(changed.statusCode).toBe(200);
    const list = (await call('GET', '/api/profile/trainings', 'officer')).json().data;
    expect(list[0]).toMatchObject({
      id,
      title: 'সাইবার নিরাপত্তা (উচ্চতর)',
      toDate: null,
      days: null,
      country: null,
    });
    expect((await call('DELETE', `/api/profile/trainings/${id}`, 'officer')).statusCode).toBe(200);
    const after = (await call('GET', '/api/profile/trainings', 'officer')).json().data;
    expect(after.some((row: { id: number }) => row.id === id)).toBe(false);
    const trail = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'profile_training'), eq(auditLog.entityId, String(id))));
    expect(trail.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it("answers 404 for another officer's entry and changes nothing", async () => {
    const theirs = (await call('GET', '/api/profile/education', 'officeAdmin')).json().data[0];
    const body = { degree: 'পিএইচডি', institution: 'ঢাকা বিশ্ববিদ্যালয়' };
    expect((await call('PUT', `/api/profile/education/${theirs.id}`, 'officer', body)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/profile/education/${theirs.id}`, 'officer')).statusCode).toBe(404);
    const again = (await call('GET', '/api/profile/education', 'officeAdmin')).json().data[0];
    expect(again.degree).toBe(theirs.degree);
  });

  it.each([
    ['education', { institution: 'ঢাকা কলেজ' }, 'degree', 'ডিগ্রির নাম আবশ্যক'],
    ['education', { degree: 'এইচএসসি' }, 'institution', 'প্রতিষ্ঠানের নাম আবশ্যক'],
    [
      'education',
      { degree: 'এইচএসসি', institution: 'ঢাকা কলেজ', passingYear: 2999 },
      'passingYear',
      'পাসের সাল ১৯৪০ থেকে চলতি বছরের মধ্যে হতে হবে',
    ],
    ['trainings', { institute: 'বিসিসি', fromDate: '2024-01-01' }, 'title', 'শিরোনাম আবশ্যক'],
    ['trainings', { title: 'ক', fromDate: '2024-01-01' }, 'institute', 'প্রশিক্ষণ প্রতিষ্ঠানের নাম আবশ্যক'],
    ['trainings', { title: 'ক', institute: 'খ' }, 'fromDate', 'শুরুর তারিখ আবশ্যক'],
    [
      'trainings',
      { title: 'ক', institute: 'খ', fromDate: '2024-01-10', toDate: '2024-01-01' },
      'toDate',
      'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
    ],
    [
      'trainings',
      { title: 'ক', institute: 'খ', fromDate: '2024-01-10', days: 0 },
      'days',
      'দিনের সংখ্যা ১ থেকে ৭৩০ এর মধ্যে দিন',
    ],
    ['skills', { skill: 'পাইথন', level: 'expert' }, 'skillAreaId', 'দক্ষতার ক্ষেত্র নির্বাচন করুন'],
    ['skills', { skillAreaId: 1, level: 'expert' }, 'skill', 'দক্ষতার নাম আবশ্যক'],
    ['skills', { skillAreaId: 1, skill: 'পাইথন', level: 'guru' }, 'level', 'দক্ষতার স্তর নির্বাচন করুন'],
    [
      'skills',
      { skillAreaId: 1, skill: 'পাইথন', level: 'expert', years: 60 },
      'years',
      'অভিজ্ঞতা ০ থেকে ৫০ বছরের মধ্যে দিন',
    ],
    ['researches', { area: 'ই-গভর্ন্যান্স' }, 'title', 'শিরোনাম আবশ্যক'],
    ['researches', { title: 'ক', link: 'bcc.gov.bd' }, 'link', 'সঠিক লিংক দিন (http:// বা https:// দিয়ে শুরু)'],
    ['desire-postings', { post: 'প্রোগ্রামার', priority: 1 }, 'districtId', 'কাঙ্ক্ষিত অফিস অথবা জেলা নির্বাচন করুন'],
    ['desire-postings', { districtId: 15, priority: 1 }, 'post', 'কাঙ্ক্ষিত পদের নাম আবশ্যক'],
    [
      'desire-postings',
      { districtId: 15, post: 'ক', priority: 11 },
      'priority',
      'অগ্রাধিকার ১ থেকে ১০ এর মধ্যে দিন',
    ],
    ['workhistory', { designation: 'প্রভাষক', fromDate: '2015-01-01' }, 'organisation', 'প্রতিষ্ঠানের নাম আবশ্যক'],
    ['workhistory', { organisation: 'রাবি', fromDate: '2015-01-01' }, 'designation', 'পদবি আবশ্যক'],
    ['portfolio', { description: 'বিবরণ' }, 'title', 'শিরোনাম আবশ্যক'],
  ])('%s: refuses %j with the message of %s', async (key, body, field, message) => {
    const response = await call('POST', `/api/profile/${key}`, 'officer', body);
    expect(response.statusCode).toBe(400);
    expect(fieldMessage(response, field)).toBe(message);
  });

  it('refuses the same skill twice (409), an unknown skill area and an upazila outside the district (400)', async () => {
    const twice = await call('POST', '/api/profile/skills', 'officer', {
      skillAreaId: 2,
      skill: ' প্রোগ্রামিং ',
      level: 'beginner',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('এই দক্ষতাটি ইতোমধ্যে যোগ করা আছে');
    const area = await call('POST', '/api/profile/skills', 'officer', {
      skillAreaId: 9999,
      skill: 'পাইথন',
      level: 'expert',
    });
    expect(area.statusCode).toBe(400);
    expect(fieldMessage(area, 'skillAreaId')).toBe('দক্ষতার ক্ষেত্র নির্বাচন করুন');
    const place = await call('POST', '/api/profile/desire-postings', 'officer', {
      districtId: 15,
      upazilaId: 1,
      post: 'প্রোগ্রামার',
      priority: 2,
    });
    expect(fieldMessage(place, 'upazilaId')).toBe('উপজেলাটি নির্বাচিত জেলার নয়');
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/profile/education', null)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/profile/education', null, { degree: 'ক', institution: 'খ' })).statusCode,
    ).toBe(401);
  });
});

describe("another officer's profile", () => {
  it('is read by the office admin of its office, with every tab, and the read is audited', async () => {
    const response = await call('GET', `/api/profile/users/${OFFICER}`, 'officeAdmin');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.basic.nameBn).toBe('নুসরাত জাহান');
    expect(data.education).toHaveLength(2);
    expect(data.skills).toHaveLength(3);
    expect(data.postings[0]).toMatchObject({ officeBn: expect.stringContaining('আইসিটি') });
    expect(data.progress.progress).toBe(80);
    const reads = await t.database.db
      .select({ userId: auditLog.userId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'read'),
          eq(auditLog.entity, 'profile'),
          eq(auditLog.entityId, String(OFFICER)),
        ),
      );
    expect(reads).toContainEqual({ userId: 3 });
  });

  it('is read by the support admin anywhere', async () => {
    expect((await call('GET', `/api/profile/users/${OFFICE_861_USER}`, 'support')).statusCode).toBe(200);
  });

  it("answers 404 to an office admin for another office's officer and to an officer for a colleague", async () => {
    const other = await call('GET', `/api/profile/users/${OFFICE_861_USER}`, 'officeAdmin');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('তথ্য পাওয়া যায়নি');
    expect((await call('GET', '/api/profile/users/3', 'officer')).statusCode).toBe(404);
    expect((await call('GET', `/api/profile/users/${OFFICER}`, 'office861')).statusCode).toBe(404);
  });
});

describe('photo and portfolio attachment', () => {
  const upload = (who: string, url: string, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name, { type }));
    return t.app.inject({ method: 'PUT', url, headers: headers(who), payload: form });
  };

  it('raises the progress with a photo wide enough, and refuses a narrow one', async () => {
    const before = await progressOf(3);
    const narrow = await upload(
      'officeAdmin',
      '/api/profile/photo',
      pngBytes(480, 600),
      'photo.png',
      'image/png',
    );
    expect(narrow.statusCode).toBe(400);
    expect(await progressOf(3)).toBe(before);
    const wide = await upload(
      'officeAdmin',
      '/api/profile/photo',
      pngBytes(640, 800),
      'photo.png',
      'image/png',
    );
    expect(wide.statusCode).toBe(200);
    expect(await progressOf(3)).toBe(before + 10);
  });

  it('stores a PDF on an own portfolio entry, served to the office admin; HTML is refused', async () => {
    const [entry] = (await call('GET', '/api/profile/portfolio', 'officer')).json().data;
    const url = `/api/profile/portfolio/${entry.id}/attachment`;
    const wrong = await upload('officer', url, htmlBytes(), 'page.pdf', 'application/pdf');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe('ফাইলের ধরন সঠিক নয়!');
    const pdf = pdfBytes();
    const stored = await upload('officer', url, pdf, 'প্রতিবেদন.pdf', 'application/pdf');
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.attachmentName).toBe('প্রতিবেদন.pdf');
    const read = await call('GET', url, 'officeAdmin');
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(pdf)).toBe(true);
    expect((await call('GET', url, 'office861')).statusCode).toBe(404);
    // Someone else's entry: 404, nothing stored.
    expect((await upload('officeAdmin', url, pdf, 'x.pdf', 'application/pdf')).statusCode).toBe(404);
  });
});

describe('/userskills', () => {
  it("lists the office's officers' skills to the office admin, filtered and searched", async () => {
    const all = (await call('GET', '/api/skills', 'officeAdmin')).json().data;
    expect(all.scope).toBe('office');
    expect(all.total).toBe(5);
    const experts = (await call('GET', '/api/skills?level=expert', 'officeAdmin')).json().data;
    expect(experts.items.map((row: { skill: string; nameBn: string }) => [row.nameBn, row.skill])).toEqual([
      ['নুসরাত জাহান', 'প্রোগ্রামিং'],
    ]);
    const byName = (
      await call('GET', `/api/skills?search=${encodeURIComponent('নুসরাত')}`, 'officeAdmin')
    ).json().data;
    expect(byName.total).toBe(3);
    const byEnglish = (await call('GET', '/api/skills?search=kamrul&skillAreaId=5', 'officeAdmin')).json()
      .data;
    expect(byEnglish.items.map((row: { skill: string }) => row.skill)).toEqual(['প্রকল্প ব্যবস্থাপনা']);
  });

  it('shows an officer only the own skills', async () => {
    const own = (await call('GET', '/api/skills', 'officer')).json().data;
    expect(own.scope).toBe('own');
    expect(own.items.every((row: { userId: number }) => row.userId === OFFICER)).toBe(true);
    expect(own.total).toBe(3);
  });

  it('exports the list as an Excel file', async () => {
    const response = await call('GET', '/api/skills/export?level=expert', 'officeAdmin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses office 861, no desk and a bad filter', async () => {
    expect((await call('GET', '/api/skills', 'office861')).statusCode).toBe(403);
    expect((await call('GET', '/api/skills', 'noOffice')).statusCode).toBe(403);
    expect((await call('GET', '/api/skills?level=guru', 'officeAdmin')).statusCode).toBe(400);
    expect((await call('GET', '/api/skills', null)).statusCode).toBe(401);
  });

  it('takes the skills named at registration into the tab, under a matching area or Other', async () => {
    await t.database.db.transaction(async (tx) => {
      expect(await addRegisteredSkills(tx, 5, ['প্রকল্প ব্যবস্থাপনা', ' ফটোগ্রাফি ', 'ফটোগ্রাফি', ''])).toBe(2);
    });
    const rows = await t.database.db
      .select({ skill: profileSkills.skill, area: profileSkills.skillAreaId, level: profileSkills.level })
      .from(profileSkills)
      .where(eq(profileSkills.userId, 5));
    expect(rows).toContainEqual({ skill: 'প্রকল্প ব্যবস্থাপনা', area: 5, level: null });
    expect(rows).toContainEqual({ skill: 'ফটোগ্রাফি', area: 12, level: null });
  });
});

describe('writes at once (50 concurrent requests; on PostgreSQL with DATABASE_URL)', () => {
  const statuses = (responses: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };

  it('keeps the 50-entry cap of a tab: of 60 additions at once only the free places are taken', async () => {
    const before = (await call('GET', '/api/profile/researches', 'support')).json().data.length;
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call('POST', '/api/profile/researches', 'support', { title: `গবেষণা ${index}` }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 50 - before, 409: 10 + before });
    expect((await call('GET', '/api/profile/researches', 'support')).json().data).toHaveLength(50);
  });

  it('adds one skill once, however many times it is sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/api/profile/skills', 'support', {
          skillAreaId: 4,
          skill: 'ডিজিটাল সেবা নকশা',
          level: 'expert',
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: 49 });
  });
});
