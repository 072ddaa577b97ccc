/** The Excel files of the training lists, as searched and filtered, headers in the caller's language. */
import type { Readable } from 'node:stream';
import type {
  ApplicationFilterParams,
  ApplicationRow,
  BatchFilterParams,
  BatchSummary,
  FeedbackRow,
  Student,
  TraineeFilterParams,
  TraineeRow,
  Trainer,
} from '../../../common/contracts/training.contract';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import { xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { batchBatches } from './training-batch.service';
import { trainerBatches } from './training-catalog.service';
import { feedbackBatches } from './training-completion.service';
import { applicationBatches } from './training-entry.service';
import { studentBatches } from './training-student.service';
import { traineeBatches } from './training-trainee.service';

const STATUS_BN: Record<string, string> = {
  open: 'আবেদন চলছে',
  closed: 'চূড়ান্ত',
  completed: 'সম্পন্ন',
  cancelled: 'বাতিল',
  applied: 'আবেদনকৃত',
  shortlisted: 'সংক্ষিপ্ত তালিকায়',
  waitlisted: 'অপেক্ষমাণ',
  rejected: 'বাতিলকৃত',
  trainee: 'প্রশিক্ষণার্থী',
  withdrawn: 'প্রত্যাহৃত',
  enrolled: 'চলমান',
  incomplete: 'অসম্পূর্ণ',
};
const status = (lang: Lang, value: string) => (lang === 'bn' ? (STATUS_BN[value] ?? value) : value);
const h = (lang: Lang, bn: string, en: string) => (lang === 'bn' ? bn : en);

export function exportBatches(
  db: Db,
  auth: AuthContext,
  query: BatchFilterParams,
  lang: Lang,
): Promise<Readable> {
  return xlsxStream<BatchSummary>(
    'batches',
    [
      { header: h(lang, 'ব্যাচ', 'Batch'), width: 28, value: (row) => row.nameBn },
      {
        header: h(lang, 'প্রশিক্ষণ', 'Training'),
        width: 32,
        value: (row) => (lang === 'bn' ? row.title.nameBn : row.title.nameEn),
      },
      {
        header: h(lang, 'প্রতিষ্ঠান', 'Provider'),
        width: 28,
        value: (row) => (lang === 'bn' ? row.provider.nameBn : row.provider.nameEn),
      },
      { header: h(lang, 'ধরন', 'Kind'), width: 12, value: (row) => row.kind },
      { header: h(lang, 'স্থান', 'Venue'), width: 28, value: (row) => row.venue },
      { header: h(lang, 'শুরু', 'Start'), width: 12, value: (row) => row.startDate },
      { header: h(lang, 'শেষ', 'End'), width: 12, value: (row) => row.endDate },
      { header: h(lang, 'আসন', 'Seats'), width: 8, value: (row) => row.seats },
      { header: h(lang, 'প্রশিক্ষণার্থী', 'Trainees'), width: 10, value: (row) => row.trainees },
      { header: h(lang, 'আবেদন', 'Applicants'), width: 10, value: (row) => row.applicants },
      { header: h(lang, 'অবস্থা', 'Status'), width: 14, value: (row) => status(lang, row.status) },
    ],
    batchBatches(db, auth, query),
  );
}

export function exportApplications(
  db: Db,
  auth: AuthContext,
  query: ApplicationFilterParams,
  lang: Lang,
): Promise<Readable> {
  return xlsxStream<ApplicationRow>(
    'applicants',
    [
      {
        header: h(lang, 'নাম', 'Name'),
        width: 28,
        value: (row) => (lang === 'bn' ? row.person.nameBn : row.person.nameEn),
      },
      { header: h(lang, 'পদবি', 'Designation'), width: 24, value: (row) => row.person.designation },
      {
        header: h(lang, 'অফিস', 'Office'),
        width: 30,
        value: (row) =>
          row.person.office ? (lang === 'bn' ? row.person.office.nameBn : row.person.office.nameEn) : '',
      },
      { header: h(lang, 'ব্যাচ', 'Batch'), width: 24, value: (row) => row.batch.nameBn },
      {
        header: h(lang, 'প্রশিক্ষণ', 'Training'),
        width: 30,
        value: (row) => (lang === 'bn' ? row.batch.title.nameBn : row.batch.title.nameEn),
      },
      { header: h(lang, 'উৎস', 'Source'), width: 12, value: (row) => row.source },
      { header: h(lang, 'অবস্থা', 'Status'), width: 16, value: (row) => status(lang, row.status) },
      { header: h(lang, 'ক্রম', 'Rank'), width: 8, value: (row) => row.rank },
      { header: h(lang, 'কারণ', 'Reason'), width: 30, value: (row) => row.reason },
    ],
    applicationBatches(db, auth, query),
  );
}

export function exportTrainees(
  db: Db,
  auth: AuthContext,
  query: TraineeFilterParams,
  lang: Lang,
): Promise<Readable> {
  return xlsxStream<TraineeRow>(
    'trainees',
    [
      {
        header: h(lang, 'নাম', 'Name'),
        width: 28,
        value: (row) => (lang === 'bn' ? row.person.nameBn : row.person.nameEn),
      },
      { header: h(lang, 'পদবি', 'Designation'), width: 24, value: (row) => row.person.designation },
      {
        header: h(lang, 'অফিস', 'Office'),
        width: 30,
        value: (row) =>
          row.person.office ? (lang === 'bn' ? row.person.office.nameBn : row.person.office.nameEn) : '',
      },
      { header: h(lang, 'ব্যাচ', 'Batch'), width: 24, value: (row) => row.batch.nameBn },
      {
        header: h(lang, 'প্রশিক্ষণ', 'Training'),
        width: 30,
        value: (row) => (lang === 'bn' ? row.batch.title.nameBn : row.batch.title.nameEn),
      },
      { header: h(lang, 'উপস্থিতি (দিন)', 'Days present'), width: 12, value: (row) => row.daysPresent },
      { header: h(lang, 'অবস্থা', 'Status'), width: 14, value: (row) => status(lang, row.status) },
      { header: h(lang, 'সনদ নং', 'Certificate no.'), width: 20, value: (row) => row.certificateNo },
    ],
    traineeBatches(db, auth, query),
  );
}

export function exportTrainers(db: Db, search: string | undefined, lang: Lang): Promise<Readable> {
  return xlsxStream<Trainer>(
    'trainers',
    [
      { header: h(lang, 'নাম', 'Name'), width: 28, value: (row) => (lang === 'bn' ? row.nameBn : row.nameEn) },
      { header: h(lang, 'পদবি', 'Designation'), width: 24, value: (row) => row.designation },
      { header: h(lang, 'প্রতিষ্ঠান', 'Organisation'), width: 28, value: (row) => row.organisation },
      { header: h(lang, 'বিষয়', 'Subjects'), width: 36, value: (row) => row.subjects },
      { header: h(lang, 'মোবাইল', 'Mobile'), width: 14, value: (row) => row.mobile },
      { header: h(lang, 'ব্যাচ', 'Batches'), width: 8, value: (row) => row.batches },
    ],
    trainerBatches(db, search),
  );
}

export function exportStudents(
  db: Db,
  auth: AuthContext,
  query: { search?: string },
  lang: Lang,
): Promise<Readable> {
  return xlsxStream<Student>(
    'students',
    [
      { header: h(lang, 'নাম', 'Name'), width: 28, value: (row) => row.nameBn },
      { header: h(lang, 'শিক্ষা প্রতিষ্ঠান', 'School'), width: 30, value: (row) => row.institution },
      { header: h(lang, 'শ্রেণি', 'Class'), width: 10, value: (row) => row.className },
      { header: h(lang, 'মোবাইল', 'Mobile'), width: 14, value: (row) => row.mobile },
      { header: h(lang, 'লিঙ্গ', 'Gender'), width: 10, value: (row) => row.gender },
      { header: h(lang, 'ব্যাচ', 'Batches'), width: 8, value: (row) => row.batches },
    ],
    studentBatches(db, auth, query),
  );
}

export function exportFeedback(db: Db, auth: AuthContext, batchId: number, lang: Lang): Promise<Readable> {
  return xlsxStream<FeedbackRow>(
    'feedback',
    [
      {
        header: h(lang, 'নাম', 'Name'),
        width: 28,
        value: (row) => (lang === 'bn' ? row.person.nameBn : row.person.nameEn),
      },
      { header: h(lang, 'পদবি', 'Designation'), width: 24, value: (row) => row.person.designation },
      {
        header: h(lang, 'অফিস', 'Office'),
        width: 30,
        value: (row) =>
          row.person.office ? (lang === 'bn' ? row.person.office.nameBn : row.person.office.nameEn) : '',
      },
      { header: h(lang, 'মূল্যায়ন (১–৫)', 'Rating (1–5)'), width: 12, value: (row) => row.rating },
      { header: h(lang, 'মন্তব্য', 'Comment'), width: 48, value: (row) => row.comment },
      { header: h(lang, 'তারিখ', 'Date'), width: 12, value: (row) => row.createdAt.slice(0, 10) },
    ],
    feedbackBatches(db, auth, batchId),
  );
}
