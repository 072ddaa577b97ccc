/**
 * Demo charges (দায়িত্ব হস্তান্তর). In the Natore district ICT office (103) the head, সাইফুল ইসলাম,
 * is on earned leave around the seed's day, and the current charge of his desk is with the
 * programmer মৌসুমী খাতুন (officer114@demo.gov.bd) for those days: she has the head's desk in her
 * desk switcher and a leave application of জাহিদুল ইসলাম waiting at it. The office also has a
 * charge that is over, one ended early and one to come; the Rajshahi district office (10) has two
 * past charges of the officer persona's desk with the office admin, so its list is not empty.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ChargeKind, ChargeStatus } from '../../../common/contracts/charge.contract';
import { countLeaveDays } from '../../modules/leave/leave.rules';
import { holidaysBetween } from '../../platform/calendar';
import { dhakaDay } from '../../platform/working-days';
import type { Tx } from '../client';
import { deskCharges, leaveActions, leaveApplications, userRoles } from '../schema';

const DAY = 86_400_000;
const NATORE = 103;
const RAJSHAHI = 10;
const SUPER_ADMIN = 1;
const HEAD_OFFICE_HEAD_DESK = 1;
/** Natore's desks: the head (উপপরিচালক), the programmer, the engineer and the office assistant. */
const DESK = { head: 119, programmer: 120, engineer: 122, assistant: 124 } as const;
const USER = { head: 113, programmer: 114, engineer: 115, assistant: 116 } as const;

