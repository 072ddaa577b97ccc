/**
 * The freelancer list as an Excel file: the list's search, filters, order and scope, streamed in
 * batches, with Bangla headers unless the caller asks for English.
 */
import type { Readable } from 'node:stream';
import type {
  FreelancerFilterParams,
  FreelancerSummary,
} from '../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { freelancerBatches } from './freelancer.service';

const BATCH_SIZE = 1000;
export const MAX_EXPORT_ROWS = 100_000;

const STATUS_NAMES = { active: { bn: 'সক্রিয়', en: 'Active' }, inactive: { bn: 'নিষ্ক্রিয়', en: 'Inactive' } };

function columns(lang: Lang): XlsxColumn<FreelancerSummary>[] {
  const column = (bn: string, en: string, width: number, value: XlsxColumn<FreelancerSummary>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  const money = (value: string | null) => (value === null ? null : Number(value));
  return [
    column('আইডি', 'ID', 8, (item) => item.id),
    column('নাম', 'Name', 28, (item) => item.name),
    column('মোবাইল', 'Mobile', 16, (item) => item.mobile),
    column('ইমেইল', 'Email', 28, (item) => item.email),
    column('জেলা', 'District', 16, (item) => nameOf(item.district, lang)),
    column('ক্যাটাগরি', 'Category', 20, (item) => nameOf(item.category, lang) || null),
    column('অবস্থা', 'Status', 12, (item) => STATUS_NAMES[item.status][lang]),
    column('সর্বমোট উপার্জন (ডলার)', 'Lifetime earnings (USD)', 18, (item) => money(item.lifetimeEarnings)),
    column('ঘণ্টাপ্রতি রেট (ডলার)', 'Hourly rate (USD)', 16, (item) => money(item.hourlyRate)),
    column('প্রথম যোগদান', 'First joining', 14, (item) => item.firstJoiningDate),
    column('দক্ষতা', 'Skills', 36, (item) => item.skills),
    column('মার্কেটপ্লেস', 'Marketplaces', 30, (item) =>
      item.marketplaces.map((m) => nameOf(m, lang)).join(', '),
    ),
  ];
}

export function exportFreelancers(
  db: Db,
  auth: AuthContext,
  query: FreelancerFilterParams,
  lang: Lang,
  national = false,
): Promise<Readable> {
  const batches = freelancerBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS, national);
  return xlsxStream(lang === 'en' ? 'Freelancers' : 'ফ্রিল্যান্সার', columns(lang), batches);
}
