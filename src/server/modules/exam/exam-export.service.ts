/**
 * Excel files of the exam lists: experts, exams, answer-sheet movements and bills. The bill list
 * filtered to paid bills of one day is the payment batch's bank advice (account, routing number,
 * net amount, reference).
 */
import type { Readable } from 'node:stream';
import type {
  BillFilterParams,
  Exam,
  ExamBill,
  ExamBillStatus,
  ExamExpert,
  ExamFilterParams,
  ExamMovement,
  ExpertFilterParams,
  MovementFilterParams,
} from '../../../common/contracts/exam.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { billBatches } from './exam-bill.service';
import { examBatches, expertBatches } from './exam-catalog.service';
import { movementBatches } from './exam-work.service';

const BATCH_SIZE = 1000;
export const MAX_EXPORT_ROWS = 100_000;

export const BILL_STATUS_NAMES: Record<ExamBillStatus, { bn: string; en: string }> = {
  created: { bn: 'তৈরি', en: 'Created' },
  approved: { bn: 'অনুমোদিত', en: 'Approved' },
  paid: { bn: 'পরিশোধিত', en: 'Paid' },
};

const columnOf =
  (lang: Lang) =>
  <T>(bn: string, en: string, width: number, value: XlsxColumn<T>['value']): XlsxColumn<T> => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });

export function exportExperts(
  db: Db,
  auth: AuthContext,
  query: ExpertFilterParams,
  lang: Lang,
): Promise<Readable> {
  const column = columnOf(lang);
  const columns: XlsxColumn<ExamExpert>[] = [
    column('নাম', 'Name', 28, (row) => nameOf(row, lang)),
    column('পদবি', 'Designation', 22, (row) => row.designation),
    column('প্রতিষ্ঠান', 'Institution', 32, (row) => row.institution),
    column('বিষয়', 'Subject', 20, (row) => nameOf(row.subject, lang)),
    column('মোবাইল', 'Mobile', 14, (row) => row.mobile),
    column('হিসাবের নাম', 'Account name', 24, (row) => row.accountName),
    column('হিসাব নম্বর', 'Account no.', 20, (row) => row.accountNo),
    column('ব্যাংক', 'Bank', 24, (row) => (lang === 'en' ? row.bank.bankNameEn : row.bank.bankNameBn)),
    column('শাখা', 'Branch', 20, (row) => (lang === 'en' ? row.bank.branchNameEn : row.bank.branchNameBn)),
    column('রাউটিং নম্বর', 'Routing no.', 12, (row) => row.bank.routingNo),
  ];
  const batches = expertBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Experts' : 'বিশেষজ্ঞ', columns, batches);
}

export function exportExams(
  db: Db,
  auth: AuthContext,
  query: ExamFilterParams,
  lang: Lang,
): Promise<Readable> {
  const column = columnOf(lang);
  const columns: XlsxColumn<Exam>[] = [
    column('পরীক্ষা', 'Exam', 36, (row) => nameOf(row, lang)),
    column('বছর', 'Year', 8, (row) => row.examYear),
    column('সেশন', 'Session', 12, (row) => row.session),
    column('বিষয়', 'Subjects', 40, (row) => row.subjects.map((subject) => nameOf(subject, lang)).join(', ')),
    column('শুরু', 'Starts', 12, (row) => row.startDate),
    column('শেষ', 'Ends', 12, (row) => row.endDate),
    column('কেন্দ্র', 'Centres', 10, (row) => row.centreCount),
  ];
  const batches = examBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Exams' : 'পরীক্ষা', columns, batches);
}

export function exportAnswerSheets(
  db: Db,
  auth: AuthContext,
  query: MovementFilterParams,
  lang: Lang,
): Promise<Readable> {
  const column = columnOf(lang);
  const columns: XlsxColumn<ExamMovement>[] = [
    column('পরীক্ষা', 'Exam', 30, (row) => nameOf(row.exam, lang)),
    column('বিষয়', 'Subject', 20, (row) => nameOf(row.subject, lang)),
    column('পরীক্ষক', 'Examiner', 26, (row) => (row.expert ? nameOf(row.expert, lang) : row.centre)),
    column('বান্ডেল', 'Bundle', 12, (row) => row.setLabel),
    column('প্যাকেট', 'Packets', 10, (row) => row.packets),
    column('উত্তরপত্র', 'Scripts', 10, (row) => row.scripts),
    column('প্রদানের তারিখ', 'Issued on', 12, (row) => row.issuedOn),
    column('গ্রহণের তারিখ', 'Received on', 12, (row) => row.receivedOn),
    column('গৃহীত উত্তরপত্র', 'Scripts received', 12, (row) => row.receivedScripts),
  ];
  const batches = movementBatches(db, auth, 'answer', query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Answer sheets' : 'উত্তরপত্র', columns, batches);
}

export function exportBills(
  db: Db,
  auth: AuthContext,
  query: BillFilterParams,
  lang: Lang,
): Promise<Readable> {
  const column = columnOf(lang);
  const columns: XlsxColumn<ExamBill>[] = [
    column('বিল নং', 'Bill no.', 16, (row) => row.billNo),
    column('বিশেষজ্ঞ', 'Expert', 28, (row) => nameOf(row.expert, lang)),
    column('পরীক্ষা', 'Exam', 30, (row) => nameOf(row.exam, lang)),
    column('মোট', 'Gross', 12, (row) => row.gross),
    column('উৎসে কর', 'Tax at source', 12, (row) => row.tax),
    column('রাজস্ব স্ট্যাম্প', 'Revenue stamp', 12, (row) => row.stamp),
    column('নিট প্রদেয়', 'Net payable', 12, (row) => row.net),
    column('অবস্থা', 'Status', 12, (row) => BILL_STATUS_NAMES[row.status][lang]),
    column('হিসাবের নাম', 'Account name', 24, (row) => row.accountName),
    column('হিসাব নম্বর', 'Account no.', 20, (row) => row.accountNo),
    column('ব্যাংক ও শাখা', 'Bank and branch', 34, (row) =>
      lang === 'en'
        ? `${row.bank.bankNameEn}, ${row.bank.branchNameEn}`
        : `${row.bank.bankNameBn}, ${row.bank.branchNameBn}`,
    ),
    column('রাউটিং নম্বর', 'Routing no.', 12, (row) => row.bank.routingNo),
    column('পরিশোধের তারিখ', 'Paid on', 12, (row) => row.paidOn),
    column('রেফারেন্স', 'Reference', 18, (row) => row.paymentRef),
  ];
  const batches = billBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Honorarium bills' : 'সম্মানী বিল', columns, batches);
}
