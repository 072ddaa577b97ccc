/**
 * Demo leave (ছুটি): every office's chain of approving desks (its head desk; an upazila office of
 * the Rajshahi district ICT office goes on to the district's head desk, and the district office's
 * earned leave on to the head office), the officers' joining dates, and applications in every
 * state. The officer persona has an approved, a pending, a sent-back, a rejected, a cancelled and a
 * draft application; the office admin's desk has applicants of its own office and of Godagari
 * upazila waiting. Dates are working days counted from the seed's day.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LeaveActionKind, LeaveStatus, LeaveType } from '../../../common/contracts/leave.contract';
import { countLeaveDays } from '../../modules/leave/leave.rules';
import { holidaysBetween } from '../../platform/calendar';
import { dhakaDay, isWorkingDay } from '../../platform/working-days';
import type { Tx } from '../client';
import { desks, leaveActions, leaveApplications, leaveApprovers, profiles, userRoles } from '../schema';

const DAY = 86_400_000;
const OFFICER = 4;
const OFFICE_ADMIN = 3;
const SUPER_ADMIN = 1;
const DISTRICT_OFFICE = 10;
const DISTRICT_HEAD_DESK = 10;
const HEAD_OFFICE_HEAD_DESK = 1;
const GODAGARI = 104;

interface DemoLeave {
  userId: number;
  officeId: number;
  deskId: number;
  leaveType: LeaveType;
  /** Working days from the seed's day to the first day (negative: in the past), and the length. */
  start: number;
  length: number;
  status: LeaveStatus;
  /** Which desk of the chain holds it while pending (1-based). */
  step?: number;
  reason: string;
  note?: string;
}

/** The day `count` working days from `today` (which counts as 0 if it is a working day). */
function workingDayFrom(today: string, count: number, holidays: ReadonlySet<string>): string {
  let day = today;
  const step = count < 0 ? -1 : 1;
  const move = (value: string) =>
    new Date(Date.parse(`${value}T00:00:00Z`) + step * DAY).toISOString().slice(0, 10);
  while (!isWorkingDay(day, holidays)) day = move(day);
  for (let left = Math.abs(count); left > 0; ) {
    day = move(day);
    if (isWorkingDay(day, holidays)) left--;
  }
  return day;
}

