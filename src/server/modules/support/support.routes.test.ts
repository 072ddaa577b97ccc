/**
 * Support tickets through the real app on a fresh copy of the demo database: opening a ticket and
 * its rules, who reads which ticket (403 for someone else's), internal notes the requester never
 * sees, the status transitions with their 409s (also 50 at once, which CI runs on PostgreSQL),
 * escalation by level, overdue tickets, the requester's notices and the queue's Excel file.
 */
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { messageRecipients, messages } from '../message/message.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { users } from '../users/users.table';
import { supportTickets } from './support.table';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let support: Caller;
let superAdmin: Caller;
let levelTwo: Caller;
let noOffice: Caller;
let anonymous: Caller;
let officerEn: Caller;

const TICKETS = '/api/support/tickets';
const QUEUE = '/api/support/queue';
const OFFICER_ID = 4;
const SUPPORT_ID = 2;
/** The exam persona, made a level-2 support admin for these tests. */
const LEVEL_TWO = 'exam@demo.gov.bd';
const LEVEL_TWO_ID = 8;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .update(users)
    .set({ isSupportAdmin: true, supportLevel: 2 })
    .where(eq(users.email, LEVEL_TWO));
  [officer, officeAdmin, support, superAdmin, levelTwo, noOffice, anonymous, officerEn] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.support),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, LEVEL_TWO),
    callerFor(t, DEMO.noOffice),
    callerFor(t, null),
    callerFor(t, DEMO.officer, 'en'),
  ]);
});
afterAll(() => t.close());

const valid = { reason: 'leave', description: 'অর্জিত ছুটির হিসাব ভুল দেখাচ্ছে, অনুগ্রহ করে দেখুন।' };

async function open(caller: Caller = officer, extra: object = {}): Promise<number> {
  const response = await caller.post(TICKETS, { ...valid, ...extra });
  expect(response.status).toBe(200);
  return response.body.data.id;
}

/** The notices the user received about a ticket, newest first. */
async function noticesOf(userId: number, ticketId: number) {
  return t.database.db
    .select({ subject: messages.subject, body: messages.body, link: messages.link })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(eq(messageRecipients.userId, userId), eq(messages.link, `/support-details/${ticketId}`)))
    .orderBy(desc(messages.id));
}

describe('opening a ticket', () => {
  it('any signed-in user opens one; it is new, level 1, due in two working days', async () => {
    const response = await noOffice.post(TICKETS, valid);
    expect(response.status).toBe(200);
    const ticket = response.body.data;
    expect(ticket).toMatchObject({ status: 1, level: 1, reason: 'leave', overdue: false, office: null });
    expect(ticket.requester.nameBn).toBe('রফিকুল ইসলাম');
    const due = new Date(ticket.responseDueAt).getTime();
    // Two working days are at least two and at most two plus a weekend and holidays away.
    expect(due - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(due - Date.now()).toBeLessThan(9 * 86_400_000);
    const mine = await noOffice.get(TICKETS);
    expect(mine.body.data.items.map((item: { id: number }) => item.id)).toContain(ticket.id);
  });

  it('refuses bad input with a Bangla message (English on request) and stores nothing', async () => {
    const before = (await officer.get(TICKETS)).body.data.total;
    const noReason = await officer.post(TICKETS, { description: valid.description });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('বিষয় নির্বাচন করুন');
    const wrongReason = await officer.post(TICKETS, { ...valid, reason: 'salary' });
    expect(wrongReason.status).toBe(400);
    const short = await officer.post(TICKETS, { ...valid, description: 'ঠিক নেই' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('সমস্যাটি অন্তত ১০ অক্ষরে লিখুন');
    const long = await officer.post(TICKETS, { ...valid, description: 'ক'.repeat(3001) });
    expect(long.status).toBe(400);
    const nul = await officer.post(TICKETS, { ...valid, description: 'ছুটির হিসাব\u0000 ভুল দেখাচ্ছে' });
    expect(nul.status).toBe(400);
    const english = await officerEn.post(TICKETS, { reason: 'leave' });
    expect(english.status).toBe(400);
    expect(JSON.stringify(english.body)).toContain('Description is required');
    expect((await officer.get(TICKETS)).body.data.total).toBe(before);
    expect((await officer.get(`${TICKETS}?status=9`)).status).toBe(400);
    expect((await officer.get(`${TICKETS}/99999999999`)).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await anonymous.post(TICKETS, valid)).status).toBe(401);
    expect((await anonymous.get(TICKETS)).status).toBe(401);
  });

  it('takes an attachment checked by content, which the desk can read', async () => {
    const id = await open();
    const token = await t.tokenFor(DEMO.officer);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(pdfBytes())], 'স্ক্রিনশট.pdf'));
    const upload = await t.app.inject({
      method: 'POST',
      url: `${TICKETS}/${id}/attachments`,
      headers: { authorization: `Bearer ${token}` },
      payload: form,
    });
    expect(upload.statusCode).toBe(200);
    const detail = await support.get(`${TICKETS}/${id}`);
    expect(detail.body.data.attachments).toHaveLength(1);
    const file = await t.app.inject({
      method: 'GET',
      url: detail.body.data.attachments[0].url,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.support)}` },
    });
    expect(file.statusCode).toBe(200);
    const stranger = await t.app.inject({
      method: 'GET',
      url: detail.body.data.attachments[0].url,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officeAdmin)}` },
    });
    expect(stranger.statusCode).toBe(403);
  });
});

