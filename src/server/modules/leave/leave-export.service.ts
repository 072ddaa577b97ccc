/** The leave history as an Excel file: its scope, filters and order, in batches, Bangla headers by default. */
import type { Readable } from 'node:stream';
import type { HistoryFilterParams, LeaveSummary } from '../../../common/contracts/leave.contract';
import { nameOf } from '../../../common/labels';
import { LEAVE_STATUS_NAMES, LEAVE_TYPE_NAMES } from '../../../common/leave.names';
import type { Lang } from '../../../common/messages';
import { toBanglaDigits } from '../../../common/validation';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { historyBatches } from './leave.service';

const BATCH_SIZE = 1000;
export const MAX_EXPORT_ROWS = 100_000;

function columns(lang: Lang): XlsxColumn<LeaveSummary>[] {
  const digits = (value: string | number) => (lang === 'bn' ? toBanglaDigits(value) : value);
  const column = (bn: string, en: string, width: number, value: XlsxColumn<LeaveSummary>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  return [
    column('আবেদন নং', 'Application no.', 12, (item) => digits(item.id)),
    column('আবেদনকারী', 'Applicant', 28, (item) => nameOf(item.applicant, lang)),
    column('অফিস', 'Office', 36, (item) => nameOf(item.office, lang)),
    column('ছুটির ধরন', 'Type of leave', 30, (item) => LEAVE_TYPE_NAMES[item.leaveType][lang]),
    column('শুরু', 'From', 14, (item) => digits(item.fromDate)),
    column('শেষ', 'To', 14, (item) => digits(item.toDate)),
    column('দিন', 'Days', 8, (item) => digits(item.days)),
    column('অবস্থা', 'Status', 20, (item) => LEAVE_STATUS_NAMES[item.status][lang]),
    column('দাখিল', 'Submitted', 14, (item) =>
      item.submittedAt ? digits(item.submittedAt.slice(0, 10)) : null,
    ),
  ];
}

export function exportHistory(
  db: Db,
  auth: AuthContext,
  query: HistoryFilterParams,
  lang: Lang,
): Promise<Readable> {
  const batches = historyBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Leave history' : 'ছুটির ইতিহাস', columns(lang), batches);
}
