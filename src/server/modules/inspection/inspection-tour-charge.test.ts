/**
 * A tour plan sends its planner away for the visit's day: the plan names whose desk takes the
 * planner's charge (a desk of the same office), the controlling desk confirms or changes it with the
 * approval, and the approval gives the current charge for that day (order `ভ্রমণ-<id>`). A broken
 * charge rule stops the approval with its message. On the demo's Rajshahi district office: the
 * officer persona (desk 11) plans, the office admin (desk 10) approves.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBanglaDigits } from '../../../common/validation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listHeldDesks } from '../auth/auth.roles';
import { deskCharges } from '../charge/charge.table';
import { leaveApplications } from '../leave/leave.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { inspectionPlans } from './inspection.table';

const B = '/api/inspection';
const PABA = 11;
const OFFICER = { user: 4, desk: 11 };
const ADMIN = { user: 3, desk: 10 };
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + 6 * 3600_000 + offset * DAY).toISOString().slice(0, 10);

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let officeAdminEn: Caller;

beforeAll(async () => {
  t = await createTestApp();
  [officer, officeAdmin, officeAdminEn] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.officeAdmin, 'en'),
  ]);
});
afterAll(() => t.close());

const plan = (visitDate: string, chargeDeskId?: number) => ({
  targetOfficeId: PABA,
  visitDate,
  purpose: 'ইউনিয়ন ডিজিটাল সেন্টার পরিদর্শন',
  ...(chargeDeskId && { chargeDeskId }),
});

async function submitted(visitDate: string, chargeDeskId?: number): Promise<number> {
  const created = await officer.post(`${B}/plans`, plan(visitDate, chargeDeskId));
  expect(created.status).toBe(200);
  expect(created.body.data.chargeDesk?.deskId).toBe(chargeDeskId);
  expect((await officer.post(`${B}/plans/${created.body.data.id}/submit`)).status).toBe(200);
  return created.body.data.id;
}

const chargesOf = (id: number) =>
  t.app.db
    .select()
    .from(deskCharges)
    .where(like(deskCharges.orderNo, `ভ্রমণ-${toBanglaDigits(id)}`));

describe('naming who takes the charge on a tour', () => {
  it('offers the office’s held desks but the planner’s own, and takes only such a desk', async () => {
    const choices = await officer.get(`${B}/plan-charge-desks?visitDate=${day(10)}`);
    expect(choices.status).toBe(200);
    const ids = choices.body.data.map((desk: { deskId: number }) => desk.deskId);
    expect(ids).toContain(ADMIN.desk);
    expect(ids).not.toContain(OFFICER.desk);
    expect((await officer.get(`${B}/plan-charge-desks`)).status).toBe(400);

    const own = await officer.post(`${B}/plans`, plan(day(10), OFFICER.desk));
    expect(own.status).toBe(400);
    expect(own.body.errors).toEqual([
      { field: 'chargeDeskId', message: 'দায়িত্ব হস্তান্তরের জন্য নিজ অফিসের অন্য একটি ডেস্ক নির্বাচন করুন' },
    ]);
    // A desk of another office (Natore's head).
    expect((await officer.post(`${B}/plans`, plan(day(10), 119))).status).toBe(400);
  });
});

describe('approving a tour plan', () => {
  it('gives the planner’s desk to the named desk’s holder for the visit’s day only', async () => {
    const visit = day(12);
    const id = await submitted(visit, ADMIN.desk);
    const approved = await officeAdmin.post(`${B}/plans/${id}/decision`, { action: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', chargeDesk: { deskId: ADMIN.desk } });
    const [charge] = await chargesOf(id);
    expect(charge).toMatchObject({
      deskId: OFFICER.desk,
      holderUserId: OFFICER.user,
      actingUserId: ADMIN.user,
      kind: 'current',
      fromDate: visit,
      toDate: visit,
      reason: 'ভ্রমণকালীন',
    });
    const desksOn = async (date: string) =>
      (await listHeldDesks(t.app.db, ADMIN.user, date)).map((desk) => desk.role.DeskId);
    expect(await desksOn(day(11))).not.toContain(OFFICER.desk);
    expect(await desksOn(visit)).toContain(OFFICER.desk);
    expect(await desksOn(day(13))).not.toContain(OFFICER.desk);
  });

  it('lets the approving desk name the holder when the planner named none; the planner may not ask', async () => {
    const id = await submitted(day(14));
    expect((await officer.get(`${B}/plans/${id}/charge-desks`)).status).toBe(403);
    const choices = await officeAdmin.get(`${B}/plans/${id}/charge-desks`);
    expect(choices.status).toBe(200);
    const ids = choices.body.data.map((desk: { deskId: number }) => desk.deskId);
    expect(ids).toContain(ADMIN.desk);
    expect(ids).not.toContain(OFFICER.desk);
    const approved = await officeAdmin.post(`${B}/plans/${id}/decision`, {
      action: 'approve',
      chargeDeskId: ADMIN.desk,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.chargeDesk.deskId).toBe(ADMIN.desk);
    const [charge] = await chargesOf(id);
    expect(charge).toMatchObject({ deskId: OFFICER.desk, actingUserId: ADMIN.user });
    // Decided: the choice is no longer asked.
    expect((await officeAdmin.get(`${B}/plans/${id}/charge-desks`)).status).toBe(403);
  });

  it('gives nothing when no desk was named', async () => {
    const id = await submitted(day(16));
    expect((await officeAdmin.post(`${B}/plans/${id}/decision`, { action: 'approve' })).status).toBe(200);
    expect(await chargesOf(id)).toEqual([]);
  });

  it('stops the approval with the rule’s message when the named officer is away that day', async () => {
    const visit = day(18);
    const id = await submitted(visit, ADMIN.desk);
    const [away] = await t.app.db
      .insert(leaveApplications)
      .values({
        userId: ADMIN.user,
        officeId: 10,
        deskId: ADMIN.desk,
        leaveType: 'casual',
        fromDate: visit,
        toDate: visit,
        days: 1,
        reason: 'পারিবারিক প্রয়োজন',
        addressDuringLeave: 'রাজশাহী',
        status: 'approved',
        chain: [],
      })
      .returning();
    const refused = await officeAdmin.post(`${B}/plans/${id}/decision`, { action: 'approve' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে ছুটিতে আছেন বা ছুটির আবেদন করেছেন');
    const english = await officeAdminEn.post(`${B}/plans/${id}/decision`, { action: 'approve' });
    expect(english.body.message).toBe(
      'The officer who would take the charge is on leave (or has applied for it) in that period',
    );
    const [still] = await t.app.db.select().from(inspectionPlans).where(eq(inspectionPlans.id, id));
    expect(still.status).toBe('pending');
    expect(await chargesOf(id)).toEqual([]);
    // The choices leave the officer on leave out.
    const choices = await officeAdmin.get(`${B}/plans/${id}/charge-desks`);
    expect(choices.body.data.map((desk: { deskId: number }) => desk.deskId)).not.toContain(ADMIN.desk);
    await t.app.db.delete(leaveApplications).where(eq(leaveApplications.id, away.id));
  });

  it('gives the desk back when the approved tour is cancelled: the charge ends, the day is the planner’s', async () => {
    const visit = day(18);
    const id = await submitted(visit, ADMIN.desk);
    expect((await officeAdmin.post(`${B}/plans/${id}/decision`, { action: 'approve' })).status).toBe(200);
    expect((await officer.post(`${B}/plans/${id}/cancel`)).status).toBe(200);
    const [charge] = await chargesOf(id);
    expect(charge).toMatchObject({ status: 'ended', endedByUserId: OFFICER.user });
    const held = await listHeldDesks(t.app.db, ADMIN.user, visit);
    expect(held.map((desk) => desk.role.DeskId)).not.toContain(OFFICER.desk);
  });
});