describe('who reads which ticket (the demo seed)', () => {
  it('the officer sees their five tickets, filters by status and searches the description', async () => {
    const all = await officer.get(TICKETS);
    expect(all.status).toBe(200);
    expect(
      all.body.data.items.every(
        (item: { requester: { userId: number } }) => item.requester.userId === OFFICER_ID,
      ),
    ).toBe(true);
    const resolved = await officer.get(`${TICKETS}?status=3`);
    expect(resolved.body.data.items.map((item: { reason: string }) => item.reason)).toEqual(['skill']);
    const search = await officer.get(`${TICKETS}?search=${encodeURIComponent('নাটোর')}`);
    expect(search.body.data.items.map((item: { reason: string }) => item.reason)).toEqual(['transfer']);
  });

  it("a user cannot read another's ticket (403)", async () => {
    const id = await open(officer);
    const response = await officeAdmin.get(`${TICKETS}/${id}`);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('এই টিকিটটি আপনার নয়');
    expect((await officeAdmin.post(`${TICKETS}/${id}/replies`, { body: 'আমি দেখছি' })).status).toBe(403);
    expect((await officeAdmin.post(`${TICKETS}/${id}/reopen`)).status).toBe(403);
    expect((await officer.get(`${TICKETS}/2000000000`)).status).toBe(404);
  });

  it('only the desk works the queue: others get 403', async () => {
    expect((await officer.get(QUEUE)).status).toBe(403);
    expect((await officer.post(`${TICKETS}/1/status`, { status: 2 })).status).toBe(403);
    expect((await officer.post(`${TICKETS}/1/assign`, { userId: OFFICER_ID })).status).toBe(403);
    expect((await officer.post(`${TICKETS}/1/escalate`, {})).status).toBe(403);
    expect((await support.get(QUEUE)).status).toBe(200);
  });
});

