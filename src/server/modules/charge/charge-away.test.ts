/**
 * No charge to an officer who is away in its window, whatever takes them away: leave, the visit day
 * of an approved tour plan, or the days of a training batch they are a final trainee of. Each kind
 * refuses with its own message (Bangla, English when asked), the choices of who may take a charge
 * leave them out, and the training's first day, last day and the day after are the edges. On the
 * demo's Natore office: its head (an office admin) gives the engineer's desk to the office assistant.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { inspectionPlans } from '../inspection/inspection.table';
import { leaveApplications } from '../leave/leave.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { deskCharges } from './charge.table';
import { takerDeskOptions } from './charge-options.service';

const CHARGES = '/api/charge/charges';
const TRAINING = '/api/training';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + 6 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
const NATORE = 103;
const ENGINEER = { user: 115, desk: 122 };
const ASSISTANT = { user: 116, desk: 124 };

let t: TestApp;
let natoreAdmin: Caller;
let natoreAdminEn: Caller;
let superAdmin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  [natoreAdmin, natoreAdminEn, superAdmin] = await Promise.all([
    callerFor(t, 'officer113@demo.gov.bd'),
    callerFor(t, 'officer113@demo.gov.bd', 'en'),
    callerFor(t, DEMO.superAdmin),
  ]);
});
afterAll(() => t.close());

const order = (fromDate: string, toDate = fromDate) => ({
  deskId: ENGINEER.desk,
  actingUserId: ASSISTANT.user,
  kind: 'current',
  fromDate,
  toDate,
  orderNo: '৫৬.০৪.৬৯০০.০০০.১১.০১৪.২৬-৩০১',
  orderDate: day(0),
  reason: 'অনুপস্থিতিকালীন',
});

/** Whether the office's choices of who may take the engineer's charge in the window name the assistant. */
async function assistantOffered(fromDate: string, toDate = fromDate): Promise<boolean> {
  const options = await takerDeskOptions(t.app.db, {
    officeId: NATORE,
    absentUserId: ENGINEER.user,
    fromDate,
    toDate,
  });
  return options.some((option) => option.deskId === ASSISTANT.desk);
}

const removeCharges = () =>
  t.app.db.delete(deskCharges).where(eq(deskCharges.orderNo, '৫৬.০৪.৬৯০০.০০০.১১.০১৪.২৬-৩০১'));

