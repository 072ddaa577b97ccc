/**
 * Messages through the real app on a copy of the demo database: writing to officers and to desks,
 * mail that follows a desk to its new holder, who may read what (404 for anyone else), the unread
 * count and read receipts, attachments, 50 "mark read" at once (one read time; CI runs it on
 * PostgreSQL), bad input in Bangla, and the notice path other modules use.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlBytes, pdfBytes } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { desks, userRoles } from '../office/office.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { users } from '../users/users.table';
import { notifyDesk, notifyUsers } from './message.notify';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let support: Caller;
let exam: Caller;
let anonymous: Caller;
let officerEn: Caller;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const P = {
  inbox: '/api/message/inbox',
  sent: '/api/message/sent',
  unread: '/api/message/unread-count',
  send: '/api/message/messages',
  one: (id: number) => `/api/message/messages/${id}`,
  read: (id: number) => `/api/message/messages/${id}/read`,
  uploads: '/api/message/uploads',
};

const userIdOf = async (email: string) => {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  [officer, officeAdmin, support, exam, anonymous, officerEn] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.support),
    callerFor(t, 'exam@demo.gov.bd'),
    callerFor(t, null),
    callerFor(t, DEMO.officer, 'en'),
  ]);
  for (const [name, email] of Object.entries({
    officer: DEMO.officer,
    officeAdmin: DEMO.officeAdmin,
    support: DEMO.support,
    exam: 'exam@demo.gov.bd',
  })) {
    ids[name] = await userIdOf(email);
    tokens[name] = await t.tokenFor(email);
  }
});
afterAll(() => t.close());

const unread = async (caller: Caller): Promise<number> => (await caller.get(P.unread)).body.data.unread;

async function send(caller: Caller, payload: object): Promise<number> {
  const response = await caller.post(P.send, { subject: 'পরীক্ষা', body: 'বার্তার বিবরণ', ...payload });
  expect(response.status).toBe(200);
  return response.body.data.id;
}

function upload(who: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return t.app.inject({
    method: 'POST',
    url: P.uploads,
    headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': 'bn' },
    payload: form,
  });
}

/** A new desk of the officer's office, held by `userId` (an additional charge, so no session changes). */
async function newDeskHeldBy(userId: number): Promise<number> {
  const db = t.database.db;
  const [template] = await db.select().from(desks).where(eq(desks.id, 11));
  const [desk] = await db
    .insert(desks)
    .values({ officeId: template.officeId, sectionId: template.sectionId, roleId: template.roleId })
    .returning();
  await db.insert(userRoles).values({ userId, deskId: desk.id, isAdditionalCharge: true, sortOrder: 9 });
  return desk.id;
}

