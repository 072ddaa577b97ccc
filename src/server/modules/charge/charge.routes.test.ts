/**
 * Charges through the real app on a fresh copy of the demo database: the acting head of the Natore
 * office working the head's desk (its queue, an approval recorded as acting, the audit trail), the
 * desk appearing from the first day through the last and gone the day after, each rule with its
 * message, a chain, ending early, a released holder, who may call what, and fifty admins giving one
 * desk at once (one 200, the rest 409; CI runs it on PostgreSQL).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listHeldDesks } from '../auth/auth.roles';
import { hashToken, resolveSession } from '../auth/auth.session';
import { messageRecipients, messages } from '../message/message.table';
import { userRoles } from '../office/office.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { deskCharges } from './charge.table';

const CHARGES = '/api/charge/charges';
const OFFICE_BASE = '/api/office';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + 6 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
const HEAD = { user: 113, desk: 119 };
const PROGRAMMER = { user: 114, desk: 120 };
const ENGINEER = { user: 115, desk: 122 };
const ASSISTANT = { user: 116, desk: 124 };

let t: TestApp;
let natoreAdmin: Caller;
let acting: Caller;
let actingToken: string;
let officeAdmin: Caller;
let officer: Caller;
let anonymous: Caller;
let adminEn: Caller;

beforeAll(async () => {
  t = await createTestApp();
  actingToken = await t.tokenFor('officer114@demo.gov.bd');
  [natoreAdmin, officeAdmin, officer, anonymous, adminEn] = await Promise.all([
    callerFor(t, 'officer113@demo.gov.bd'),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.officer),
    callerFor(t, null),
    callerFor(t, 'officer113@demo.gov.bd', 'en'),
  ]);
  const headers = { authorization: `Bearer ${actingToken}`, 'accept-language': 'bn' };
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers, ...(payload && { payload }) });
    return { status: response.statusCode, body: response.json() };
  };
  acting = {
    get: (url) => send('GET', url),
    post: (url, payload = {}) => send('POST', url, payload),
    put: () => Promise.reject(new Error('unused')),
    patch: () => Promise.reject(new Error('unused')),
    delete: () => Promise.reject(new Error('unused')),
  };
});
afterAll(() => t.close());

const order = (extra: object = {}) => ({
  deskId: ENGINEER.desk,
  actingUserId: ASSISTANT.user,
  kind: 'additional',
  fromDate: day(20),
  toDate: day(22),
  orderNo: '৫৬.০৪.৬৯০০.০০০.১১.০১৪.২৬-২০১',
  orderDate: day(0),
  reason: 'প্রশিক্ষণকালীন',
  ...extra,
});

describe('the acting head of the Natore office', () => {
  it('has the head desk in the desk list, marked acting with its last day', async () => {
    const session = await acting.get('/api/auth/session');
    expect(session.status).toBe(200);
    const roles = session.body.data.userrole;
    expect(roles[0]).toMatchObject({ DeskId: PROGRAMMER.desk });
    expect(roles[0].Acting).toBeUndefined();
    const head = roles.find((role: { DeskId: number }) => role.DeskId === HEAD.desk);
    expect(head).toMatchObject({ RoleName: 'উপপরিচালক', IsOfficeHead: true, Acting: { Kind: 'current' } });
    expect(head.Acting.Until).toBe(day(4));
  });

  it('works the head desk: its queue, an approval recorded as acting, and the audit trail', async () => {
    const switched = await acting.post('/api/auth/active-role', { deskId: HEAD.desk });
    expect(switched.status).toBe(200);
    expect(switched.body.data.userrole[0]).toMatchObject({ DeskId: HEAD.desk, Acting: { Kind: 'current' } });
    const queue = await acting.get('/api/leave/approvals');
    expect(queue.status).toBe(200);
    const waiting = queue.body.data.items.find(
      (item: { applicant: { nameBn: string } }) => item.applicant.nameBn === 'জাহিদুল ইসলাম',
    );
    expect(waiting).toBeDefined();
    const decided = await acting.post(`/api/leave/applications/${waiting.id}/decision`, {
      action: 'approve',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data.status).toBe('approved');
    const approval = decided.body.data.actions.find(
      (action: { action: string }) => action.action === 'approve',
    );
    expect(approval).toMatchObject({ acting: true, by: { nameBn: 'মৌসুমী খাতুন' } });

    const [audit] = (
      (await t.app.db.execute(
        sql`select user_id, acting_charge_id, office_id from audit_log where entity = 'leave-application' and entity_id = ${String(waiting.id)} and action = 'approve'`,
      )) as unknown as { rows: { user_id: number; acting_charge_id: number; office_id: number }[] }
    ).rows;
    expect(audit.user_id).toBe(PROGRAMMER.user);
    expect(audit.office_id).toBe(103);
    // The audit trail names the desk's office and the acting officer, marked as acting.
    const superAdmin = await callerFor(t, DEMO.superAdmin);
    const trail = await superAdmin.get(`/api/audit/log?module=leave&entityId=${waiting.id}&action=approve`);
    expect(trail.body.data.items[0]).toMatchObject({
      person: { nameBn: 'মৌসুমী খাতুন' },
      actingChargeId: audit.acting_charge_id,
      office: { id: 103 },
    });
    const actions = await natoreAdmin.get(`${CHARGES}/${audit.acting_charge_id}/actions`);
    expect(actions.body.data.map((row: { action: string }) => row.action)).toContain('approve');

    // The approval gave the engineer's desk to the office assistant for the days of the leave.
    const given = await natoreAdmin.get(`${CHARGES}?search=${encodeURIComponent('রাশেদুল')}`);
    const withLeave = given.body.data.items.find(
      (item: { leaveApplicationId: number | null }) => item.leaveApplicationId === waiting.id,
    );
    expect(withLeave).toMatchObject({ desk: { deskId: ENGINEER.desk }, acting: { userId: ASSISTANT.user } });
  });
});

describe('seen in the office', () => {
  it('counts the desk on the dashboard, and names the acting head in the organogram and the officer list', async () => {
    const dashboard = await natoreAdmin.get('/api/reports/admindashboard/103');
    expect(dashboard.body.data.desksUnderChargeToday).toBe(1);
    expect((await officeAdmin.get('/api/reports/admindashboard/10')).body.data.desksUnderChargeToday).toBe(0);
    const organogram = await natoreAdmin.get(`${OFFICE_BASE}/offices/103/organogram`);
    const head = organogram.body.data.posts.find((post: { id: number }) => post.id === HEAD.desk);
    expect(head.acting).toMatchObject({ nameBn: 'মৌসুমী খাতুন', kind: 'current', toDate: day(4) });
    const officers = await natoreAdmin.get(`/api/officers?search=${encodeURIComponent('মৌসুমী')}`);
    const programmer = officers.body.data.items.find(
      (item: { userId: number }) => item.userId === PROGRAMMER.user,
    );
    expect(programmer.acting).toMatchObject({ roleBn: 'উপপরিচালক', toDate: day(4) });
  });
});

describe('the window of a charge, by the day a request arrives', () => {
  it('gives the desk from the first day through the last, and not the day before or after', async () => {
    const [charge] = await t.app.db
      .insert(deskCharges)
      .values({
        officeId: 10,
        deskId: 11,
        holderUserRoleId: 4,
        holderUserId: 4,
        actingUserId: 3,
        kind: 'additional',
        fromDate: '2030-03-10',
        toDate: '2030-03-12',
        orderNo: 'x-1',
        orderDate: '2030-03-01',
        givenByUserId: 3,
      })
      .returning();
    const desksOn = async (date: string) =>
      (await listHeldDesks(t.app.db, 3, date)).map((d) => d.role.DeskId);
    expect(await desksOn('2030-03-09')).toEqual([10]);
    expect(await desksOn('2030-03-10')).toEqual([10, 11]);
    expect(await desksOn('2030-03-12')).toEqual([10, 11]);
    expect(await desksOn('2030-03-13')).toEqual([10]);

    // The session follows the same days: switched to the acting desk, it falls back after the end.
    const token = await t.tokenFor(DEMO.officeAdmin);
    await t.app.db.execute(
      sql`update sessions set active_user_role_id = 4 where token_hash = ${hashToken(token)}`,
    );
    const lastDay = await resolveSession(t.app.db, token, '2030-03-12');
    expect(lastDay).toMatchObject({ actingChargeId: charge.id, activeRole: { DeskId: 11 } });
    const after = await resolveSession(t.app.db, token, '2030-03-13');
    expect(after).toMatchObject({ actingChargeId: null, activeRole: { DeskId: 10 } });
    await t.app.db.delete(deskCharges).where(eq(deskCharges.id, charge.id));
  });

  it('ends with the holder’s posting: a released holder’s charge no longer resolves', async () => {
    const [charge] = await t.app.db
      .insert(deskCharges)
      .values({
        officeId: 103,
        deskId: ASSISTANT.desk,
        holderUserRoleId: 24,
        holderUserId: ASSISTANT.user,
        actingUserId: ENGINEER.user,
        kind: 'additional',
        fromDate: '2031-01-01',
        toDate: '2031-01-05',
        orderNo: 'x-2',
        orderDate: '2031-01-01',
        givenByUserId: HEAD.user,
      })
      .returning();
    const has = async () =>
      (await listHeldDesks(t.app.db, ENGINEER.user, '2031-01-02')).some(
        (d) => d.role.DeskId === ASSISTANT.desk,
      );
    expect(await has()).toBe(true);
    await t.app.db.update(userRoles).set({ releasedOn: '2030-12-31' }).where(eq(userRoles.id, 24));
    expect(await has()).toBe(false);
    const read = await natoreAdmin.get(`${CHARGES}/${charge.id}`);
    expect(read.body.data.state).toBe('lapsed');
    await t.app.db.update(userRoles).set({ releasedOn: null }).where(eq(userRoles.id, 24));
    await t.app.db.delete(deskCharges).where(eq(deskCharges.id, charge.id));
  });
});

describe('giving a charge', () => {
  it('gives, notifies the acting officer, the holder and the office head, and ends early once', async () => {
    const given = await natoreAdmin.post(CHARGES, order());
    expect(given.status).toBe(200);
    expect(given.body.data).toMatchObject({
      state: 'upcoming',
      kind: 'additional',
      holder: { nameBn: 'জাহিদুল ইসলাম' },
      acting: { nameBn: 'রাশেদুল ইসলাম' },
      givenBy: { nameBn: 'সাইফুল ইসলাম' },
      officeHead: { nameBn: 'সাইফুল ইসলাম' },
      canEnd: true,
    });
    const id = given.body.data.id;
    const notified = await t.app.db
      .select({ userId: messageRecipients.userId })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messages.link, `/charges/${id}`)));
    expect(notified.map((row) => row.userId).sort()).toEqual([HEAD.user, ENGINEER.user, ASSISTANT.user]);

    const ended = await natoreAdmin.post(`${CHARGES}/${id}/end`, { note: 'প্রশিক্ষণ বাতিল' });
    expect(ended.status).toBe(200);
    expect(ended.body.data.state).toBe('ended');
    const again = await natoreAdmin.post(`${CHARGES}/${id}/end`, { note: 'আবার' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('দায়িত্বটি আগেই শেষ হয়েছে');
  });

  it('refuses the holder himself, in Bangla and in English', async () => {
    const response = await natoreAdmin.post(CHARGES, order({ actingUserId: ENGINEER.user }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('পদধারী নিজের পদের দায়িত্ব নিজে নিতে পারেন না');
    const english = await adminEn.post(CHARGES, order({ actingUserId: ENGINEER.user }));
    expect(english.body.message).toBe('The holder of the post cannot take its charge');
  });

  it('refuses an officer who is away in the window', async () => {
    const response = await natoreAdmin.post(
      CHARGES,
      order({ deskId: ASSISTANT.desk, actingUserId: HEAD.user, fromDate: day(0), toDate: day(1) }),
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে ছুটিতে আছেন বা ছুটির আবেদন করেছেন');
  });

  it('refuses a second charge of a desk for overlapping days', async () => {
    const response = await natoreAdmin.post(
      CHARGES,
      order({ deskId: HEAD.desk, actingUserId: ASSISTANT.user, fromDate: day(3), toDate: day(5) }),
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('ওই সময়ে পদটির দায়িত্ব ইতিমধ্যে অন্য কাউকে দেওয়া আছে');
  });

  it('allows a chain of two, refuses a circle and a third link', async () => {
    // The head's desk is with the programmer until day 4; her own desk goes to the engineer meanwhile.
    const chain = await natoreAdmin.post(
      CHARGES,
      order({ deskId: PROGRAMMER.desk, actingUserId: ENGINEER.user, fromDate: day(1), toDate: day(2) }),
    );
    expect(chain.status).toBe(200);
    const circle = await natoreAdmin.post(
      CHARGES,
      order({ deskId: ENGINEER.desk, actingUserId: PROGRAMMER.user, fromDate: day(1), toDate: day(2) }),
    );
    expect(circle.status).toBe(409);
    expect(circle.body.message).toBe('দায়িত্ব ঘুরে আবার পদধারীর কাছে ফিরে আসছে; অন্য কাউকে দায়িত্ব দিন');
    const third = await natoreAdmin.post(
      CHARGES,
      order({ deskId: ENGINEER.desk, actingUserId: ASSISTANT.user, fromDate: day(1), toDate: day(2) }),
    );
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('দায়িত্বের ধারা ২ ধাপের বেশি হতে পারে না');
    const noReason = await natoreAdmin.post(`${CHARGES}/${chain.body.data.id}/end`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ field: 'note', message: 'দায়িত্ব আগেই শেষ করার কারণ লিখুন' }]);
    await natoreAdmin.post(`${CHARGES}/${chain.body.data.id}/end`, { note: 'পদধারী যোগদান করেছেন' });
  });

  it('refuses a window in the past, a window over a year, a vacant post and an officer of another office', async () => {
    const past = await natoreAdmin.post(CHARGES, order({ fromDate: day(-5), toDate: day(-1) }));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('শেষের তারিখ আজকের আগে হতে পারে না');
    const long = await natoreAdmin.post(CHARGES, order({ fromDate: day(1), toDate: day(400) }));
    expect(long.status).toBe(400);
    const vacant = await officeAdmin.post(CHARGES, order({ deskId: 12, actingUserId: 4 }));
    expect(vacant.status).toBe(409);
    expect(vacant.body.message).toBe('পদটি শূন্য; শূন্য পদে দায়িত্ব নয়, পদায়ন দিন');
    const stranger = await natoreAdmin.post(CHARGES, order({ actingUserId: 4 }));
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe('দায়িত্ব গ্রহণকারীকে এই অফিসের কোনো পদে কর্মরত থাকতে হবে');
  });

  it('validates the form: the last day before the first, a bad id, an unknown kind, no order number', async () => {
    const backwards = await natoreAdmin.post(CHARGES, order({ fromDate: day(5), toDate: day(3) }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([
      { field: 'toDate', message: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না' },
    ]);
    for (const bad of [
      { deskId: 0 },
      { deskId: 2_147_483_648 },
      { kind: 'acting' },
      { orderNo: '' },
      { fromDate: '2026-02-30' },
    ]) {
      const response = await natoreAdmin.post(CHARGES, order(bad));
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('who may call what', () => {
  it('answers 401 without a token, 403 to an officer who is not an admin, 403 for another office’s desk', async () => {
    expect((await anonymous.get(CHARGES)).status).toBe(401);
    expect((await officer.post(CHARGES, order({ deskId: 11, actingUserId: 3 }))).status).toBe(403);
    expect((await officeAdmin.post(CHARGES, order())).status).toBe(403);
  });

  it('reads the office’s own charges; another office’s charge is 404', async () => {
    const natore = await natoreAdmin.get(`${CHARGES}?state=over`);
    expect(natore.status).toBe(200);
    expect(natore.body.data.items[0]).toMatchObject({ holder: { nameBn: 'মৌসুমী খাতুন' }, state: 'over' });
    const rajshahi = await officeAdmin.get(CHARGES);
    expect(rajshahi.body.data.total).toBe(2);
    const other = await officeAdmin.get(`${CHARGES}/${natore.body.data.items[0].id}`);
    expect(other.status).toBe(404);
    const foreignEnd = await officeAdmin.post(`${CHARGES}/${natore.body.data.items[0].id}/end`, {
      note: 'ভুল',
    });
    expect(foreignEnd.status).toBe(403);
  });

  it('exports the list as an Excel file', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${CHARGES}/export`,
      headers: { authorization: `Bearer ${await t.tokenFor('officer113@demo.gov.bd')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('two admins giving one desk at once', () => {
  it('gives it once: one 200, the rest 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        natoreAdmin.post(
          CHARGES,
          order({ deskId: ASSISTANT.desk, actingUserId: ENGINEER.user, fromDate: day(60), toDate: day(61) }),
        ),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  });
});