export async function seedDemoCharges(tx: Tx, now = new Date()): Promise<void> {
  const today = dhakaDay(now);
  const day = (offset: number) => dhakaDay(new Date(now.getTime() + offset * DAY));
  const holidays = await holidaysBetween(
    tx,
    new Date(now.getTime() - 30 * DAY),
    new Date(now.getTime() + 60 * DAY),
  );
  const holdingOf = async (deskId: number) => {
    const [holding] = await tx
      .select({ id: userRoles.id, userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.deskId, deskId), isNull(userRoles.releasedOn)));
    return holding;
  };

  // The head's earned leave, approved by the head office's head; his desk's charge came with it.
  const headLeave = { fromDate: day(-3), toDate: day(4) };
  const [leave] = await tx
    .insert(leaveApplications)
    .values({
      userId: USER.head,
      officeId: NATORE,
      deskId: DESK.head,
      leaveType: 'earned_full',
      ...headLeave,
      days: countLeaveDays('earned_full', headLeave.fromDate, headLeave.toDate, holidays).days,
      reason: 'মায়ের চোখের অস্ত্রোপচারের জন্য ঢাকায় অবস্থান',
      addressDuringLeave: 'বাসা ১২, সড়ক ৪, ধানমন্ডি, ঢাকা',
      chargeDeskId: DESK.programmer,
      status: 'approved',
      chain: [HEAD_OFFICE_HEAD_DESK],
      submittedAt: new Date(now.getTime() - 10 * DAY),
      decidedAt: new Date(now.getTime() - 8 * DAY),
      createdAt: new Date(now.getTime() - 10 * DAY),
    })
    .returning({ id: leaveApplications.id });
  await tx.insert(leaveActions).values([
    { applicationId: leave.id, userId: USER.head, deskId: DESK.head, action: 'submit' },
    { applicationId: leave.id, userId: SUPER_ADMIN, deskId: HEAD_OFFICE_HEAD_DESK, action: 'approve' },
  ]);

  // The engineer's casual leave, waiting at the head's desk, which the acting head decides.
  const pendingFrom = day(6);
  const pendingTo = day(7);
  const [pending] = await tx
    .insert(leaveApplications)
    .values({
      userId: USER.engineer,
      officeId: NATORE,
      deskId: DESK.engineer,
      leaveType: 'casual',
      fromDate: pendingFrom,
      toDate: pendingTo,
      days: countLeaveDays('casual', pendingFrom, pendingTo, holidays).days,
      reason: 'ছোট ভাইয়ের বিবাহ অনুষ্ঠানে যোগদান',
      addressDuringLeave: 'গ্রাম: দিঘাপতিয়া, উপজেলা: নাটোর সদর, জেলা: নাটোর',
      chargeDeskId: DESK.assistant,
      status: 'pending',
      chain: [DESK.head],
      step: 1,
      currentDeskId: DESK.head,
      currentOfficeId: NATORE,
      submittedAt: new Date(now.getTime() - 1 * DAY),
      createdAt: new Date(now.getTime() - 1 * DAY),
    })
    .returning({ id: leaveApplications.id });
  await tx
    .insert(leaveActions)
    .values({ applicationId: pending.id, userId: USER.engineer, deskId: DESK.engineer, action: 'submit' });

  const charges: {
    deskId: number;
    actingUserId: number;
    kind: ChargeKind;
    fromDate: string;
    toDate: string;
    orderNo: string;
    reason: string;
    status?: ChargeStatus;
    leaveApplicationId?: number;
    givenBy: [userId: number, deskId: number];
  }[] = [
    {
      deskId: DESK.head,
      actingUserId: USER.programmer,
      kind: 'current',
      ...headLeave,
      orderNo: `ছুটি-${leave.id}`,
      reason: 'অর্জিত ছুটিকালীন',
      leaveApplicationId: leave.id,
      givenBy: [SUPER_ADMIN, HEAD_OFFICE_HEAD_DESK],
    },
    {
      deskId: DESK.programmer,
      actingUserId: USER.engineer,
      kind: 'current',
      fromDate: day(-60),
      toDate: day(-50),
      orderNo: '৫৬.০৪.৬৯০০.০০০.১১.০১৪.২৬-১২১',
      reason: 'বুনিয়াদি প্রশিক্ষণকালীন',
      givenBy: [USER.head, DESK.head],
    },
    {
      deskId: DESK.engineer,
      actingUserId: USER.programmer,
      kind: 'additional',
      fromDate: day(-20),
      toDate: day(-8),
      orderNo: '৫৬.০৪.৬৯০০.০০০.১১.০১৪.২৬-১৩৪',
      reason: 'অসুস্থতাজনিত অনুপস্থিতি',
      status: 'ended',
      givenBy: [USER.head, DESK.head],
    },
    {
      deskId: DESK.assistant,
      actingUserId: USER.engineer,
      kind: 'additional',
      fromDate: day(40),
      toDate: day(45),
      orderNo: '৫৬.০৪.৬৯০০.০০০.১১.০১৪.২৬-১৪৮',
      reason: 'বিভাগীয় সফরকালীন',
      givenBy: [USER.head, DESK.head],
    },
    {
      deskId: 11,
      actingUserId: 3,
      kind: 'additional',
      fromDate: day(-40),
      toDate: day(-36),
      orderNo: '৫৬.০৪.৮১০০.০০০.১১.০০২.২৬-৮৮',
      reason: 'আইসিটি প্রশিক্ষণ, ঢাকা',
      givenBy: [3, 10],
    },
    {
      deskId: 11,
      actingUserId: 3,
      kind: 'additional',
      fromDate: day(-100),
      toDate: day(-90),
      orderNo: '৫৬.০৪.৮১০০.০০০.১১.০০২.২৬-৪১',
      reason: 'অসুস্থতাজনিত অনুপস্থিতি',
      status: 'ended',
      givenBy: [3, 10],
    },
  ];
  for (const charge of charges) {
    const holding = await holdingOf(charge.deskId);
    if (!holding) continue;
    const ended = charge.status === 'ended';
    await tx.insert(deskCharges).values({
      officeId: charge.deskId === 11 ? RAJSHAHI : NATORE,
      deskId: charge.deskId,
      holderUserRoleId: holding.id,
      holderUserId: holding.userId,
      actingUserId: charge.actingUserId,
      kind: charge.kind,
      fromDate: charge.fromDate,
      toDate: charge.toDate,
      status: charge.status ?? 'active',
      orderNo: charge.orderNo,
      orderDate: charge.fromDate < today ? charge.fromDate : today,
      reason: charge.reason,
      leaveApplicationId: charge.leaveApplicationId ?? null,
      givenByUserId: charge.givenBy[0],
      givenByDeskId: charge.givenBy[1],
      endedAt: ended ? new Date(Date.parse(`${charge.toDate}T06:00:00Z`) - 3 * DAY) : null,
      endedByUserId: ended ? charge.givenBy[0] : null,
      createdAt: new Date(Date.parse(`${charge.fromDate}T04:00:00Z`) - DAY),
    });
  }
}