describe('writing to an officer', () => {
  it('the recipient finds it in the inbox, unread, and the sender in sent items', async () => {
    const before = await unread(officeAdmin);
    const id = await send(officer, { toUserIds: [ids.officeAdmin], subject: 'জরুরি সভার নোটিশ' });
    expect(await unread(officeAdmin)).toBe(before + 1);
    const inbox = await officeAdmin.get(`${P.inbox}?unread=yes`);
    const line = inbox.body.data.items.find((item: { id: number }) => item.id === id);
    expect(line).toMatchObject({ subject: 'জরুরি সভার নোটিশ', read: false, sender: { nameBn: 'নুসরাত জাহান' } });
    const sent = await officer.get(P.sent);
    expect(sent.body.data.items[0]).toMatchObject({ id, read: false });
    expect(sent.body.data.items[0].to).toHaveLength(1);
  });

  it('reading lowers the count; the sender sees who read it and when', async () => {
    const id = await send(officer, { toUserIds: [ids.officeAdmin, ids.support] });
    const before = await unread(officeAdmin);
    const opened = await officeAdmin.get(P.one(id));
    expect(opened.body.data).toMatchObject({ unread: true, mine: false });
    // Receipts are the sender's.
    expect(opened.body.data.recipients.every((r: { readAt: string | null }) => r.readAt === null)).toBe(true);
    expect((await officeAdmin.post(P.read(id))).body.data.marked).toBe(1);
    expect(await unread(officeAdmin)).toBe(before - 1);
    expect((await officeAdmin.post(P.read(id))).body.data.marked).toBe(0);

    const mine = await officer.get(P.one(id));
    const receipts = mine.body.data.recipients;
    const admin = receipts.find((r: { id: number }) => r.id === ids.officeAdmin);
    const other = receipts.find((r: { id: number }) => r.id === ids.support);
    expect(admin.readAt).not.toBeNull();
    expect(admin.readBy).not.toBeNull();
    expect(other.readAt).toBeNull();
    expect((await officer.get(P.sent)).body.data.items.find((i: { id: number }) => i.id === id).read).toBe(
      false,
    );
  });

  it('no one else reads it: 404 for another user, 401 without sign-in', async () => {
    const id = await send(officer, { toUserIds: [ids.officeAdmin] });
    expect((await exam.get(P.one(id))).status).toBe(404);
    expect((await exam.post(P.read(id))).status).toBe(404);
    expect(
      (await exam.post(P.send, { toUserIds: [ids.officer], subject: 'x', body: 'y', replyToId: id })).status,
    ).toBe(404);
    expect((await anonymous.get(P.inbox)).status).toBe(401);
    expect((await anonymous.get(P.unread)).status).toBe(401);
  });

  it('a reply keeps the thread; both sides see the thread', async () => {
    const first = await send(officer, { toUserIds: [ids.officeAdmin], subject: 'বাজেট প্রস্তাব' });
    const reply = await send(officeAdmin, {
      toUserIds: [ids.officer],
      subject: 'উত্তর: বাজেট প্রস্তাব',
      replyToId: first,
    });
    const again = await send(officer, {
      toUserIds: [ids.officeAdmin],
      subject: 'উত্তর: বাজেট প্রস্তাব',
      replyToId: reply,
    });
    const detail = await officeAdmin.get(P.one(again));
    expect(detail.body.data.threadId).toBe(first);
    expect(detail.body.data.thread.map((m: { id: number }) => m.id)).toEqual([first, reply]);
  });

  it('searches subject, body and sender in Bangla and English', async () => {
    await send(officer, {
      toUserIds: [ids.officeAdmin],
      subject: 'ল্যাপটপ মেরামত',
      body: 'Laptop repair estimate',
    });
    const bn = await officeAdmin.get(`${P.inbox}?search=${encodeURIComponent('মেরামত')}`);
    expect(bn.body.data.items.map((i: { subject: string }) => i.subject)).toContain('ল্যাপটপ মেরামত');
    const en = await officeAdmin.get(`${P.inbox}?search=REPAIR`);
    expect(en.body.data.total).toBeGreaterThanOrEqual(1);
    const sender = await officeAdmin.get(`${P.inbox}?search=${encodeURIComponent('নুসরাত')}`);
    expect(sender.body.data.total).toBeGreaterThanOrEqual(1);
    expect((await officeAdmin.get(`${P.inbox}?search=zzqqxx`)).body.data.total).toBe(0);
  });
});

describe('the inbox and sent items in Excel', () => {
  const workbookOf = async (url: string, who: string, lang = 'bn') => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': lang },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0];
  };
  const subjects = (sheet: ExcelJS.Worksheet) =>
    sheet
      .getColumn(3)
      .values.slice(2)
      .map((value) => String(value));

  it('gives the searched inbox with Bangla headers, and the sent items in English on request', async () => {
    await send(officer, { toUserIds: [ids.exam], subject: 'প্রশ্নপত্র ছাপা', body: 'Question paper printing' });
    const inbox = await workbookOf(`${P.inbox}/export?search=${encodeURIComponent('ছাপা')}`, 'exam');
    expect(inbox.getRow(1).getCell(2).value).toBe('প্রেরক');
    expect(subjects(inbox)).toEqual(['প্রশ্নপত্র ছাপা']);
    expect(inbox.getRow(2).getCell(6).value).toBe('অপঠিত');

    const sent = await workbookOf(`${P.sent}/export?search=printing`, 'officer', 'en');
    expect(sent.getRow(1).getCell(2).value).toBe('To');
    expect(subjects(sent)).toContain('প্রশ্নপত্র ছাপা');
  });

  it('holds only the caller’s own mail and needs a sign-in', async () => {
    const other = await workbookOf(`${P.inbox}/export?search=${encodeURIComponent('ছাপা')}`, 'support');
    expect(subjects(other)).toEqual([]);
    expect((await anonymous.get(`${P.inbox}/export`)).status).toBe(401);
  });
});

