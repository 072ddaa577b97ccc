/**
 * Freelancers through the real app on a copy of the demo database: who sees which district, the
 * list's search and filters, SPEC.md §5's mobile and email rules, 409 on a mobile number taken
 * (also 50 at once, which CI runs on PostgreSQL), the officer's own record, the dashboard against
 * the seed's figures, master data, mentors and teams, and the Excel import with bad rows.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREELANCER_IMPORT_FIELDS,
  type FreelancerImportField,
} from '../../../common/contracts/freelancer.contract';
import { translate } from '../../../common/messages';
import { demoEntries, demoFreelancers } from '../../db/seed/demo-freelancer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let noOffice: Caller;
let anonymous: Caller;
let officeAdminEn: Caller;
const tokens: Record<string, string> = {};

const BASE = '/api/freelancer';
const RAJSHAHI = 15;

beforeAll(async () => {
  t = await createTestApp();
  [officer, officeAdmin, superAdmin, noOffice, anonymous, officeAdminEn] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.noOffice),
    callerFor(t, null),
    callerFor(t, DEMO.officeAdmin, 'en'),
  ]);
  tokens.officeAdmin = await t.tokenFor(DEMO.officeAdmin);
  tokens.officer = await t.tokenFor(DEMO.officer);
});
afterAll(() => t.close());

const valid = (extra: object = {}) => ({
  name: 'মেহেদী হাসান',
  email: 'Mehedi@Example.com',
  mobile: '০১৯১২৩৪৫৬৭৮',
  districtId: RAJSHAHI,
  status: 'active',
  categoryId: 1,
  lifetimeEarnings: '25000.75',
  hourlyRate: '15',
  firstJoiningDate: '2019-03-01',
  skills: 'React,  Node.js ,ওয়ার্ডপ্রেস',
  marketplaces: [
    {
      marketplaceId: 1,
      profileLink: 'https://www.upwork.com/fl/mehedi',
      earnings: '20000',
      totalProjects: 40,
    },
    { marketplaceId: 2, earnings: '5000.75', totalProjects: 12, joiningDate: '2020-01-10' },
  ],
  ...extra,
});

describe('who sees which freelancers', () => {
  it('gives a district office its district, the DoICT list every district', async () => {
    const district = await officeAdmin.get(`${BASE}/freelancers?pageSize=100`);
    expect(district.status).toBe(200);
    const inRajshahi = demoFreelancers().filter((row) => row.districtId === RAJSHAHI).length;
    expect(district.body.data.total).toBe(inRajshahi);
    expect(
      district.body.data.items.every((item: { district: { id: number } }) => item.district.id === RAJSHAHI),
    ).toBe(true);
    expect((await officeAdmin.get(`${BASE}/national/freelancers`)).status).toBe(403);
    const national = await superAdmin.get(`${BASE}/national/freelancers?pageSize=10`);
    expect(national.body.data.total).toBe(demoFreelancers().length);
    expect(national.body.data.items).toHaveLength(10);
    expect((await anonymous.get(`${BASE}/freelancers`)).status).toBe(401);
    expect((await noOffice.get(`${BASE}/freelancers`)).status).toBe(403);
  });

  it('answers 404 for a freelancer of another district, and shows the officer their own record', async () => {
    const other = await superAdmin.get(`${BASE}/national/freelancers?districtId=1`);
    const id = other.body.data.items[0].id;
    expect((await superAdmin.get(`${BASE}/freelancers/${id}`)).status).toBe(200);
    expect((await officeAdmin.get(`${BASE}/freelancers/${id}`)).status).toBe(404);
    expect((await officeAdmin.put(`${BASE}/freelancers/${id}`, valid())).status).toBe(404);
    const mine = await officer.get(`${BASE}/mine`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.name).toBe('নুসরাত জাহান');
    expect(mine.body.data.entries.length).toBeGreaterThan(0);
    expect((await superAdmin.get(`${BASE}/mine`)).body.data).toBeNull();
  });
});

describe('search and filters', () => {
  const names = (body: { data: { items: { name: string }[] } }) => body.data.items.map((item) => item.name);
  it('finds by Bangla name, email and mobile, and filters by marketplace, skill, earnings, status and year', async () => {
    const bangla = await superAdmin.get(
      `${BASE}/national/freelancers?search=${encodeURIComponent('নুসরাত জাহান')}`,
    );
    expect(names(bangla.body)).toEqual(['নুসরাত জাহান']);
    const email = await superAdmin.get(`${BASE}/national/freelancers?search=FREELANCER7@example`);
    expect(email.body.data.items.map((item: { email: string }) => item.email)).toContain(
      'freelancer7@example.com',
    );
    const seeded = demoFreelancers();
    const expectCount = async (
      query: string,
      predicate: (row: ReturnType<typeof demoFreelancers>[number], index: number) => boolean,
    ) => {
      const response = await superAdmin.get(`${BASE}/national/freelancers?${query}`);
      expect(response.status).toBe(200);
      expect(response.body.data.total).toBe(seeded.filter(predicate).length);
    };
    await expectCount('status=inactive', (row) => row.status === 'inactive');
    await expectCount('categoryId=2', (row) => row.categoryId === 2);
    await expectCount(`skill=${encodeURIComponent('ফটোশপ')}`, (row) => row.skills.includes('ফটোশপ'));
    await expectCount('minEarnings=5000&maxEarnings=10000', (row) => {
      const value = Number(row.lifetimeEarnings);
      return value >= 5000 && value <= 10000;
    });
    await expectCount('joiningYear=2016', (row) => row.firstJoiningDate.startsWith('2016'));
    const ids = seeded.map((_, index) => index + 1);
    const onFiverr = new Set(
      demoEntries(ids)
        .filter((entry) => entry.marketplaceId === 2)
        .map((entry) => entry.freelancerId),
    );
    await expectCount('marketplaceId=2', (_, index) => onFiverr.has(index + 1));
    expect((await superAdmin.get(`${BASE}/national/freelancers?minEarnings=abc`)).status).toBe(400);
  });

  it('exports the filtered list to Excel with Bangla headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/freelancers/export?status=active`,
      headers: { authorization: `Bearer ${tokens.officeAdmin}` },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getCell('B1').value).toBe('নাম');
    const active = demoFreelancers().filter((row) => row.districtId === RAJSHAHI && row.status === 'active');
    expect(sheet.rowCount).toBe(active.length + 1);
  });
});

describe('a one-word Bangla search (read through the words of the names)', () => {
  type Item = { id: number; name: string };
  const seeded = () => demoFreelancers().map((row, index) => ({ ...row, id: index + 1 }));
  /** The seed's matches in the list's order: name, then id. */
  const expected = (term: string, districtId?: number) =>
    seeded()
      .filter((row) => row.name.includes(term) && (!districtId || row.districtId === districtId))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
      .map((row) => ({ id: row.id, name: row.name }));
  const items = (body: { data: { items: Item[] } }) =>
    body.data.items.map((item) => ({ id: item.id, name: item.name }));

  it('gives the matches of a word, or of a part of one, in name order with their total', async () => {
    for (const term of ['রাকিব', 'হমা', 'সুলতানা']) {
      const all = expected(term);
      expect(all.length).toBeGreaterThan(1);
      const response = await superAdmin.get(
        `${BASE}/national/freelancers?search=${encodeURIComponent(term)}&pageSize=100`,
      );
      expect(response.status).toBe(200);
      expect(response.body.data.total).toBe(all.length);
      expect(items(response.body)).toEqual(all);
    }
  });

  it('pages, reverses and keeps to the district as the list does', async () => {
    const all = expected('আ');
    const second = await superAdmin.get(
      `${BASE}/national/freelancers?search=${encodeURIComponent('আ')}&page=2&pageSize=3`,
    );
    expect(items(second.body)).toEqual(all.slice(3, 6));
    const reversed = await superAdmin.get(
      `${BASE}/national/freelancers?search=${encodeURIComponent('আ')}&order=desc&pageSize=4`,
    );
    expect(items(reversed.body)).toEqual([...all].reverse().slice(0, 4));
    const district = await officeAdmin.get(
      `${BASE}/freelancers?search=${encodeURIComponent('হাসান')}&pageSize=100`,
    );
    expect(items(district.body)).toEqual(expected('হাসান', RAJSHAHI));
    const none = await superAdmin.get(`${BASE}/national/freelancers?search=${encodeURIComponent('ঝঞ্ঝা')}`);
    expect(none.body.data).toEqual({ items: [], total: 0 });
  });

  it('follows a changed name and a deleted freelancer', async () => {
    const created = await officeAdmin.post(
      `${BASE}/freelancers`,
      valid({ name: 'জাবেদ ইকবাল', mobile: '01912345690', marketplaces: [] }),
    );
    const id = created.body.data.id;
    const find = async (term: string) =>
      items((await superAdmin.get(`${BASE}/national/freelancers?search=${encodeURIComponent(term)}`)).body);
    expect(await find('জাবেদ')).toEqual([{ id, name: 'জাবেদ ইকবাল' }]);
    await officeAdmin.put(
      `${BASE}/freelancers/${id}`,
      valid({ name: 'তাহমিদ ইকবাল', mobile: '01912345690', marketplaces: [] }),
    );
    expect(await find('জাবেদ')).toEqual([]);
    expect(await find('তাহমিদ')).toEqual([{ id, name: 'তাহমিদ ইকবাল' }]);
    expect((await officeAdmin.delete(`${BASE}/freelancers/${id}`)).status).toBe(200);
    expect(await find('তাহমিদ')).toEqual([]);
  });
});

