import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  desks,
  offices,
  profileResearches,
  profileSkills,
  profiles,
  userRoles,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const OFFICE = 9001;
/**
 * Skills (skill area id of the seeded master list, skill) and research areas of the known office's
 * people, in their profile tabs: only the two posted officers' count (9003 is attached, 9004 not posted).
 */
const SKILLS: Record<number, [number, string][]> = {
  9001: [
    [1, 'প্রোগ্রামিং'],
    [2, 'ডেটাবেজ'],
  ],
  9002: [
    [1, 'Programming'],
    [1, 'প্রোগ্রামিং'],
    [3, 'নেটওয়ার্কিং'],
  ],
  9003: [[10, 'ডিজাইন']],
  9004: [[10, 'ডিজাইন']],
};
const RESEARCH: Record<number, (string | null)[]> = {
  9001: ['ই-গভর্ন্যান্স'],
  9002: ['ই-গভর্ন্যান্স', ' তথ্যপ্রযুক্তি ', null],
  9003: ['ডিজাইন'],
};

/** An office of known shape: 4 posts of two designations, 2 filled, 1 attached and 2 non-posted officers. */
async function seedKnownOffice(): Promise<void> {
  const { db } = t.database;
  await db
    .insert(offices)
    .values({ id: OFFICE, nameBn: 'পরীক্ষামূলক কার্যালয়', nameEn: 'Test Office', controllingOfficeId: 2 });
  await db.insert(desks).values([
    { id: 9001, officeId: OFFICE, roleId: 3 },
    { id: 9002, officeId: OFFICE, roleId: 6 },
    { id: 9003, officeId: OFFICE, roleId: 6 },
    { id: 9004, officeId: OFFICE, roleId: 6 },
  ]);
  const people: [id: number, gender: 'male' | 'female', desk: number | null, attached: boolean][] = [
    [9001, 'male', 9001, false],
    [9002, 'female', 9002, false],
    [9003, 'female', null, true],
    [9004, 'male', null, false],
    [9005, 'female', null, false],
  ];
  for (const [id, gender, desk, attached] of people) {
    await db
      .insert(users)
      .values({ id, name: `Officer ${id}`, email: `o${id}@test.gov.bd`, passwordHash: 'x' });
    await db.insert(profiles).values({
      userId: id,
      knownAs: `Officer ${id}`,
      knownAsBangla: `কর্মকর্তা ${id}`,
      gender,
      homeOfficeId: attached ? 2 : OFFICE,
      attachedOfficeId: attached ? OFFICE : null,
    });
    for (const [skillAreaId, skill] of SKILLS[id] ?? []) {
      await db.insert(profileSkills).values({ userId: id, skillAreaId, skill, level: 'intermediate' });
    }
    for (const area of RESEARCH[id] ?? []) {
      await db.insert(profileResearches).values({ userId: id, title: `গবেষণা ${id}`, area });
    }
    if (desk) await db.insert(userRoles).values({ userId: id, deskId: desk });
  }
  // Holding another office's desk as additional charge does not make an officer an employee here.
  await db.insert(userRoles).values({ userId: 3, deskId: 9003, isAdditionalCharge: true });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedKnownOffice();
});
afterAll(() => t.close());