describe('writing to a desk', () => {
  it('the holder reads it; after a transfer the new holder does and the old one gets 404', async () => {
    const deskId = await newDeskHeldBy(ids.exam);
    const id = await send(officer, { toDeskIds: [deskId], subject: 'পদের ফাইল হস্তান্তর' });
    const inbox = await exam.get(P.inbox);
    expect(inbox.body.data.items[0]).toMatchObject({ id, viaDesk: { id: deskId } });
    expect((await exam.get(P.one(id))).status).toBe(200);

    // The transfer: exam leaves the desk, support takes it.
    const supportBefore = await unread(support);
    await t.database.db
      .update(userRoles)
      .set({ releasedOn: '2026-01-01' })
      .where(and(eq(userRoles.deskId, deskId), isNull(userRoles.releasedOn)));
    await t.database.db
      .insert(userRoles)
      .values({ userId: ids.support, deskId, isAdditionalCharge: true, sortOrder: 9 });

    expect(await unread(support)).toBe(supportBefore + 1);
    expect((await support.get(P.inbox)).body.data.items.map((i: { id: number }) => i.id)).toContain(id);
    expect((await support.get(P.one(id))).status).toBe(200);
    expect((await exam.get(P.one(id))).status).toBe(404);
    expect((await exam.get(P.inbox)).body.data.items.map((i: { id: number }) => i.id)).not.toContain(id);

    await support.post(P.read(id));
    const receipt = (await officer.get(P.one(id))).body.data.recipients[0];
    expect(receipt).toMatchObject({ kind: 'desk', id: deskId });
    expect(receipt.readAt).not.toBeNull();
  });

  it('50 "mark read" at once leave one read time', async () => {
    const id = await send(officer, { toUserIds: [ids.officeAdmin] });
    const responses = await Promise.all(Array.from({ length: 50 }, () => officeAdmin.post(P.read(id))));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(responses.reduce((sum, response) => sum + response.body.data.marked, 0)).toBe(1);
    const result = (await t.database.db.execute(
      sql`select count(distinct read_at)::int as times from message_recipients where message_id = ${id}`,
    )) as unknown as { rows: { times: number }[] };
    expect(result.rows[0].times).toBe(1);
  });
});

