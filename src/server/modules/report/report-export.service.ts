/**
 * Excel files of the asking office: the submissions it received and the office-wise state of one
 * period (both streamed in batches), and the yearly summary; Bangla headers unless English is asked.
 */
import type { Readable } from 'node:stream';
import {
  fiscalYearLabel,
  type OfficeWiseRow,
  type OfficeWiseState,
  type ResponseSummary,
  type SummaryPeriod,
} from '../../../common/contracts/report.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { officeWiseBatches, submittedBatches, yearlySummary } from './report-summary.service';

const BATCH_SIZE = 1000;
const MAX_EXPORT_ROWS = 100_000;

export const STATE_NAMES: Record<OfficeWiseState, { bn: string; en: string }> = {
  submitted: { bn: 'যথাসময়ে দাখিল', en: 'Submitted on time' },
  late: { bn: 'বিলম্বে দাখিল', en: 'Submitted late' },
  'in-progress': { bn: 'প্রক্রিয়াধীন', en: 'In progress' },
  missing: { bn: 'দাখিল হয়নি', en: 'Not submitted' },
};

const col = <T>(
  lang: Lang,
  bn: string,
  en: string,
  width: number,
  value: XlsxColumn<T>['value'],
): XlsxColumn<T> => ({
  header: lang === 'en' ? en : bn,
  width,
  value,
});

export function exportSubmitted(
  db: Db,
  auth: AuthContext,
  query: Parameters<typeof submittedBatches>[2],
  lang: Lang,
): Promise<Readable> {
  const columns: XlsxColumn<ResponseSummary>[] = [
    col(lang, 'কোড', 'Code', 14, (row) => row.report.code),
    col(lang, 'প্রতিবেদন', 'Report', 40, (row) => (lang === 'en' ? row.report.titleEn : row.report.titleBn)),
    col(lang, 'অফিস', 'Office', 40, (row) => nameOf(row.office, lang)),
    col(lang, 'অর্থবছর', 'Fiscal year', 12, (row) => fiscalYearLabel(row.fiscalYear)),
    col(lang, 'সময়কাল', 'Period', 10, (row) => row.periodNo),
    col(lang, 'শেষ তারিখ', 'Due date', 14, (row) => row.dueDate),
    col(lang, 'দাখিলের সময়', 'Submitted', 20, (row) => row.submittedAt?.slice(0, 10) ?? null),
    col(lang, 'বিলম্বিত', 'Late', 10, (row) =>
      row.late ? (lang === 'en' ? 'Yes' : 'হ্যাঁ') : lang === 'en' ? 'No' : 'না',
    ),
  ];
  return xlsxStream(
    lang === 'en' ? 'Submissions' : 'দাখিলকৃত প্রতিবেদন',
    columns,
    submittedBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS),
  );
}

export function exportOfficeWise(
  db: Db,
  auth: AuthContext,
  query: Parameters<typeof officeWiseBatches>[2],
  lang: Lang,
): Promise<Readable> {
  const columns: XlsxColumn<OfficeWiseRow>[] = [
    col(lang, 'অফিস', 'Office', 44, (row) => nameOf(row.office, lang)),
    col(lang, 'অবস্থা', 'State', 20, (row) => STATE_NAMES[row.state][lang]),
    col(lang, 'দাখিলের সময়', 'Submitted', 20, (row) => row.submittedAt?.slice(0, 10) ?? null),
  ];
  return xlsxStream(
    lang === 'en' ? 'Office-wise' : 'অফিসভিত্তিক',
    columns,
    officeWiseBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS),
  );
}

export async function exportSummary(
  db: Db,
  auth: AuthContext,
  query: { reportId: number; fiscalYear: number },
  lang: Lang,
): Promise<Readable> {
  const summary = await yearlySummary(db, auth, query);
  const columns: XlsxColumn<SummaryPeriod>[] = [
    col(lang, 'সময়কাল', 'Period', 10, (row) => row.periodNo),
    col(lang, 'শুরু', 'Start', 12, (row) => row.start),
    col(lang, 'শেষ', 'End', 12, (row) => row.end),
    col(lang, 'দাখিলের শেষ তারিখ', 'Due', 16, (row) => row.due),
    col(lang, 'অফিস', 'Offices', 10, (row) => row.assigned),
    col(lang, 'যথাসময়ে', 'On time', 10, (row) => row.onTime),
    col(lang, 'বিলম্বে', 'Late', 10, (row) => row.late),
    col(lang, 'প্রক্রিয়াধীন', 'In progress', 12, (row) => row.inProgress),
    col(lang, 'দাখিল হয়নি', 'Missing', 12, (row) => row.missing),
  ];
  async function* one() {
    yield summary.periods;
  }
  return xlsxStream(`${summary.report.code} ${fiscalYearLabel(summary.fiscalYear)}`, columns, one());
}
