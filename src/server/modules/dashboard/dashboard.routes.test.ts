import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desks, offices, profiles, userRoles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const OFFICE = 9001;

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
        EmptyPosts: 0,
      },
      {
        RoleId: 6,
        RoleName: 'সহকারী প্রোগ্রামার',
        RoleNameEn: 'Assistant Programmer',
        TotalPosts: 3,
        Posted: 2,
        EmptyPosts: 1,
      },
    ]);
    for (const field of [
      'ownOfficeLeavePending',
      'otherOfficeLeavePending',
      'skilledEmployees',
      'researchers',
      'totalSkills',
    ]) {
      expect(data[field]).toBeTypeOf('number');
    }
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
