/**
 * Training through the real app on a fresh copy of the demo database: the catalogue and a batch,
 * officers applying, nominations against an office's quota (409 over it, also 50 at once, which CI
 * runs on PostgreSQL), shortlist → trainee only from the shortlist and only while seats last (50
 * finalisations at once for 10 seats), attendance, completion with a certificate, feedback from
 * attendees only, the completed training on the profile, the school account's students and their
 * import with bad rows, and §6's permission splits.
 */
import { desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { messageRecipients, messages } from '../message/message.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let superAdmin: Caller;
let support: Caller;
let officer: Caller;
let officeAdmin: Caller;
let school: Caller;
let anonymous: Caller;
let titleId: number;

const P = '/api/training';
const OFFICER_ID = 4;
const DISTRICT_OFFICE = 10;

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, support, officer, officeAdmin, school, anonymous] = await Promise.all([
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.support),
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, 'school@demo.gov.bd'),
    callerFor(t, null),
  ]);
  const provider = await superAdmin.post(`${P}/providers`, {
    nameBn: 'পরীক্ষামূলক একাডেমি',
    nameEn: 'Test Academy',
  });
  expect(provider.status).toBe(200);
  const title = await superAdmin.post(`${P}/titles`, {
    providerOrgId: provider.body.data.id,
    nameBn: 'ই-নথি ব্যবস্থাপনা',
    nameEn: 'e-Nothi management',
  });
  expect(title.status).toBe(200);
  titleId = title.body.data.id;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function newBatch(extra: object = {}, who: Caller = superAdmin): Promise<number> {
  const response = await who.post(`${P}/batches`, {
    kind: 'internal',
    titleId,
    nameBn: 'ব্যাচ পরীক্ষা',
    venue: 'জেলা প্রশাসকের সম্মেলন কক্ষ, রাজশাহী',
    medium: 'in_person',
    startDate: day(10),
    endDate: day(14),
    seats: 10,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id;
}

/** Users holding a current desk of `officeId` (not role 34), at most `limit`. */
async function usersOf(officeId: number, limit: number): Promise<number[]> {
  const result = (await t.database.db.execute(sql`
    select distinct ur.user_id as id from user_roles ur join desks d on d.id = ur.desk_id
    where d.office_id = ${officeId} and ur.released_on is null and d.role_id <> 34
    order by ur.user_id limit ${limit}`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** The office with the most officers holding a desk now. */
async function biggestOffice(): Promise<number> {
  const result = (await t.database.db.execute(sql`
    select d.office_id as id from user_roles ur join desks d on d.id = ur.desk_id
    where ur.released_on is null and d.role_id <> 34 group by d.office_id order by count(distinct ur.user_id) desc limit 1`)) as unknown as {
    rows: { id: number }[];
  };
  return Number(result.rows[0].id);
}

describe('batches and applying', () => {
  it('an admin creates a batch, an officer sees it, applies once, and withdraws', async () => {
    const id = await newBatch();
    const open = (await officer.get(`${P}/batches?open=true&kind=internal`)).body.data;
    expect(open.items.map((item: { id: number }) => item.id)).toContain(id);
    const applied = await officer.post(`${P}/batches/${id}/apply`, { reason: 'দাপ্তরিক কাজে প্রয়োজন' });
    expect(applied.status).toBe(200);
    expect(applied.body.data.mine.status).toBe('applied');
    expect((await officer.post(`${P}/batches/${id}/apply`, {})).status).toBe(409);
    const mine = (await officer.get(`${P}/self`)).body.data;
    const entry = mine.applications.find((item: { batch: { id: number } }) => item.batch.id === id);
    expect(entry.status).toBe('applied');
    expect((await officer.post(`${P}/applications/${entry.id}/withdraw`)).status).toBe(200);
    expect((await officer.post(`${P}/applications/${entry.id}/withdraw`)).status).toBe(409);
  });

  it('checks the form: end before start, no title, bad seats, in Bangla and English', async () => {
    const bad = await superAdmin.post(`${P}/batches`, {
      kind: 'internal',
      titleId,
      nameBn: 'ক',
      venue: 'খ',
      medium: 'online',
      startDate: day(5),
      endDate: day(1),
      seats: 0,
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['endDate', 'seats']));
    const english = await callerFor(t, DEMO.superAdmin, 'en');
    const none = await english.post(`${P}/batches`, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/[A-Za-z]/);
  });

  it('keeps §6: officers may not create batches, nominate or see applicants; anonymous gets 401', async () => {
    const id = await newBatch();
    expect((await officer.post(`${P}/batches`, { kind: 'internal' })).status).toBe(403);
    expect((await officer.post(`${P}/batches/${id}/nominations`, { userIds: [OFFICER_ID] })).status).toBe(
      403,
    );
    expect((await officer.get(`${P}/applications`)).status).toBe(403);
    expect((await officeAdmin.get(`${P}/trainees`)).status).toBe(403);
    expect((await anonymous.get(`${P}/batches`)).status).toBe(401);
    expect((await support.get(`${P}/applications?batchId=${id}`)).status).toBe(200);
    // The school account sees neither the admins' applicants nor their batch by id for managing.
    expect((await school.post(`${P}/batches/${id}/status`, { status: 'closed' })).status).toBe(404);
    expect((await school.post(`${P}/batches/${id}/nominations`, { userIds: [OFFICER_ID] })).status).toBe(403);
  });
});

describe('nominations and quotas', () => {
  it('nominates within the quota, answers 409 over it and for an office without one, and notifies', async () => {
    const officeId = await biggestOffice();
    const users = await usersOf(officeId, 4);
    expect(users.length).toBeGreaterThanOrEqual(3);
    const id = await newBatch({ quotas: [{ officeId, quota: 2 }] });
    const first = await superAdmin.post(`${P}/batches/${id}/nominations`, {
      userIds: users.slice(0, 2),
      note: 'জরুরি',
    });
    expect(first.status).toBe(200);
    expect(first.body.data.quotas[0]).toMatchObject({ quota: 2, used: 2 });
    const over = await superAdmin.post(`${P}/batches/${id}/nominations`, { userIds: [users[2]] });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain('কোটা');
    // An officer of an office without a quota can neither be nominated nor apply.
    const other = (await usersOf(officeId === DISTRICT_OFFICE ? 2 : DISTRICT_OFFICE, 1))[0];
    expect((await superAdmin.post(`${P}/batches/${id}/nominations`, { userIds: [other] })).status).toBe(409);
    // The nominee hears of it.
    const [notice] = await t.database.db
      .select({ subject: messages.subject })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(eq(messageRecipients.userId, users[0]))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(notice.subject).toContain('মনোনয়ন');
    // The memo lists the office's nominees.
    const memo = await superAdmin.get(`${P}/batches/${id}/memo?officeId=${officeId}`);
    expect(memo.status).toBe(200);
    expect(memo.body.data.nominees).toHaveLength(2);
    // A rejection frees a place.
    const applicants = (await superAdmin.get(`${P}/applications?batchId=${id}`)).body.data.items;
    expect(
      (
        await superAdmin.post(`${P}/applications/${applicants[0].id}/decision`, {
          action: 'reject',
          reason: 'পদ অনুযায়ী নয়',
        })
      ).status,
    ).toBe(200);
    expect((await superAdmin.post(`${P}/batches/${id}/nominations`, { userIds: [users[2]] })).status).toBe(
      200,
    );
  });

  it('50 nominations at once into a quota of 5 give five 200s and 45 409s', async () => {
    const officeId = await biggestOffice();
    const users = await usersOf(officeId, 50);
    expect(users.length).toBeGreaterThan(5);
    const id = await newBatch({ quotas: [{ officeId, quota: 5 }], seats: 100 });
    // 50 requests at once, the office's officers in turn (the demo office has fewer than 50).
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        superAdmin.post(`${P}/batches/${id}/nominations`, { userIds: [users[index % users.length]] }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    const batch = (await superAdmin.get(`${P}/batches/${id}`)).body.data;
    expect(batch.quotas[0].used).toBe(5);
    expect(batch.applicants).toBe(5);
  });
});

describe('shortlist → trainee', () => {
  it('finalises only from the shortlist and only while seats last; 50 at once for 10 seats give 10', async () => {
    const officeId = await biggestOffice();
    const users = await usersOf(officeId, 50);
    const id = await newBatch({ seats: 3 });
    expect(
      (await superAdmin.post(`${P}/batches/${id}/nominations`, { userIds: users.slice(0, 5) })).status,
    ).toBe(200);
    const items = (await superAdmin.get(`${P}/applications?batchId=${id}`)).body.data.items as {
      id: number;
    }[];
    // Straight from 'applied' is not allowed.
    expect(
      (await superAdmin.post(`${P}/applications/${items[0].id}/decision`, { action: 'finalise' })).status,
    ).toBe(409);
    for (const item of items)
      expect(
        (
          await superAdmin.post(`${P}/applications/${item.id}/decision`, {
            action: 'shortlist',
            reason: 'যোগ্য',
          })
        ).status,
      ).toBe(200);
    const ranked = (await superAdmin.get(`${P}/applications?batchId=${id}&status=shortlisted`)).body.data
      .items;
    expect(ranked.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3, 4, 5]);
    const outcomes = [];
    for (const item of items)
      outcomes.push(
        (await superAdmin.post(`${P}/applications/${item.id}/decision`, { action: 'finalise' })).status,
      );
    expect(outcomes).toEqual([200, 200, 200, 409, 409]);
    expect(
      (await superAdmin.post(`${P}/applications/${items[0].id}/decision`, { action: 'finalise' })).status,
    ).toBe(409);
    const waitlisted = await superAdmin.post(`${P}/applications/${items[4].id}/decision`, {
      action: 'waitlist',
    });
    expect(waitlisted.status).toBe(200);

    const race = await newBatch({ seats: 10, nameBn: 'দৌড় ব্যাচ' });
    expect((await superAdmin.post(`${P}/batches/${race}/nominations`, { userIds: users })).status).toBe(200);
    const all = (await superAdmin.get(`${P}/applications?batchId=${race}&pageSize=100`)).body.data.items as {
      id: number;
    }[];
    await Promise.all(
      all.map((item) => superAdmin.post(`${P}/applications/${item.id}/decision`, { action: 'shortlist' })),
    );
    // 50 requests at once over the shortlist (each entry asked for more than once).
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        superAdmin.post(`${P}/applications/${all[index % all.length].id}/decision`, { action: 'finalise' }),
      ),
    );
    expect(results.filter((result) => result.status === 409)).toHaveLength(50 - Math.min(10, all.length));
    expect(results.filter((result) => result.status === 200)).toHaveLength(Math.min(10, all.length));
    const batch = (await superAdmin.get(`${P}/batches/${race}`)).body.data;
    expect(batch.trainees).toBe(Math.min(10, all.length));
    const trainees = (await superAdmin.get(`${P}/trainees?batchId=${race}`)).body.data;
    expect(trainees.total).toBe(Math.min(10, all.length));
  });

  it('takes attendance, completes the batch with certificates, takes feedback from attendees, and shows it on the profile', async () => {
    const id = await newBatch({ seats: 5, startDate: day(-6), endDate: day(-2), nameBn: 'সম্পন্ন ব্যাচ' });
    const other = (await usersOf(DISTRICT_OFFICE, 3)).find((userId) => userId !== OFFICER_ID) as number;
    expect(
      (await superAdmin.post(`${P}/batches/${id}/nominations`, { userIds: [OFFICER_ID, other] })).status,
    ).toBe(200);
    const items = (await superAdmin.get(`${P}/applications?batchId=${id}`)).body.data.items as {
      id: number;
    }[];
    for (const item of items) {
      await superAdmin.post(`${P}/applications/${item.id}/decision`, { action: 'shortlist' });
      expect(
        (await superAdmin.post(`${P}/applications/${item.id}/decision`, { action: 'finalise' })).status,
      ).toBe(200);
    }
    const sheet = (await superAdmin.get(`${P}/batches/${id}/attendance?day=${day(-6)}`)).body.data;
    const mine = sheet.rows.find((row: { person: { userId: number } }) => row.person.userId === OFFICER_ID);
    const theirs = sheet.rows.find((row: { person: { userId: number } }) => row.person.userId === other);
    expect(
      (await superAdmin.put(`${P}/batches/${id}/attendance`, { day: day(-20), present: [] })).status,
    ).toBe(400);
    const marked = await superAdmin.put(`${P}/batches/${id}/attendance`, {
      day: day(-6),
      present: [mine.traineeId],
    });
    expect(marked.status).toBe(200);
    expect(
      marked.body.data.rows.find((row: { traineeId: number }) => row.traineeId === mine.traineeId)
        .daysPresent,
    ).toBe(1);
    // Feedback before completion is fine for an attendee; someone else's is refused.
    expect((await officer.post(`${P}/trainees/${theirs.traineeId}/feedback`, { rating: 5 })).status).toBe(
      403,
    );
    expect((await superAdmin.post(`${P}/batches/${id}/status`, { status: 'completed' })).status).toBe(409);
    expect((await superAdmin.post(`${P}/batches/${id}/status`, { status: 'closed' })).status).toBe(200);
    expect((await superAdmin.post(`${P}/batches/${id}/status`, { status: 'completed' })).status).toBe(200);
    const certificate = await officer.get(`${P}/trainees/${mine.traineeId}/certificate`);
    expect(certificate.status).toBe(200);
    expect(certificate.body.data.certificateNo).toMatch(/^TRN-/);
    expect((await superAdmin.get(`${P}/trainees/${theirs.traineeId}/certificate`)).status).toBe(409);
    expect(
      (await officer.post(`${P}/trainees/${mine.traineeId}/feedback`, { rating: 4, comment: 'ভালো' })).status,
    ).toBe(200);
    expect((await officer.post(`${P}/trainees/${mine.traineeId}/feedback`, { rating: 4 })).status).toBe(409);
    expect((await officer.post(`${P}/trainees/${mine.traineeId}/feedback`, { rating: 9 })).status).toBe(400);
    const completed = (await officer.get(`${P}/completed`)).body.data;
    expect(completed.map((row: { traineeId: number }) => row.traineeId)).toContain(mine.traineeId);
    const dashboard = (await officer.get(`${P}/dashboard?kind=internal`)).body.data;
    expect(dashboard.completed).toBeGreaterThanOrEqual(1);
    expect(dashboard.byGender.length).toBeGreaterThan(0);
    // The figures kept by trigger agree with the trainees themselves, in total and by year.
    const counted = await t.database.db.execute(
      sql`select year::text as year, count(*)::int as trainees,
            (count(*) filter (where status = 'completed'))::int as completed
          from training_trainees where kind = 'internal' group by year order by year`,
    );
    const byYear = (counted as unknown as { rows: { year: string; trainees: number; completed: number }[] })
      .rows;
    expect(dashboard.byYear.map((row: { key: string; trainees: number; completed: number }) => row)).toEqual(
      byYear.map((row) =>
        expect.objectContaining({ key: row.year, trainees: row.trainees, completed: row.completed }),
      ),
    );
    expect(dashboard.trainees).toBe(byYear.reduce((sum, row) => sum + row.trainees, 0));
    expect(dashboard.completed).toBe(byYear.reduce((sum, row) => sum + row.completed, 0));
    // The app admin's trainee lists are counted from those figures: the totals are the trainees'.
    const totalOf = async (filter: string) =>
      (await superAdmin.get(`${P}/trainees?${filter}`)).body.data.total as number;
    expect(await totalOf('kind=internal')).toBe(dashboard.trainees);
    expect(await totalOf('kind=internal&status=completed')).toBe(dashboard.completed);
    const [latest] = byYear.slice(-1);
    expect(await totalOf(`kind=internal&year=${latest.year}`)).toBe(latest.trainees);
    // A filter the figures are not kept by is counted from the trainees.
    const enrolled = await t.database.db.execute(
      sql`select count(*)::int as total from training_trainees where kind = 'internal' and status = 'enrolled'`,
    );
    expect(await totalOf('kind=internal&status=enrolled')).toBe(
      (enrolled as unknown as { rows: { total: number }[] }).rows[0].total,
    );
  });
});

async function workbook(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('students');
  sheet.addRow(['নাম', 'Name', 'NID', 'Mobile', 'Gender', 'School', 'Class']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importFile(bytes: Buffer) {
  const token = await t.tokenFor('school@demo.gov.bd');
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'students.xlsx'));
  const response = await t.app.inject({
    method: 'POST',
    url: `${P}/students/import`,
    headers: { authorization: `Bearer ${token}` },
    payload: form,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('the school account (role 34)', () => {
  it('imports students with a row-by-row report, adds nothing on a mistake, then all of a clean file', async () => {
    const bad = await importFile(
      await workbook([
        ['রহিমা খাতুন', 'Rahima Khatun', '1987654321', '01819000001', 'female', 'পবা উচ্চ বিদ্যালয়', 'নবম'],
        ['করিম', null, '123', '01819000002', 'male', 'পবা উচ্চ বিদ্যালয়', null],
        ['সালমা', null, '1987654322', '01819000001', 'নারী', 'পবা উচ্চ বিদ্যালয়', null],
        ['জামাল', null, '1987654323', '01819000003', 'unknown', '', null],
      ]),
    );
    expect(bad.status).toBe(400);
    const errors = bad.body.data.errors as { row: number; column: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, column: 'nid' }),
        expect.objectContaining({ row: 4, column: 'mobile' }),
        expect.objectContaining({ row: 5, column: 'gender' }),
        expect.objectContaining({ row: 5, column: 'institution' }),
      ]),
    );
    expect((await school.get(`${P}/students?search=রহিমা`)).body.data.total).toBe(0);
    const good = await importFile(
      await workbook([
        ['রহিমা খাতুন', 'Rahima Khatun', '1987654321', '01819000001', 'female', 'পবা উচ্চ বিদ্যালয়', 'নবম'],
        ['করিম উদ্দিন', null, '1987654324', '01819000002', 'পুরুষ', 'পবা উচ্চ বিদ্যালয়', 'দশম'],
      ]),
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data.added).toBe(2);
    // The same again: duplicates by NID.
    const again = await importFile(
      await workbook([['রহিমা খাতুন', null, '1987654321', '01819000099', 'female', 'পবা উচ্চ বিদ্যালয়', null]]),
    );
    expect(again.status).toBe(400);
    expect(again.body.data.errors[0]).toMatchObject({ row: 2, column: 'nid' });
  });

  it('creates a student, a batch of its own, adds students and finalises them; others cannot see them', async () => {
    const created = await school.post(`${P}/students`, {
      nameBn: 'মোছাঃ তানজিলা',
      nid: '19901234567890123',
      mobile: '01719000010',
      gender: 'female',
      institution: 'পবা উচ্চ বিদ্যালয়',
    });
    expect(created.status).toBe(200);
    expect(
      (await school.post(`${P}/students`, { ...created.body.data, nid: '19901234567890124' })).status,
    ).toBe(409);
    expect((await school.post(`${P}/batches`, { kind: 'external' })).status).toBe(400);
    const id = await newBatch({ nameBn: 'স্কুল ব্যাচ', seats: 2 }, school);
    const students = (await school.get(`${P}/students?notInBatchId=${id}`)).body.data.items as {
      id: number;
    }[];
    expect(students.length).toBeGreaterThanOrEqual(3);
    const added = await school.post(`${P}/batches/${id}/students`, {
      studentIds: students.slice(0, 3).map((row) => row.id),
    });
    expect(added.status).toBe(200);
    const entries = (await school.get(`${P}/applications?batchId=${id}`)).body.data.items as {
      id: number;
      status: string;
    }[];
    expect(entries.every((entry) => entry.status === 'shortlisted')).toBe(true);
    const outcomes = [];
    for (const entry of entries)
      outcomes.push(
        (await school.post(`${P}/applications/${entry.id}/decision`, { action: 'finalise' })).status,
      );
    expect(outcomes).toEqual([200, 200, 409]);
    expect((await school.get(`${P}/trainees?batchId=${id}`)).body.data.total).toBe(2);
    // Another office's manager sees none of it.
    expect((await officer.get(`${P}/students`)).status).toBe(403);
    expect((await officer.get(`${P}/batches/${id}`)).status).toBe(404);
    expect((await superAdmin.get(`${P}/batches/${id}`)).status).toBe(200);
    // A student of the school cannot go into the admins' batch by the school.
    const adminBatch = await newBatch();
    expect(
      (await school.post(`${P}/batches/${adminBatch}/students`, { studentIds: [students[0].id] })).status,
    ).toBe(404);
  });

  it('exports the lists to Excel', async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    for (const path of ['batches/export', 'applications/export', 'trainees/export', 'trainers/export']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${P}/${path}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
    }
  });
});
