/**
 * After the course, through the real app on a fresh copy of the demo database: the batch admin
 * completes or marks incomplete one trainee (409 the second time, the trainee notified, the
 * certificate printable), reads the batch's feedback (averaged, paged, in Excel) which others may
 * not, and a trainer's profile lists their subjects and the batches they trained.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { messageRecipients, messages } from '../message/message.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let superAdmin: Caller;
let officer: Caller;
let officeAdmin: Caller;
let school: Caller;
let anonymous: Caller;
let titleId: number;
let trainerId: number;

const P = '/api/training';
const OFFICER_ID = 4;
const OFFICE_ADMIN_ID = 3;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, officer, officeAdmin, school, anonymous] = await Promise.all([
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, 'school@demo.gov.bd'),
    callerFor(t, null),
  ]);
  const provider = await superAdmin.post(`${P}/providers`, {
    nameBn: 'সমাপনী একাডেমি',
    nameEn: 'Closing Academy',
  });
  const title = await superAdmin.post(`${P}/titles`, {
    providerOrgId: provider.body.data.id,
    nameBn: 'দাপ্তরিক পত্র লিখন',
    nameEn: 'Official letter writing',
  });
  titleId = title.body.data.id;
  const trainer = await superAdmin.post(`${P}/trainers`, {
    nameBn: 'নাসরিন সুলতানা',
    nameEn: 'Nasrin Sultana',
    subjects: 'দাপ্তরিক পত্র, নথি ব্যবস্থাপনা',
    organisation: 'বাংলাদেশ লোক-প্রশাসন প্রশিক্ষণ কেন্দ্র',
  });
  expect(trainer.status).toBe(200);
  trainerId = trainer.body.data.id;
});
afterAll(() => t.close());

/** A file download as `email`: its status and content type. */
async function download(email: string, url: string) {
  const token = await t.tokenFor(email);
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, type: String(response.headers['content-type']) };
}

