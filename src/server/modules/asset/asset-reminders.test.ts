/**
 * Reminders to file: the office admin (own office) or an app admin (any office) reminds exactly the
 * officers who have not submitted the fiscal year's statement, through the messages module, once
 * per office, fiscal year and Dhaka day (a second answers 409; of 50 at once one sends, which CI
 * runs on PostgreSQL).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_PATHS } from '../../../common/contracts/asset.contract';
import { dhakaDay } from '../../platform/working-days';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { messageRecipients, messages } from '../message/message.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { assetReminders } from './asset.table';
import { currentFiscalYear } from './asset-setup.service';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let anonymous: Caller;
const fiscalYear = currentFiscalYear();

beforeAll(async () => {
  t = await createTestApp();
  [officer, officeAdmin, superAdmin, anonymous] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, null),
  ]);
});
afterAll(() => t.close());

/** Who the compliance report names as not filed, and who as filed. */
async function filings(caller: Caller, officeId: number, filing: 'filed' | 'notFiled') {
  const response = await caller.get(
    `${ASSET_PATHS.officers(officeId)}?filing=${filing}&fiscalYear=${fiscalYear}&pageSize=100`,
  );
  return (response.body.data.items as { userId: number }[]).map((item) => item.userId).sort((a, b) => a - b);
}

/** The recipients of the newest reminder notice. */
async function lastReminderRecipients() {
  const [notice] = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.link, '/emp-asset-mgt'))
    .orderBy(desc(messages.id))
    .limit(1);
  const rows = await t.database.db
    .select({ userId: messageRecipients.userId })
    .from(messageRecipients)
    .where(eq(messageRecipients.messageId, notice.id));
  return { notice, userIds: rows.map((row) => row.userId as number).sort((a, b) => a - b) };
}

describe('reminding an office to file', () => {
  it('the office admin reminds exactly the non-filers of his office, once a day', async () => {
    const notFiled = await filings(officeAdmin, 10, 'notFiled');
    const filed = await filings(officeAdmin, 10, 'filed');
    // The seed: the officer's draft of this year is not filed; the office admin's own is submitted.
    expect(notFiled).toContain(4);
    expect(filed).toContain(3);

    const response = await officeAdmin.post(ASSET_PATHS.remind(10), { fiscalYear });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      officeId: 10,
      fiscalYear,
      day: dhakaDay(new Date()),
      reminded: notFiled.length,
    });
    const { notice, userIds } = await lastReminderRecipients();
    expect(userIds).toEqual(notFiled);
    expect(notice.subject).toContain('সম্পদ বিবরণী দাখিলের তাগিদ');

    const again = await officeAdmin.post(ASSET_PATHS.remind(10), {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'এই অফিসে আজ এই অর্থবছরের সম্পদ বিবরণীর তাগিদ একবার পাঠানো হয়েছে; আগামীকাল আবার পাঠানো যাবে',
    );
    const [row] = await t.database.db.select().from(assetReminders).where(eq(assetReminders.officeId, 10));
    expect(row).toMatchObject({ fiscalYear, reminded: notFiled.length, sentBy: 3 });
  });

  it('a reminder of an earlier day does not stop today’s; an app admin reminds any office', async () => {
    await t.database.db
      .insert(assetReminders)
      .values({ officeId: 2, fiscalYear, day: '2020-01-01', reminded: 3, sentBy: 1 });
    const notFiled = await filings(superAdmin, 2, 'notFiled');
    expect(notFiled.length).toBeGreaterThan(0);
    const response = await superAdmin.post(ASSET_PATHS.remind(2), {});
    expect(response.status).toBe(200);
    expect(response.body.data.reminded).toBe(notFiled.length);
    expect((await lastReminderRecipients()).userIds).toEqual(notFiled);
  });

  it('refuses an officer (403), another office’s admin (403), no session (401), unknown office (404), bad input (400)', async () => {
    expect((await officer.post(ASSET_PATHS.remind(10), {})).status).toBe(403);
    expect((await officeAdmin.post(ASSET_PATHS.remind(2), { fiscalYear: '2018-19' })).status).toBe(403);
    expect((await anonymous.post(ASSET_PATHS.remind(10), {})).status).toBe(401);
    expect((await superAdmin.post(ASSET_PATHS.remind(2_000_000_000), {})).status).toBe(404);
    expect((await superAdmin.post(ASSET_PATHS.remind(10), { fiscalYear: '2018-20' })).status).toBe(400);
    expect((await superAdmin.post(ASSET_PATHS.remind(0), {})).status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(assetReminders)
      .where(and(inArray(assetReminders.officeId, [2, 10]), eq(assetReminders.fiscalYear, '2018-19')));
    expect(rows).toEqual([]);
  });

  it('of 50 reminders at once exactly one sends; the rest answer 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => officeAdmin.post(ASSET_PATHS.remind(10), { fiscalYear: '2016-17' })),
    );
    const codes = results.map((result) => result.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const rows = await t.database.db
      .select()
      .from(assetReminders)
      .where(and(eq(assetReminders.officeId, 10), eq(assetReminders.fiscalYear, '2016-17')));
    expect(rows).toHaveLength(1);
  });
});