export async function seedDemoLeave(tx: Tx, now = new Date()): Promise<void> {
  // Every office's chain: its head desk (the root of the organogram).
  await tx.execute(sql`
    insert into ${leaveApprovers} (office_id, leave_type, step, desk_id)
    select distinct on (d.office_id) d.office_id, null, 1, d.id
    from ${desks} d where d.parent_desk_id is null
    order by d.office_id, d.id`);
  // Paba upazila (office 11) has no head of its own in the demo: the district office approves.
  await tx
    .update(leaveApprovers)
    .set({ deskId: DISTRICT_HEAD_DESK })
    .where(and(eq(leaveApprovers.officeId, 11), isNull(leaveApprovers.leaveType)));
  await tx.insert(leaveApprovers).values([
    { officeId: GODAGARI, leaveType: null, step: 2, deskId: DISTRICT_HEAD_DESK },
    { officeId: DISTRICT_OFFICE, leaveType: 'earned_full', step: 1, deskId: DISTRICT_HEAD_DESK },
    { officeId: DISTRICT_OFFICE, leaveType: 'earned_full', step: 2, deskId: HEAD_OFFICE_HEAD_DESK },
  ]);

  // Joining dates, which earned leave accrues from.
  await tx.update(profiles).set({ firstJoiningDate: '2015-03-01' }).where(eq(profiles.userId, OFFICER));
  await tx.update(profiles).set({ firstJoiningDate: '2008-11-15' }).where(eq(profiles.userId, OFFICE_ADMIN));
  await tx.update(profiles).set({ firstJoiningDate: '2001-01-10' }).where(eq(profiles.userId, SUPER_ADMIN));

  // Applicants beyond the persona: the holders of Godagari's desks and of the district office's other desks.
  const holders = await tx
    .select({
      userId: userRoles.userId,
      deskId: desks.id,
      officeId: desks.officeId,
      parent: desks.parentDeskId,
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .where(
      and(
        inArray(desks.officeId, [GODAGARI, DISTRICT_OFFICE]),
        isNull(userRoles.releasedOn),
        eq(userRoles.isAdditionalCharge, false),
        sql`${userRoles.userId} not in (${OFFICER}, ${OFFICE_ADMIN})`,
      ),
    )
    .orderBy(desks.officeId, desks.id)
    .limit(6);
  const godagari = holders.filter((holder) => holder.officeId === GODAGARI && holder.parent !== null);
  const district = holders.filter((holder) => holder.officeId === DISTRICT_OFFICE);

  const leaves: DemoLeave[] = [
    {
      userId: OFFICER,
      officeId: DISTRICT_OFFICE,
      deskId: 11,
      leaveType: 'casual',
      start: -25,
      length: 2,
      status: 'approved',
      reason: 'পারিবারিক প্রয়োজনে গ্রামের বাড়িতে যাওয়া',
    },
    {
      userId: OFFICER,
      officeId: DISTRICT_OFFICE,
      deskId: 11,
      leaveType: 'casual',
      start: 8,
      length: 1,
      status: 'pending',
      step: 1,
      reason: 'সন্তানের বিদ্যালয়ের অভিভাবক সভায় উপস্থিত থাকা',
    },
    {
      userId: OFFICER,
      officeId: DISTRICT_OFFICE,
      deskId: 11,
      leaveType: 'earned_full',
      start: 30,
      length: 10,
      status: 'returned',
      reason: 'বার্ষিক পারিবারিক ভ্রমণ',
      note: 'দায়িত্ব হস্তান্তরের ডেস্ক উল্লেখ করে পুনরায় দাখিল করুন।',
    },
    {
      userId: OFFICER,
      officeId: DISTRICT_OFFICE,
      deskId: 11,
      leaveType: 'optional',
      start: -12,
      length: 1,
      status: 'rejected',
      reason: 'ধর্মীয় অনুষ্ঠানে অংশগ্রহণ',
      note: 'ওই দিন জেলা পর্যায়ের ডিজিটাল মেলা থাকায় ছুটি দেওয়া সম্ভব নয়।',
    },
    {
      userId: OFFICER,
      officeId: DISTRICT_OFFICE,
      deskId: 11,
      leaveType: 'casual',
      start: -5,
      length: 1,
      status: 'cancelled',
      reason: 'ব্যক্তিগত কাজ',
    },
    {
      userId: OFFICER,
      officeId: DISTRICT_OFFICE,
      deskId: 11,
      leaveType: 'casual',
      start: 20,
      length: 2,
      status: 'draft',
      reason: 'আত্মীয়ের বিবাহ অনুষ্ঠান',
    },
    ...district.slice(0, 2).map((holder, index) => ({
      userId: holder.userId,
      officeId: DISTRICT_OFFICE,
      deskId: holder.deskId,
      leaveType: 'casual' as const,
      start: 3 + index * 4,
      length: 2,
      status: 'pending' as const,
      step: 1,
      reason: 'অসুস্থ পিতার চিকিৎসার জন্য ঢাকা যাওয়া',
    })),
    ...godagari.slice(0, 2).map((holder, index) => ({
      userId: holder.userId,
      officeId: GODAGARI,
      deskId: holder.deskId,
      leaveType: 'casual' as const,
      start: 5 + index * 3,
      length: 3,
      status: 'pending' as const,
      step: index === 0 ? 2 : 1,
      reason: 'পারিবারিক অনুষ্ঠানে অংশগ্রহণ',
    })),
  ];

  const today = dhakaDay(now);
  const holidays = await holidaysBetween(
    tx,
    new Date(now.getTime() - 90 * DAY),
    new Date(now.getTime() + 120 * DAY),
  );
  const chains = await tx.select().from(leaveApprovers).orderBy(leaveApprovers.step);
  const deskOffices = new Map(
    (await tx.select({ id: desks.id, officeId: desks.officeId }).from(desks)).map((desk) => [
      desk.id,
      desk.officeId,
    ]),
  );
  const holderOf = new Map(
    (
      await tx
        .select({ deskId: userRoles.deskId, userId: userRoles.userId })
        .from(userRoles)
        .where(isNull(userRoles.releasedOn))
    ).map((holding) => [holding.deskId, holding.userId]),
  );
  const userAt = (deskId: number | null) => (deskId ? (holderOf.get(deskId) ?? SUPER_ADMIN) : SUPER_ADMIN);
  for (const leave of leaves) {
    const fromDate = workingDayFrom(today, leave.start, holidays);
    const toDate = workingDayFrom(fromDate, leave.length - 1, holidays);
    const { days } = countLeaveDays(leave.leaveType, fromDate, toDate, holidays);
    const typed = chains.filter(
      (row) => row.officeId === leave.officeId && row.leaveType === leave.leaveType,
    );
    const chain = (
      typed.length > 0 ? typed : chains.filter((row) => row.officeId === leave.officeId && !row.leaveType)
    )
      .map((row) => row.deskId)
      .filter((deskId) => deskId !== leave.deskId);
    const submitted = leave.status !== 'draft';
    const submittedAt = new Date(now.getTime() - (leave.status === 'pending' ? 2 : 20) * DAY);
    const decided = leave.status === 'approved' || leave.status === 'rejected';
    const step = leave.status === 'pending' ? Math.min(leave.step ?? 1, chain.length) : 0;
    const currentDeskId = step > 0 ? chain[step - 1] : null;
    const [row] = await tx
      .insert(leaveApplications)
      .values({
        userId: leave.userId,
        officeId: leave.officeId,
        deskId: leave.deskId,
        leaveType: leave.leaveType,
        fromDate,
        toDate,
        days,
        reason: leave.reason,
        addressDuringLeave: 'গ্রাম: চকপাড়া, ডাকঘর: নওহাটা, উপজেলা: পবা, জেলা: রাজশাহী',
        status: leave.status,
        chain: submitted ? chain : [],
        step,
        currentDeskId,
        currentOfficeId: currentDeskId ? (deskOffices.get(currentDeskId) ?? null) : null,
        decisionNote: leave.note ?? null,
        submittedAt: submitted ? submittedAt : null,
        decidedAt: decided ? new Date(submittedAt.getTime() + DAY) : null,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      })
      .returning({ id: leaveApplications.id });
    const trail: { action: LeaveActionKind; userId: number; deskId: number | null; note?: string }[] = [];
    if (submitted) trail.push({ action: 'submit', userId: leave.userId, deskId: leave.deskId });
    if (leave.status === 'pending' && step > 1)
      trail.push({ action: 'forward', userId: userAt(chain[0]), deskId: chain[0] });
    const decider = chain[chain.length - 1] ?? null;
    const by = userAt(decider);
    if (leave.status === 'approved') trail.push({ action: 'approve', userId: by, deskId: decider });
    if (leave.status === 'rejected')
      trail.push({ action: 'reject', userId: by, deskId: decider, note: leave.note });
    if (leave.status === 'returned')
      trail.push({ action: 'return', userId: userAt(chain[0]), deskId: chain[0], note: leave.note });
    if (leave.status === 'cancelled')
      trail.push({ action: 'cancel', userId: leave.userId, deskId: leave.deskId });
    for (const [index, action] of trail.entries())
      await tx.insert(leaveActions).values({
        applicationId: row.id,
        userId: action.userId,
        deskId: action.deskId,
        action: action.action,
        note: action.note ?? null,
        createdAt: new Date(submittedAt.getTime() + index * 3600_000),
      });
  }
}