/** A past batch with the officer and two more of office 10 as trainees; two attended a day. */
async function pastBatch() {
  const created = await superAdmin.post(`${P}/batches`, {
    kind: 'internal',
    titleId,
    nameBn: 'পত্র লিখন ব্যাচ-১',
    venue: 'জেলা প্রশাসকের সম্মেলন কক্ষ, রাজশাহী',
    medium: 'in_person',
    startDate: day(-5),
    endDate: day(-3),
    seats: 5,
    trainerIds: [trainerId],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id as number;
  // Two more officers holding a desk now.
  const others = (await t.database.db.execute(sql`
    select distinct ur.user_id as id from user_roles ur join desks d on d.id = ur.desk_id
    where ur.released_on is null and d.role_id <> 34 and ur.user_id <> ${OFFICER_ID}
    order by ur.user_id limit 2`)) as unknown as { rows: { id: number }[] };
  expect(others.rows).toHaveLength(2);
  const userIds = [OFFICER_ID, ...others.rows.map((row) => Number(row.id))];
  expect((await superAdmin.post(`${P}/batches/${id}/nominations`, { userIds })).status).toBe(200);
  const entries = (await superAdmin.get(`${P}/applications?batchId=${id}`)).body.data.items as {
    id: number;
  }[];
  for (const entry of entries) {
    await superAdmin.post(`${P}/applications/${entry.id}/decision`, { action: 'shortlist' });
    expect(
      (await superAdmin.post(`${P}/applications/${entry.id}/decision`, { action: 'finalise' })).status,
    ).toBe(200);
  }
  const sheet = (await superAdmin.get(`${P}/batches/${id}/attendance?day=${day(-5)}`)).body.data;
  const rows = sheet.rows as { traineeId: number; person: { userId: number } }[];
  expect(rows).toHaveLength(3);
  const mine = rows.find((row) => row.person.userId === OFFICER_ID)?.traineeId as number;
  const [second, third] = rows.filter((row) => row.traineeId !== mine).map((row) => row.traineeId);
  expect(
    (await superAdmin.put(`${P}/batches/${id}/attendance`, { day: day(-5), present: [mine, second] })).status,
  ).toBe(200);
  return { id, mine, second, third };
}

describe('completing one trainee', () => {
  it('completes one with the certificate number, once; notifies; the certificate prints', async () => {
    const batch = await pastBatch();
    const done = await superAdmin.post(`${P}/trainees/${batch.mine}/complete`, { outcome: 'completed' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const year = Number(day(-5).slice(0, 4));
    expect(done.body.data).toEqual({
      traineeId: batch.mine,
      status: 'completed',
      certificateNo: `TRN-${year}-${batch.id}-${batch.mine}`,
    });
    const again = await superAdmin.post(`${P}/trainees/${batch.mine}/complete`, { outcome: 'incomplete' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('এই প্রশিক্ষণার্থীর ফলাফল আগেই দেওয়া হয়েছে');

    const certificate = await officer.get(`${P}/trainees/${batch.mine}/certificate`);
    expect(certificate.status).toBe(200);
    expect(certificate.body.data.certificateNo).toBe(`TRN-${year}-${batch.id}-${batch.mine}`);
    expect(certificate.body.data.person.userId).toBe(OFFICER_ID);

    const [notice] = await t.database.db
      .select({ subject: messages.subject, body: messages.body })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(eq(messageRecipients.userId, OFFICER_ID))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(notice.subject).toBe('প্রশিক্ষণ সম্পন্ন: পত্র লিখন ব্যাচ-১');
    expect(notice.body).toContain(`TRN-${year}-${batch.id}-${batch.mine}`);

    const audited = (await t.database.db.execute(
      sql`select action from audit_log where entity = 'training-trainee' and entity_id = ${String(batch.mine)} order by id desc limit 1`,
    )) as unknown as { rows: { action: string }[] };
    expect(audited.rows[0].action).toBe('completed');
  });

  it('marks one incomplete, refuses to complete one who attended no day, and the batch completes the rest', async () => {
    const batch = await pastBatch();
    const never = await superAdmin.post(`${P}/trainees/${batch.third}/complete`, { outcome: 'completed' });
    expect(never.status).toBe(409);
    expect(never.body.message).toBe('একদিনও উপস্থিত না থাকলে প্রশিক্ষণ সম্পন্ন দেখানো যায় না');
    const incomplete = await superAdmin.post(`${P}/trainees/${batch.second}/complete`, {
      outcome: 'incomplete',
    });
    expect(incomplete.status).toBe(200);
    expect(incomplete.body.data.certificateNo).toBeNull();
    expect((await superAdmin.get(`${P}/trainees/${batch.second}/certificate`)).status).toBe(409);
    // The batch's completion decides only those still enrolled: the officer, who attended.
    expect((await superAdmin.post(`${P}/batches/${batch.id}/status`, { status: 'closed' })).status).toBe(200);
    expect((await superAdmin.post(`${P}/batches/${batch.id}/status`, { status: 'completed' })).status).toBe(
      200,
    );
    const list = (await superAdmin.get(`${P}/trainees?batchId=${batch.id}`)).body.data.items as {
      id: number;
      status: string;
    }[];
    const statusOf = (id: number) => list.find((row) => row.id === id)?.status;
    expect([statusOf(batch.mine), statusOf(batch.second), statusOf(batch.third)]).toEqual([
      'completed',
      'incomplete',
      'incomplete',
    ]);
  });

  it('50 decisions at once on one trainee give one 200 and 49 409s', async () => {
    const batch = await pastBatch();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        superAdmin.post(`${P}/trainees/${batch.second}/complete`, {
          outcome: index % 2 === 0 ? 'completed' : 'incomplete',
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(49);
    const audited = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where entity = 'training-trainee' and entity_id = ${String(batch.second)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(audited.rows[0].n)).toBe(1);
  });

  it('checks the input and who may decide: 400, 401, 403, 404', async () => {
    const batch = await pastBatch();
    expect(
      (await superAdmin.post(`${P}/trainees/${batch.mine}/complete`, { outcome: 'passed' })).status,
    ).toBe(400);
    expect((await superAdmin.post(`${P}/trainees/${batch.mine}/complete`, {})).status).toBe(400);
    expect((await superAdmin.post(`${P}/trainees/0/complete`, { outcome: 'completed' })).status).toBe(400);
    const english = await (await callerFor(t, DEMO.superAdmin, 'en')).post(
      `${P}/trainees/${batch.mine}/complete`,
      {
        outcome: 'x',
      },
    );
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/[A-Za-z]/);
    expect(
      (await anonymous.post(`${P}/trainees/${batch.mine}/complete`, { outcome: 'completed' })).status,
    ).toBe(401);
    expect(
      (await officer.post(`${P}/trainees/${batch.mine}/complete`, { outcome: 'completed' })).status,
    ).toBe(403);
    // The school account manages its own batches only: an admins' batch is not there for it.
    expect((await school.post(`${P}/trainees/${batch.mine}/complete`, { outcome: 'completed' })).status).toBe(
      404,
    );
    expect(
      (await superAdmin.post(`${P}/trainees/2147483647/complete`, { outcome: 'completed' })).status,
    ).toBe(404);
  });
});

describe("the batch admin's view of feedback", () => {
  it('averages the ratings, lists the comments by page, exports them, and is refused to others', async () => {
    const batch = await pastBatch();
    const empty = (await superAdmin.get(`${P}/batches/${batch.id}/feedback`)).body.data;
    expect(empty).toMatchObject({
      answers: 0,
      average: null,
      byRating: [0, 0, 0, 0, 0],
      items: [],
      total: 0,
    });
    expect(
      (await officer.post(`${P}/trainees/${batch.mine}/feedback`, { rating: 4, comment: 'উপস্থাপনা ভালো ছিল' }))
        .status,
    ).toBe(200);
    // A second attendee's feedback, written as their own.
    await t.database.db.execute(
      sql`insert into training_feedback (trainee_id, rating, comment) values (${batch.second}, 5, 'হাতে-কলমে অনুশীলন কাজে লেগেছে')`,
    );
    const figures = await superAdmin.get(`${P}/batches/${batch.id}/feedback?pageSize=1`);
    expect(figures.status).toBe(200);
    expect(figures.body.data).toMatchObject({
      answers: 2,
      average: 4.5,
      byRating: [0, 0, 0, 1, 1],
      total: 2,
    });
    expect(figures.body.data.items).toHaveLength(1);
    const second = (await superAdmin.get(`${P}/batches/${batch.id}/feedback?pageSize=1&page=2`)).body.data;
    const comments = [figures.body.data.items[0].comment, second.items[0].comment].sort();
    expect(comments).toEqual(['উপস্থাপনা ভালো ছিল', 'হাতে-কলমে অনুশীলন কাজে লেগেছে'].sort());

    const file = await download(DEMO.superAdmin, `${P}/batches/${batch.id}/feedback/export`);
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');

    expect((await officer.get(`${P}/batches/${batch.id}/feedback`)).status).toBe(403);
    expect((await officeAdmin.get(`${P}/batches/${batch.id}/feedback`)).status).toBe(403);
    expect((await anonymous.get(`${P}/batches/${batch.id}/feedback`)).status).toBe(401);
    expect((await school.get(`${P}/batches/${batch.id}/feedback`)).status).toBe(404);
    expect((await download('school@demo.gov.bd', `${P}/batches/${batch.id}/feedback/export`)).status).toBe(
      404,
    );
    expect((await superAdmin.get(`${P}/batches/${batch.id}/feedback?pageSize=1000`)).status).toBe(400);
  });
});

describe("a trainer's profile", () => {
  it('shows the subjects and the batches trained; the trainer reads their own', async () => {
    const batch = await pastBatch();
    const profile = await superAdmin.get(`${P}/trainers/${trainerId}`);
    expect(profile.status).toBe(200);
    expect(profile.body.data.subjects).toBe('দাপ্তরিক পত্র, নথি ব্যবস্থাপনা');
    const trained = profile.body.data.trained as { id: number; nameBn: string; title: { nameBn: string } }[];
    expect(trained.find((row) => row.id === batch.id)).toMatchObject({
      nameBn: 'পত্র লিখন ব্যাচ-১',
      title: { nameBn: 'দাপ্তরিক পত্র লিখন' },
    });
    expect((await superAdmin.get(`${P}/trainers/2147483647`)).status).toBe(404);
    expect((await officer.get(`${P}/trainers/${trainerId}`)).status).toBe(403);

    // The office admin is a demo trainer (an officer of the app): their own record, with batches.
    const mine = (await officeAdmin.get(`${P}/trainers/mine`)).body.data;
    expect(mine.userId).toBe(OFFICE_ADMIN_ID);
    expect(mine.nameBn).toBe('কামরুল হাসান');
    expect(mine.trained.length).toBeGreaterThan(0);
    expect((await officer.get(`${P}/trainers/mine`)).body.data).toBeNull();
    expect((await anonymous.get(`${P}/trainers/mine`)).status).toBe(401);
  });
});
