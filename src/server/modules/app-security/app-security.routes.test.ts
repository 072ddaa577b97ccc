/**
 * App security through the real app on a fresh copy of the demo database: the registry sync, access
 * roles and their rules, and what a grant does — it opens the officer list's page rule and its API
 * for the desks of the designation it is given to and no other, and revoking it closes both. Ten
 * saves of one role's grants at once leave one whole set (CI runs this on PostgreSQL too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SECURITY_PATHS as PATHS } from '../../../common/contracts/app-security.contract';
import { AUTH_PATHS } from '../../../common/contracts/auth.contract';
import { OFFICER_PATHS } from '../../../common/contracts/officer.contract';
import { canListOfficers, subjectOfSession } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { allAccessRoles, getAccessRole } from './app-security-roles.service';

let t: TestApp;
let superAdmin: Caller;
let officeAdmin: Caller;
let officer: Caller;
let exam: Caller;
let officerRoleId: number;
let officerOfficeId: number;

const registry = {
  modules: [
    {
      key: 'officer',
      nameBn: 'কর্মকর্তা ব্যবস্থাপনা',
      nameEn: 'Officer management',
      pages: [
        { path: '/officers', titleBn: 'কর্মকর্তাগণ', titleEn: 'Officers' },
        { path: '/new-officer', titleBn: 'নতুন কর্মকর্তা', titleEn: 'New officer' },
      ],
    },
    {
      key: 'leave',
      nameBn: 'ছুটি',
      nameEn: 'Leave',
      pages: [{ path: '/leavehistory', titleBn: 'ছুটির ইতিহাস', titleEn: 'Leave history' }],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, officeAdmin, officer, exam] = await Promise.all([
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.officer),
    callerFor(t, 'exam@demo.gov.bd'),
  ]);
  const session = (await officer.get(AUTH_PATHS.session)).body.data;
  officerRoleId = session.userrole[0].RoleId;
  officerOfficeId = session.userrole[0].OfficeId;
});
afterAll(() => t.close());

/** The database, counting the statements started through it (each select, insert, update, execute). */
function countingDb(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const counted = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute']);
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof key === 'string' && counted.has(key) && typeof value === 'function') {
        return (...args: unknown[]) => {
          statements += 1;
          return value.apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: proxy, statements: () => statements };
}

describe('the demo access roles', () => {
  it('the super admin’s list starts with the seeded roles, given to a designation and to a desk', async () => {
    const list = (await superAdmin.get(PATHS.accessRoles)).body.data;
    expect(list.total).toBe(2);
    const names = list.items.map((item: { nameBn: string }) => item.nameBn).sort();
    expect(names).toEqual(['কর্মকর্তা তালিকা ও এক্সেল', 'কর্মকর্তা তালিকা দর্শক']);
    const viewer = list.items.find((item: { nameBn: string }) => item.nameBn === 'কর্মকর্তা তালিকা দর্শক');
    // Each row counts its own grants and assignments, not every role's.
    expect(viewer).toMatchObject({ grants: 1, assignments: 1 });
    const detail = (await superAdmin.get(PATHS.accessRole(viewer.id))).body.data;
    expect(detail.grantList).toEqual([{ page: '/officers', action: 'view' }]);
    expect(detail.assignmentList).toMatchObject([{ target: 'designation', labelBn: 'সহকারী পরিচালক' }]);
    // No persona holds those desks: the officer's own grants stay empty.
    expect((await officer.get(AUTH_PATHS.session)).body.data.grants).toEqual([]);
  });
});

