/**
 * Training sends an officer away: finalising an officer as a trainee names, for each desk they
 * hold, who takes its charge for the batch's days (order `প্রশিক্ষণ-<trainee id>`); a broken charge
 * rule stops the finalisation with its message; the trainee's withdrawal before the first day and
 * a cancelled batch end the charges the training gave. Fifty finalisations of one entry at once give
 * one trainee and one charge (CI runs it on PostgreSQL). The demo's Natore office: the super admin
 * finalises its engineer, whose desk goes to the office assistant.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBanglaDigits } from '../../../common/validation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listHeldDesks } from '../auth/auth.roles';
import { deskCharges } from '../charge/charge.table';
import { leaveApplications } from '../leave/leave.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { trainingBatches, trainingTrainees } from './training.table';

const P = '/api/training';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + 6 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
const PROGRAMMER = { user: 114, desk: 120 };
const ENGINEER = { user: 115, desk: 122 };
const ASSISTANT = { user: 116, desk: 124 };

let t: TestApp;
let superAdmin: Caller;
let superAdminEn: Caller;
let officer: Caller;
let school: Caller;
let engineer: Caller;
let titleId: number;

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, superAdminEn, officer, school, engineer] = await Promise.all([
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.superAdmin, 'en'),
    callerFor(t, DEMO.officer),
    callerFor(t, 'school@demo.gov.bd'),
    callerFor(t, 'officer115@demo.gov.bd'),
  ]);
  const provider = await superAdmin.post(`${P}/providers`, {
    nameBn: 'বাংলাদেশ লোক-প্রশাসন প্রশিক্ষণ কেন্দ্র',
    nameEn: 'Bangladesh Public Administration Training Centre',
  });
  const title = await superAdmin.post(`${P}/titles`, {
    providerOrgId: provider.body.data.id,
    nameBn: 'ই-গভর্ন্যান্স ও উদ্ভাবন',
    nameEn: 'e-Governance and innovation',
  });
  titleId = title.body.data.id;
});
afterAll(() => t.close());

async function batchOf(startDate: string, endDate: string, seats = 5): Promise<number> {
  const response = await superAdmin.post(`${P}/batches`, {
    kind: 'external',
    titleId,
    nameBn: 'ই-গভর্ন্যান্স ব্যাচ',
    venue: 'বিপিএটিসি, সাভার, ঢাকা',
    medium: 'in_person',
    startDate,
    endDate,
    seats,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id;
}

/** The officer nominated to the batch and put on its shortlist; the entry's id. */
async function shortlisted(batchId: number, userId: number): Promise<number> {
  expect((await superAdmin.post(`${P}/batches/${batchId}/nominations`, { userIds: [userId] })).status).toBe(
    200,
  );
  const items = (await superAdmin.get(`${P}/applications?batchId=${batchId}`)).body.data.items as {
    id: number;
    person: { userId: number };
  }[];
  const entry = items.find((item) => item.person.userId === userId);
  if (!entry) throw new Error('not nominated');
  expect(
    (await superAdmin.post(`${P}/applications/${entry.id}/decision`, { action: 'shortlist' })).status,
  ).toBe(200);
  return entry.id;
}

const traineeOf = async (applicationId: number) =>
  (
    await t.app.db.select().from(trainingTrainees).where(eq(trainingTrainees.applicationId, applicationId))
  )[0];
const chargesOf = (traineeId: number) =>
  t.app.db
    .select()
    .from(deskCharges)
    .where(eq(deskCharges.orderNo, `প্রশিক্ষণ-${toBanglaDigits(traineeId)}`));
const desksOn = async (userId: number, date: string) =>
  (await listHeldDesks(t.app.db, userId, date)).map((desk) => desk.role.DeskId);
const deskIds = (options: { deskId: number }[]) => options.map((option) => option.deskId);