describe('replies and internal notes', () => {
  it('the requester sees public replies, never the internal note, also in their list', async () => {
    const id = await open();
    expect((await support.post(`${TICKETS}/${id}/replies`, { body: 'কোন মাসের হিসাব?' })).status).toBe(200);
    const note = await support.post(`${TICKETS}/${id}/replies`, {
      body: 'গোপন: ছুটি মডিউলের ত্রুটি মনে হচ্ছে',
      internal: true,
    });
    expect(note.status).toBe(200);
    expect((await officer.post(`${TICKETS}/${id}/replies`, { body: 'জুলাই মাসের' })).status).toBe(200);

    const desk = (await support.get(`${TICKETS}/${id}`)).body.data;
    expect(desk.replies.map((reply: { internal: boolean }) => reply.internal)).toEqual([false, true, false]);
    const mine = await officer.get(`${TICKETS}/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.replies.map((reply: { body: string }) => reply.body)).toEqual([
      'কোন মাসের হিসাব?',
      'জুলাই মাসের',
    ]);
    expect(JSON.stringify(mine.body)).not.toContain('গোপন');
    expect(mine.body.data.firstResponseAt).not.toBeNull();
    // The requester cannot write a note.
    expect((await officer.post(`${TICKETS}/${id}/replies`, { body: 'নোট', internal: true })).status).toBe(
      403,
    );
    // And the notices carry the public reply only.
    const notices = await noticesOf(OFFICER_ID, id);
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain('কোন মাসের হিসাব?');
    expect(JSON.stringify(notices)).not.toContain('গোপন');
  });

  it('the seeded internal note is hidden from the officer', async () => {
    const list = await officer.get(`${TICKETS}?status=2`);
    const transfer = list.body.data.items.find((item: { reason: string }) => item.reason === 'transfer');
    const detail = await officer.get(`${TICKETS}/${transfer.id}`);
    expect(detail.body.data.replies).toHaveLength(2);
    expect(JSON.stringify(detail.body)).not.toContain('জিও কোড');
    const desk = await support.get(`${TICKETS}/${transfer.id}`);
    expect(JSON.stringify(desk.body)).toContain('জিও কোড');
  });
});

describe('status changes', () => {
  it('new → in progress → resolved with a reason; the requester is told each time', async () => {
    const id = await open();
    const working = await support.post(`${TICKETS}/${id}/status`, { status: 2 });
    expect(working.status).toBe(200);
    expect(working.body.data.status).toBe(2);
    const noReason = await support.post(`${TICKETS}/${id}/status`, { status: 3 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('নিষ্পন্ন বা বাতিল করার কারণ লিখুন');
    const resolved = await support.post(`${TICKETS}/${id}/status`, {
      status: 3,
      reason: 'হিসাব ঠিক করা হয়েছে',
    });
    expect(resolved.status).toBe(200);
    const mine = (await officer.get(`${TICKETS}/${id}`)).body.data;
    expect(mine).toMatchObject({ status: 3, statusReason: 'হিসাব ঠিক করা হয়েছে' });
    expect(mine.can.reopen).toBe(true);
    const notices = await noticesOf(OFFICER_ID, id);
    expect(notices.map((notice) => notice.subject)).toEqual([
      `সহায়তা টিকিট #${id}: নিষ্পন্ন`,
      `সহায়তা টিকিট #${id}: প্রক্রিয়াধীন`,
    ]);
    expect(notices[0].body).toContain('হিসাব ঠিক করা হয়েছে');
  });

  it('forbidden transitions answer 409 and change nothing', async () => {
    const id = await open();
    const skip = await support.post(`${TICKETS}/${id}/status`, { status: 3, reason: 'সরাসরি' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toContain('নেওয়া যায় না');
    expect((await support.post(`${TICKETS}/${id}/status`, { status: 1 })).status).toBe(409);
    expect((await support.post(`${TICKETS}/${id}/status`, { status: 4, reason: 'দ্বৈত টিকিট' })).status).toBe(
      200,
    );
    for (const status of [1, 2, 3, 4])
      expect((await support.post(`${TICKETS}/${id}/status`, { status, reason: 'আবার' })).status).toBe(409);
    expect((await officer.post(`${TICKETS}/${id}/replies`, { body: 'আরও কিছু' })).status).toBe(409);
    expect((await officer.get(`${TICKETS}/${id}`)).body.data.status).toBe(4);
    expect((await support.post(`${TICKETS}/${id}/status`, { status: 7 })).status).toBe(400);
  });

  it('the requester reopens a resolved ticket, not a cancelled one', async () => {
    const id = await open();
    await support.post(`${TICKETS}/${id}/status`, { status: 2 });
    await support.post(`${TICKETS}/${id}/status`, { status: 3, reason: 'সমাধান হয়েছে' });
    const reopened = await officer.post(`${TICKETS}/${id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ status: 2, statusReason: null });
    expect((await officer.post(`${TICKETS}/${id}/reopen`)).status).toBe(409);
  });

  it('two admins changing the status at once: one 200, one 409 (50 at once)', async () => {
    const pair = await open();
    await support.post(`${TICKETS}/${pair}/status`, { status: 2 });
    const two = await Promise.all([
      support.post(`${TICKETS}/${pair}/status`, { status: 3, reason: 'সমাধান' }),
      superAdmin.post(`${TICKETS}/${pair}/status`, { status: 4, reason: 'দ্বৈত' }),
    ]);
    expect(two.map((response) => response.status).sort()).toEqual([200, 409]);

    const id = await open();
    await support.post(`${TICKETS}/${id}/status`, { status: 2 });
    const many = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0
          ? support.post(`${TICKETS}/${id}/status`, { status: 3, reason: 'সমাধান' })
          : superAdmin.post(`${TICKETS}/${id}/status`, { status: 4, reason: 'বাতিল' }),
      ),
    );
    const statuses = many.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    // Exactly one notice of the one change that happened.
    const notices = await noticesOf(OFFICER_ID, id);
    expect(notices.filter((notice) => /নিষ্পন্ন|বাতিল/.test(notice.subject))).toHaveLength(1);
  });
});

describe('assignment and escalation by level', () => {
  it('assigns to self or another admin of the level; not to a non-admin', async () => {
    const id = await open();
    const self = await support.post(`${TICKETS}/${id}/assign`, { userId: SUPPORT_ID });
    expect(self.status).toBe(200);
    expect(self.body.data.assignee.nameBn).toBe('ফারহানা আক্তার');
    expect((await support.post(`${TICKETS}/${id}/assign`, { userId: LEVEL_TWO_ID })).status).toBe(200);
    const wrong = await support.post(`${TICKETS}/${id}/assign`, { userId: OFFICER_ID });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('সহায়তা অ্যাডমিনকেই');
    const mine = await levelTwo.get(`${QUEUE}?assigned=me`);
    expect(mine.body.data.items.map((item: { id: number }) => item.id)).toContain(id);
    expect((await noticesOf(OFFICER_ID, id)).length).toBeGreaterThanOrEqual(2);
  });

  it('escalation moves a ticket to level 2: level 1 no longer sees or works it, level 2 does', async () => {
    const id = await open();
    const escalated = await support.post(`${TICKETS}/${id}/escalate`, { note: 'ডেটাবেজ দেখতে হবে' });
    expect(escalated.status).toBe(200);
    expect(escalated.body.data.level).toBe(2);

    const levelOneQueue = await support.get(`${QUEUE}?pageSize=200`);
    expect(levelOneQueue.body.data.items.map((item: { id: number }) => item.id)).not.toContain(id);
    const read = await support.get(`${TICKETS}/${id}`);
    expect(read.status).toBe(403);
    expect(read.body.message).toContain('উচ্চতর স্তরে');
    expect((await support.post(`${TICKETS}/${id}/status`, { status: 2 })).status).toBe(403);
    expect((await support.post(`${TICKETS}/${id}/replies`, { body: 'দেখছি' })).status).toBe(403);
    // A level-1 admin cannot be given a level-2 ticket.
    expect((await levelTwo.post(`${TICKETS}/${id}/assign`, { userId: SUPPORT_ID })).status).toBe(400);

    const levelTwoQueue = await levelTwo.get(`${QUEUE}?level=2&pageSize=200`);
    expect(levelTwoQueue.body.data.items.map((item: { id: number }) => item.id)).toContain(id);
    // Level 2 sees level 1 too, and the super admin sees every level.
    expect((await levelTwo.get(`${QUEUE}?level=1`)).body.data.total).toBeGreaterThan(0);
    expect((await superAdmin.get(`${TICKETS}/${id}`)).status).toBe(200);
    expect((await levelTwo.post(`${TICKETS}/${id}/status`, { status: 2 })).status).toBe(200);
    // The requester still follows it, without the escalation note.
    const mine = await officer.get(`${TICKETS}/${id}`);
    expect(mine.body.data.level).toBe(2);
    expect(JSON.stringify(mine.body)).not.toContain('ডেটাবেজ দেখতে হবে');
    expect((await noticesOf(OFFICER_ID, id)).some((notice) => notice.subject.includes('উচ্চতর স্তরে'))).toBe(
      true,
    );
  });

  it("the seeded escalated ticket is in the super admin's queue, not the level-1 admin's", async () => {
    const top = await superAdmin.get(`${QUEUE}?level=2`);
    expect(top.body.data.items.some((item: { reason: string }) => item.reason === 'research')).toBe(true);
    expect((await support.get(`${QUEUE}?level=2`)).body.data.total).toBe(0);
  });

  it('escalating above the top level answers 409', async () => {
    const id = await open();
    await superAdmin.post(`${TICKETS}/${id}/escalate`, {});
    await superAdmin.post(`${TICKETS}/${id}/escalate`, {});
    const again = await superAdmin.post(`${TICKETS}/${id}/escalate`, {});
    expect(again.status).toBe(409);
  });
});

describe('overdue tickets and the Excel file', () => {
  it('flags and filters tickets without a first answer past their due time', async () => {
    const overdue = await support.get(`${QUEUE}?overdue=yes`);
    expect(overdue.status).toBe(200);
    expect(overdue.body.data.total).toBeGreaterThan(0);
    expect(overdue.body.data.items.every((item: { overdue: boolean }) => item.overdue)).toBe(true);
    expect(overdue.body.data.items.some((item: { reason: string }) => item.reason === 'training')).toBe(true);

    // A ticket whose deadline has passed becomes overdue; the desk's answer takes it off the list.
    const id = await open();
    await t.database.db
      .update(supportTickets)
      .set({ responseDueAt: new Date(Date.now() - 60_000) })
      .where(eq(supportTickets.id, id));
    const flagged = await support.get(`${QUEUE}?overdue=yes&pageSize=200`);
    expect(flagged.body.data.items.map((item: { id: number }) => item.id)).toContain(id);
    await support.post(`${TICKETS}/${id}/replies`, { body: 'দেখছি' });
    const after = await support.get(`${QUEUE}?overdue=yes&pageSize=200`);
    expect(after.body.data.items.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it('exports the queue with Bangla headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${QUEUE}/export?status=1`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.support)}` },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('টিকিট নং');
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect((await officer.get(`${QUEUE}/export`)).status).toBe(403);
  });
});
