/**
 * Deletes through the real app: a subject, an expert or a bank branch that nothing names (200, then
 * 404), and 409 while an exam, an expert, an assignment or a bill names it; a draft bill deleted (its
 * assignment billed again, the exam's totals back), an approved one refused (409); each delete 403
 * without its own flag, and another controlling unit's records 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { examDeskPermissions } from './exam.table';

let t: TestApp;
let exam: Caller;
let officer: Caller;
let anonymous: Caller;
const API = '/api/exam';
const EXAM_DESK = 4;
let mobileNo = 0;

const setFlags = (values: Partial<typeof examDeskPermissions.$inferInsert>) =>
  t.database.db.update(examDeskPermissions).set(values).where(eq(examDeskPermissions.deskId, EXAM_DESK));

beforeAll(async () => {
  t = await createTestApp();
  [exam, officer, anonymous] = await Promise.all([
    callerFor(t, 'exam@demo.gov.bd'),
    callerFor(t, DEMO.officer),
    callerFor(t, null),
  ]);
});
afterAll(() => t.close());

async function subject(code: string): Promise<number> {
  const response = await exam.post(`${API}/subjects`, {
    code,
    nameBn: `বিষয় ${code}`,
    nameEn: `Subject ${code}`,
  });
  expect(response.status).toBe(200);
  return response.body.data.id;
}
async function branch(routingNo: string): Promise<number> {
  const response = await exam.post(`${API}/bank-branches`, {
    routingNo,
    bankNameBn: 'জনতা ব্যাংক পিএলসি',
    bankNameEn: 'Janata Bank PLC',
    branchNameBn: 'মুছে ফেলার শাখা',
    branchNameEn: 'Delete branch',
  });
  expect(response.status).toBe(200);
  return response.body.data.id;
}
async function expert(subjectId: number, bankBranchId: number): Promise<number> {
  mobileNo += 1;
  const response = await exam.post(`${API}/experts`, {
    nameBn: 'মোছার বিশেষজ্ঞ',
    nameEn: 'Expert to delete',
    designation: 'প্রভাষক',
    institution: 'নওগাঁ সরকারি কলেজ',
    subjectId,
    mobile: `0171980${String(mobileNo).padStart(4, '0')}`,
    accountName: 'Expert',
    accountNo: '12345678',
    bankBranchId,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id;
}
async function examWith(subjectIds: number[]): Promise<number> {
  const response = await exam.post(`${API}/exams`, {
    nameBn: 'মোছার পরীক্ষা',
    nameEn: 'Delete exam',
    examYear: 2026,
    session: '২০২৫-২৬',
    subjectIds,
    startDate: '2026-04-01',
    endDate: '2026-04-10',
    centreCount: 3,
  });
  expect(response.status).toBe(200);
  return response.body.data.id;
}
async function workItem(): Promise<number> {
  const response = await exam.post(`${API}/work-items`, {
    nameBn: `উত্তরপত্র মূল্যায়ন ${Date.now()}`,
    nameEn: `Scripts ${Date.now()}`,
    measure: 'script',
    rate: 40,
  });
  expect(response.status).toBe(200);
  return response.body.data.id;
}

describe('deleting master data', () => {
  it('deletes a subject nothing names; 409 while an exam or an expert names it', async () => {
    const free = await subject('801');
    expect((await exam.delete(`${API}/subjects/${free}`)).status).toBe(200);
    expect((await exam.delete(`${API}/subjects/${free}`)).status).toBe(404);

    const onExam = await subject('802');
    const examId = await examWith([onExam]);
    // The exam list's subject filter finds the exam that names it, and only that.
    const filtered = (await exam.get(`${API}/exams?subjectId=${onExam}`)).body.data;
    expect(filtered.items.map((row: { id: number }) => row.id)).toEqual([examId]);
    expect((await exam.get(`${API}/exams?subjectId=x`)).status).toBe(400);
    const named = await exam.delete(`${API}/subjects/${onExam}`);
    expect(named.status).toBe(409);
    expect(named.body.message).toBe('এই তথ্যটি অন্য কোনো কাজে ব্যবহৃত হচ্ছে; তাই মুছে ফেলা যাবে না');

    const onExpert = await subject('803');
    await expert(onExpert, await branch('700000001'));
    expect((await exam.delete(`${API}/subjects/${onExpert}`)).status).toBe(409);
    const listed = (await exam.get(`${API}/subjects?search=803`)).body.data.items as { id: number }[];
    expect(listed.map((row) => row.id)).toEqual([onExpert]);
  });

  it('deletes a bank branch no expert uses, and an expert with no assignment', async () => {
    const free = await branch('700000002');
    expect((await exam.delete(`${API}/bank-branches/${free}`)).status).toBe(200);
    expect((await exam.delete(`${API}/bank-branches/${free}`)).status).toBe(404);

    const used = await branch('700000003');
    const subjectId = await subject('804');
    const idle = await expert(subjectId, used);
    expect((await exam.delete(`${API}/bank-branches/${used}`)).status).toBe(409);
    expect((await exam.delete(`${API}/experts/${idle}`)).status).toBe(200);
    expect((await exam.get(`${API}/experts/${idle}`)).status).toBe(404);
    // With its only expert gone, the branch is free.
    expect((await exam.delete(`${API}/bank-branches/${used}`)).status).toBe(200);

    const busy = await expert(subjectId, await branch('700000004'));
    const examId = await examWith([subjectId]);
    const assigned = await exam.post(`${API}/assignments`, {
      examId,
      expertId: busy,
      subjectId,
      works: [{ workItemId: await workItem(), quantity: 5 }],
    });
    expect(assigned.status).toBe(200);
    expect((await exam.delete(`${API}/experts/${busy}`)).status).toBe(409);
    expect((await exam.delete(`${API}/experts/0`)).status).toBe(400);
  });
});

describe('deleting a draft bill', () => {
  it('deletes a created bill (billed again after), refuses an approved one, and keeps the totals', async () => {
    const subjectId = await subject('805');
    const expertId = await expert(subjectId, await branch('700000005'));
    const examId = await examWith([subjectId]);
    const assigned = await exam.post(`${API}/assignments`, {
      examId,
      expertId,
      subjectId,
      works: [{ workItemId: await workItem(), quantity: 100 }],
    });
    const assignmentId = assigned.body.data.id;
    const totalOf = async () => {
      const dashboard = (await exam.get(`${API}/dashboard`)).body.data;
      return dashboard.amountsByExam.find((row: { exam: { id: number } }) => row.exam.id === examId);
    };
    const draft = (await exam.post(`${API}/bills`, { assignmentId })).body.data;
    expect(draft.status).toBe('created');
    expect((await totalOf())?.gross).toBe(4000);
    expect((await exam.delete(`${API}/bills/${draft.id}`)).status).toBe(200);
    expect((await exam.get(`${API}/bills/${draft.id}`)).status).toBe(404);
    expect((await totalOf())?.gross ?? 0).toBe(0);

    const again = (await exam.post(`${API}/bills`, { assignmentId })).body.data;
    expect(again.gross).toBe(4000);
    expect((await exam.post(`${API}/bills/${again.id}/approve`)).status).toBe(200);
    const approved = await exam.delete(`${API}/bills/${again.id}`);
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe('বিলটি ইতোমধ্যে অনুমোদিত বা পরিশোধিত');
    expect((await exam.get(`${API}/bills/${again.id}`)).status).toBe(200);
  });
});

describe('who may delete', () => {
  it('each delete answers 403 without its own flag, 401 anonymous, 404 for another unit', async () => {
    const subjectId = await subject('806');
    const branchId = await branch('700000006');
    const expertId = await expert(subjectId, branchId);
    const examId = await examWith([subjectId]);
    const assigned = await exam.post(`${API}/assignments`, {
      examId,
      expertId,
      subjectId,
      works: [{ workItemId: await workItem(), quantity: 1 }],
    });
    const bill = (await exam.post(`${API}/bills`, { assignmentId: assigned.body.data.id })).body.data;
    const spare = await subject('807');
    const cases = [
      [`${API}/subjects/${spare}`, { canCreateExam: false }],
      [`${API}/bank-branches/${branchId}`, { canAddBankRoutingNo: false }],
      [`${API}/experts/${expertId}`, { canEditExamExpert: false }],
      [`${API}/bills/${bill.id}`, { canCreateBill: false }],
    ] as const;
    for (const [url, flags] of cases) {
      await setFlags(flags);
      const refused = await exam.delete(url);
      await setFlags({
        canCreateExam: true,
        canAddBankRoutingNo: true,
        canEditExamExpert: true,
        canCreateBill: true,
      });
      expect(refused.status, url).toBe(403);
      expect((await officer.delete(url)).status, url).toBe(403);
      expect((await anonymous.delete(url)).status, url).toBe(401);
    }
    await setFlags({ controllingUnitId: 999 });
    const elsewhere = await Promise.all([
      exam.delete(`${API}/subjects/${spare}`),
      exam.delete(`${API}/experts/${expertId}`),
      exam.delete(`${API}/bills/${bill.id}`),
    ]);
    await setFlags({ controllingUnitId: 1 });
    expect(elsewhere.map((response) => response.status)).toEqual([404, 404, 404]);
    expect((await exam.delete(`${API}/bills/${bill.id}`)).status).toBe(200);
    expect((await exam.delete(`${API}/subjects/${spare}`)).status).toBe(200);
  });
});
