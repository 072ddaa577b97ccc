/**
 * The innovation list as an Excel file: the list's search, filters, order and scope, streamed in
 * batches as the office list's export, with Bangla headers unless the caller asks for English.
 */
import type { Readable } from 'node:stream';
import type {
  InnovationFilterParams,
  InnovationSummary,
} from '../../../common/contracts/innovation.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import { innovationBatches } from './innovation.service';

const BATCH_SIZE = 1000;
/** More than anyone reads in a spreadsheet; a longer list is narrowed with the filters first. */
export const MAX_EXPORT_ROWS = 100_000;

const STATUS_NAMES: Record<string, { bn: string; en: string }> = {
  draft: { bn: 'খসড়া', en: 'Draft' },
  submitted: { bn: 'দাখিলকৃত', en: 'Submitted' },
  accepted: { bn: 'পাইলটিংয়ের জন্য গৃহীত', en: 'Accepted for piloting' },
  returned: { bn: 'ফেরত পাঠানো', en: 'Returned' },
  replicated: { bn: 'দেশব্যাপী রেপ্লিকেশন', en: 'Replicated nation-wide' },
};

const YES_NO = { bn: ['হ্যাঁ', 'না'], en: ['Yes', 'No'] } as const;

function columns(lang: Lang): XlsxColumn<InnovationSummary>[] {
  const column = (bn: string, en: string, width: number, value: XlsxColumn<InnovationSummary>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  return [
    column('আইডি', 'ID', 8, (item) => item.id),
    column('শিরোনাম', 'Title', 50, (item) => item.title),
    column('উদ্ভাবক', 'Innovator', 28, (item) => nameOf(item.innovator, lang)),
    column('পদবি', 'Designation', 24, (item) => nameOf(item.innovator.designation, lang) || null),
    column('অফিস', 'Office', 40, (item) => nameOf(item.office, lang)),
    column('অর্থবছর', 'Fiscal year', 12, (item) => item.fiscalYear),
    column('বাজেট (টাকা)', 'Budget (Tk)', 16, (item) => (item.budget === null ? null : Number(item.budget))),
    column('দেশব্যাপী', 'Nation-wide', 12, (item) => YES_NO[lang][item.nationWide ? 0 : 1]),
    column('পাইলটিংয়ের তারিখ', 'Piloting date', 16, (item) => item.pilotingDate),
    column('অবস্থা', 'Status', 24, (item) => STATUS_NAMES[item.status][lang]),
  ];
}

export function exportInnovations(
  db: Db,
  actor: Actor,
  query: InnovationFilterParams,
  lang: Lang,
): Promise<Readable> {
  const batches = innovationBatches(db, actor, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Innovations' : 'উদ্ভাবন', columns(lang), batches);
}