describe('attachments', () => {
  it('go with the message and are served only to the sender and recipients', async () => {
    const uploaded = await upload('officer', pdfBytes(), 'প্রতিবেদন.pdf');
    expect(uploaded.statusCode).toBe(200);
    const fileId = uploaded.json().data.id;
    const id = await send(officer, { toUserIds: [ids.officeAdmin], attachmentIds: [fileId] });
    const detail = await officeAdmin.get(P.one(id));
    const [attachment] = detail.body.data.attachments;
    expect(attachment).toMatchObject({ id: fileId, name: 'প্রতিবেদন.pdf' });
    const get = (who: string) =>
      t.app.inject({
        method: 'GET',
        url: attachment.url,
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
    expect((await get('officeAdmin')).statusCode).toBe(200);
    expect((await get('officer')).statusCode).toBe(200);
    expect((await get('exam')).statusCode).toBe(404);
    // A file already sent cannot be attached again, nor someone else's.
    const reuse = await officer.post(P.send, {
      toUserIds: [ids.exam],
      subject: 'x',
      body: 'y',
      attachmentIds: [fileId],
    });
    expect(reuse.status).toBe(400);
    const other = (await upload('exam', pdfBytes(), 'a.pdf')).json().data.id;
    expect(
      (await officer.post(P.send, { toUserIds: [ids.exam], subject: 'x', body: 'y', attachmentIds: [other] }))
        .status,
    ).toBe(400);
  });

  it('refuses a wrong file type', async () => {
    const response = await upload('officer', htmlBytes(), 'page.html');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('ফাইলের ধরন সঠিক নয়!');
  });
});

describe('bad input', () => {
  it('answers 400 with the Bangla message (English on request) and sends nothing', async () => {
    const before = (await officer.get(P.sent)).body.data.total;
    const noRecipient = await officer.post(P.send, { subject: 'বিষয়', body: 'বার্তা' });
    expect(noRecipient.status).toBe(400);
    expect(JSON.stringify(noRecipient.body)).toContain('অন্তত একজন প্রাপক বা একটি পদ বাছাই করুন');
    const noSubject = await officer.post(P.send, {
      toUserIds: [ids.officeAdmin],
      subject: '  ',
      body: 'বার্তা',
    });
    expect(JSON.stringify(noSubject.body)).toContain('বিষয় লিখুন');
    const long = await officer.post(P.send, {
      toUserIds: [ids.officeAdmin],
      subject: 'ক'.repeat(301),
      body: 'x',
    });
    expect(long.status).toBe(400);
    const nul = await officer.post(P.send, { toUserIds: [ids.officeAdmin], subject: 'a\u0000b', body: 'x' });
    expect(nul.status).toBe(400);
    const hugeId = await officer.post(P.send, { toUserIds: [2147483648], subject: 'a', body: 'x' });
    expect(hugeId.status).toBe(400);
    const unknown = await officer.post(P.send, { toUserIds: [2147483000], subject: 'a', body: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('বাছাই করা প্রাপক বা পদ পাওয়া যায়নি');
    const english = await officerEn.post(P.send, { subject: 'a', body: 'x' });
    expect(JSON.stringify(english.body)).toContain('Choose at least one recipient or desk');
    expect((await officer.get(P.one(0))).status).toBe(400);
    expect((await officer.get(`${P.inbox}?pageSize=5000`)).status).toBe(400);
    expect((await officer.get(P.sent)).body.data.total).toBe(before);
  });
});

describe('notices of other modules', () => {
  it('arrive from কার্যালয় in the users’ and the desk’s inboxes, inside the caller’s transaction', async () => {
    const before = await unread(officer);
    await t.database.db.transaction(async (tx) => {
      await notifyUsers(tx, {
        userIds: [ids.officer, ids.officer],
        subject: 'সাপোর্ট টিকিটের উত্তর',
        body: 'আপনার টিকিটের উত্তর দেওয়া হয়েছে।',
        link: '/support/tickets/1',
      });
      await notifyDesk(tx, { deskId: 11, subject: 'পদের নোটিশ', body: 'বিবরণ' });
    });
    expect(await unread(officer)).toBe(before + 2);
    const [notice] = (await officer.get(`${P.inbox}?search=${encodeURIComponent('সাপোর্ট টিকিটের')}`)).body.data
      .items;
    expect(notice.sender).toMatchObject({ userId: null, nameBn: 'কার্যালয়', nameEn: 'Karjaloy' });
    expect((await officer.get(P.one(notice.id))).body.data.link).toBe('/support/tickets/1');

    // A notice rolled back with its transaction never arrives.
    await t.database.db
      .transaction(async (tx) => {
        await notifyUsers(tx, { userIds: [ids.officer], subject: 'ফেরত', body: 'x' });
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await unread(officer)).toBe(before + 2);
  });
});

describe('the recipient picker', () => {
  it('finds officers by name and desks by designation', async () => {
    const people = await officer.get(`/api/message/recipients?search=${encodeURIComponent('নুসরাত')}`);
    expect(
      people.body.data.some((o: { kind: string; id: number }) => o.kind === 'user' && o.id === ids.officer),
    ).toBe(true);
    const own = await officer.get('/api/message/recipients');
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((o: { kind: string }) => o.kind === 'desk')).toBe(true);
  });
});

describe('the demo seed', () => {
  it('gives the officer unread mail, one through her desk, a notice and a thread', async () => {
    const inbox = (await officer.get(`${P.inbox}?search=${encodeURIComponent('ইউপিএস')}`)).body.data.items;
    expect(inbox[0]).toMatchObject({ viaDesk: { id: 11 }, read: false });
    const thread = (await officer.get(`${P.inbox}?search=${encodeURIComponent('সমন্বয় সভার')}`)).body.data
      .items;
    expect(thread.length).toBeGreaterThanOrEqual(2);
    expect(new Set(thread.map((item: { threadId: number }) => item.threadId)).size).toBe(1);
  });
});
