/**
 * Reminders before the meeting day, on a fresh copy of the demo database: the sweep reminds the
 * invitees of tomorrow's invited meetings only (the invited desks, the nominated officers and the
 * heads and admins of invited offices), and a second sweep sends nothing; the calling office reminds
 * on demand once (409 after, and for a draft or a meeting whose day has passed), other offices are
 * refused, and 50 reminders at once give one 200 (which CI runs on PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDay } from '../../platform/working-days';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { sendDueReminders } from './meeting-reminders.service';

let t: TestApp;
let officeAdmin: Caller;
let officer: Caller;
let superAdmin: Caller;
let exam: Caller;
let office861: Caller;
let anonymous: Caller;
let officeAdminEn: Caller;

const M = '/api/meeting/meetings';
const DAY = 86_400_000;
/** A Dhaka day `offset` days from today, as the sweep counts them. */
const day = (offset: number) => dhakaDay(new Date(Date.now() + offset * DAY));

beforeAll(async () => {
  t = await createTestApp();
  [officeAdmin, officer, superAdmin, exam, office861, anonymous, officeAdminEn] = await Promise.all([
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, 'exam@demo.gov.bd'),
    callerFor(t, DEMO.office861),
    callerFor(t, null),
    callerFor(t, DEMO.officeAdmin, 'en'),
  ]);
});
afterAll(() => t.close());

/** A meeting of the district office with desk 12 and the head office invited; invited unless `draft`. */
async function meeting(title: string, offset: number, draft = false): Promise<number> {
  const created = await officeAdmin.post(M, {
    kind: 'inter_office',
    title,
    meetingType: 'coordination',
    chairDeskId: 10,
    meetingDate: day(offset),
    startTime: '10:30',
    venue: 'সম্মেলন কক্ষ, জেলা আইসিটি কার্যালয়',
    agenda: ['ই-নথি বাস্তবায়নের অগ্রগতি'],
    invitees: [
      { kind: 'desk', deskId: 12 },
      { kind: 'office', officeId: 2 },
    ],
  });
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  if (!draft) expect((await officeAdmin.post(`${M}/${id}/invite`)).status).toBe(200);
  return id;
}

/** Inbox rows of the reminder of `title`: to desks, and to users (the invited offices' leads). */
async function reminders(title: string): Promise<{ desks: number[]; users: number }> {
  const result = (await t.database.db.execute(sql`
    select r.desk_id, r.user_id from message_recipients r join messages m on m.id = r.message_id
    where m.subject = ${`সভার স্মরণ: ${title}`}`)) as unknown as {
    rows: { desk_id: number | null; user_id: number | null }[];
  };
  return {
    desks: result.rows.flatMap((row) => (row.desk_id ? [Number(row.desk_id)] : [])).sort((a, b) => a - b),
    users: result.rows.filter((row) => row.user_id !== null).length,
  };
}

