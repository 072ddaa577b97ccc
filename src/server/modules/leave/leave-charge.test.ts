/**
 * The last desk's choice of who takes the applicant's charge with a leave's approval, on the demo's
 * Natore office: the engineer's casual leave waits at the head's desk, naming the office assistant.
 * The choices leave out the applicant and an officer away in the leave's days; a choice the charge
 * rules refuse stops the approval with the rule's message; a changed choice gives the charge to it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deskCharges } from '../charge/charge.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { leaveApplications } from './leave.table';

const APPS = '/api/leave/applications';
const HEAD = { user: 113, desk: 119 };
const PROGRAMMER = { user: 114, desk: 120 };
const ENGINEER = { user: 115, desk: 122 };
const ASSISTANT = { user: 116, desk: 124 };

let t: TestApp;
let head: Caller;
let headEn: Caller;
let engineer: Caller;
let stranger: Caller;
let pending: typeof leaveApplications.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  [head, headEn, engineer, stranger] = await Promise.all([
    callerFor(t, 'officer113@demo.gov.bd'),
    callerFor(t, 'officer113@demo.gov.bd', 'en'),
    callerFor(t, 'officer115@demo.gov.bd'),
    callerFor(t, DEMO.officer),
  ]);
  [pending] = await t.app.db
    .select()
    .from(leaveApplications)
    .where(and(eq(leaveApplications.userId, ENGINEER.user), eq(leaveApplications.status, 'pending')));
});
afterAll(() => t.close());

const deskIds = (body: { data: { deskId: number }[] }) => body.data.map((desk) => desk.deskId);

describe('the charge choice at the last desk', () => {
  it('offers the office’s held desks but the applicant’s, and searches by post and by name', async () => {
    const all = await head.get(`${APPS}/${pending.id}/charge-desks`);
    expect(all.status).toBe(200);
    expect(deskIds(all.body)).toEqual(expect.arrayContaining([HEAD.desk, PROGRAMMER.desk, ASSISTANT.desk]));
    expect(deskIds(all.body)).not.toContain(ENGINEER.desk);
    const byPost = await head.get(
      `${APPS}/${pending.id}/charge-desks?search=${encodeURIComponent('প্রোগ্রামার')}`,
    );
    expect(deskIds(byPost.body)).toContain(PROGRAMMER.desk);
    for (const desk of byPost.body.data) expect(desk.roleBn).toContain('প্রোগ্রামার');
    const byName = await head.get(`${APPS}/${pending.id}/charge-desks?search=${encodeURIComponent('মৌসুমী')}`);
    expect(byName.body.data.length).toBeGreaterThan(0);
    for (const desk of byName.body.data) expect(desk.holder.nameBn).toBe('মৌসুমী খাতুন');
  });

  it('is asked only by the desk that approves: the applicant 403, another office 404', async () => {
    expect((await engineer.get(`${APPS}/${pending.id}/charge-desks`)).status).toBe(403);
    expect((await stranger.get(`${APPS}/${pending.id}/charge-desks`)).status).toBe(404);
    expect((await head.get(`${APPS}/${pending.id}/charge-desks?search=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('leaves out an officer away in the leave’s days; naming one stops the approval with the rule', async () => {
    const [away] = await t.app.db
      .insert(leaveApplications)
      .values({
        userId: ASSISTANT.user,
        officeId: 103,
        deskId: ASSISTANT.desk,
        leaveType: 'casual',
        fromDate: pending.toDate,
        toDate: pending.toDate,
        days: 1,
        reason: 'পারিবারিক প্রয়োজন',
        addressDuringLeave: 'নাটোর',
        status: 'pending',
        chain: [HEAD.desk],
        step: 1,
        currentDeskId: HEAD.desk,
        currentOfficeId: 103,
      })
      .returning();
    const choices = await head.get(`${APPS}/${pending.id}/charge-desks`);
    expect(deskIds(choices.body)).not.toContain(ASSISTANT.desk);

    // The applicant named the assistant; the approval as named is refused and nothing is decided.
    const refused = await head.post(`${APPS}/${pending.id}/decision`, { action: 'approve' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে ছুটিতে আছেন বা ছুটির আবেদন করেছেন');
    const english = await headEn.post(`${APPS}/${pending.id}/decision`, {
      action: 'approve',
      chargeDeskId: ENGINEER.desk,
    });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe('The holder of the post cannot take its charge');
    const still = await head.get(`${APPS}/${pending.id}`);
    expect(still.body.data).toMatchObject({ status: 'pending', chargeDesk: { deskId: ASSISTANT.desk } });
    expect(
      await t.app.db.select().from(deskCharges).where(eq(deskCharges.leaveApplicationId, pending.id)),
    ).toEqual([]);
    await t.app.db.delete(leaveApplications).where(eq(leaveApplications.id, away.id));
  });

  it('gives the charge to the desk the approver changed it to, for the leave’s days', async () => {
    const approved = await head.post(`${APPS}/${pending.id}/decision`, {
      action: 'approve',
      chargeDeskId: PROGRAMMER.desk,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', chargeDesk: { deskId: PROGRAMMER.desk } });
    const [charge] = await t.app.db
      .select()
      .from(deskCharges)
      .where(eq(deskCharges.leaveApplicationId, pending.id));
    expect(charge).toMatchObject({
      deskId: ENGINEER.desk,
      actingUserId: PROGRAMMER.user,
      kind: 'current',
      fromDate: pending.fromDate,
      toDate: pending.toDate,
    });
    // Decided: the choice is no longer asked.
    expect((await head.get(`${APPS}/${pending.id}/charge-desks`)).status).toBe(403);
  });
});