describe('the registry', () => {
  it('takes the web app’s modules and pages; pages it no longer has stay, inactive', async () => {
    const synced = await superAdmin.post(PATHS.sync, registry);
    expect(synced.status).toBe(200);
    expect(synced.body.data).toEqual({ modules: 2, pages: 3, retired: 0 });
    const shorter = {
      modules: [{ ...registry.modules[0], pages: [registry.modules[0].pages[0]] }, registry.modules[1]],
    };
    expect((await superAdmin.post(PATHS.sync, shorter)).body.data).toEqual({
      modules: 2,
      pages: 2,
      retired: 1,
    });
    const pages = (await superAdmin.get(`${PATHS.pages}?moduleKey=officer`)).body.data;
    expect(pages.items.map((page: { path: string; active: boolean }) => [page.path, page.active])).toEqual([
      ['/officers', true],
      ['/new-officer', false],
    ]);
    // The officer list's API honours grants to view and to export it.
    expect(pages.items[0].actions).toEqual(['export', 'view']);
    const modules = (await superAdmin.get(PATHS.modules)).body.data.items;
    expect(modules.find((module: { key: string }) => module.key === 'officer')).toMatchObject({
      pages: 1,
      grantablePages: 1,
    });
    const grantable = (await superAdmin.get(`${PATHS.pages}?grantable=yes`)).body.data.items;
    expect(grantable.map((page: { path: string }) => page.path)).toEqual(['/officers']);
    const searched = (await superAdmin.get(`${PATHS.pages}?search=${encodeURIComponent('ছুটির')}`)).body.data;
    expect(searched.items.map((page: { path: string }) => page.path)).toEqual(['/leavehistory']);
    // % and _ are letters to look for, not wildcards: no page's path or title has them.
    for (const wildcard of ['%', '_', '%officer%']) {
      const found = await superAdmin.get(`${PATHS.pages}?search=${encodeURIComponent(wildcard)}`);
      expect(found.body.data).toEqual({ items: [], total: 0 });
    }
  });

  it('is the super admin’s alone; bad input is refused in Bangla', async () => {
    expect((await officeAdmin.get(PATHS.modules)).status).toBe(403);
    expect((await officeAdmin.post(PATHS.sync, registry)).status).toBe(403);
    const bad = await superAdmin.post(PATHS.sync, {
      modules: [{ ...registry.modules[0], pages: [{ path: 'officers', titleBn: 'ক', titleEn: 'k' }] }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('পেজের ঠিকানা / দিয়ে শুরু হবে');
  });
});

describe('a grant', () => {
  let roleId: number;

  it('an access role is named once; only actions the API honours can be granted', async () => {
    const created = await superAdmin.post(PATHS.accessRoles, {
      nameBn: 'কর্মকর্তা তালিকা পাঠক',
      nameEn: 'Officer list reader',
      description: 'উপজেলা অফিসের হিসাবরক্ষক কর্মকর্তা তালিকা দেখবেন',
    });
    expect(created.status).toBe(200);
    roleId = created.body.data.id;
    const twice = await superAdmin.post(PATHS.accessRoles, { nameBn: 'কর্মকর্তা তালিকা পাঠক', nameEn: 'Other' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('এই নামের একটি অ্যাক্সেস রোল ইতোমধ্যে আছে');
    const notHonoured = await superAdmin.put(PATHS.grants(roleId), {
      grants: [{ page: '/new-officer', action: 'create' }],
    });
    expect(notHonoured.status).toBe(400);
    expect(notHonoured.body.message).toBe(
      '/new-officer পেজে “create” অনুমতি দেওয়া যায় না: এর API এই অনুমতি মানে না',
    );
    const granted = await superAdmin.put(PATHS.grants(roleId), {
      grants: [
        { page: '/officers', action: 'view' },
        { page: '/officers', action: 'view' },
      ],
    });
    expect(granted.body.data.grantList).toEqual([{ page: '/officers', action: 'view' }]);
    expect((await superAdmin.post(PATHS.assignments(roleId), { roleId: 1, deskId: 1 })).status).toBe(400);
    expect((await superAdmin.post(PATHS.assignments(roleId), { roleId: 2_000_000_000 })).status).toBe(400);
  });

  it('opens the officer list and its API to the designation it is given to, and to no other', async () => {
    expect((await officer.get(OFFICER_PATHS.list)).status).toBe(403);
    const given = await superAdmin.post(PATHS.assignments(roleId), { roleId: officerRoleId });
    expect(given.status).toBe(200);
    expect(given.body.data.assignmentList).toHaveLength(1);
    expect((await superAdmin.post(PATHS.assignments(roleId), { roleId: officerRoleId })).status).toBe(409);

    const session = (await officer.get(AUTH_PATHS.session)).body.data;
    expect(session.grants).toEqual(['/officers|view']);
    expect(canListOfficers(subjectOfSession(session))).toBe(true);
    const list = await officer.get(OFFICER_PATHS.list);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThan(0);
    // Its own office only, as an office admin sees it.
    expect((await officer.get(`${OFFICER_PATHS.list}?officeId=${officerOfficeId + 1}`)).status).toBe(403);
    // The grant is to view: the Excel file and the writes stay closed.
    expect((await officer.get(OFFICER_PATHS.export)).status).toBe(403);
    expect((await officer.post(OFFICER_PATHS.list, {})).status).toBe(403);
    // Another designation gets nothing.
    const examSession = (await exam.get(AUTH_PATHS.session)).body.data;
    expect(examSession.userrole[0].RoleId).not.toBe(officerRoleId);
    expect(examSession.grants).toEqual([]);
    expect((await exam.get(OFFICER_PATHS.list)).status).toBe(403);
  });

  it('revoking it closes both', async () => {
    const detail = (await superAdmin.get(PATHS.accessRole(roleId))).body.data;
    const removed = await superAdmin.delete(PATHS.assignment(roleId, detail.assignmentList[0].id));
    expect(removed.status).toBe(200);
    expect((await superAdmin.delete(PATHS.assignment(roleId, detail.assignmentList[0].id))).status).toBe(404);
    const session = (await officer.get(AUTH_PATHS.session)).body.data;
    expect(session.grants).toEqual([]);
    expect(canListOfficers(subjectOfSession(session))).toBe(false);
    expect((await officer.get(OFFICER_PATHS.list)).status).toBe(403);
  });

  it('ten saves of one role’s grants at once leave one whole set', async () => {
    const sets = Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0
        ? [{ page: '/officers', action: 'view' }]
        : [
            { page: '/officers', action: 'view' },
            { page: '/officers', action: 'export' },
          ],
    );
    const saved = await Promise.all(sets.map((grants) => superAdmin.put(PATHS.grants(roleId), { grants })));
    expect(saved.every((response) => response.status === 200)).toBe(true);
    const final = (await superAdmin.get(PATHS.accessRole(roleId))).body.data.grantList;
    expect([1, 2]).toContain(final.length);
  });

  it('the roles list, its Excel file, and deleting a role', async () => {
    const list = (await superAdmin.get(`${PATHS.accessRoles}?search=${encodeURIComponent('পাঠক')}`)).body.data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ nameEn: 'Officer list reader', assignments: 0 });
    // The Excel file's rows are read in one statement, however many roles there are.
    const counting = countingDb(t.database.db);
    const rows = await allAccessRoles(counting.db, undefined);
    expect(counting.statements()).toBe(1);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toEqual(await getAccessRole(t.database.db, row.id));
    expect(rows.find((row) => row.id === roleId)?.grantList.length).toBeGreaterThan(0);
    const file = await t.app.inject({
      method: 'GET',
      url: PATHS.accessRolesExport,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.superAdmin)}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('access-roles-');
    expect((await superAdmin.delete(PATHS.accessRole(roleId))).status).toBe(200);
    expect((await superAdmin.get(PATHS.accessRole(roleId))).status).toBe(404);
  });
});
