/**
 * The deciding desk's queue as an Excel file: the queue's scope, filters and order, streamed in
 * batches, with Bangla headers unless the caller asks for English.
 */
import type { Readable } from 'node:stream';
import type { ApplicationSummary, ApprovalFilterParams } from '../../../common/contracts/transfer.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { approvalBatches } from './transfer.service';

const BATCH_SIZE = 1000;
export const MAX_EXPORT_ROWS = 100_000;

export const STATUS_NAMES: Record<number, { bn: string; en: string }> = {
  1: { bn: 'অনুমোদনের অপেক্ষায়', en: 'Waiting for approval' },
  2: { bn: 'অনুমোদিত', en: 'Approved' },
  3: { bn: 'নামঞ্জুর', en: 'Rejected' },
  4: { bn: 'প্রত্যাহৃত', en: 'Withdrawn' },
  5: { bn: 'বদলি সম্পন্ন', en: 'Transferred' },
};

function columns(lang: Lang): XlsxColumn<ApplicationSummary>[] {
  const column = (bn: string, en: string, width: number, value: XlsxColumn<ApplicationSummary>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  const names = (items: { nameBn: string; nameEn: string }[]) =>
    items.map((item) => nameOf(item, lang)).join(', ');
  return [
    column('আবেদন নং', 'Application no.', 12, (item) => item.id),
    column('আবেদনকারী', 'Applicant', 28, (item) => nameOf(item.applicant, lang)),
    column('পদবি', 'Designation', 28, (item) => nameOf(item.from.role, lang)),
    column('অফিস', 'Office', 36, (item) => nameOf(item.from.office, lang)),
    column('যোগদান', 'Joined', 12, (item) => item.joinedOn),
    column('পছন্দের অফিস', 'Preferred offices', 36, (item) => names(item.preferredOffices)),
    column('পছন্দের জেলা', 'Preferred districts', 24, (item) => names(item.preferredDistricts)),
    column('কারণ', 'Reason', 50, (item) => item.reasonExcerpt),
    column('অবস্থা', 'Status', 18, (item) => STATUS_NAMES[item.status][lang]),
    column('আবেদনের তারিখ', 'Applied on', 14, (item) => item.createdAt.slice(0, 10)),
  ];
}

export function exportApprovals(
  db: Db,
  auth: AuthContext,
  query: ApprovalFilterParams,
  lang: Lang,
): Promise<Readable> {
  const batches = approvalBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Transfer applications' : 'বদলির আবেদন', columns(lang), batches);
}
