/**
 * Transfer through the real app on a fresh copy of the demo database: applying and its rules, the
 * deciding desks (403 for a foreign desk and for one's own application), double decisions (409, and
 * 50 at once, which CI runs on PostgreSQL), withdrawing, the planner's vacancies and rounds, and
 * carrying out a round: the posting moves, the service history closes one row and opens the next,
 * a desk taken meanwhile fails alone, and the applicant is told at every step.
 */
import { and, desc, eq, inArray, isNull, like, notInArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { districts } from '../geography/geography.table';
import { messageRecipients, messages } from '../message/message.table';
import { desks, offices, roles, userRoles } from '../office/office.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { users } from '../users/users.table';
import { transferApplications } from './transfer.table';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let noOffice: Caller;
let anonymous: Caller;
let officerEn: Caller;
let foreignAdmin: Caller;
let colleague: Caller;
let colleagueId: number;
let foreignEmail: string;
let districtId: number;
let mover: { userId: number; email: string };

const APPLICATIONS = '/api/transfer/applications';
const APPROVALS = '/api/transfer/approvals';
const ROUNDS = '/api/transfer/planner/rounds';
const OFFICER_ID = 4;
const OFFICE = 10;
const today = () => new Date().toISOString().slice(0, 10);

const valid = {
  preferredOfficeIds: [11],
  preferredDistrictIds: [] as number[],
  reason: 'পারিবারিক কারণে পবা উপজেলায় বদলি প্রয়োজন।',
};

/** A desk of `officeId` nobody holds, not `except`. */
async function vacantDesk(officeId: number, except: number[] = []): Promise<number> {
  const [row] = await t.database.db
    .select({ id: desks.id })
    .from(desks)
    .where(
      and(
        eq(desks.officeId, officeId),
        except.length ? notInArray(desks.id, except) : undefined,
        sql`not exists (select 1 from user_roles ur where ur.desk_id = ${desks.id} and ur.released_on is null)`,
      ),
    )
    .orderBy(desks.id)
    .limit(1);
  if (!row) throw new Error(`no vacant desk in office ${officeId}`);
  return row.id;
}

/** A user holding a desk of `officeId` other than the demo personas, with the holding made older. */
async function staffOf(officeId: number, admin: boolean): Promise<{ userId: number; email: string }> {
  const [row] = await t.database.db
    .select({ id: userRoles.id, userId: userRoles.userId, email: users.email })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(desks.officeId, officeId),
        isNull(userRoles.releasedOn),
        eq(userRoles.isAdditionalCharge, false),
        sql`${users.id} >= 1000`,
        sql`${desks.roleId} <> 34`,
      ),
    )
    .orderBy(userRoles.id)
    .limit(1);
  if (!row) throw new Error(`no staff in office ${officeId}`);
  await t.database.db
    .update(userRoles)
    .set({ isOfficeAdmin: admin, joinedOn: '2018-01-01' })
    .where(eq(userRoles.id, row.id));
  return { userId: row.userId, email: row.email };
}

