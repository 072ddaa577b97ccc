/**
 * Notices of leave through the messages module, in the transaction of the change: the deciding desk
 * hears of an application waiting for it (whoever holds the desk then reads it), and the applicant
 * hears of every decision.
 */
import { LEAVE_TYPE_NAMES } from '../../../common/leave.names';
import { toBanglaDigits } from '../../../common/validation';
import type { Tx } from '../../db/client';
import { notifyDesk, notifyUsers } from '../message/message.notify';
import type { leaveApplications } from './leave.table';

type Row = typeof leaveApplications.$inferSelect;

const period = (row: Row) =>
  `${toBanglaDigits(row.fromDate)} থেকে ${toBanglaDigits(row.toDate)} (${toBanglaDigits(row.days)} দিন)`;

/** Tells the desk now deciding that an application waits for it. */
export async function notifyDeskOf(tx: Tx, row: Row, _why: 'waiting'): Promise<void> {
  if (!row.currentDeskId) return;
  await notifyDesk(tx, {
    deskId: row.currentDeskId,
    subject: `ছুটির আবেদন #${toBanglaDigits(row.id)}: আপনার অনুমোদনের অপেক্ষায়`,
    body: `${LEAVE_TYPE_NAMES[row.leaveType].bn}, ${period(row)}। ছুটি অনুমোদন পাতায় আবেদনটি দেখুন।`,
    link: '/leaveapprovals',
  });
}

const OUTCOME_BN = {
  forward: 'পরবর্তী ডেস্কে অগ্রায়ন করা হয়েছে',
  approve: 'অনুমোদিত হয়েছে',
  return: 'সংশোধনের জন্য ফেরত পাঠানো হয়েছে',
  reject: 'নামঞ্জুর হয়েছে',
} as const;

/** Tells the applicant what was decided. */
export async function notifyApplicant(
  tx: Tx,
  row: Row,
  decision: keyof typeof OUTCOME_BN,
  note: string | undefined,
): Promise<void> {
  await notifyUsers(tx, {
    userIds: [row.userId],
    subject: `ছুটির আবেদন #${toBanglaDigits(row.id)}: ${OUTCOME_BN[decision]}`,
    body:
      `আপনার ${LEAVE_TYPE_NAMES[row.leaveType].bn} (${period(row)}) ${OUTCOME_BN[decision]}।` +
      (note ? `\nমন্তব্য: ${note}` : ''),
    link: '/leaveapplications',
  });
}
