/**
 * Leave through the real app on a fresh copy of the demo database: applying (rules, balance,
 * documents, overlap), the chain of desks advancing, who may decide (403 for a desk that is not the
 * current one), double decisions (409, also 50 at once, which CI runs on PostgreSQL), the dashboard's
 * counts, the queue, history and its Excel file, the approvers' chains and the holiday calendar.
 */
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { messageRecipients, messages } from '../message/message.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { leaveApplications } from './leave.table';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let support: Caller;
let exam: Caller;
let anonymous: Caller;
let officerEn: Caller;

const APPS = '/api/leave/applications';
const OFFICER_ID = 4;

beforeAll(async () => {
  t = await createTestApp();
  [officer, officeAdmin, superAdmin, support, exam, anonymous, officerEn] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.support),
    callerFor(t, 'exam@demo.gov.bd'),
    callerFor(t, null),
    callerFor(t, DEMO.officer, 'en'),
  ]);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
let week = 6;
/** A Sunday and the Monday after it, `week` weeks ahead, each test its own week so none overlap. */
function nextWeek(): { fromDate: string; toDate: string } {
  for (;;) {
    const base = Date.now() + week++ * 7 * DAY;
    const sunday = base + ((7 - new Date(base).getUTCDay()) % 7) * DAY;
    const from = iso(sunday);
    const to = iso(sunday + DAY);
    if (from.slice(0, 4) === to.slice(0, 4)) return { fromDate: from, toDate: to };
  }
}

const form = (extra: object = {}) => ({
  leaveType: 'casual',
  ...nextWeek(),
  reason: 'পারিবারিক প্রয়োজনে বাড়ি যাওয়া',
  addressDuringLeave: 'গ্রাম: চকপাড়া, পবা, রাজশাহী',
  ...extra,
});

async function draft(caller: Caller = officer, extra: object = {}): Promise<number> {
  const response = await caller.post(APPS, form(extra));
  expect(response.status).toBe(200);
  expect(response.body.data.status).toBe('draft');
  return response.body.data.id;
}

async function submitted(caller: Caller = officer, extra: object = {}): Promise<number> {
  const id = await draft(caller, extra);
  const response = await caller.post(`${APPS}/${id}/submit`);
  expect(response.status).toBe(200);
  return id;
}

const dashboard = async (caller: Caller, officeId: number) =>
  (await caller.get(`/api/reports/admindashboard/${officeId}`)).body.data;

const casualOf = async (caller: Caller, year: string) =>
  (await caller.get(`/api/leave/balance?year=${year}`)).body.data.rows.find(
    (row: { leaveType: string }) => row.leaveType === 'casual',
  );

