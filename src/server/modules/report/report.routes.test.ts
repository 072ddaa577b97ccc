/**
 * Report management through the real app on a fresh copy of the demo database: a definition and
 * its rules, assignment to controlled offices, permitted desks, the whole flow of a response with
 * every refusal (403 for a desk not permitted, 404 for another office's response, 409 for a step out
 * of order or taken twice, also 50 at once, which CI runs on PostgreSQL), attachments added and
 * removed, the asking office's lists, the yearly summary's arithmetic, the Excel files, the log and
 * the notices to the next desk.
 */
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPeriod, periodDates } from '../../../common/contracts/report.contract';
import { pdfBytes } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { messageRecipients, messages } from '../message/message.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { reportResponses } from './report.table';

let t: TestApp;
let superAdmin: Caller;
let officeAdmin: Caller;
let officer: Caller;
let exam: Caller;
let office861: Caller;
/** The officer on her additional charge in Paba upazila (office 11): another office than the district's. */
let paba: Caller;
let noOffice: Caller;
let anonymous: Caller;
let officerEn: Caller;

const API = '/api/report-mgt';
const CODE = 'TEST-M';
let reportId: number;
const period = currentPeriod('monthly', 28);

const definition = {
  code: CODE,
  titleBn: 'পরীক্ষামূলক মাসিক প্রতিবেদন',
  titleEn: 'Test monthly report',
  frequency: 'monthly',
  dueDay: 28,
  fields: [
    { key: 'visits', labelBn: 'পরিদর্শনের সংখ্যা', labelEn: 'Visits', type: 'number', required: true },
    { key: 'note', labelBn: 'মন্তব্য', labelEn: 'Note', type: 'text' },
  ],
  attachments: [{ nameBn: 'প্রমাণক', nameEn: 'Evidence' }],
};

const fill = (visits: string, extra: object = {}) => ({
  reportId,
  fiscalYear: period.fiscalYear,
  periodNo: period.periodNo,
  values: [
    { key: 'visits', value: visits },
    { key: 'note', value: 'সব ঠিক আছে' },
  ],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, officeAdmin, officer, exam, office861, noOffice, anonymous, officerEn] = await Promise.all([
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.officer),
    callerFor(t, 'exam@demo.gov.bd'),
    callerFor(t, DEMO.office861),
    callerFor(t, DEMO.noOffice),
    callerFor(t, null),
    callerFor(t, DEMO.officer, 'en'),
  ]);
  paba = await callerFor(t, DEMO.officer);
  expect((await paba.post('/api/auth/active-role', { deskId: 20 })).status).toBe(200);
});
afterAll(() => t.close());

describe('the module', () => {
  it('answers the health probe for report users only', async () => {
    const probe = await officer.get(`${API}/test-report`);
    expect(probe.status).toBe(200);
    expect(probe.body.data.status).toBe('ok');
    expect((await anonymous.get(`${API}/test-report`)).status).toBe(401);
    expect((await noOffice.get(`${API}/test-report`)).status).toBe(403);
    expect((await office861.get(`${API}/test-report`)).status).toBe(403);
  });
});

