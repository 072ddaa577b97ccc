/**
 * Notices of training through the messages module, in the transaction of the change: a nominated
 * officer hears of the nomination, a shortlisted one of the shortlist, a final trainee of the seat,
 * and a trainee of the admin's decision on their completion.
 */
import { toBanglaDigits } from '../../../common/validation';
import type { Tx } from '../../db/client';
import { notifyUsers } from '../message/message.notify';

interface BatchLike {
  id: number;
  nameBn: string;
  venue: string;
  startDate: string;
  endDate: string;
}

const when = (batch: BatchLike) =>
  `${toBanglaDigits(batch.startDate)} থেকে ${toBanglaDigits(batch.endDate)}, ${batch.venue}`;

export async function notifyNominated(tx: Tx, userIds: number[], batch: BatchLike, note?: string) {
  await notifyUsers(tx, {
    userIds,
    subject: `প্রশিক্ষণে মনোনয়ন: ${batch.nameBn}`,
    body: `আপনাকে ${batch.nameBn} (${when(batch)}) প্রশিক্ষণে মনোনয়ন দেওয়া হয়েছে।${note ? `\nমন্তব্য: ${note}` : ''}`,
    link: '/training-mgt-internal/training-internal-list-self',
  });
}

export async function notifyShortlisted(tx: Tx, userIds: number[], batch: BatchLike) {
  await notifyUsers(tx, {
    userIds,
    subject: `প্রশিক্ষণের সংক্ষিপ্ত তালিকায় নির্বাচিত: ${batch.nameBn}`,
    body: `আপনি ${batch.nameBn} (${when(batch)}) প্রশিক্ষণের সংক্ষিপ্ত তালিকায় আছেন।`,
    link: '/training-mgt-internal/training-internal-list-self',
  });
}

export async function notifyFinalised(tx: Tx, userIds: number[], batch: BatchLike) {
  await notifyUsers(tx, {
    userIds,
    subject: `প্রশিক্ষণার্থী হিসেবে চূড়ান্ত: ${batch.nameBn}`,
    body: `আপনি ${batch.nameBn} (${when(batch)}) প্রশিক্ষণের চূড়ান্ত প্রশিক্ষণার্থী তালিকায় আছেন।`,
    link: '/training-mgt-internal/training-internal-list-self',
  });
}

/** The batch admin's decision on one trainee; a completed one hears the certificate number. */
export async function notifyOutcome(tx: Tx, userId: number, batch: BatchLike, certificateNo: string | null) {
  await notifyUsers(tx, {
    userIds: [userId],
    subject: certificateNo ? `প্রশিক্ষণ সম্পন্ন: ${batch.nameBn}` : `প্রশিক্ষণ অসম্পূর্ণ: ${batch.nameBn}`,
    body: certificateNo
      ? `আপনি ${batch.nameBn} (${when(batch)}) প্রশিক্ষণ সম্পন্ন করেছেন। সনদ নং ${certificateNo}; সনদটি 'আমার প্রশিক্ষণ' থেকে মুদ্রণ করা যাবে।`
      : `${batch.nameBn} (${when(batch)}) প্রশিক্ষণে আপনাকে অসম্পূর্ণ হিসেবে চিহ্নিত করা হয়েছে।`,
    link: '/training-mgt-internal/training-internal-list-self',
  });
}