describe('finalising an officer as a trainee', () => {
  let batchId: number;
  let entryId: number;
  beforeAll(async () => {
    batchId = await batchOf(day(20), day(24));
    entryId = await shortlisted(batchId, ENGINEER.user);
  });

  it('offers the desks the officer holds and, for each, who of its office may take it', async () => {
    const choices = await superAdmin.get(`${P}/applications/${entryId}/charge-desks`);
    expect(choices.status).toBe(200);
    expect(choices.body.data).toMatchObject({
      held: [{ deskId: ENGINEER.desk, officeBn: expect.stringContaining('নাটোর') }],
      forDeskId: ENGINEER.desk,
      fromDate: day(20),
      toDate: day(24),
    });
    expect(deskIds(choices.body.data.options)).toEqual(
      expect.arrayContaining([PROGRAMMER.desk, ASSISTANT.desk]),
    );
    expect(deskIds(choices.body.data.options)).not.toContain(ENGINEER.desk);
    const byName = await superAdmin.get(
      `${P}/applications/${entryId}/charge-desks?search=${encodeURIComponent('মৌসুমী')}`,
    );
    expect(deskIds(byName.body.data.options)).toContain(PROGRAMMER.desk);
    for (const option of byName.body.data.options) expect(option.holder.nameBn).toContain('মৌসুমী');
    const notHeld = await superAdmin.get(
      `${P}/applications/${entryId}/charge-desks?deskId=${ASSISTANT.desk}`,
    );
    expect(notHeld.status).toBe(400);
    expect(notHeld.body.errors).toEqual([{ field: 'deskId', message: 'প্রশিক্ষণার্থী এই পদে কর্মরত নন' }]);
  });

  it('is asked only by the batch’s admin: an officer 403, a school account 404', async () => {
    expect((await officer.get(`${P}/applications/${entryId}/charge-desks`)).status).toBe(403);
    expect((await school.get(`${P}/applications/${entryId}/charge-desks`)).status).toBe(404);
  });

  it('refuses a taker outside the desk’s office and a desk the officer does not hold (400, nothing final)', async () => {
    const foreign = await superAdmin.post(`${P}/applications/${entryId}/decision`, {
      action: 'finalise',
      charges: [{ deskId: ENGINEER.desk, chargeDeskId: 10 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([
      { field: 'charges', message: 'দায়িত্ব হস্তান্তরের জন্য প্রশিক্ষণার্থীর পদের অফিসের অন্য একটি ডেস্ক নির্বাচন করুন' },
    ]);
    const own = await superAdminEn.post(`${P}/applications/${entryId}/decision`, {
      action: 'finalise',
      charges: [{ deskId: ENGINEER.desk, chargeDeskId: ENGINEER.desk }],
    });
    expect(own.body.errors).toEqual([
      {
        field: 'charges',
        message: 'Choose another desk of the office of the trainee’s post to hold its charge',
      },
    ]);
    const notHeld = await superAdmin.post(`${P}/applications/${entryId}/decision`, {
      action: 'finalise',
      charges: [{ deskId: ASSISTANT.desk, chargeDeskId: PROGRAMMER.desk }],
    });
    expect(notHeld.status).toBe(400);
    expect(await traineeOf(entryId)).toBeUndefined();
  });

  it('stops with the rule’s message when the taker is away in the batch’s days', async () => {
    const [leave] = await t.app.db
      .insert(leaveApplications)
      .values({
        userId: ASSISTANT.user,
        officeId: 103,
        deskId: ASSISTANT.desk,
        leaveType: 'casual',
        fromDate: day(24),
        toDate: day(24),
        days: 1,
        reason: 'পারিবারিক প্রয়োজন',
        addressDuringLeave: 'নাটোর',
        status: 'approved',
        chain: [],
      })
      .returning();
    const choices = await superAdmin.get(`${P}/applications/${entryId}/charge-desks`);
    expect(deskIds(choices.body.data.options)).not.toContain(ASSISTANT.desk);
    const refused = await superAdmin.post(`${P}/applications/${entryId}/decision`, {
      action: 'finalise',
      charges: [{ deskId: ENGINEER.desk, chargeDeskId: ASSISTANT.desk }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে ছুটিতে আছেন বা ছুটির আবেদন করেছেন');
    expect(await traineeOf(entryId)).toBeUndefined();
    const [batch] = await t.app.db.select().from(trainingBatches).where(eq(trainingBatches.id, batchId));
    expect(batch.traineeCount).toBe(0);
    await t.app.db.delete(leaveApplications).where(eq(leaveApplications.id, leave.id));
  });

  it('gives the desk to the taker for the batch’s days only, and no longer asks', async () => {
    const final = await superAdmin.post(`${P}/applications/${entryId}/decision`, {
      action: 'finalise',
      charges: [{ deskId: ENGINEER.desk, chargeDeskId: ASSISTANT.desk }],
    });
    expect(final.status).toBe(200);
    const trainee = await traineeOf(entryId);
    const [charge] = await chargesOf(trainee.id);
    expect(charge).toMatchObject({
      deskId: ENGINEER.desk,
      holderUserId: ENGINEER.user,
      actingUserId: ASSISTANT.user,
      kind: 'current',
      fromDate: day(20),
      toDate: day(24),
      reason: 'প্রশিক্ষণকালীন',
      status: 'active',
    });
    expect(await desksOn(ASSISTANT.user, day(19))).not.toContain(ENGINEER.desk);
    expect(await desksOn(ASSISTANT.user, day(20))).toContain(ENGINEER.desk);
    expect(await desksOn(ASSISTANT.user, day(24))).toContain(ENGINEER.desk);
    expect(await desksOn(ASSISTANT.user, day(25))).not.toContain(ENGINEER.desk);
    expect((await superAdmin.get(`${P}/applications/${entryId}/charge-desks`)).status).toBe(403);
  });

  it('ends the charge when the trainee withdraws before the first day, and gives the seat back', async () => {
    const trainee = await traineeOf(entryId);
    const withdrawn = await engineer.post(`${P}/applications/${entryId}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    const [charge] = await chargesOf(trainee.id);
    expect(charge.status).toBe('ended');
    expect(charge.endedByUserId).toBe(ENGINEER.user);
    expect(await desksOn(ASSISTANT.user, day(20))).not.toContain(ENGINEER.desk);
    expect(await traineeOf(entryId)).toBeUndefined();
    const [batch] = await t.app.db.select().from(trainingBatches).where(eq(trainingBatches.id, batchId));
    expect(batch.traineeCount).toBe(0);
    expect((await engineer.post(`${P}/applications/${entryId}/withdraw`)).status).toBe(409);
  });

  it('ends the charges of every trainee when the batch is cancelled', async () => {
    const programmerEntry = await shortlisted(batchId, PROGRAMMER.user);
    const final = await superAdmin.post(`${P}/applications/${programmerEntry}/decision`, {
      action: 'finalise',
      charges: [{ deskId: PROGRAMMER.desk, chargeDeskId: ASSISTANT.desk }],
    });
    expect(final.status).toBe(200);
    const trainee = await traineeOf(programmerEntry);
    expect(await desksOn(ASSISTANT.user, day(22))).toContain(PROGRAMMER.desk);
    expect((await superAdmin.post(`${P}/batches/${batchId}/status`, { status: 'cancelled' })).status).toBe(
      200,
    );
    const [charge] = await chargesOf(trainee.id);
    expect(charge.status).toBe('ended');
    expect(await desksOn(ASSISTANT.user, day(22))).not.toContain(PROGRAMMER.desk);
  });
});

describe('a batch already begun', () => {
  it('gives the charge from today to the last day, and the trainee can no longer withdraw', async () => {
    const batchId = await batchOf(day(-1), day(2));
    const entryId = await shortlisted(batchId, ENGINEER.user);
    const final = await superAdmin.post(`${P}/applications/${entryId}/decision`, {
      action: 'finalise',
      charges: [{ deskId: ENGINEER.desk, chargeDeskId: ASSISTANT.desk }],
    });
    expect(final.status).toBe(200);
    const [charge] = await chargesOf((await traineeOf(entryId)).id);
    expect(charge).toMatchObject({ fromDate: day(0), toDate: day(2) });
    const refused = await engineer.post(`${P}/applications/${entryId}/withdraw`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('ব্যাচ শুরু হয়ে গেছে; চূড়ান্ত প্রশিক্ষণার্থী এখন আর প্রত্যাহার করা যায় না');
    await t.app.db.delete(deskCharges).where(eq(deskCharges.id, charge.id));
  });
});

describe('fifty finalisations of one entry at once', () => {
  it('make one trainee and give one charge', async () => {
    const batchId = await batchOf(day(60), day(62));
    const entryId = await shortlisted(batchId, ENGINEER.user);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await superAdmin.post(`${P}/applications/${entryId}/decision`, {
          action: 'finalise',
          charges: [{ deskId: ENGINEER.desk, chargeDeskId: ASSISTANT.desk }],
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const trainee = await traineeOf(entryId);
    expect(await chargesOf(trainee.id)).toHaveLength(1);
    const counted = (await t.app.db.execute(
      sql`select count(*)::int as n from desk_charges where desk_id = ${ENGINEER.desk} and from_date = ${day(60)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(counted.rows[0].n).toBe(1);
    expect(
      await t.app.db
        .select()
        .from(trainingTrainees)
        .where(and(eq(trainingTrainees.batchId, batchId), eq(trainingTrainees.userId, ENGINEER.user))),
    ).toHaveLength(1);
  });
});