/** Moves a staff member (not one of `except`) into a vacant desk of `officeId`, held since 2018. */
async function colleagueIn(officeId: number, except: number[]): Promise<{ userId: number; email: string }> {
  const [row] = await t.database.db
    .select({ id: userRoles.id, userId: userRoles.userId, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .where(
      and(
        isNull(userRoles.releasedOn),
        eq(userRoles.isAdditionalCharge, false),
        sql`${users.id} >= 1000`,
        sql`${desks.roleId} <> 34`,
        notInArray(users.id, except),
        sql`not exists (select 1 from user_roles other where other.user_id = ${users.id} and other.id <> ${userRoles.id} and other.released_on is null)`,
      ),
    )
    .orderBy(userRoles.id)
    .limit(1);
  const desk = await vacantDesk(officeId);
  await t.database.db
    .update(userRoles)
    .set({ deskId: desk, joinedOn: '2018-01-01', isOfficeAdmin: false, isOfficeHead: false })
    .where(eq(userRoles.id, row.id));
  return { userId: row.userId, email: row.email };
}

beforeAll(async () => {
  t = await createTestApp();
  [{ id: districtId }] = await t.database.db.select({ id: districts.id }).from(districts).limit(1);
  // An office admin of an office that neither is nor controls the officer's office.
  const [foreignOffice] = await t.database.db
    .select({ id: offices.id })
    .from(offices)
    .where(
      and(
        notInArray(offices.id, [2, 10, 11, 12, 861]),
        sql`coalesce(${offices.controllingOfficeId}, 0) not in (2, 10)`,
        sql`exists (select 1 from desks d join user_roles ur on ur.desk_id = d.id and ur.released_on is null where d.office_id = ${offices.id} and ur.user_id >= 1000)`,
      ),
    )
    .limit(1);
  const foreign = await staffOf(foreignOffice.id, true);
  foreignEmail = foreign.email;
  // Two of the staff are moved into vacant posts of the officer's office, as colleagues.
  const mate = await colleagueIn(OFFICE, [foreign.userId]);
  mover = await colleagueIn(OFFICE, [foreign.userId, mate.userId]);
  colleagueId = mate.userId;
  [officer, officeAdmin, superAdmin, noOffice, anonymous, officerEn, foreignAdmin, colleague] =
    await Promise.all([
      callerFor(t, DEMO.officer),
      callerFor(t, DEMO.officeAdmin),
      callerFor(t, DEMO.superAdmin),
      callerFor(t, DEMO.noOffice),
      callerFor(t, null),
      callerFor(t, DEMO.officer, 'en'),
      callerFor(t, foreign.email),
      callerFor(t, mate.email),
    ]);
});
afterAll(() => t.close());

async function applyAs(caller: Caller = officer, body: object = valid): Promise<number> {
  const response = await caller.post(APPLICATIONS, body);
  expect(response.status).toBe(200);
  return response.body.data.id;
}

/** Withdraws whatever the caller has open, so the next test may apply. */
async function clearOpen(userId: number) {
  await t.database.db
    .update(transferApplications)
    .set({ status: 4 })
    .where(
      and(eq(transferApplications.applicantUserId, userId), inArray(transferApplications.status, [1, 2])),
    );
}

async function noticesOf(userId: number, link: string) {
  return t.database.db
    .select({ subject: messages.subject })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(eq(messageRecipients.userId, userId), like(messages.link, `${link}%`)))
    .orderBy(desc(messages.id));
}

describe('applying', () => {
  it('an officer applies from the posting (not the additional charge) and follows it', async () => {
    await clearOpen(OFFICER_ID);
    const response = await officer.post(APPLICATIONS, { ...valid, preferredDistrictIds: [districtId] });
    expect(response.status).toBe(200);
    const application = response.body.data;
    expect(application).toMatchObject({ status: 1, applicant: { userId: OFFICER_ID, nameBn: 'নুসরাত জাহান' } });
    expect(application.from.office.id).toBe(OFFICE);
    expect(application.preferredOffices.map((office: { id: number }) => office.id)).toEqual([11]);
    expect(application.preferredDistricts).toHaveLength(1);
    expect(application.can).toMatchObject({ withdraw: true, decide: false, attach: true });
    const mine = await officer.get(APPLICATIONS);
    expect(mine.body.data.items.map((item: { id: number }) => item.id)).toContain(application.id);
    // The deciding desk of the office is told (the desk, so it survives a transfer of its holder).
    const [{ count }] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messageRecipients.deskId, 10), like(messages.subject, `%#${application.id}%`)));
    expect(count).toBe(1);
  });

  it('one application in progress at a time (409), also two at once', async () => {
    expect((await officer.post(APPLICATIONS, valid)).status).toBe(409);
    await clearOpen(OFFICER_ID);
    const two = await Promise.all([officer.post(APPLICATIONS, valid), officer.post(APPLICATIONS, valid)]);
    expect(two.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it('refuses bad input with a Bangla message (English on request) and stores nothing', async () => {
    await clearOpen(OFFICER_ID);
    const before = (await officer.get(APPLICATIONS)).body.data.total;
    const noPreference = await officer.post(APPLICATIONS, { reason: valid.reason });
    expect(noPreference.status).toBe(400);
    expect(JSON.stringify(noPreference.body)).toContain('অন্তত একটি পছন্দের অফিস বা জেলা নির্বাচন করুন');
    const short = await officer.post(APPLICATIONS, { ...valid, reason: 'বদলি' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('কারণটি অন্তত ১০ অক্ষরে লিখুন');
    const tooMany = await officer.post(APPLICATIONS, { ...valid, preferredOfficeIds: [1, 2, 3, 4, 5, 6] });
    expect(tooMany.status).toBe(400);
    const unknown = await officer.post(APPLICATIONS, { ...valid, preferredOfficeIds: [999_999] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('অফিসটি পাওয়া যায়নি');
    const huge = await officer.post(APPLICATIONS, { ...valid, preferredOfficeIds: [99_999_999_999] });
    expect(huge.status).toBe(400);
    const nul = await officer.post(APPLICATIONS, { ...valid, reason: 'পারিবারিক\u0000 কারণে বদলি প্রয়োজন' });
    expect(nul.status).toBe(400);
    const english = await officerEn.post(APPLICATIONS, { preferredOfficeIds: [11] });
    expect(english.status).toBe(400);
    expect(JSON.stringify(english.body)).toContain('Write the reason for the transfer');
    expect((await officer.get(APPLICATIONS)).body.data.total).toBe(before);
    expect((await officer.get(`${APPLICATIONS}?status=9`)).status).toBe(400);
  });

  it('needs a signed-in desk holder', async () => {
    expect((await anonymous.post(APPLICATIONS, valid)).status).toBe(401);
    expect((await noOffice.post(APPLICATIONS, valid)).status).toBe(403);
    expect((await noOffice.get(APPLICATIONS)).status).toBe(403);
  });

  it('the applicant withdraws before a decision, not after (409)', async () => {
    await clearOpen(OFFICER_ID);
    const id = await applyAs();
    expect((await colleague.post(`${APPLICATIONS}/${id}/withdraw`)).status).toBe(404);
    const withdrawn = await officer.post(`${APPLICATIONS}/${id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.status).toBe(4);
    expect((await officer.post(`${APPLICATIONS}/${id}/withdraw`)).status).toBe(409);
    expect((await officeAdmin.post(`${APPLICATIONS}/${id}/decision`, { decision: 'approve' })).status).toBe(
      409,
    );
  });

  it('takes an attachment checked by content, which the deciding desk can read', async () => {
    await clearOpen(OFFICER_ID);
    const id = await applyAs();
    const token = await t.tokenFor(DEMO.officer);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(pdfBytes())], 'আদেশ.pdf'));
    const upload = await t.app.inject({
      method: 'POST',
      url: `${APPLICATIONS}/${id}/attachments`,
      headers: { authorization: `Bearer ${token}` },
      payload: form,
    });
    expect(upload.statusCode).toBe(200);
    const url = upload.json().data.url;
    const adminToken = await t.tokenFor(DEMO.officeAdmin);
    const read = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(read.statusCode).toBe(200);
    const colleagueToken = await t.tokenFor(foreignEmail);
    const refused = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${colleagueToken}` },
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('deciding', () => {
  it('the office admin desk sees the queue and approves; the decision records desk and person', async () => {
    await clearOpen(OFFICER_ID);
    const id = await applyAs();
    const queue = await officeAdmin.get(`${APPROVALS}?status=1`);
    expect(queue.status).toBe(200);
    expect(queue.body.data.items.map((item: { id: number }) => item.id)).toContain(id);
    const searched = await officeAdmin.get(`${APPROVALS}?search=${encodeURIComponent('নুসরাত')}`);
    expect(searched.body.data.items.map((item: { id: number }) => item.id)).toContain(id);
    const approved = await officeAdmin.post(`${APPLICATIONS}/${id}/decision`, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 2, decidedBy: { desk: { deskId: 10 } } });
    const notices = await noticesOf(OFFICER_ID, `/transfer-applications?id=${id}`);
    expect(notices.map((notice) => notice.subject)).toContain(`বদলির আবেদন #${id}: অনুমোদিত`);
  });

  it('a rejection needs its reason (400), which the applicant reads', async () => {
    await clearOpen(OFFICER_ID);
    const id = await applyAs();
    const noReason = await officeAdmin.post(`${APPLICATIONS}/${id}/decision`, { decision: 'reject' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('নামঞ্জুরের কারণ লিখুন');
    expect((await officeAdmin.post(`${APPLICATIONS}/${id}/decision`, { decision: 'maybe' })).status).toBe(
      400,
    );
    const rejected = await officeAdmin.post(`${APPLICATIONS}/${id}/decision`, {
      decision: 'reject',
      note: 'পদ শূন্য নেই',
    });
    expect(rejected.status).toBe(200);
    const seen = await officer.get(`${APPLICATIONS}/${id}`);
    expect(seen.body.data).toMatchObject({ status: 3, decisionNote: 'পদ শূন্য নেই' });
  });

  it('a foreign desk gets 403, a plain officer 403, the applicant 403 on the own application', async () => {
    await clearOpen(OFFICER_ID);
    const id = await applyAs();
    const foreign = await foreignAdmin.post(`${APPLICATIONS}/${id}/decision`, { decision: 'approve' });
    expect(foreign.status).toBe(403);
    expect((await foreignAdmin.get(`${APPLICATIONS}/${id}`)).status).toBe(404);
    const queue = await foreignAdmin.get(APPROVALS);
    expect(queue.body.data.items.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await colleague.post(`${APPLICATIONS}/${id}/decision`, { decision: 'approve' })).status).toBe(
      403,
    );
    expect((await officer.get(APPROVALS)).status).toBe(403);
    // The office admin's own application is decided by the controlling office, not by the own desk.
    const own = await applyAs(officeAdmin);
    const self = await officeAdmin.post(`${APPLICATIONS}/${own}/decision`, { decision: 'approve' });
    expect(self.status).toBe(403);
    expect((await superAdmin.post(`${APPLICATIONS}/${own}/decision`, { decision: 'approve' })).status).toBe(
      200,
    );
    await clearOpen(3);
    expect(
      (await t.database.db.select().from(transferApplications).where(eq(transferApplications.id, id)))[0]
        .status,
    ).toBe(1);
  });

  it('double decision: 409; two desks at once: one 200, one 409; 50 at once: exactly one 200', async () => {
    await clearOpen(OFFICER_ID);
    const id = await applyAs();
    expect((await officeAdmin.post(`${APPLICATIONS}/${id}/decision`, { decision: 'approve' })).status).toBe(
      200,
    );
    expect((await officeAdmin.post(`${APPLICATIONS}/${id}/decision`, { decision: 'approve' })).status).toBe(
      409,
    );

    await clearOpen(OFFICER_ID);
    const pair = await applyAs();
    const two = await Promise.all([
      officeAdmin.post(`${APPLICATIONS}/${pair}/decision`, { decision: 'approve' }),
      superAdmin.post(`${APPLICATIONS}/${pair}/decision`, { decision: 'reject', note: 'না' }),
    ]);
    expect(two.map((response) => response.status).sort()).toEqual([200, 409]);

    await clearOpen(OFFICER_ID);
    const many = await applyAs();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0
          ? officeAdmin.post(`${APPLICATIONS}/${many}/decision`, { decision: 'approve' })
          : superAdmin.post(`${APPLICATIONS}/${many}/decision`, { decision: 'reject', note: 'নামঞ্জুর' }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const notices = await noticesOf(OFFICER_ID, `/transfer-applications?id=${many}`);
    expect(notices).toHaveLength(1);
  });

  it('exports the queue as an Excel file with Bangla headers', async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const response = await t.app.inject({
      method: 'GET',
      url: `${APPROVALS}/export`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('আবেদনকারী');
    expect(sheet.rowCount).toBeGreaterThan(1);
  });
});

describe('planning and carrying out', () => {
  async function approvedApplication(): Promise<number> {
    await clearOpen(OFFICER_ID);
    const id = await applyAs();
    expect((await officeAdmin.post(`${APPLICATIONS}/${id}/decision`, { decision: 'approve' })).status).toBe(
      200,
    );
    return id;
  }

  async function newRound(caller: Caller = officeAdmin): Promise<number> {
    const response = await caller.post(ROUNDS, {
      title: 'বার্ষিক বদলি ২০২৬',
      orderNo: '৫৬.০০.০০০০.০১০.১৯.০০১.২৬-১২',
      orderDate: today(),
    });
    expect(response.status).toBe(200);
    return response.body.data.id;
  }

  it('lists vacancies of the organograms and long-serving candidates, only for planners', async () => {
    const vacancies = await officeAdmin.get('/api/transfer/planner/vacancies');
    expect(vacancies.status).toBe(200);
    const ids = vacancies.body.data.items.map((item: { deskId: number }) => item.deskId);
    expect(ids).toContain(await vacantDesk(OFFICE));
    const candidates = await officeAdmin.get('/api/transfer/planner/candidates');
    expect(candidates.status).toBe(200);
    expect(
      candidates.body.data.items.map((item: { person: { userId: number } }) => item.person.userId),
    ).toContain(colleagueId);
    expect((await officer.get('/api/transfer/planner/vacancies')).status).toBe(403);
    expect((await officeAdmin.get('/api/transfer/planner/vacancies?officeId=2')).status).toBe(403);
    const [{ roleId }] = await t.database.db.select({ roleId: roles.id }).from(roles).limit(1);
    expect(roleId).toBeGreaterThanOrEqual(0);
  });

  it('carrying out a round moves the posting and writes the service history', async () => {
    const id = await approvedApplication();
    const round = await newRound();
    const to = await vacantDesk(OFFICE);
    const [before] = await t.database.db
      .select()
      .from(userRoles)
      .where(
        and(
          eq(userRoles.userId, OFFICER_ID),
          isNull(userRoles.releasedOn),
          eq(userRoles.isAdditionalCharge, false),
        ),
      );
    const added = await officeAdmin.post(`${ROUNDS}/${round}/items`, { applicationId: id, toDeskId: to });
    expect(added.status).toBe(200);
    expect(added.body.data.transfers).toHaveLength(1);
    // The same person or desk twice in a round: 409.
    expect(
      (await officeAdmin.post(`${ROUNDS}/${round}/items`, { applicationId: id, toDeskId: to })).status,
    ).toBe(409);
    // A desk someone holds: 409.
    expect(
      (await officeAdmin.post(`${ROUNDS}/${round}/items`, { applicationId: id, toDeskId: 10 })).status,
    ).toBe(409);

    const result = await officeAdmin.post(`${ROUNDS}/${round}/execute`);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ done: 1, failed: [] });
    expect(result.body.data.round.status).toBe(2);

    const history = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, OFFICER_ID));
    const old = history.find((row) => row.id === before.id);
    expect(old?.releasedOn).toBe(today());
    expect(old?.releaseOrderNo).toBe('৫৬.০০.০০০০.০১০.১৯.০০১.২৬-১২');
    const now = history.find((row) => row.deskId === to && row.releasedOn === null);
    expect(now).toMatchObject({ joinedOn: today(), orderNo: '৫৬.০০.০০০০.০১০.১৯.০০১.২৬-১২' });
    const application = await officer.get(`${APPLICATIONS}/${id}`);
    expect(application.body.data).toMatchObject({ status: 5, to: { deskId: to } });
    // The officer's service history shows it, and the officer was told of every step.
    const service = await officer.get(`/api/officers/${OFFICER_ID}/service-history`);
    if (service.status === 200) expect(JSON.stringify(service.body)).toContain(String(to));
    const notices = await noticesOf(OFFICER_ID, `/transfer-applications?id=${id}`);
    expect(notices.map((notice) => notice.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('বদলি আদেশ'), expect.stringContaining('বদলি পর্বে')]),
    );
    // Carried out once only.
    expect((await officeAdmin.post(`${ROUNDS}/${round}/execute`)).status).toBe(409);
    expect(
      (await officeAdmin.post(`${ROUNDS}/${round}/items`, { applicationId: id, toDeskId: to })).status,
    ).toBe(409);
  });

  it('a desk taken meanwhile fails that transfer alone (409) and the rest go through', async () => {
    const round = await newRound();
    const first = await vacantDesk(OFFICE);
    const second = await vacantDesk(OFFICE, [first]);
    const [moverHolding] = await t.database.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, mover.userId), isNull(userRoles.releasedOn)));
    const [colleagueHolding] = await t.database.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(
        and(
          eq(userRoles.userId, colleagueId),
          isNull(userRoles.releasedOn),
          eq(userRoles.isAdditionalCharge, false),
        ),
      );
    expect(
      (
        await officeAdmin.post(`${ROUNDS}/${round}/items`, {
          userRoleId: colleagueHolding.id,
          toDeskId: first,
        })
      ).status,
    ).toBe(200);
    expect(
      (await officeAdmin.post(`${ROUNDS}/${round}/items`, { userRoleId: moverHolding.id, toDeskId: second }))
        .status,
    ).toBe(200);
    // Someone is posted to the first desk before the round is carried out.
    await t.database.db
      .insert(userRoles)
      .values({ userId: 5, deskId: first, joinedOn: today(), isAdditionalCharge: true, sortOrder: 1 });
    const result = await officeAdmin.post(`${ROUNDS}/${round}/execute`);
    expect(result.status).toBe(200);
    expect(result.body.data.done).toBe(1);
    expect(result.body.data.failed).toHaveLength(1);
    expect(result.body.data.failed[0]).toMatchObject({
      status: 409,
      message: 'পদটি ইতোমধ্যে অন্য কেউ ধারণ করছেন',
    });
    const statuses = result.body.data.round.transfers.map((item: { status: number }) => item.status).sort();
    expect(statuses).toEqual([2, 3]);
    // The colleague stays where they were; the other officer moved.
    const [stay] = await t.database.db.select().from(userRoles).where(eq(userRoles.id, colleagueHolding.id));
    expect(stay.releasedOn).toBeNull();
    const [moved] = await t.database.db.select().from(userRoles).where(eq(userRoles.id, moverHolding.id));
    expect(moved.releasedOn).toBe(today());
  });

  it('two runs of one round at once carry each transfer out once', async () => {
    const round = await newRound();
    const desk = await vacantDesk(OFFICE);
    const [holding] = await t.database.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(
        and(
          eq(userRoles.userId, colleagueId),
          isNull(userRoles.releasedOn),
          eq(userRoles.isAdditionalCharge, false),
        ),
      );
    expect(
      (await officeAdmin.post(`${ROUNDS}/${round}/items`, { userRoleId: holding.id, toDeskId: desk })).status,
    ).toBe(200);
    const runs = await Promise.all(
      Array.from({ length: 10 }, () => officeAdmin.post(`${ROUNDS}/${round}/execute`)),
    );
    const done = runs.filter((run) => run.status === 200).reduce((sum, run) => sum + run.body.data.done, 0);
    expect(done).toBe(1);
    const held = await t.database.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, colleagueId), isNull(userRoles.releasedOn)));
    expect(held.filter((row) => row.deskId === desk)).toHaveLength(1);
  });

  it('rounds are the planning office own: another office gets 404, bad input 400', async () => {
    const round = await newRound();
    expect((await foreignAdmin.get(`${ROUNDS}/${round}`)).status).toBe(404);
    expect((await foreignAdmin.post(`${ROUNDS}/${round}/execute`)).status).toBe(404);
    expect(
      (await officeAdmin.post(ROUNDS, { title: 'ক', orderNo: '', orderDate: '2026-02-31' })).status,
    ).toBe(400);
    expect((await officeAdmin.post(`${ROUNDS}/${round}/items`, { toDeskId: 11 })).status).toBe(400);
    expect((await officeAdmin.post(`${ROUNDS}/${round}/execute`)).status).toBe(409);
    const list = await officeAdmin.get(ROUNDS);
    expect(list.body.data.items.map((item: { id: number }) => item.id)).toContain(round);
  });
});