describe('applying', () => {
  it('a casual leave goes to the office head desk, counted on its dashboard, and approved drops the balance', async () => {
    const before = await dashboard(officeAdmin, 10);
    const id = await draft();
    const year = (await officer.get(`${APPS}/${id}`)).body.data.fromDate.slice(0, 4);
    const balanceBefore = await casualOf(officer, year);
    expect((await officer.post(`${APPS}/${id}/submit`)).status).toBe(200);
    const detail = (await officer.get(`${APPS}/${id}`)).body.data;
    expect(detail).toMatchObject({ status: 'pending', step: 1, steps: 1 });
    expect(detail.currentDesk.deskId).toBe(10);
    expect(detail.days).toBeGreaterThan(0);
    const after = await dashboard(officeAdmin, 10);
    expect(after.ownOfficeLeavePending).toBe(before.ownOfficeLeavePending + 1);
    const queue = (await officeAdmin.get('/api/leave/approvals?scope=own')).body.data;
    expect(queue.items.map((item: { id: number }) => item.id)).toContain(id);
    expect((await casualOf(officer, year)).pending).toBe(balanceBefore.pending + detail.days);
    // The deciding desk sees the applicant's account of the type, as her own balance page shows it.
    const seen = (await officeAdmin.get(`${APPS}/${id}`)).body.data.applicantBalance;
    expect(seen).toEqual(await casualOf(officer, year));
    expect(seen.pending).toBe(balanceBefore.pending + detail.days);

    const approved = await officeAdmin.post(`${APPS}/${id}/decision`, { action: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect((await dashboard(officeAdmin, 10)).ownOfficeLeavePending).toBe(before.ownOfficeLeavePending);
    const balanceAfter = await casualOf(officer, year);
    expect(balanceAfter.available).toBe(balanceBefore.available - detail.days);
    expect(balanceAfter.used).toBe(balanceBefore.used + detail.days);
    // The applicant hears of it.
    const [notice] = await t.database.db
      .select({ subject: messages.subject })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messageRecipients.userId, OFFICER_ID), eq(messages.link, '/leaveapplications')))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(notice.subject).toContain('অনুমোদিত');
    // A second approval cannot happen.
    expect((await officeAdmin.post(`${APPS}/${id}/decision`, { action: 'approve' })).status).toBe(409);
  });

  it('refuses bad input with a Bangla message (English on request) and stores nothing', async () => {
    const before = (await officer.get(APPS)).body.data.total;
    const backwards = await officer.post(APPS, form({ fromDate: '2026-12-10', toDate: '2026-12-01' }));
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('শেষের তারিখ শুরুর তারিখের আগে হতে পারে না');
    expect((await officer.post(APPS, form({ leaveType: 'sick' }))).status).toBe(400);
    expect((await officer.post(APPS, form({ reason: '' }))).status).toBe(400);
    expect((await officer.post(APPS, form({ reason: 'ক'.repeat(1001) }))).status).toBe(400);
    expect((await officer.post(APPS, form({ fromDate: '2026-02-30' }))).status).toBe(400);
    const old = await officer.post(APPS, form({ fromDate: '2020-01-05', toDate: '2020-01-06' }));
    expect(old.status).toBe(400);
    const english = await officerEn.post(APPS, form({ addressDuringLeave: '' }));
    expect(JSON.stringify(english.body)).toContain('Write the address during the leave');
    expect((await officer.post(APPS, form({ chargeDeskId: 1 }))).status).toBe(400);
    expect((await officer.get(APPS)).body.data.total).toBe(before);
    expect((await anonymous.post(APPS, form())).status).toBe(401);
    expect((await (await callerFor(t, DEMO.noOffice)).get(APPS)).status).toBe(403);
  });

  it('checks the rules when submitting: most days, documents, gender, overlap', async () => {
    const { fromDate } = nextWeek();
    const end = iso(Date.parse(fromDate) + 20 * DAY);
    const long = await draft(officer, { fromDate, toDate: end });
    const tooMany = await officer.post(`${APPS}/${long}/submit`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('১০');
    week += 3;

    const quarantine = await draft(officer, { leaveType: 'quarantine' });
    const noDocument = await officer.post(`${APPS}/${quarantine}/submit`);
    expect(noDocument.status).toBe(400);
    expect(noDocument.body.message).toContain('প্রমাণপত্র');

    const maternity = await draft(officeAdmin, { leaveType: 'maternity' });
    expect((await officeAdmin.post(`${APPS}/${maternity}/submit`)).body.message).toContain('নারী');

    const first = await submitted();
    const row = (await officer.get(`${APPS}/${first}`)).body.data;
    const twin = await officer.post(APPS, form({ fromDate: row.fromDate, toDate: row.toDate }));
    const overlap = await officer.post(`${APPS}/${twin.body.data.id}/submit`);
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toContain('আরেকটি ছুটির আবেদন');
  });

  it('takes a document checked by content, which the deciding desk can read and a stranger cannot', async () => {
    const id = await draft(officer, { leaveType: 'quarantine' });
    const upload = await t.app.inject({
      method: 'POST',
      url: `${APPS}/${id}/attachments`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officer)}` },
      payload: (() => {
        const data = new FormData();
        data.append('file', new File([new Uint8Array(pdfBytes())], 'চিকিৎসা সনদ.pdf'));
        return data;
      })(),
    });
    expect(upload.statusCode).toBe(200);
    expect((await officer.post(`${APPS}/${id}/submit`)).status).toBe(200);
    const detail = (await officeAdmin.get(`${APPS}/${id}`)).body.data;
    expect(detail.attachments).toHaveLength(1);
    const read = async (email: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: detail.attachments[0].url,
          headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
        })
      ).statusCode;
    expect(await read(DEMO.officeAdmin)).toBe(200);
    expect(await read('exam@demo.gov.bd')).toBe(404);
  });

  it('cancels before approval, not after; only the applicant', async () => {
    const id = await submitted();
    expect((await officeAdmin.post(`${APPS}/${id}/cancel`)).status).toBe(404);
    const cancelled = await officer.post(`${APPS}/${id}/cancel`);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await officer.post(`${APPS}/${id}/cancel`)).status).toBe(409);
    const approved = await submitted();
    await officeAdmin.post(`${APPS}/${approved}/decision`, { action: 'approve' });
    expect((await officer.post(`${APPS}/${approved}/cancel`)).status).toBe(409);
  });
});

describe('the chain of desks', () => {
  it('earned leave goes from the district head to the head office; each desk decides only its step', async () => {
    const id = await submitted(officer, { leaveType: 'earned_full' });
    let detail = (await officer.get(`${APPS}/${id}`)).body.data;
    expect(detail.chain.map((desk: { deskId: number }) => desk.deskId)).toEqual([10, 1]);
    expect(detail.currentDesk.deskId).toBe(10);
    // The head office's desk is in the chain but not yet: a foreign desk for now.
    const early = await superAdmin.post(`${APPS}/${id}/decision`, { action: 'approve' });
    expect(early.status).toBe(403);
    expect(early.body.message).toContain('আপনার ডেস্কে নেই');
    // A desk outside the chain: the support admin may read it (app admin), not decide.
    expect((await support.post(`${APPS}/${id}/decision`, { action: 'approve' })).status).toBe(403);
    // Another office's officer does not even see it.
    expect((await exam.get(`${APPS}/${id}`)).status).toBe(404);
    // The first desk cannot give the final approval; it forwards.
    expect((await officeAdmin.post(`${APPS}/${id}/decision`, { action: 'approve' })).status).toBe(409);
    const otherBefore = (await dashboard(superAdmin, 2)).otherOfficeLeavePending;
    const forwarded = await officeAdmin.post(`${APPS}/${id}/decision`, {
      action: 'forward',
      note: 'সুপারিশসহ',
    });
    expect(forwarded.status).toBe(200);
    detail = forwarded.body.data;
    expect(detail).toMatchObject({ status: 'pending', step: 2 });
    expect(detail.currentDesk.deskId).toBe(1);
    expect((await dashboard(superAdmin, 2)).otherOfficeLeavePending).toBe(otherBefore + 1);
    const queue = (await superAdmin.get('/api/leave/approvals?scope=other')).body.data;
    expect(queue.items.map((item: { id: number }) => item.id)).toContain(id);
    // The district desk has done its part.
    expect((await officeAdmin.post(`${APPS}/${id}/decision`, { action: 'forward' })).status).toBe(403);
    const approved = await superAdmin.post(`${APPS}/${id}/decision`, { action: 'approve' });
    expect(approved.body.data.status).toBe('approved');
    expect(approved.body.data.actions.map((action: { action: string }) => action.action)).toEqual([
      'submit',
      'forward',
      'approve',
    ]);
  });

  it('sent back with a reason, changed and submitted again; rejected with a reason', async () => {
    const id = await submitted();
    const noReason = await officeAdmin.post(`${APPS}/${id}/decision`, { action: 'return' });
    expect(noReason.status).toBe(400);
    const returned = await officeAdmin.post(`${APPS}/${id}/decision`, {
      action: 'return',
      note: 'দায়িত্ব হস্তান্তরের ডেস্ক উল্লেখ করুন',
    });
    expect(returned.body.data).toMatchObject({
      status: 'returned',
      decisionNote: 'দায়িত্ব হস্তান্তরের ডেস্ক উল্লেখ করুন',
    });
    const edited = await officer.put(`${APPS}/${id}`, form({ chargeDeskId: 12 }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.chargeDesk.deskId).toBe(12);
    expect((await officer.post(`${APPS}/${id}/submit`)).body.data.status).toBe('pending');
    const rejected = await officeAdmin.post(`${APPS}/${id}/decision`, {
      action: 'reject',
      note: 'জরুরি কাজ চলছে',
    });
    expect(rejected.body.data.status).toBe('rejected');
    expect((await officer.put(`${APPS}/${id}`, form())).status).toBe(409);
  });

  it('two decisions at once: exactly one 200 (50 at once)', async () => {
    const pair = await submitted();
    const two = await Promise.all([
      officeAdmin.post(`${APPS}/${pair}/decision`, { action: 'approve' }),
      officeAdmin.post(`${APPS}/${pair}/decision`, { action: 'reject', note: 'না' }),
    ]);
    expect(two.map((response) => response.status).sort()).toEqual([200, 409]);

    const id = await submitted();
    const many = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        officeAdmin.post(
          `${APPS}/${id}/decision`,
          index % 2 === 0 ? { action: 'approve' } : { action: 'reject', note: 'একই সময়ে দুটি সিদ্ধান্ত' },
        ),
      ),
    );
    const statuses = many.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const trail = (await officer.get(`${APPS}/${id}`)).body.data.actions;
    expect(trail.filter((action: { action: string }) => action.action !== 'submit')).toHaveLength(1);
  });

  it('two submissions of one draft at once: one 200', async () => {
    const id = await draft();
    const both = await Promise.all([
      officer.post(`${APPS}/${id}/submit`),
      officer.post(`${APPS}/${id}/submit`),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(leaveApplications).where(eq(leaveApplications.id, id));
    expect(row.status).toBe('pending');
  });
});

describe('balance, history and approvers', () => {
  it('balance has every type; history filters, pages and exports to Excel', async () => {
    const balance = (await officer.get('/api/leave/balance')).body.data;
    expect(balance.rows).toHaveLength(10);
    expect(balance.joiningDate).toBe('2015-03-01');
    const earned = balance.rows.find((row: { leaveType: string }) => row.leaveType === 'earned_full');
    expect(earned.entitled).toBe(Math.floor(balance.dutyDays / 11));

    const all = (await officer.get('/api/leave/history?pageSize=5')).body.data;
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const approved = (await officer.get('/api/leave/history?status=approved')).body.data;
    expect(approved.items.every((item: { status: string }) => item.status === 'approved')).toBe(true);
    expect((await officer.get('/api/leave/history?scope=office')).status).toBe(403);
    const office = (await officeAdmin.get('/api/leave/history?scope=office&search=নুসরাত')).body.data;
    expect(office.items.length).toBeGreaterThan(0);
    expect(
      office.items.every((item: { applicant: { userId: number } }) => item.applicant.userId === OFFICER_ID),
    ).toBe(true);
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/leave/history/export',
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officer)}` },
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(4).value).toBe('ছুটির ধরন');
    expect(sheet.rowCount).toBeGreaterThan(5);
  });

  it('the office admin sets a chain of desks; others cannot; desks outside the offices above are refused', async () => {
    const chains = (await officeAdmin.get('/api/leave/approvers')).body.data;
    expect(chains.find((chain: { leaveType: null }) => chain.leaveType === null).desks[0].deskId).toBe(10);
    expect((await officer.put('/api/leave/approvers', { deskIds: [10] })).status).toBe(403);
    const set = await officeAdmin.put('/api/leave/approvers', { leaveType: 'study', deskIds: [12, 10] });
    expect(set.status).toBe(200);
    expect(
      set.body.data
        .find((chain: { leaveType: string }) => chain.leaveType === 'study')
        .desks.map((desk: { deskId: number }) => desk.deskId),
    ).toEqual([12, 10]);
    expect((await officeAdmin.put('/api/leave/approvers', { deskIds: [10, 10] })).status).toBe(400);
    expect((await officeAdmin.put('/api/leave/approvers', { deskIds: [41] })).status).toBe(400);
    const removed = await officeAdmin.put('/api/leave/approvers', { leaveType: 'study', deskIds: [] });
    expect(removed.body.data.some((chain: { leaveType: string }) => chain.leaveType === 'study')).toBe(false);
    const options = (await officeAdmin.get('/api/leave/desks?scope=approvers')).body.data;
    expect(options.map((desk: { officeId: number }) => desk.officeId)).toEqual(
      expect.arrayContaining([10, 2]),
    );
  });

  it('the holiday calendar: app admins add, change and delete; the days count follows', async () => {
    const { fromDate, toDate } = nextWeek();
    const days = async () =>
      (await officer.get(`/api/leave/days?leaveType=casual&fromDate=${fromDate}&toDate=${toDate}`)).body.data
        .days;
    const before = await days();
    expect(
      (await officer.post('/api/leave/holidays', { day: fromDate, nameBn: 'ছুটি', nameEn: 'Off' })).status,
    ).toBe(403);
    const added = await support.post('/api/leave/holidays', {
      day: fromDate,
      nameBn: 'বিশেষ ছুটি',
      nameEn: 'Special',
    });
    expect(added.status).toBe(200);
    expect(await days()).toBe(before - 1);
    expect(
      (await support.post('/api/leave/holidays', { day: fromDate, nameBn: 'আবার', nameEn: 'Again' })).status,
    ).toBe(409);
    const changed = await superAdmin.put(`/api/leave/holidays/${fromDate}`, {
      day: fromDate,
      nameBn: 'সাধারণ ছুটি',
      nameEn: 'General holiday',
    });
    expect(changed.body.data.nameBn).toBe('সাধারণ ছুটি');
    const year = Number(fromDate.slice(0, 4));
    const list = (await officer.get(`/api/leave/holidays?year=${year}`)).body.data;
    expect(list.map((holiday: { day: string }) => holiday.day)).toContain(fromDate);
    expect((await superAdmin.delete(`/api/leave/holidays/${fromDate}`)).status).toBe(200);
    expect(await days()).toBe(before);
    expect((await superAdmin.delete(`/api/leave/holidays/${fromDate}`)).status).toBe(404);
  });
});