describe('meeting reminders', () => {
  it('the demo seed has a meeting reminded ahead of its day, read by the invited office', async () => {
    const search = encodeURIComponent('আন্তঃদপ্তর সমন্বয়');
    const [seeded] = (await officeAdmin.get(`${M}?view=upcoming&search=${search}`)).body.data.items;
    const detail = (await officeAdmin.get(`${M}/${seeded.id}`)).body.data;
    expect(detail.title).toBe('জেলা আইসিটি কার্যালয়সমূহের সাথে আন্তঃদপ্তর সমন্বয় সভা');
    expect(dhakaDay(new Date(detail.reminderSentAt))).toBe(day(-1));
    expect((await superAdmin.get(`${M}/${seeded.id}`)).body.data.can.remind).toBe(false);
  });

  it('the sweep reminds the invitees of tomorrow’s invited meetings once, and no others', async () => {
    const tomorrow = await meeting('আগামীকালের ই-সেবা সমন্বয় সভা', 1);
    const later = await meeting('পরশুর ই-সেবা সমন্বয় সভা', 2);
    const draft = await meeting('আগামীকালের খসড়া সভা', 1, true);
    // The head office nominates its officers before the sweep: they are reminded too.
    const owed = (await superAdmin.get('/api/meeting/nominations?pageSize=100')).body.data.items;
    const row = owed.find((item: { meeting: { id: number } }) => item.meeting.id === tomorrow);
    const nominated = { nomineeDeskId: 2, substituteDeskId: 3 };
    expect((await superAdmin.put(`/api/meeting/nominations/${row.inviteeId}`, nominated)).status).toBe(200);

    expect(await sendDueReminders(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await reminders('আগামীকালের ই-সেবা সমন্বয় সভা')).desks).toEqual([2, 3, 12]);
    expect((await reminders('আগামীকালের ই-সেবা সমন্বয় সভা')).users).toBeGreaterThan(0);
    expect(await reminders('পরশুর ই-সেবা সমন্বয় সভা')).toEqual({ desks: [], users: 0 });
    expect(await reminders('আগামীকালের খসড়া সভা')).toEqual({ desks: [], users: 0 });
    const detail = (await officeAdmin.get(`${M}/${tomorrow}`)).body.data;
    expect(detail.reminderSentAt).not.toBeNull();
    expect(detail.can.remind).toBe(false);
    expect((await officeAdmin.get(`${M}/${later}`)).body.data.can.remind).toBe(true);
    expect((await officeAdmin.get(`${M}/${draft}`)).body.data.reminderSentAt).toBeNull();

    // A second sweep (or a second server's) sends nothing more.
    expect(await sendDueReminders(t.database.db)).toBe(0);
    expect((await reminders('আগামীকালের ই-সেবা সমন্বয় সভা')).desks).toHaveLength(3);
    // Nor does the calling office's button afterwards.
    const again = await officeAdmin.post(`${M}/${tomorrow}/remind`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('এই সভার স্মরণ বার্তা ইতোমধ্যে পাঠানো হয়েছে');
  });

  it('the calling office reminds on demand once; a draft or a past meeting is 409', async () => {
    const id = await meeting('বার্ষিক কর্মপরিকল্পনা প্রণয়ন সভা', 5);
    const sent = await officer.post(`${M}/${id}/remind`);
    expect(sent.status).toBe(200);
    expect(sent.body.data.reminderSentAt).not.toBeNull();
    expect(sent.body.data.can.remind).toBe(false);
    expect((await reminders('বার্ষিক কর্মপরিকল্পনা প্রণয়ন সভা')).desks).toEqual([12]);
    // The invited office reads when the reminder went out.
    expect((await exam.get(`${M}/${id}`)).body.data.reminderSentAt).toBe(sent.body.data.reminderSentAt);
    expect((await officeAdmin.post(`${M}/${id}/remind`)).status).toBe(409);
    // The sweep of the day before leaves it alone.
    expect(await sendDueReminders(t.database.db, new Date(Date.now() + 4 * DAY))).toBe(0);
    expect((await reminders('বার্ষিক কর্মপরিকল্পনা প্রণয়ন সভা')).desks).toEqual([12]);

    const draft = await meeting('খসড়া পর্যায়ের সভা', 5, true);
    const refused = await officeAdminEn.post(`${M}/${draft}/remind`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only an invited meeting that is still ahead can be reminded of');
    const past = await meeting('গত সপ্তাহের সভা', -2);
    expect((await officeAdmin.post(`${M}/${past}/remind`)).status).toBe(409);
    expect((await officeAdmin.get(`${M}/${past}`)).body.data.can.remind).toBe(false);
    const held = await meeting('আজকের সভা', 0);
    expect((await officeAdmin.post(`${M}/${held}/held`)).status).toBe(200);
    expect((await officeAdmin.post(`${M}/${held}/remind`)).status).toBe(409);
  });

  it('refuses callers who may not remind: 401, 403 without meeting management, 404 for others', async () => {
    const id = await meeting('জেলা ই-সেবা কেন্দ্র পর্যালোচনা সভা', 4);
    expect((await anonymous.post(`${M}/${id}/remind`)).status).toBe(401);
    expect((await office861.post(`${M}/${id}/remind`)).status).toBe(403);
    // The invited office reads the meeting but does not remind for the calling office.
    expect((await superAdmin.post(`${M}/${id}/remind`)).status).toBe(404);
    expect((await exam.post(`${M}/${id}/remind`)).status).toBe(404);
    expect((await officeAdmin.post(`${M}/2147483648/remind`)).status).toBe(400);
    expect((await superAdmin.put('/api/settings/site-permissions/10', { meetingMgt: false })).status).toBe(
      200,
    );
    try {
      expect((await officeAdmin.post(`${M}/${id}/remind`)).status).toBe(403);
    } finally {
      await superAdmin.put('/api/settings/site-permissions/10', { meetingMgt: true });
    }
    expect(await reminders('জেলা ই-সেবা কেন্দ্র পর্যালোচনা সভা')).toEqual({ desks: [], users: 0 });
  });

  it('50 reminders at once: exactly one 200, one reminder', async () => {
    const id = await meeting('ডিজিটাল সেবা মেলা প্রস্তুতি সভা', 3);
    const many = await Promise.all(Array.from({ length: 50 }, () => officeAdmin.post(`${M}/${id}/remind`)));
    const statuses = many.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect((await reminders('ডিজিটাল সেবা মেলা প্রস্তুতি সভা')).desks).toEqual([12]);
  });
});
