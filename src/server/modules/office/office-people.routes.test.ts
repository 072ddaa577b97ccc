import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { honourBoardEntries, userRoles } from './office.table';
import { type Caller, callersFor, DEMO } from './office.testing';
import { todayInDhaka } from './office-people.service';

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

/** The user_roles id of the officer holding a desk. */
async function holdingOf(deskId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.deskId, deskId), isNull(userRoles.releasedOn)));
  return row.id;
}

describe('officers of an office', () => {
  it('lists who holds which post, searchable by name, to the office admin', async () => {
    const { status, body } = await officeAdmin.get('/api/office/offices/10/officers');
    expect(status).toBe(200);
    expect(body.data.total).toBe(2);
    expect(body.data.items[0]).toMatchObject({
      deskId: 10,
      nameBn: 'কামরুল হাসান',
      role: { nameBn: 'উপপরিচালক' },
      isOfficeAdmin: true,
      isOfficeHead: true,
    });
    const search = await officeAdmin.get(
      `/api/office/offices/10/officers?search=${encodeURIComponent('নুসরাত')}`,
    );
    expect(search.body.data.items.map((item: { deskId: number }) => item.deskId)).toEqual([11]);
    expect((await officeAdmin.get('/api/office/offices/2/officers')).status).toBe(403);
    // SPEC.md §6 gives the officer list to super, support and office admins: a plain officer of
    // the same office reads no colleague's mobile or email.
    const plain = await officer.get('/api/office/offices/10/officers');
    expect(plain.status).toBe(403);
    expect(JSON.stringify(plain.body)).not.toContain('@demo.gov.bd');
    expect((await support.get('/api/office/offices/2/officers')).status).toBe(200);
  });
});

describe('office admins and head', () => {
  it('shows the present head and admins', async () => {
    const { body } = await officer.get('/api/office/offices/10/admins');
    expect(body.data.head).toMatchObject({ deskId: 10 });
    expect(body.data.admins.map((admin: { deskId: number }) => admin.deskId)).toEqual([10]);
  });

  it('refuses an officer of another office and an empty admin list', async () => {
    const stranger = await holdingOf(1);
    const wrong = await officeAdmin.put('/api/office/offices/10/admins', {
      headUserRoleId: stranger,
      adminUserRoleIds: [stranger],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('নির্বাচিত কর্মকর্তা এই অফিসে কর্মরত নন');
    const none = await officeAdmin.put('/api/office/offices/10/admins', {
      headUserRoleId: null,
      adminUserRoleIds: [],
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([
      { field: 'adminUserRoleIds', message: 'অন্তত একজন অফিস অ্যাডমিন নির্বাচন করুন' },
    ]);
    expect(
      (await officer.put('/api/office/offices/10/admins', { headUserRoleId: null, adminUserRoleIds: [1] }))
        .status,
    ).toBe(403);
    expect(
      (
        await officeAdmin.put('/api/office/offices/11/admins', {
          headUserRoleId: null,
          adminUserRoleIds: [1],
        })
      ).status,
    ).toBe(403);
  });

  it('changes the head and records the tenure on the honour board', async () => {
    // Office 101 (divisional ICT office) has seeded officers; make its deputy director head.
    const officers = (await superAdmin.get('/api/office/offices/101/officers')).body.data.items;
    const [oldHead, newHead] = officers;
    expect(oldHead.isOfficeHead).toBe(true);
    const { status, body } = await superAdmin.put('/api/office/offices/101/admins', {
      headUserRoleId: newHead.userRoleId,
      adminUserRoleIds: [newHead.userRoleId, oldHead.userRoleId],
    });
    expect(status).toBe(200);
    expect(body.data.head.userRoleId).toBe(newHead.userRoleId);
    expect(body.data.admins).toHaveLength(2);

    const board = (await superAdmin.get('/api/office/offices/101/honour-board')).body.data.items;
    expect(board[0]).toMatchObject({ nameBn: newHead.nameBn, toDate: null, fromDate: todayInDhaka() });
    expect(board[1]).toMatchObject({ nameBn: oldHead.nameBn, toDate: todayInDhaka() });
  });
});

describe('PATCH /api/office/user-roles/:id', () => {
  it('makes an officer section head and admin of the own section', async () => {
    const programmer = await holdingOf(11);
    const { status, body } = await officeAdmin.patch(`/api/office/user-roles/${programmer}`, {
      isSectionHead: true,
      isSectionAdmin: true,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ isSectionHead: true, isSectionAdmin: true, section: { id: 4 } });
  });

  it('keeps at least one office admin', async () => {
    const head = await holdingOf(10);
    const { status, body } = await officeAdmin.patch(`/api/office/user-roles/${head}`, {
      isOfficeAdmin: false,
    });
    expect(status).toBe(409);
    expect(body.message).toBe('অফিসে অন্তত একজন অফিস অ্যাডমিন থাকতে হবে');
  });

  it('refuses a section flag for a post outside any section, and officers of other offices', async () => {
    const head = await holdingOf(10);
    expect((await officeAdmin.patch(`/api/office/user-roles/${head}`, { isSectionHead: true })).status).toBe(
      400,
    );
    const paba = await holdingOf(20);
    expect((await officeAdmin.patch(`/api/office/user-roles/${paba}`, { isOfficeAdmin: true })).status).toBe(
      403,
    );
    expect((await officeAdmin.patch('/api/office/user-roles/999999', { isOfficeAdmin: true })).status).toBe(
      404,
    );
  });
});

describe('honour board', () => {
  it('lists the heads of office 10, the present head first', async () => {
    const { body } = await officer.get('/api/office/offices/10/honour-board');
    expect(body.data.total).toBe(4);
    expect(body.data.items[0]).toMatchObject({ nameBn: 'কামরুল হাসান', fromDate: '2023-07-01', toDate: null });
    expect(body.data.items[1].toDate).toBe('2023-06-30');
  });

  it('lets the office admin add, correct and remove a past head', async () => {
    const entry = {
      officeId: 10,
      nameBn: 'মোঃ আবুল কালাম',
      designationBn: 'উপপরিচালক',
      fromDate: '2005-01-01',
      toDate: '2008-12-31',
    };
    const created = await officeAdmin.post('/api/office/honour-board', entry);
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const fixed = await officeAdmin.put(`/api/office/honour-board/${id}`, { ...entry, toDate: '2009-06-30' });
    expect(fixed.body.data.toDate).toBe('2009-06-30');
    expect((await officer.delete(`/api/office/honour-board/${id}`)).status).toBe(403);
    expect((await officeAdmin.delete(`/api/office/honour-board/${id}`)).status).toBe(200);
  });

  it('refuses an end before the start, a second present head, and another office', async () => {
    const base = { officeId: 10, nameBn: 'ক', designationBn: 'খ', fromDate: '2010-01-01' };
    const backwards = await officeAdmin.post('/api/office/honour-board', { ...base, toDate: '2009-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([
      { field: 'toDate', message: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না' },
    ]);
    const second = await officeAdmin.post('/api/office/honour-board', base);
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('বর্তমান প্রধান');
    expect((await officeAdmin.post('/api/office/honour-board', { ...base, officeId: 2 })).status).toBe(403);
    const rows = await t.database.db
      .select()
      .from(honourBoardEntries)
      .where(eq(honourBoardEntries.nameBn, 'ক'));
    expect(rows).toHaveLength(0);
  });
});