describe('an acting officer away in the window', () => {
  it('on leave: refused with the leave’s message', async () => {
    const [leave] = await t.app.db
      .insert(leaveApplications)
      .values({
        userId: ASSISTANT.user,
        officeId: NATORE,
        deskId: ASSISTANT.desk,
        leaveType: 'casual',
        fromDate: day(25),
        toDate: day(26),
        days: 2,
        reason: 'পারিবারিক প্রয়োজন',
        addressDuringLeave: 'নাটোর',
        status: 'approved',
        chain: [],
      })
      .returning();
    const refused = await natoreAdmin.post(CHARGES, order(day(26)));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে ছুটিতে আছেন বা ছুটির আবেদন করেছেন');
    expect(await assistantOffered(day(26))).toBe(false);
    await t.app.db.delete(leaveApplications).where(eq(leaveApplications.id, leave.id));
  });

  it('on an approved tour’s visit day: refused with the tour’s message; a plan not approved does not count', async () => {
    const [plan] = await t.app.db
      .insert(inspectionPlans)
      .values({
        userId: ASSISTANT.user,
        deskId: ASSISTANT.desk,
        officeId: NATORE,
        targetOfficeId: NATORE,
        visitDate: day(30),
        purpose: 'ইউনিয়ন ডিজিটাল সেন্টার পরিদর্শন',
        status: 'pending',
      })
      .returning();
    expect(await assistantOffered(day(29), day(31))).toBe(true);
    await t.app.db.update(inspectionPlans).set({ status: 'approved' }).where(eq(inspectionPlans.id, plan.id));

    const refused = await natoreAdmin.post(CHARGES, order(day(29), day(31)));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে অনুমোদিত ভ্রমণে (পরিদর্শনে) থাকবেন');
    const english = await natoreAdminEn.post(CHARGES, order(day(30)));
    expect(english.body.message).toBe(
      'The officer who would take the charge is on an approved tour (inspection visit) in that period',
    );
    expect(await assistantOffered(day(29), day(31))).toBe(false);
    // The days either side of the visit are free.
    expect(await assistantOffered(day(31))).toBe(true);
    const dayAfter = await natoreAdmin.post(CHARGES, order(day(31)));
    expect(dayAfter.status).toBe(200);
    await removeCharges();
    await t.app.db.delete(inspectionPlans).where(eq(inspectionPlans.id, plan.id));
  });

  it('a final trainee in the batch’s days: refused on the first and the last day, given the day before and after', async () => {
    const provider = await superAdmin.post(`${TRAINING}/providers`, {
      nameBn: 'জাতীয় পরিকল্পনা একাডেমি',
      nameEn: 'National Planning Academy',
    });
    const title = await superAdmin.post(`${TRAINING}/titles`, {
      providerOrgId: provider.body.data.id,
      nameBn: 'প্রকল্প ব্যবস্থাপনা',
      nameEn: 'Project management',
    });
    const batch = await superAdmin.post(`${TRAINING}/batches`, {
      kind: 'external',
      titleId: title.body.data.id,
      nameBn: 'প্রকল্প ব্যবস্থাপনা ব্যাচ-৩',
      venue: 'জাতীয় পরিকল্পনা একাডেমি, নীলক্ষেত, ঢাকা',
      medium: 'in_person',
      startDate: day(50),
      endDate: day(54),
      seats: 5,
    });
    expect(batch.status).toBe(200);
    const batchId = batch.body.data.id;
    expect(
      (await superAdmin.post(`${TRAINING}/batches/${batchId}/nominations`, { userIds: [ASSISTANT.user] }))
        .status,
    ).toBe(200);
    const [entry] = (await superAdmin.get(`${TRAINING}/applications?batchId=${batchId}`)).body.data.items;
    await superAdmin.post(`${TRAINING}/applications/${entry.id}/decision`, { action: 'shortlist' });
    // Only on the shortlist the assistant is not yet away.
    expect(await assistantOffered(day(50))).toBe(true);
    const final = await superAdmin.post(`${TRAINING}/applications/${entry.id}/decision`, {
      action: 'finalise',
    });
    expect(final.status).toBe(200);

    for (const first of [day(50), day(54)]) {
      const refused = await natoreAdmin.post(CHARGES, order(first));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে প্রশিক্ষণে (চূড়ান্ত প্রশিক্ষণার্থী) থাকবেন');
    }
    const overlapping = await natoreAdminEn.post(CHARGES, order(day(48), day(50)));
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toBe(
      'The officer who would take the charge is a final trainee of a training batch in that period',
    );
    expect(await assistantOffered(day(54))).toBe(false);
    expect(await assistantOffered(day(55))).toBe(true);
    expect((await natoreAdmin.post(CHARGES, order(day(49)))).status).toBe(200);
    expect((await natoreAdmin.post(CHARGES, order(day(55)))).status).toBe(200);

    // A cancelled batch sends nobody away.
    expect(
      (await superAdmin.post(`${TRAINING}/batches/${batchId}/status`, { status: 'cancelled' })).status,
    ).toBe(200);
    expect(await assistantOffered(day(52))).toBe(true);
    expect((await natoreAdmin.post(CHARGES, order(day(52)))).status).toBe(200);
    const given = (await t.app.db.execute(
      sql`select count(*)::int as n from desk_charges where order_no = '৫৬.০৪.৬৯০০.০০০.১১.০১৪.২৬-৩০১'`,
    )) as unknown as { rows: { n: number }[] };
    expect(given.rows[0].n).toBe(3);
    await removeCharges();
  });
});
