/**
 * The support queue as an Excel file: the queue's scope, filters and order, streamed in batches,
 * with Bangla headers unless the caller asks for English.
 */
import type { Readable } from 'node:stream';
import type {
  QueueFilterParams,
  SupportReason,
  TicketSummary,
} from '../../../common/contracts/support.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { queueBatches } from './support.service';

const BATCH_SIZE = 1000;
export const MAX_EXPORT_ROWS = 100_000;

export const STATUS_NAMES: Record<number, { bn: string; en: string }> = {
  1: { bn: 'নতুন', en: 'New' },
  2: { bn: 'প্রক্রিয়াধীন', en: 'In progress' },
  3: { bn: 'নিষ্পন্ন', en: 'Resolved' },
  4: { bn: 'বাতিল', en: 'Cancelled' },
};

export const REASON_NAMES: Record<SupportReason, { bn: string; en: string }> = {
  skill: { bn: 'দক্ষতা', en: 'Skill' },
  research: { bn: 'গবেষণা', en: 'Research' },
  education: { bn: 'শিক্ষা', en: 'Education' },
  training: { bn: 'প্রশিক্ষণ', en: 'Training' },
  transfer: { bn: 'বদলি', en: 'Transfer' },
  leave: { bn: 'ছুটি', en: 'Leave' },
  others: { bn: 'অন্যান্য', en: 'Others' },
};

const YES_NO = { bn: ['হ্যাঁ', 'না'], en: ['Yes', 'No'] } as const;

function columns(lang: Lang): XlsxColumn<TicketSummary>[] {
  const column = (bn: string, en: string, width: number, value: XlsxColumn<TicketSummary>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  return [
    column('টিকিট নং', 'Ticket no.', 10, (item) => item.id),
    column('বিষয়', 'Reason', 14, (item) => REASON_NAMES[item.reason][lang]),
    column('বিবরণ', 'Description', 50, (item) => item.excerpt),
    column('আবেদনকারী', 'Requester', 28, (item) => nameOf(item.requester, lang)),
    column('অফিস', 'Office', 36, (item) => (item.office ? nameOf(item.office, lang) : null)),
    column('স্তর', 'Level', 8, (item) => item.level),
    column('অবস্থা', 'Status', 16, (item) => STATUS_NAMES[item.status][lang]),
    column('দায়িত্বপ্রাপ্ত', 'Assignee', 28, (item) => (item.assignee ? nameOf(item.assignee, lang) : null)),
    column('মেয়াদোত্তীর্ণ', 'Overdue', 12, (item) => YES_NO[lang][item.overdue ? 0 : 1]),
    column('খোলার সময়', 'Opened', 20, (item) => item.createdAt.slice(0, 10)),
  ];
}

export function exportQueue(
  db: Db,
  auth: AuthContext,
  query: QueueFilterParams,
  lang: Lang,
): Promise<Readable> {
  const batches = queueBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Support tickets' : 'সহায়তা টিকিট', columns(lang), batches);
}
