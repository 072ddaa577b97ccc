/**
 * Who covers whom, on the demo data: the Natore head's earned leave with his desk in the
 * programmer's current charge, day by day in the month; a leave longer than its charge leaves days
 * uncovered; the month's edges; who may read it (the office's admin and head; another office 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_PATHS } from '../../../common/contracts/leave.contract';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { leaveApplications } from './leave.table';
import { daysWithin } from './leave-cover.service';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + 6 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
/** The days of `month` among the offsets from..to, counted one by one. */
const daysOf = (month: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => day(from + index))
    .filter((date) => date.startsWith(month))
    .map((date) => Number(date.slice(8)));

let t: TestApp;
let natoreHead: Caller;
let officeAdmin: Caller;
let officer: Caller;
let anonymous: Caller;
let superAdmin: Caller;
let headEn: Caller;

beforeAll(async () => {
  t = await createTestApp();
  // The office assistant's approved tour-time leave runs two days past the charge of his desk.
  await t.app.db.insert(leaveApplications).values({
    userId: 116,
    officeId: 103,
    deskId: 124,
    leaveType: 'earned_full',
    fromDate: day(40),
    toDate: day(47),
    days: 6,
    reason: 'পারিবারিক প্রয়োজনে',
    addressDuringLeave: 'নাটোর',
    status: 'approved',
    chain: [119],
  });
  [natoreHead, officeAdmin, officer, anonymous, superAdmin, headEn] = await Promise.all([
    callerFor(t, 'officer113@demo.gov.bd'),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.officer),
    callerFor(t, null),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, 'officer113@demo.gov.bd', 'en'),
  ]);
});
afterAll(() => t.close());

describe('the month of who covers whom', () => {
  it("shows the head's leave, every day of it in the month covered by the acting programmer", async () => {
    const month = day(0).slice(0, 7);
    const response = await natoreHead.get(`${LEAVE_PATHS.cover}?month=${month}`);
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data).toMatchObject({ month, officeId: 103 });
    const head = data.items.find((item: { applicant: { userId: number } }) => item.applicant.userId === 113);
    expect(head).toMatchObject({
      leaveType: 'earned_full',
      fromDate: day(-3),
      toDate: day(4),
      desk: { deskId: 119, nameBn: 'উপপরিচালক' },
      days: daysOf(month, -3, 4),
      uncovered: [],
    });
    expect(head.covers).toHaveLength(1);
    expect(head.covers[0]).toMatchObject({
      acting: { userId: 114, nameBn: 'মৌসুমী খাতুন' },
      kind: 'current',
      days: daysOf(month, -3, 4),
    });
  });

  it('leaves the days past the charge uncovered, month by month', async () => {
    const months = [...new Set([day(40), day(47)].map((date) => date.slice(0, 7)))];
    const seen: number[] = [];
    for (const month of months) {
      const { body } = await natoreHead.get(`${LEAVE_PATHS.cover}?month=${month}`);
      const item = body.data.items.find(
        (row: { applicant: { userId: number } }) => row.applicant.userId === 116,
      );
      expect(item.days).toEqual(daysOf(month, 40, 47));
      expect(item.covers[0]).toMatchObject({ acting: { userId: 115 }, days: daysOf(month, 40, 45) });
      expect(item.uncovered).toEqual(daysOf(month, 46, 47));
      seen.push(...item.days);
    }
    expect(seen).toHaveLength(8);
  });

  it('takes the month in Bangla digits, and defaults to this month', async () => {
    const month = day(0).slice(0, 7);
    const bangla = month.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]);
    const response = await natoreHead.get(`${LEAVE_PATHS.cover}?month=${encodeURIComponent(bangla)}`);
    expect(response.body.data.month).toBe(month);
    expect((await natoreHead.get(LEAVE_PATHS.cover)).body.data.month).toBe(month);
  });

  it('counts the days of a month at its edges', () => {
    expect(daysWithin('2028-02', 29, '2028-01-30', '2028-02-02')).toEqual([1, 2]);
    expect(daysWithin('2028-02', 29, '2028-02-27', '2028-03-03')).toEqual([27, 28, 29]);
    expect(daysWithin('2028-02', 29, '2028-03-01', '2028-03-03')).toEqual([]);
    expect(daysWithin('2027-11', 30, '2027-10-01', '2027-12-31')).toHaveLength(30);
  });

  it('refuses a month that is not one, in Bangla and in English', async () => {
    for (const month of ['2026-13', '2026-1', 'abcd-ef', '1999-05']) {
      const response = await natoreHead.get(`${LEAVE_PATHS.cover}?month=${month}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/[\u0980-\u09FF]/);
    }
    const english = await headEn.get(`${LEAVE_PATHS.cover}?month=2026-13`);
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/^[\x20-\x7E]+$/);
    expect((await natoreHead.get(`${LEAVE_PATHS.cover}?officeId=0`)).status).toBe(400);
  });

  it('is read by the office head and the app admins; another office is a 404, an officer 403', async () => {
    expect((await anonymous.get(LEAVE_PATHS.cover)).status).toBe(401);
    expect((await officer.get(LEAVE_PATHS.cover)).status).toBe(403);
    expect((await officeAdmin.get(`${LEAVE_PATHS.cover}?officeId=103`)).status).toBe(404);
    const own = await officeAdmin.get(LEAVE_PATHS.cover);
    expect(own.status).toBe(200);
    expect(own.body.data.officeId).toBe(10);
    const natore = await superAdmin.get(`${LEAVE_PATHS.cover}?officeId=103&month=${day(0).slice(0, 7)}`);
    expect(natore.body.data.items.map((item: { applicationId: number }) => item.applicationId)).toEqual(
      (await natoreHead.get(`${LEAVE_PATHS.cover}?month=${day(0).slice(0, 7)}`)).body.data.items.map(
        (item: { applicationId: number }) => item.applicationId,
      ),
    );
  });
});
