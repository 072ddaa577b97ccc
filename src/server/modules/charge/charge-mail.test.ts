/**
 * A desk's mail reaches the officer acting on it: from the first day of the charge through the
 * last, in the inbox and the unread count, marked with the desk; not the day after; the holder
 * reads it all along, and an officer with no charge of the desk never does (404 on the message).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { AuthContext } from '../auth/auth.session';
import { notifyDesk } from '../message/message.notify';
import { getMessage, listInbox, unreadCount } from '../message/message.service';
import { userRoles } from '../office/office.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { users } from '../users/users.table';
import { deskCharges } from './charge.table';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + 6 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
const HEAD = { user: 113, desk: 119 };
const ENGINEER = { user: 115, desk: 122 };
const ASSISTANT = { user: 116, desk: 124 };
const SUBJECT = 'একটি ছুটির আবেদন আপনার ডেস্কে অপেক্ষমাণ';
const page: Parameters<typeof listInbox>[2] = { page: 1, pageSize: 20 };
const as = (userId: number) => ({ userId }) as AuthContext;

let t: TestApp;
let foreignUserId: number;
let messageId: number;
let acting: Caller;
let foreign: Caller;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const [holding] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(sql`${userRoles.deskId} = ${ENGINEER.desk} and ${userRoles.releasedOn} is null`);
  await db.insert(deskCharges).values({
    officeId: 103,
    deskId: ENGINEER.desk,
    holderUserRoleId: holding.id,
    holderUserId: ENGINEER.user,
    actingUserId: ASSISTANT.user,
    kind: 'additional',
    fromDate: day(10),
    toDate: day(12),
    orderNo: '৫৬.০৪.৬৯০০.০০০.১১.০১৪.২৬-৩০১',
    orderDate: day(0),
    givenByUserId: HEAD.user,
  });
  await db.transaction((tx) =>
    notifyDesk(tx, {
      deskId: ENGINEER.desk,
      subject: SUBJECT,
      body: 'অনুগ্রহ করে দেখুন।',
      link: '/leaveapprovers',
    }),
  );
  await db.transaction((tx) =>
    notifyDesk(tx, { deskId: HEAD.desk, subject: 'প্রধানের ডেস্কে নোটিশ', body: 'দেখুন।' }),
  );
  const [foreignUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.officer));
  foreignUserId = foreignUser.id;
  const [engineerInbox] = (await listInbox(db, as(ENGINEER.user), page)).items;
  messageId = engineerInbox.id;
  [acting, foreign] = await Promise.all([callerFor(t, 'officer114@demo.gov.bd'), callerFor(t, DEMO.officer)]);
});
afterAll(() => t.close());

const subjectsOf = async (userId: number, today: string) =>
  (await listInbox(t.app.db, as(userId), page, today)).items.map((item) => item.subject);

describe("a desk's mail under a charge", () => {
  it('is not the acting officer’s the day before the first day', async () => {
    expect(await subjectsOf(ASSISTANT.user, day(9))).not.toContain(SUBJECT);
    expect(await unreadCount(t.app.db, as(ASSISTANT.user), day(9))).toBe(
      await unreadCount(t.app.db, as(ASSISTANT.user), day(13)),
    );
  });

  it('reaches the acting officer on the first and the last day, marked with the desk', async () => {
    const before = await unreadCount(t.app.db, as(ASSISTANT.user), day(9));
    for (const today of [day(10), day(12)]) {
      const inbox = await listInbox(t.app.db, as(ASSISTANT.user), page, today);
      const line = inbox.items.find((item) => item.subject === SUBJECT);
      expect(line).toMatchObject({
        id: messageId,
        read: false,
        viaDesk: { id: ENGINEER.desk, nameBn: 'উপসহকারী প্রকৌশলী' },
      });
      expect(await unreadCount(t.app.db, as(ASSISTANT.user), today)).toBe(before + 1);
      expect((await getMessage(t.app.db, as(ASSISTANT.user), messageId, today)).subject).toBe(SUBJECT);
    }
  });

  it('is gone the day after the last day, and a 404 to open', async () => {
    expect(await subjectsOf(ASSISTANT.user, day(13))).not.toContain(SUBJECT);
    await expect(getMessage(t.app.db, as(ASSISTANT.user), messageId, day(13))).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('stays with the holder before, during and after the charge', async () => {
    for (const today of [day(9), day(11), day(13)]) {
      expect(await subjectsOf(ENGINEER.user, today)).toContain(SUBJECT);
    }
  });

  it('never reaches an officer without the charge', async () => {
    expect(await subjectsOf(foreignUserId, day(11))).not.toContain(SUBJECT);
    expect(await subjectsOf(HEAD.user, day(11))).not.toContain(SUBJECT);
    const opened = await foreign.get(`/api/message/messages/${messageId}`);
    expect(opened.status).toBe(404);
  });

  it('reaches the acting head today through the API: inbox, unread badge and the message', async () => {
    const inbox = await acting.get('/api/message/inbox');
    expect(inbox.status).toBe(200);
    const line = inbox.body.data.items.find(
      (item: { subject: string }) => item.subject === 'প্রধানের ডেস্কে নোটিশ',
    );
    expect(line).toMatchObject({ read: false, viaDesk: { id: HEAD.desk, nameBn: 'উপপরিচালক' } });
    const count = await acting.get('/api/message/unread-count');
    expect(count.body.data.unread).toBeGreaterThanOrEqual(1);
    expect((await acting.post(`/api/message/messages/${line.id}/read`)).status).toBe(200);
    const after = await acting.get('/api/message/unread-count');
    expect(after.body.data.unread).toBe(count.body.data.unread - 1);
    // The holder, on return, finds it read by the acting officer.
    expect(
      (await listInbox(t.app.db, as(HEAD.user), page)).items.find((item) => item.id === line.id),
    ).toMatchObject({
      read: true,
    });
    expect((await foreign.get(`/api/message/messages/${line.id}`)).status).toBe(404);
  });
});