describe('a report definition and its offices', () => {
  it('the controlling office defines a report; its rules refuse bad input in Bangla', async () => {
    const created = await superAdmin.post(`${API}/update-config`, definition);
    expect(created.status).toBe(200);
    reportId = created.body.data.id;
    expect(created.body.data).toMatchObject({
      code: CODE,
      frequency: 'monthly',
      active: true,
      assignedOffices: 0,
    });
    expect((await superAdmin.post(`${API}/update-config`, { ...definition, code: 'test-m' })).status).toBe(
      409,
    );
    const noTitle = await superAdmin.post(`${API}/update-config`, { ...definition, code: 'X1', titleBn: '' });
    expect(noTitle.status).toBe(400);
    expect(JSON.stringify(noTitle.body)).toContain('প্রতিবেদনের শিরোনাম আবশ্যক');
    const badDay = await superAdmin.post(`${API}/update-config`, { ...definition, code: 'X2', dueDay: 31 });
    expect(JSON.stringify(badDay.body)).toContain('দাখিলের তারিখ মাসের ১ থেকে ২৮ এর মধ্যে হতে হবে');
    const twice = await superAdmin.post(`${API}/update-config`, {
      ...definition,
      code: 'X3',
      fields: [definition.fields[0], definition.fields[0]],
    });
    expect(twice.status).toBe(400);
    expect(
      (await superAdmin.post(`${API}/update-config`, { ...definition, code: 'X4', frequency: 'weekly' }))
        .status,
    ).toBe(400);
  });

  it('only the asking office changes it; other desks are refused', async () => {
    expect((await officer.post(`${API}/update-config`, { ...definition, code: 'X5' })).status).toBe(403);
    expect((await exam.post(`${API}/update-config`, { ...definition, code: 'X6' })).status).toBe(403);
    const foreign = await officeAdmin.post(`${API}/update-config`, { ...definition, id: reportId });
    expect(foreign.status).toBe(403);
    const renamed = await superAdmin.post(`${API}/update-config`, {
      ...definition,
      id: reportId,
      titleEn: 'Test report',
    });
    expect(renamed.body.data.titleEn).toBe('Test report');
  });

  it('its frequency changes only while no office has responded', async () => {
    const fresh = await superAdmin.post(`${API}/update-config`, { ...definition, code: 'FREQ-1' });
    const quarterly = await superAdmin.post(`${API}/update-config`, {
      ...definition,
      code: 'FREQ-1',
      id: fresh.body.data.id,
      frequency: 'quarterly',
    });
    expect(quarterly.body.data.frequency).toBe('quarterly');
    // The demo's monthly digital-lab report has responses in every stage.
    const askedDlab = async () =>
      (await superAdmin.get(`${API}/asked-reports/`)).body.data.items.find(
        (item: { code: string }) => item.code === 'DLAB-M',
      );
    const dlab = await askedDlab();
    const locked = await superAdmin.post(`${API}/update-config`, {
      ...definition,
      ...dlab,
      id: dlab.id,
      frequency: 'yearly',
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('এই প্রতিবেদনের জবাব জমা পড়েছে; এর সময়কাল (মাসিক, ত্রৈমাসিক…) আর বদলানো যায় না');
    expect((await askedDlab()).frequency).toBe('monthly');
  });

  it('assigns offices it controls, not others', async () => {
    const assigned = await superAdmin.post(`${API}/office-assignment-update`, {
      reportId,
      officeIds: [10, 11],
      assigned: true,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.assigned).toBe(2);
    // The district office defines its own report and may ask its upazila, not the head office.
    const own = await officeAdmin.post(`${API}/update-config`, { ...definition, code: 'RAJ-M' });
    expect(own.status).toBe(200);
    const upward = await officeAdmin.post(`${API}/office-assignment-update`, {
      reportId: own.body.data.id,
      officeIds: [2],
      assigned: true,
    });
    expect(upward.status).toBe(403);
    const down = await officeAdmin.post(`${API}/office-assignment-update`, {
      reportId: own.body.data.id,
      officeIds: [11],
      assigned: true,
    });
    expect(down.body.data.assigned).toBe(1);
    expect(
      (
        await officeAdmin.post(`${API}/office-assignment-update`, {
          reportId,
          officeIds: [10],
          assigned: true,
        })
      ).status,
    ).toBe(403);
    expect(
      (await superAdmin.post(`${API}/office-assignment-update`, { reportId, officeIds: [], assigned: true }))
        .status,
    ).toBe(400);
    const offices = await superAdmin.get(`${API}/assignable-offices?reportId=${reportId}&pageSize=200`);
    expect(offices.status).toBe(200);
    const rows = offices.body.data.items as { id: number; assigned: boolean }[];
    expect(rows.find((row) => row.id === 10)?.assigned).toBe(true);
    expect(rows.find((row) => row.id === 101)?.assigned).toBe(false);
  });

  it('asked reports and asked-reports-byoffice are the asking office’s; a foreign office answers 404', async () => {
    const asked = await superAdmin.get(`${API}/asked-reports/`);
    expect(asked.status).toBe(200);
    const codes = asked.body.data.items.map((item: { code: string }) => item.code);
    expect(codes).toEqual(expect.arrayContaining(['DLAB-M', 'APA-Q', 'ESERV-H', CODE]));
    const ofRajshahi = await superAdmin.get(`${API}/asked-reports-byoffice/10`);
    expect(ofRajshahi.status).toBe(200);
    expect(
      ofRajshahi.body.data.items.map((item: { report: { code: string } }) => item.report.code),
    ).toContain(CODE);
    expect((await officeAdmin.get(`${API}/asked-reports-byoffice/2`)).status).toBe(404);
    expect((await officeAdmin.get(`${API}/asked-reports-byoffice/10`)).status).toBe(200);
    expect((await officer.get(`${API}/asked-reports/`)).status).toBe(403);
  });
});

describe('permitted desks', () => {
  it('the field office names its desks per stage; a desk of another office or twice is refused', async () => {
    for (const [deskId, stage] of [
      [11, 'creator'],
      [10, 'verifier'],
      [10, 'approver'],
    ] as const) {
      expect((await officeAdmin.post(`${API}/permitted-desks`, { reportId, deskId, stage })).status).toBe(
        200,
      );
    }
    const again = await officeAdmin.post(`${API}/permitted-desks`, {
      reportId,
      deskId: 11,
      stage: 'creator',
    });
    expect(again.status).toBe(409);
    const foreignDesk = await officeAdmin.post(`${API}/permitted-desks`, {
      reportId,
      deskId: 1,
      stage: 'creator',
    });
    expect(foreignDesk.status).toBe(400);
    expect(
      (await officer.post(`${API}/permitted-desks`, { reportId, deskId: 11, stage: 'verifier' })).status,
    ).toBe(403);
    const list = await officer.get(`${API}/permitted-desks/${reportId}`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { stage: string }) => row.stage)).toEqual([
      'creator',
      'verifier',
      'approver',
    ]);
    expect(list.body.data[0].desk.labelBn).toContain('প্রোগ্রামার');
    // A permission of another office is not there for this office admin.
    const hq = await superAdmin.get(`${API}/permitted-desks/${reportId}`);
    expect(hq.body.data).toEqual([]);
    const extra = await officeAdmin.post(`${API}/permitted-desks`, {
      reportId,
      deskId: 12,
      stage: 'verifier',
    });
    const row = extra.body.data.find((item: { desk: { deskId: number } }) => item.desk.deskId === 12);
    expect((await superAdmin.get(`${API}/remove-permitted-desk/${row.id}`)).status).toBe(404);
    expect((await officeAdmin.get(`${API}/remove-permitted-desk/${row.id}`)).status).toBe(200);
    expect((await officeAdmin.get(`${API}/remove-permitted-desk/${row.id}`)).status).toBe(404);
  });
});

describe('the flow of a response', () => {
  let id: number;

  it('the creator fills the period; its values are checked against the fields', async () => {
    const missing = await officer.post(`${API}/create-report-response`, fill(''));
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('পরিদর্শনের সংখ্যা আবশ্যক');
    const notNumber = await officerEn.post(`${API}/create-report-response`, fill('অনেক'));
    expect(JSON.stringify(notNumber.body)).toContain('as a number');
    const unknown = await officer.post(`${API}/create-report-response`, {
      ...fill('3'),
      values: [{ key: 'other', value: '1' }],
    });
    expect(unknown.status).toBe(400);
    const future = await officer.post(`${API}/create-report-response`, {
      ...fill('3'),
      fiscalYear: period.fiscalYear + 2,
    });
    expect(future.status).toBe(400);
    // Not the creator desk: the office admin verifies and approves this report, it does not create it.
    expect((await officeAdmin.post(`${API}/create-report-response`, fill('3'))).status).toBe(403);
    // Not asked of the head office.
    expect((await superAdmin.post(`${API}/create-report-response`, fill('3'))).status).toBe(403);

    const draft = await officer.post(`${API}/create-report-response`, fill('3'));
    expect(draft.status).toBe(200);
    id = draft.body.data.id;
    expect(draft.body.data).toMatchObject({ status: 1, returned: false });
    expect(draft.body.data.can).toMatchObject({ edit: true, forward: true, verify: false });
    const forwarded = await officer.post(
      `${API}/create-report-response`,
      fill('4', { forward: true, comment: 'দেখুন' }),
    );
    expect(forwarded.status).toBe(200);
    expect(forwarded.body.data).toMatchObject({ id, status: 2 });
    // Past creation it cannot be refilled.
    expect((await officer.post(`${API}/create-report-response`, fill('5'))).status).toBe(409);
  });

  it('tells the verifier desk', async () => {
    const notices = await t.database.db
      .select({ subject: messages.subject, link: messages.link })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messageRecipients.deskId, 10)))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(notices[0].subject).toContain(CODE);
    expect(notices[0].link).toContain(`response=${id}`);
  });

  it('refuses a desk not permitted (403), another office (404), a step out of order (409)', async () => {
    expect((await officer.post(`${API}/verify-report`, { responseId: id })).status).toBe(403);
    expect((await paba.post(`${API}/verify-report`, { responseId: id })).status).toBe(404);
    expect((await superAdmin.post(`${API}/verify-report`, { responseId: id })).status).toBe(404);
    expect((await paba.get(`${API}/my-report-details/${id}`)).status).toBe(404);
    expect((await officeAdmin.post(`${API}/approve-report`, { responseId: id })).status).toBe(409);
    expect(
      (await officeAdmin.post(`${API}/send-back-report-to-verifier/`, { responseId: id, comment: 'না' }))
        .status,
    ).toBe(409);
    expect((await officeAdmin.post(`${API}/verify-report`, { responseId: 2_000_000_000 })).status).toBe(404);
  });

  it('the verifier sends it back with a reason; the creator fixes it and forwards again', async () => {
    const noReason = await officeAdmin.post(`${API}/send-back-report-to-creator/`, { responseId: id });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('ফেরত পাঠানোর কারণ লিখুন');
    const back = await officeAdmin.post(`${API}/send-back-report-to-creator/`, {
      responseId: id,
      comment: 'সংখ্যাটি ঠিক নয়',
    });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 1, returned: true });
    const why = await officer.get(`${API}/sendback-report/${id}`);
    expect(why.body.data).toMatchObject({ comment: 'সংখ্যাটি ঠিক নয়', toStatus: 1 });
    expect(why.body.data.desk.deskId).toBe(10);
    const fixed = await officer.post(`${API}/create-report-response`, fill('6', { forward: true }));
    expect(fixed.body.data).toMatchObject({ status: 2, returned: false });
  });

  it('verifier and approver pass it: it is submitted to the asking office, once', async () => {
    const verified = await officeAdmin.post(`${API}/verify-report`, { responseId: id, comment: 'ঠিক আছে' });
    expect(verified.status).toBe(200);
    expect(verified.body.data.status).toBe(3);
    expect((await officeAdmin.post(`${API}/verify-report`, { responseId: id })).status).toBe(409);
    expect((await officer.post(`${API}/approve-report`, { responseId: id })).status).toBe(403);
    const approved = await officeAdmin.post(`${API}/approve-report`, { responseId: id });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe(4);
    expect(approved.body.data.submittedAt).not.toBeNull();
    expect((await officeAdmin.post(`${API}/approve-report`, { responseId: id })).status).toBe(409);
    // The asking office reads it and its log; the head office's desk got a notice.
    const read = await superAdmin.get(`${API}/my-report-details/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.values).toEqual([
      { key: 'visits', value: '6' },
      { key: 'note', value: 'সব ঠিক আছে' },
    ]);
    expect(read.body.data.can).toMatchObject({ verify: false, approve: false, edit: false });
    const [notice] = await t.database.db
      .select({ subject: messages.subject })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(eq(messageRecipients.deskId, 1))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(notice.subject).toContain('দাখিল করেছে');
  });

  it('logs every step with desk, time and comment (report-submit-log-by-code)', async () => {
    const log = await officer.post(`${API}/report-submit-log-by-code`, {
      code: CODE,
      fiscalYear: period.fiscalYear,
    });
    expect(log.status).toBe(200);
    const steps = log.body.data.log.filter((entry: { responseId: number }) => entry.responseId === id);
    expect(steps.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'update',
      'forward',
      'send-back',
      'update',
      'forward',
      'verify',
      'approve',
    ]);
    expect(steps[3]).toMatchObject({ comment: 'সংখ্যাটি ঠিক নয়', fromStatus: 2, toStatus: 1 });
    expect(steps[3].desk.deskId).toBe(10);
    expect(steps.every((entry: { at: string }) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
    const periodRow = log.body.data.periods.find(
      (row: { periodNo: number }) => row.periodNo === period.periodNo,
    );
    expect(periodRow.response.status).toBe(4);
    expect(log.body.data.stages).toEqual(['creator']);
    // The asking office reads the district's log; another office does not.
    expect(
      (await superAdmin.post(`${API}/report-submit-log-by-code`, { code: CODE, officeId: 10 })).status,
    ).toBe(200);
    expect((await paba.post(`${API}/report-submit-log-by-code`, { code: CODE, officeId: 10 })).status).toBe(
      404,
    );
    expect((await officer.post(`${API}/report-submit-log-by-code`, { code: 'NONE-1' })).status).toBe(404);
  });
});

describe('fifty verifications at once', () => {
  it('give one 200 and 49 409s', async () => {
    const previous = {
      fiscalYear: period.periodNo === 1 ? period.fiscalYear - 1 : period.fiscalYear,
      periodNo: period.periodNo === 1 ? 12 : period.periodNo - 1,
    };
    const made = await officer.post(`${API}/create-report-response`, {
      ...fill('2', { forward: true }),
      ...previous,
    });
    expect(made.status).toBe(200);
    const responseId = made.body.data.id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => officeAdmin.post(`${API}/verify-report`, { responseId })),
    );
    const codes = answers.map((answer) => answer.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const steps = await officer.post(`${API}/report-submit-log-by-code`, {
      code: CODE,
      fiscalYear: previous.fiscalYear,
    });
    const verifies = steps.body.data.log.filter(
      (entry: { responseId: number; action: string }) =>
        entry.responseId === responseId && entry.action === 'verify',
    );
    expect(verifies).toHaveLength(1);
    const approvals = await Promise.all(
      Array.from({ length: 50 }, () => officeAdmin.post(`${API}/approve-report`, { responseId })),
    );
    expect(approvals.filter((answer) => answer.status === 200)).toHaveLength(1);
  });
});

describe('attachments', () => {
  it('are added and removed by the creator while at creation, read by the asking office', async () => {
    const drafts = await officer.get(`${API}/creation-pending-reports`);
    const draft = drafts.body.data.items.find(
      (item: { report: { code: string } }) => item.report.code === 'DLAB-M',
    );
    expect(draft).toBeDefined();
    const upload = async (token: string, responseId: number) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(pdfBytes())], 'ল্যাবের ছবি.pdf'));
      return t.app.inject({
        method: 'POST',
        url: `${API}/report-attachments/${responseId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: form,
      });
    };
    const officerToken = await t.tokenFor(DEMO.officer);
    expect((await upload(officerToken, draft.id)).statusCode).toBe(200);
    const detail = await officer.get(`${API}/my-report-details/${draft.id}`);
    expect(detail.body.data.attachments).toHaveLength(1);
    const file = detail.body.data.attachments[0];
    const read = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.superAdmin)}` },
    });
    expect(read.statusCode).toBe(200);
    const pabaToken = await t.tokenFor(DEMO.officer);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/active-role',
      headers: { authorization: `Bearer ${pabaToken}` },
      payload: { deskId: 20 },
    });
    const stranger = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { authorization: `Bearer ${pabaToken}` },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await officeAdmin.get(`${API}/remove-report-attachment/${draft.id}/${file.id}`)).status).toBe(
      403,
    );
    expect((await officer.get(`${API}/remove-report-attachment/${draft.id}/${file.id}`)).status).toBe(200);
    expect((await officer.get(`${API}/remove-report-attachment/${draft.id}/${file.id}`)).status).toBe(404);
    expect((await officer.get(`${API}/my-report-details/${draft.id}`)).body.data.attachments).toHaveLength(0);
    // A response past creation takes no files.
    const verifying = (await officeAdmin.get(`${API}/verification-pending-reports`)).body.data.items.find(
      (item: { report: { code: string } }) => item.report.code === 'DLAB-M',
    );
    expect((await upload(officerToken, verifying.id)).statusCode).toBe(409);
    // A desk that does not create this report takes no files either.
    expect((await upload(await t.tokenFor(DEMO.officeAdmin), draft.id)).statusCode).toBe(403);
  });

  it('a required attachment must be there before the response goes to the verifier', async () => {
    const draft = (await officer.get(`${API}/creation-pending-reports`)).body.data.items.find(
      (item: { report: { code: string }; returned: boolean }) => item.report.code === 'DLAB-M',
    );
    const detail = (await officer.get(`${API}/my-report-details/${draft.id}`)).body.data;
    const { definition: dlab } = detail;
    const required = [{ nameBn: 'উপস্থিতির তালিকা', nameEn: 'Attendance sheet', required: true }];
    expect((await superAdmin.post(`${API}/update-config`, { ...dlab, attachments: required })).status).toBe(
      200,
    );
    const forward = () =>
      officer.post(`${API}/create-report-response`, {
        reportId: dlab.id,
        fiscalYear: draft.fiscalYear,
        periodNo: draft.periodNo,
        values: detail.values,
        forward: true,
      });
    const refused = await forward();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('পাঠানোর আগে আবশ্যক সংযুক্তি দিন: উপস্থিতির তালিকা');
    expect((await officer.get(`${API}/my-report-details/${draft.id}`)).body.data.status).toBe(1);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(pdfBytes())], 'উপস্থিতি.pdf'));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${API}/report-attachments/${draft.id}`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officer)}` },
      payload: form,
    });
    expect(uploaded.statusCode).toBe(200);
    const sent = await forward();
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe(2);
  });
});

describe('the lists of each desk', () => {
  it('the pending lists hold what the desk may work, in every stage', async () => {
    const creation = await officer.get(`${API}/creation-pending-reports`);
    expect(creation.status).toBe(200);
    expect(creation.body.data.items.length).toBeGreaterThan(0);
    expect(creation.body.data.items.every((item: { status: number }) => item.status === 1)).toBe(true);
    expect(creation.body.data.items.some((item: { returned: boolean }) => item.returned)).toBe(true);
    const verification = await officeAdmin.get(`${API}/verification-pending-reports`);
    expect(
      verification.body.data.items.every(
        (item: { status: number; office: { id: number } }) => item.status === 2 && item.office.id === 10,
      ),
    ).toBe(true);
    expect(verification.body.data.total).toBeGreaterThan(0);
    const officerVerifies = await officer.get(`${API}/verification-pending-reports`);
    expect(
      officerVerifies.body.data.items.map((item: { report: { code: string } }) => item.report.code),
    ).toEqual(['ESERV-H']);
    expect((await officeAdmin.get(`${API}/approval-pending-reports`)).body.data.total).toBeGreaterThan(0);
    expect((await officer.get(`${API}/approval-pending-reports`)).body.data.total).toBe(0);
    const all = await officeAdmin.get(`${API}/pending-reports`);
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.items.map((item: { status: number }) => item.status))).toEqual(
      new Set([1, 2, 3]),
    );
    expect((await officer.get(`${API}/pending-reports`)).status).toBe(403);
    const mine = await officer.get(`${API}/own-office-reports/`);
    expect(mine.body.data.items.map((item: { report: { code: string } }) => item.report.code)).toEqual(
      expect.arrayContaining(['DLAB-M', 'APA-Q', 'ESERV-H', CODE]),
    );
    const sent = await officer.get(`${API}/submitted-reports-by-office?officeId=10`);
    expect(sent.body.data.total).toBeGreaterThan(0);
    expect(sent.body.data.items.every((item: { status: number }) => item.status === 4)).toBe(true);
    // Another office's sent reports: only those of reports the caller's office asks.
    expect((await paba.get(`${API}/submitted-reports-by-office?officeId=10`)).body.data.total).toBe(0);
    expect((await officer.get(`${API}/creation-pending-reports?page=0`)).status).toBe(400);
  });

  it('the dashboard counts the office, the desk and what the asking office asked', async () => {
    const own = await officeAdmin.get(`${API}/dashboard-info`);
    expect(own.status).toBe(200);
    expect(own.body.data.desk.verification).toBeGreaterThan(0);
    const hq = await superAdmin.get(`${API}/dashboard-info`);
    expect(hq.body.data.asked.reports.length).toBeGreaterThanOrEqual(4);
    expect(hq.body.data.asked.byPeriod.length).toBe(12);
    expect(hq.body.data.asked.lateOffices.length).toBeGreaterThan(0);
  });
});

describe('what the asking office sees', () => {
  it('received reports and office-wise: who has and has not submitted', async () => {
    const received = await superAdmin.get(`${API}/submitted-reports?reportId=${reportId}`);
    expect(received.status).toBe(200);
    expect(received.body.data.total).toBe(2);
    expect((await officeAdmin.get(`${API}/submitted-reports?reportId=${reportId}`)).body.data.total).toBe(0);
    expect((await officer.get(`${API}/submitted-reports?reportId=${reportId}`)).body.data.total).toBe(0);
    const wise = await superAdmin.get(
      `${API}/office-wise-reports?reportId=${reportId}&fiscalYear=${period.fiscalYear}&periodNo=${period.periodNo}`,
    );
    expect(wise.status).toBe(200);
    // Unfiltered, the total is the report's assignments, counted without the joins.
    expect(wise.body.data.total).toBe(wise.body.data.items.length);
    expect(wise.body.data.items.length).toBeGreaterThanOrEqual(2);
    const byOffice = Object.fromEntries(
      wise.body.data.items.map((row: { office: { id: number }; state: string }) => [
        row.office.id,
        row.state,
      ]),
    );
    expect(['submitted', 'late']).toContain(byOffice[10]);
    expect(byOffice[11]).toBe('missing');
    const missing = await superAdmin.get(
      `${API}/office-wise-reports?reportId=${reportId}&fiscalYear=${period.fiscalYear}&periodNo=${period.periodNo}&state=missing`,
    );
    expect(missing.body.data.items.map((row: { office: { id: number } }) => row.office.id)).toEqual([11]);
    expect(missing.body.data.total).toBe(1);
    expect(
      (
        await officeAdmin.get(
          `${API}/office-wise-reports?reportId=${reportId}&fiscalYear=${period.fiscalYear}&periodNo=1`,
        )
      ).status,
    ).toBe(403);
    const byOneOffice = await superAdmin.get(
      `${API}/submitted-reports-by-office?officeId=10&reportId=${reportId}`,
    );
    expect(byOneOffice.body.data.total).toBe(2);
  });

  it('the yearly summary adds up: on time + late + in progress + missing = offices, for each ended period', async () => {
    // Paba: one period in progress, one submitted late, in the same fiscal year.
    const year = period.fiscalYear - 1;
    const dates = (periodNo: number) => periodDates('monthly', year, periodNo, 28);
    await t.database.db.insert(reportResponses).values([
      {
        reportId,
        officeId: 11,
        fiscalYear: year,
        periodNo: 1,
        periodEnd: dates(1).end,
        dueDate: dates(1).due,
        status: 2,
      },
      {
        reportId,
        officeId: 11,
        fiscalYear: year,
        periodNo: 2,
        periodEnd: dates(2).end,
        dueDate: dates(2).due,
        status: 4,
        late: true,
        submittedAt: new Date(),
      },
      {
        reportId,
        officeId: 10,
        fiscalYear: year,
        periodNo: 2,
        periodEnd: dates(2).end,
        dueDate: dates(2).due,
        status: 4,
        late: false,
        submittedAt: new Date(),
      },
    ]);
    const summary = await superAdmin.post(`${API}/yearly-report-summary`, { reportId, fiscalYear: year });
    expect(summary.status).toBe(200);
    const { periods, totals, assigned } = summary.body.data;
    expect(assigned).toBe(2);
    expect(periods).toHaveLength(12);
    expect(periods[0]).toMatchObject({
      periodNo: 1,
      onTime: 0,
      late: 0,
      inProgress: 1,
      missing: 1,
      submitted: 0,
    });
    expect(periods[1]).toMatchObject({
      periodNo: 2,
      onTime: 1,
      late: 1,
      inProgress: 0,
      missing: 0,
      submitted: 2,
    });
    expect(periods[2]).toMatchObject({ periodNo: 3, onTime: 0, late: 0, missing: 2 });
    for (const row of periods)
      expect(row.onTime + row.late + row.inProgress + row.missing).toBe(row.assigned);
    expect(totals.submitted).toBe(2);
    expect(totals.late).toBe(1);
    expect(totals.inProgress).toBe(
      1 + periods.slice(2).reduce((sum: number, row: { inProgress: number }) => sum + row.inProgress, 0),
    );
    expect(totals.assigned).toBe(24);
    expect(totals.onTime + totals.late + totals.inProgress + totals.missing).toBe(24);
    expect(
      (await officeAdmin.post(`${API}/yearly-report-summary`, { reportId, fiscalYear: year })).status,
    ).toBe(403);
    expect(
      (await superAdmin.post(`${API}/yearly-report-summary`, { reportId, fiscalYear: 1999 })).status,
    ).toBe(400);

    // Paba no longer asked: its responses leave the counts, and come back when it is asked again.
    const assign = (assigned: boolean) =>
      superAdmin.post(`${API}/office-assignment-update`, { reportId, officeIds: [11], assigned });
    expect((await assign(false)).body.data.assigned).toBe(1);
    const without = (await superAdmin.post(`${API}/yearly-report-summary`, { reportId, fiscalYear: year }))
      .body.data;
    expect(without.assigned).toBe(1);
    expect(without.periods[0]).toMatchObject({ inProgress: 0, missing: 1 });
    expect(without.periods[1]).toMatchObject({ onTime: 1, late: 0, missing: 0 });
    for (const row of without.periods)
      expect(row.onTime + row.late + row.inProgress + row.missing).toBe(row.assigned);
    expect((await assign(true)).body.data.assigned).toBe(2);
    const again = (await superAdmin.post(`${API}/yearly-report-summary`, { reportId, fiscalYear: year })).body
      .data;
    expect(again.periods[1]).toMatchObject({ onTime: 1, late: 1 });
  });

  it('exports submissions, the office-wise state and the summary as Excel', async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const submitted = await get(`${API}/submitted-reports/export?reportId=${reportId}`);
    expect(submitted.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(submitted.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('কোড');
    expect(sheet.rowCount).toBeGreaterThanOrEqual(3);
    const wise = await get(
      `${API}/office-wise-reports/export?reportId=${reportId}&fiscalYear=${period.fiscalYear}&periodNo=${period.periodNo}`,
    );
    expect(wise.statusCode).toBe(200);
    const summary = await get(
      `${API}/yearly-report-summary/export?reportId=${reportId}&fiscalYear=${period.fiscalYear}`,
    );
    expect(summary.statusCode).toBe(200);
    const summaryBook = new ExcelJS.Workbook();
    await summaryBook.xlsx.load(summary.rawPayload as unknown as ArrayBuffer);
    expect(summaryBook.worksheets[0].rowCount).toBe(13);
  });

  it('reminds the offices that have not submitted, once per period', async () => {
    const first = await superAdmin.post(`${API}/send-reminders`, {
      reportId,
      fiscalYear: period.fiscalYear,
      periodNo: period.periodNo,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.reminded).toBe(1);
    const again = await superAdmin.post(`${API}/send-reminders`, {
      reportId,
      fiscalYear: period.fiscalYear,
      periodNo: period.periodNo,
    });
    expect(again.body.data.reminded).toBe(0);
  });
});
