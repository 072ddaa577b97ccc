/**
 * Exam management through the real app: setup with routing numbers (9 digits, unique: 409), every
 * action refused (403) when its own flag is off, the controlling unit's scope (404), answer-sheet
 * reconciliation and one-time receipts (409, also 20 at once), question-paper reads audited, bill
 * arithmetic against worked examples, and approve → pay as one-time transitions (50 at once).
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billAmounts } from '../../../common/contracts/exam.contract';
import { auditLog } from '../../platform/platform.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { examDeskPermissions } from './exam.table';

let t: TestApp;
let exam: Caller;
let officer: Caller;
let anonymous: Caller;
const API = '/api/exam';
const EXAM_DESK = 4;

let subjectId: number;
let bankId: number;
let expertId: number;
let examId: number;
const work: Record<string, number> = {};

const setFlags = (values: Partial<typeof examDeskPermissions.$inferInsert>) =>
  t.database.db.update(examDeskPermissions).set(values).where(eq(examDeskPermissions.deskId, EXAM_DESK));

beforeAll(async () => {
  t = await createTestApp();
  [exam, officer, anonymous] = await Promise.all([
    callerFor(t, 'exam@demo.gov.bd'),
    callerFor(t, DEMO.officer),
    callerFor(t, null),
  ]);
  const subject = await exam.post(`${API}/subjects`, {
    code: '901',
    nameBn: 'পরীক্ষামূলক গণিত',
    nameEn: 'Test maths',
  });
  expect(subject.status).toBe(200);
  subjectId = subject.body.data.id;
  for (const [key, nameBn, measure, rate] of [
    ['setting', 'প্রশ্নপত্র প্রণয়ন (পরীক্ষা)', 'paper', 3000],
    ['moderation', 'প্রশ্নপত্র পরিশোধন (পরীক্ষা)', 'paper', 1500],
    ['scripts', 'উত্তরপত্র মূল্যায়ন (পরীক্ষা)', 'script', 35],
  ] as const) {
    const item = await exam.post(`${API}/work-items`, { nameBn, nameEn: key, measure, rate });
    expect(item.status).toBe(200);
    work[key] = item.body.data.id;
  }
  const bank = await exam.post(`${API}/bank-branches`, {
    routingNo: '৯৯৯০০০১১১',
    bankNameBn: 'সোনালী ব্যাংক পিএলসি',
    bankNameEn: 'Sonali Bank PLC',
    branchNameBn: 'পরীক্ষা শাখা',
    branchNameEn: 'Test branch',
  });
  expect(bank.status).toBe(200);
  expect(bank.body.data.routingNo).toBe('999000111');
  bankId = bank.body.data.id;
  const expert = await exam.post(`${API}/experts`, {
    nameBn: 'ড. ফারহানা ইসলাম',
    nameEn: 'Dr Farhana Islam',
    designation: 'সহযোগী অধ্যাপক',
    institution: 'রাজশাহী সরকারি কলেজ',
    subjectId,
    mobile: '01719000901',
    accountName: 'Farhana Islam',
    accountNo: '0012345678901',
    bankBranchId: bankId,
  });
  expect(expert.status).toBe(200);
  expertId = expert.body.data.id;
  const created = await exam.post(`${API}/exams`, {
    nameBn: 'পরীক্ষামূলক সার্টিফিকেট পরীক্ষা',
    nameEn: 'Test certificate exam',
    examYear: 2026,
    session: '২০২৫-২৬',
    subjectIds: [subjectId],
    startDate: '2026-03-01',
    endDate: '2026-03-20',
    centreCount: 12,
  });
  expect(created.status).toBe(200);
  examId = created.body.data.id;
});
afterAll(() => t.close());

async function assignment(
  works: { workItemId: number; quantity: number }[],
  mobile: string,
): Promise<number> {
  const expert = await exam.post(`${API}/experts`, {
    nameBn: 'বিশেষজ্ঞ',
    nameEn: 'Expert',
    designation: 'প্রভাষক',
    institution: 'কলেজ',
    subjectId,
    mobile,
    accountName: 'Expert',
    accountNo: '12345678',
    bankBranchId: bankId,
  });
  const response = await exam.post(`${API}/assignments`, {
    examId,
    expertId: expert.body.data.id,
    subjectId,
    works,
  });
  expect(response.status).toBe(200);
  return response.body.data.id;
}

describe('exam setup', () => {
  it('routing numbers are 9 digits and unique', async () => {
    const base = { bankNameBn: 'ক', bankNameEn: 'A', branchNameBn: 'খ', branchNameEn: 'B' };
    const short = await exam.post(`${API}/bank-branches`, { ...base, routingNo: '12345678' });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].message).toContain('৯ অঙ্কের');
    const twice = await exam.post(`${API}/bank-branches`, { ...base, routingNo: '999000111' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('রাউটিং নম্বর');
    const search = await exam.get(`${API}/bank-branches?search=${encodeURIComponent('পরীক্ষা শাখা')}`);
    expect(search.body.data.items.map((row: { id: number }) => row.id)).toContain(bankId);
  });

  it('lists are paged and searched in Bangla and English; other desks are refused', async () => {
    const bn = await exam.get(`${API}/experts?search=${encodeURIComponent('ফারহানা')}`);
    expect(bn.body.data.items[0].id).toBe(expertId);
    const en = await exam.get(`${API}/experts?search=farhana&subjectId=${subjectId}`);
    expect(en.body.data.total).toBe(1);
    expect((await exam.get(`${API}/exams?year=2026&pageSize=1`)).body.data.items).toHaveLength(1);
    expect((await officer.get(`${API}/experts`)).status).toBe(403);
    expect((await anonymous.get(`${API}/experts`)).status).toBe(401);
  });

  it('an assignment must name a subject of its exam', async () => {
    const other = await exam.post(`${API}/subjects`, { code: '902', nameBn: 'অন্য বিষয়', nameEn: 'Other' });
    const response = await exam.post(`${API}/assignments`, {
      examId,
      expertId,
      subjectId: other.body.data.id,
      works: [{ workItemId: work.setting, quantity: 1 }],
    });
    expect(response.status).toBe(400);
  });
});

describe('flag by flag', () => {
  const cases: [keyof typeof examDeskPermissions.$inferInsert, string, string, () => object][] = [
    ['canCreateExam', 'POST', '/exams', () => ({})],
    ['canCreateExam', 'POST', '/subjects', () => ({})],
    ['canCreateExam', 'POST', '/work-items', () => ({})],
    ['canAddBankRoutingNo', 'POST', '/bank-branches', () => ({})],
    ['canAddExamExpert', 'POST', '/experts', () => ({})],
    ['canEditExamExpert', 'PUT', '/experts/1', () => ({})],
    ['canAddExamWiseExpert', 'POST', '/assignments', () => ({})],
    ['canDistributeQuestionPaper', 'POST', '/question-papers', () => ({})],
    ['canReceiveQuestionPaper', 'POST', '/question-papers/1/receive', () => ({})],
    ['canDistributeExamPaper', 'POST', '/answer-sheets', () => ({})],
    ['canReceiveExamPaper', 'POST', '/answer-sheets/1/receive', () => ({})],
    ['canCreateBill', 'POST', '/bills', () => ({})],
    ['canApproveBill', 'POST', '/bills/1/approve', () => ({})],
    ['canPayBill', 'POST', '/bills/1/pay', () => ({})],
  ];
  it('each action answers 403 when its own flag is off, and not otherwise', async () => {
    for (const [flag, method, path, body] of cases) {
      await setFlags({ [flag]: false });
      const call = method === 'PUT' ? exam.put : exam.post;
      const refused = await call(`${API}${path}`, body());
      await setFlags({ [flag]: true });
      expect(refused.status, `${flag} ${path}`).toBe(403);
      expect((await call(`${API}${path}`, body())).status, `${flag} ${path}`).not.toBe(403);
    }
  });

  it('question papers are read only by the desks that issue or receive them', async () => {
    await setFlags({ canDistributeQuestionPaper: false, canReceiveQuestionPaper: false });
    const refused = await exam.get(`${API}/question-papers`);
    await setFlags({ canDistributeQuestionPaper: true, canReceiveQuestionPaper: true });
    expect(refused.status).toBe(403);
  });
});

describe('papers and answer sheets', () => {
  it('a question-paper issue is received once, and every read is audited', async () => {
    const issued = await exam.post(`${API}/question-papers`, {
      examId,
      subjectId,
      expertId,
      setLabel: 'ক',
      packets: 3,
      issuedOn: '2026-02-01',
    });
    expect(issued.status).toBe(200);
    const id = issued.body.data.id;
    expect((await exam.get(`${API}/question-papers/${id}`)).status).toBe(200);
    expect((await exam.get(`${API}/question-papers`)).body.data.items.length).toBeGreaterThan(0);
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exam-question-paper'), eq(auditLog.action, 'read')));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    const early = await exam.post(`${API}/question-papers/${id}/receive`, {
      receivedOn: '2026-01-01',
      packets: 3,
    });
    expect(early.status).toBe(400);
    const both = await Promise.all(
      Array.from({ length: 20 }, () =>
        exam.post(`${API}/question-papers/${id}/receive`, { receivedOn: '2026-02-03', packets: 3 }),
      ),
    );
    const statuses = both.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('answer scripts received cannot exceed those issued', async () => {
    const issued = await exam.post(`${API}/answer-sheets`, {
      examId,
      subjectId,
      expertId,
      setLabel: 'বান্ডেল-১',
      packets: 5,
      scripts: 250,
      issuedOn: '2026-03-21',
    });
    expect(issued.status).toBe(200);
    const id = issued.body.data.id;
    const noScripts = await exam.post(`${API}/answer-sheets`, {
      ...issued.body.data,
      examId,
      subjectId,
      scripts: undefined,
      expertId,
    });
    expect(noScripts.status).toBe(400);
    const tooMany = await exam.post(`${API}/answer-sheets/${id}/receive`, {
      receivedOn: '2026-04-05',
      packets: 5,
      scripts: 260,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toContain('বেশি হতে পারে না');
    const ok = await exam.post(`${API}/answer-sheets/${id}/receive`, {
      receivedOn: '2026-04-05',
      packets: 5,
      scripts: 250,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('received');
    const again = await exam.post(`${API}/answer-sheets/${id}/receive`, {
      receivedOn: '2026-04-06',
      packets: 5,
      scripts: 250,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('ইতোমধ্যে গ্রহণ');
    const file = await t.app.inject({
      url: `${API}/answer-sheets/export`,
      headers: { authorization: `Bearer ${await t.tokenFor('exam@demo.gov.bd')}` },
    });
    expect(file.statusCode).toBe(200);
  });
});

describe('honorarium bills', () => {
  it('computes worked examples: quantities × rates, 10 % tax at source, ৳10 stamp above ৳400', () => {
    expect(
      billAmounts([
        { quantity: 2, rate: 3000 },
        { quantity: 1, rate: 1500 },
        { quantity: 150, rate: 35 },
      ]),
    ).toEqual({
      gross: 12750,
      tax: 1275,
      stamp: 10,
      net: 11465,
    });
    expect(billAmounts([{ quantity: 10, rate: 35 }])).toEqual({ gross: 350, tax: 35, stamp: 0, net: 315 });
    expect(billAmounts([{ quantity: 13, rate: 35 }])).toEqual({ gross: 455, tax: 46, stamp: 10, net: 399 });
  });

  it('a bill is created once, approved once (50 at once), then paid once to the expert’s bank', async () => {
    const assignmentId = await assignment(
      [
        { workItemId: work.setting, quantity: 2 },
        { workItemId: work.moderation, quantity: 1 },
        { workItemId: work.scripts, quantity: 150 },
      ],
      '01719000911',
    );
    const created = await exam.post(`${API}/bills`, { assignmentId });
    expect(created.status).toBe(200);
    const bill = created.body.data;
    expect([bill.gross, bill.tax, bill.stamp, bill.net, bill.status]).toEqual([
      12750,
      1275,
      10,
      11465,
      'created',
    ]);
    expect(bill.lines).toHaveLength(3);
    expect((await exam.post(`${API}/bills`, { assignmentId })).status).toBe(409);
    expect(
      (
        await exam.put(`${API}/assignments/${assignmentId}`, {
          works: [{ workItemId: work.setting, quantity: 9 }],
        })
      ).status,
    ).toBe(409);

    const payEarly = await exam.post(`${API}/bills/${bill.id}/pay`, {
      paymentRef: 'EFT-1',
      paidOn: '2026-05-01',
    });
    expect(payEarly.status).toBe(409);

    const many = await Promise.all(
      Array.from({ length: 50 }, () => exam.post(`${API}/bills/${bill.id}/approve`)),
    );
    const statuses = many.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);

    const pays = await Promise.all([
      exam.post(`${API}/bills/${bill.id}/pay`, { paymentRef: 'EFT-2026-0001', paidOn: '2026-05-02' }),
      exam.post(`${API}/bills/${bill.id}/pay`, { paymentRef: 'EFT-2026-0002', paidOn: '2026-05-02' }),
    ]);
    expect(pays.map((response) => response.status).sort()).toEqual([200, 409]);
    const paid = (await exam.get(`${API}/bills/${bill.id}`)).body.data;
    expect(paid.status).toBe('paid');
    expect(paid.bank.routingNo).toBe('999000111');
    expect(paid.approvedBy.userId).toBeGreaterThan(0);

    const advice = await t.app.inject({
      url: `${API}/bills/export?status=paid&paidOn=2026-05-02`,
      headers: { authorization: `Bearer ${await t.tokenFor('exam@demo.gov.bd')}` },
    });
    expect(advice.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(advice.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(7).value).toBe('নিট প্রদেয়');
    expect(sheet.getRow(2).getCell(7).value).toBe(11465);

    const dashboard = (await exam.get(`${API}/dashboard`)).body.data;
    expect(
      dashboard.billsByStage.find((row: { status: string }) => row.status === 'paid').count,
    ).toBeGreaterThan(0);
    expect(dashboard.amountsByExam.some((row: { exam: { id: number } }) => row.exam.id === examId)).toBe(
      true,
    );
  });

  it('another controlling unit’s records answer 404', async () => {
    const assignmentId = await assignment([{ workItemId: work.scripts, quantity: 10 }], '01719000912');
    const bill = (await exam.post(`${API}/bills`, { assignmentId })).body.data;
    await setFlags({ controllingUnitId: 999 });
    const read = await exam.get(`${API}/bills/${bill.id}`);
    const approve = await exam.post(`${API}/bills/${bill.id}/approve`);
    const list = await exam.get(`${API}/bills`);
    await setFlags({ controllingUnitId: 1 });
    expect(read.status).toBe(404);
    expect(approve.status).toBe(404);
    expect(list.body.data.total).toBe(0);
  });
});