const dashboard = async (email: string, officeId: number | string, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/reports/admindashboard/${officeId}`,
    headers: { authorization: `Bearer ${await t.tokenFor(email)}`, ...(lang && { 'accept-language': lang }) },
  });

describe('GET /api/reports/admindashboard/:officeId', () => {
  it('counts employees, attached and non-posted officers by gender, and posts by designation', async () => {
    const response = await dashboard('superadmin@demo.gov.bd', OFFICE);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.totalEmployees).toBe(2);
    expect(data.employeesByGender).toEqual({ male: 1, female: 1, other: 0 });
    expect(data.totalAttachedEmployees).toBe(1);
    expect(data.totalAttachedEmployeesByGender).toEqual({ male: 0, female: 1, other: 0 });
    expect(data.totalNonPostedEmployees).toBe(2);
    expect(data.nonPostedEmployeesByGender).toEqual({ male: 1, female: 1, other: 0 });
    expect(data.employeesByRole).toEqual([
      {
        RoleId: 3,
        RoleName: 'উপপরিচালক',
        RoleNameEn: 'Deputy Director',
        TotalPosts: 1,
        Posted: 1,
        AdditionalCharge: 0,
        EmptyPosts: 0,
      },
      {
        RoleId: 6,
        RoleName: 'সহকারী প্রোগ্রামার',
        RoleNameEn: 'Assistant Programmer',
        TotalPosts: 3,
        // 9003 is held only as an additional charge: an empty post, not an employee of this office.
        Posted: 1,
        AdditionalCharge: 1,
        EmptyPosts: 2,
      },
    ]);
    // The total and the table agree: every employee holds one of the posts counted as posted.
    const posted = data.employeesByRole.reduce((sum: number, row: { Posted: number }) => sum + row.Posted, 0);
    expect(posted).toBe(data.totalEmployees);
    // Skills of the two employees' skills tabs: four skills, three different areas, by employee.
    expect(data.skilledEmployees).toBe(2);
    expect(data.totalSkills).toBe(4);
    expect(data.skillAreas).toEqual([
      { name: 'সফটওয়্যার উন্নয়ন', count: 2 },
      { name: 'ডেটাবেজ ও ডেটা বিশ্লেষণ', count: 1 },
      { name: 'নেটওয়ার্ক ও সাইবার নিরাপত্তা', count: 1 },
    ]);
    // Research of the two employees: areas trimmed, a research without an area counts its researcher only.
    expect(data.researchers).toBe(2);
    expect(data.researchAreas).toEqual([
      { name: 'ই-গভর্ন্যান্স', count: 2 },
      { name: 'তথ্যপ্রযুক্তি', count: 1 },
    ]);
    // Leave is not built yet: 0 until its module lands (docs/decisions.md).
    expect(data.ownOfficeLeavePending).toBe(0);
    expect(data.otherOfficeLeavePending).toBe(0);
  });

  it('agrees with itself on the seeded Paba desk: an additional charge is an empty post, not an employee', async () => {
    const { data } = (await dashboard('superadmin@demo.gov.bd', 11)).json();
    expect(data.totalEmployees).toBe(0);
    const assistantProgrammer = data.employeesByRole.find((row: { RoleId: number }) => row.RoleId === 6);
    expect(assistantProgrammer).toMatchObject({
      TotalPosts: 1,
      Posted: 0,
      AdditionalCharge: 1,
      EmptyPosts: 1,
    });
  });

  it("counts the seeded skills and research of the District ICT Office's employees", async () => {
    const { data } = (await dashboard('officeadmin@demo.gov.bd', 10)).json();
    // The office admin (programming, project management) and the officer (programming, databases, networking).
    expect(data.skilledEmployees).toBe(2);
    expect(data.totalSkills).toBe(4);
    expect(data.skillAreas).toEqual([
      { name: 'সফটওয়্যার উন্নয়ন', count: 2 },
      { name: 'ডেটাবেজ ও ডেটা বিশ্লেষণ', count: 1 },
      { name: 'নেটওয়ার্ক ও সাইবার নিরাপত্তা', count: 1 },
      { name: 'প্রকল্প ব্যবস্থাপনা', count: 1 },
    ]);
    expect(data.researchers).toBe(2);
    expect(data.researchAreas).toHaveLength(2);
    expect(data.researchAreas).toContainEqual({ name: 'ই-গভর্ন্যান্স', count: 1 });
    expect(data.researchAreas).toContainEqual({ name: 'তথ্যপ্রযুক্তি', count: 1 });
  });

  it("lets an officer see their own office and refuses another office's dashboard", async () => {
    expect((await dashboard('officeadmin@demo.gov.bd', 10)).statusCode).toBe(200);
    const refused = await dashboard('officeadmin@demo.gov.bd', OFFICE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('এই কাজের অনুমতি আপনার নেই');
    expect((await dashboard('officeadmin@demo.gov.bd', OFFICE, 'en')).json().message).toBe(
      'You are not allowed to do this',
    );
  });

  it('lets the support admin read any office', async () => {
    expect((await dashboard('support@demo.gov.bd', OFFICE)).statusCode).toBe(200);
  });

  it('answers 401 without a token and 400 for an office id that is not a number', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reports/admindashboard/${OFFICE}` })).statusCode,
    ).toBe(401);
    expect((await dashboard('superadmin@demo.gov.bd', 'abc')).statusCode).toBe(400);
  });
});