describe('writes', () => {
  let id: number;
  it('adds a freelancer with two marketplaces, in dollars with cents', async () => {
    const response = await officeAdmin.post(`${BASE}/freelancers`, valid());
    expect(response.status).toBe(200);
    id = response.body.data.id;
    expect(response.body.data).toMatchObject({
      mobile: '01912345678',
      email: 'mehedi@example.com',
      lifetimeEarnings: '25000.75',
      skills: 'React, Node.js, ওয়ার্ডপ্রেস',
    });
    expect(response.body.data.entries.map((entry: { earnings: string }) => entry.earnings)).toEqual([
      '20000.00',
      '5000.75',
    ]);
    const found = await officeAdmin.get(`${BASE}/freelancers?skill=node.js&marketplaceId=2`);
    expect(found.body.data.items.map((item: { id: number }) => item.id)).toEqual([id]);
  });

  it('refuses a taken mobile (409), bad mobile and email (400, Bangla and English), another district (403)', async () => {
    const taken = await officeAdmin.post(`${BASE}/freelancers`, valid({ email: 'other@example.com' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(translate('freelancer.mobileTaken', 'bn'));
    const bad = await officeAdmin.post(`${BASE}/freelancers`, valid({ mobile: '12345', email: 'not-mail' }));
    expect(bad.status).toBe(400);
    const fields = bad.body.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['mobile', 'email']));
    const english = await officeAdminEn.post(`${BASE}/freelancers`, valid({ mobile: '' }));
    expect(english.body.errors.find((error: { field: string }) => error.field === 'mobile').message).toBe(
      translate('validation.mobileRequired', 'en'),
    );
    const twice = await officeAdmin.post(
      `${BASE}/freelancers`,
      valid({ mobile: '01912345600', marketplaces: [{ marketplaceId: 1 }, { marketplaceId: 1 }] }),
    );
    expect(twice.status).toBe(400);
    expect(
      (await officeAdmin.post(`${BASE}/freelancers`, valid({ mobile: '01912345601', districtId: 1 }))).status,
    ).toBe(403);
    expect((await officer.post(`${BASE}/freelancers`, valid({ mobile: '01912345602' }))).status).toBe(403);
    expect(
      (
        await officeAdmin.post(
          `${BASE}/freelancers`,
          valid({ mobile: '01912345603', lifetimeEarnings: '1.234' }),
        )
      ).status,
    ).toBe(400);
  });

  it('changes and deletes it', async () => {
    const changed = await officeAdmin.put(
      `${BASE}/freelancers/${id}`,
      valid({ status: 'inactive', marketplaces: [] }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.status).toBe('inactive');
    expect(changed.body.data.entries).toEqual([]);
    expect((await officeAdmin.delete(`${BASE}/freelancers/${id}`)).status).toBe(200);
    expect((await officeAdmin.get(`${BASE}/freelancers/${id}`)).status).toBe(404);
  });

  it('gives one 200 and 49 409s for fifty adds of one mobile number at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        officeAdmin.post(
          `${BASE}/freelancers`,
          valid({ mobile: '01998765432', email: `race${index}@example.com` }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  });
});

describe('the dashboard', () => {
  it('counts and sums the seeded freelancers by district, category, marketplace and year', async () => {
    const seeded = demoFreelancers();
    const response = await superAdmin.get(`${BASE}/national/dashboard?districtId=1`);
    expect(response.status).toBe(200);
    const first = seeded.filter((row) => row.districtId === 1);
    expect(response.body.data.total).toBe(first.length);
    const rajshahi = seeded.filter((row) => row.districtId === RAJSHAHI);
    const district = await officeAdmin.get(`${BASE}/dashboard`);
    const data = district.body.data;
    // The writes above left one freelancer (the race's winner) in Rajshahi.
    const extra = 1;
    expect(data.total).toBe(rajshahi.length + extra);
    const sum = (rows: { lifetimeEarnings: string }[]) =>
      rows.reduce((total, row) => total + Number(row.lifetimeEarnings), 0);
    expect(Number(data.earnings)).toBeCloseTo(sum(rajshahi) + 25000.75, 2);
    expect(data.byDistrict).toHaveLength(1);
    const category1 = data.byCategory.find((bucket: { id: number }) => bucket.id === 1);
    expect(category1.count).toBe(rajshahi.filter((row) => row.categoryId === 1).length + extra);
    const byYear = new Map<number, number>();
    for (const row of rajshahi)
      byYear.set(
        Number(row.firstJoiningDate.slice(0, 4)),
        (byYear.get(Number(row.firstJoiningDate.slice(0, 4))) ?? 0) + 1,
      );
    byYear.set(2019, (byYear.get(2019) ?? 0) + extra);
    expect(
      Object.fromEntries(data.byYear.map((item: { year: number; count: number }) => [item.year, item.count])),
    ).toEqual(Object.fromEntries(byYear));
    const marketplaceTotal = data.byMarketplace.reduce(
      (total: number, bucket: { count: number }) => total + bucket.count,
      0,
    );
    const ids = seeded.map((_, index) => index + 1);
    const rajshahiIds = new Set(ids.filter((_, index) => seeded[index].districtId === RAJSHAHI));
    expect(marketplaceTotal).toBe(
      demoEntries(ids).filter((entry) => rajshahiIds.has(entry.freelancerId)).length + 2,
    );
    expect((await officeAdmin.get(`${BASE}/national/dashboard`)).status).toBe(403);
  });
  it('moves the marketplace figures of a freelancer to its new district', async () => {
    const entriesIn = async (districtId: number) =>
      (
        await superAdmin.get(`${BASE}/national/dashboard?districtId=${districtId}`)
      ).body.data.byMarketplace.reduce((total: number, bucket: { count: number }) => total + bucket.count, 0);
    const [first, second] = [await entriesIn(1), await entriesIn(2)];
    const id = (await superAdmin.get(`${BASE}/national/freelancers?districtId=1`)).body.data.items[0].id;
    const detail = (await superAdmin.get(`${BASE}/freelancers/${id}`)).body.data;
    const moved = await superAdmin.put(`${BASE}/freelancers/${id}`, {
      name: detail.name,
      email: detail.email,
      mobile: detail.mobile,
      districtId: 2,
      marketplaces: detail.entries.map((entry: { marketplace: { id: number }; earnings: string }) => ({
        marketplaceId: entry.marketplace.id,
        earnings: entry.earnings,
      })),
    });
    expect(moved.status).toBe(200);
    expect(await entriesIn(1)).toBe(first - detail.entries.length);
    expect(await entriesIn(2)).toBe(second + detail.entries.length);
    expect((await superAdmin.get(`${BASE}/national/dashboard?districtId=1`)).body.data.total).toBe(0);
  });
});

describe('master data, mentors and teams', () => {
  it('lets app admins keep the lists; names are unique and a used one stays', async () => {
    const list = await officeAdmin.get(`${BASE}/categories`);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect((await officeAdmin.post(`${BASE}/categories`, { nameBn: 'এআই', nameEn: 'AI' })).status).toBe(403);
    const added = await superAdmin.post(`${BASE}/categories`, { nameBn: 'এআই', nameEn: 'AI' });
    expect(added.status).toBe(200);
    expect((await superAdmin.post(`${BASE}/categories`, { nameBn: 'এআই', nameEn: 'AI 2' })).status).toBe(409);
    expect((await superAdmin.delete(`${BASE}/categories/1`)).status).toBe(409);
    expect((await superAdmin.delete(`${BASE}/categories/${added.body.data.id}`)).status).toBe(200);
    expect(
      (
        await superAdmin.post(`${BASE}/marketplaces`, {
          nameBn: 'টপটাল',
          nameEn: 'Toptal',
          website: 'ftp://x',
        })
      ).status,
    ).toBe(400);
  });

  it('lists mentors and teams of the district; a team takes only freelancers of its district', async () => {
    const mentors = await officeAdmin.get(`${BASE}/mentors`);
    expect(mentors.body.data.total).toBe(2);
    const teams = await officeAdmin.get(`${BASE}/teams`);
    expect(teams.body.data.items[0].members.length).toBe(4);
    const ids = (await officeAdmin.get(`${BASE}/freelancers?pageSize=3`)).body.data.items.map(
      (item: { id: number }) => item.id,
    );
    const team = await officeAdmin.post(`${BASE}/teams`, {
      name: 'ডিজাইন টিম',
      districtId: RAJSHAHI,
      leadId: ids[0],
      memberIds: [ids[1]],
    });
    expect(team.status).toBe(200);
    const outsider = (await superAdmin.get(`${BASE}/national/freelancers?districtId=3`)).body.data.items[0]
      .id;
    expect(
      (
        await officeAdmin.post(`${BASE}/teams`, {
          name: 'মিশ্র',
          districtId: RAJSHAHI,
          leadId: ids[0],
          memberIds: [outsider],
        })
      ).status,
    ).toBe(400);
    const mentor = await officeAdmin.post(`${BASE}/mentors`, { freelancerId: ids[0], expertise: 'ওয়েব' });
    expect(mentor.status).toBe(200);
    expect(
      (await officeAdmin.post(`${BASE}/mentors`, { freelancerId: ids[0], expertise: 'ওয়েব' })).status,
    ).toBe(409);
    expect((await officeAdmin.delete(`${BASE}/mentors/${mentor.body.data.id}`)).status).toBe(200);
  });
});

describe('the import of a district list', () => {
  type Row = Partial<Record<FreelancerImportField, ExcelJS.CellValue>>;
  async function workbookOf(rows: Row[]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('ফ্রিল্যান্সার');
    sheet.addRow(
      FREELANCER_IMPORT_FIELDS.map((field) => translate(`freelancerImport.column.${field}`, 'bn')),
    );
    for (const row of rows) sheet.addRow(FREELANCER_IMPORT_FIELDS.map((field) => row[field] ?? null));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  function upload(who: string, districtId: number, bytes: Buffer) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'freelancers.xlsx'));
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/import?districtId=${districtId}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      payload: form,
    });
  }
  const person = (n: number, extra: Row = {}): Row => ({
    name: 'সাকিব আল হাসান',
    email: `import${n}@example.com`,
    mobile: `0171${String(2000000 + n).padStart(7, '0')}`,
    status: 'সক্রিয়',
    category: 'গ্রাফিক ডিজাইন',
    lifetimeEarnings: '১২০০.৫০',
    firstJoiningDate: '০১/০৩/২০২০',
    skills: 'ফটোশপ, ইলাস্ট্রেটর',
    marketplace: 'Fiverr',
    marketplaceEarnings: 1200.5,
    totalProjects: 30,
    ...extra,
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const before = (await officeAdmin.get(`${BASE}/freelancers`)).body.data.total;
    const bytes = await workbookOf([
      person(1),
      person(2, { mobile: '12345', email: 'bad' }),
      person(3, { category: 'রান্না' }),
      person(4, { mobile: '01711000004' }),
      person(5, { mobile: person(1).mobile }),
      person(6, { marketplace: null, profileLink: 'https://x.example.com' }),
    ]);
    const response = await upload('officeAdmin', RAJSHAHI, bytes);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { row: number; field: string; column: string }[];
    expect(errors.map((error) => [error.row, error.field])).toEqual([
      [2, 'mobile'],
      [3, 'email'],
      [3, 'mobile'],
      [4, 'category'],
      [5, 'mobile'],
      [6, 'mobile'],
      [7, 'marketplace'],
    ]);
    expect(errors[0].column).toBe('মোবাইল');
    expect((await officeAdmin.get(`${BASE}/freelancers`)).body.data.total).toBe(before);
  });

  it('imports a clean file into the district, and refuses another district (403)', async () => {
    const before = (await officeAdmin.get(`${BASE}/freelancers`)).body.data.total;
    const response = await upload(
      'officeAdmin',
      RAJSHAHI,
      await workbookOf([
        person(11),
        person(12, { marketplace: null, marketplaceEarnings: null, totalProjects: null }),
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.created).toBe(2);
    const after = await officeAdmin.get(`${BASE}/freelancers?search=import11`);
    expect(after.body.data.items[0]).toMatchObject({
      lifetimeEarnings: '1200.50',
      firstJoiningDate: '2020-03-01',
    });
    expect((await officeAdmin.get(`${BASE}/freelancers`)).body.data.total).toBe(before + 2);
    expect((await upload('officeAdmin', 1, await workbookOf([person(13)]))).statusCode).toBe(403);
    expect((await upload('officer', RAJSHAHI, await workbookOf([person(14)]))).statusCode).toBe(403);
  });
});
