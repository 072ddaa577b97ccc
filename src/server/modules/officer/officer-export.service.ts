/** The officer list as an Excel file: the list's search, filters, scope and order, Bangla headers by default. */
import type { Readable } from 'node:stream';
import type { Named } from '../../../common/contracts/office.contract';
import type { OfficerFilterParams, OfficerSummary } from '../../../common/contracts/officer.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import { MAX_EXPORT_ROWS } from '../office/office-export.service';
import { officerBatches } from './officer.service';

const BATCH_SIZE = 1000;

function columns(lang: Lang): XlsxColumn<OfficerSummary>[] {
  const name = (item: Named | null) => nameOf(item, lang) || null;
  const column = (bn: string, en: string, width: number, value: XlsxColumn<OfficerSummary>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  return [
    column('আইডি', 'ID', 10, (officer) => officer.userId),
    column('নাম (বাংলা)', 'Name (Bangla)', 30, (officer) => officer.nameBn),
    column('নাম (ইংরেজি)', 'Name (English)', 30, (officer) => officer.nameEn),
    column('পদবি', 'Designation', 30, (officer) => name(officer.role)),
    column('অফিস', 'Office', 45, (officer) => name(officer.office)),
    column('জেলা', 'District', 16, (officer) => name(officer.district)),
    column('উপজেলা', 'Upazila', 16, (officer) => name(officer.upazila)),
    column('সংযুক্ত অফিস', 'Attached office', 40, (officer) => name(officer.attachedOffice)),
    column('প্রোফাইল (%)', 'Profile (%)', 12, (officer) => officer.progress),
    column('মোবাইল', 'Mobile', 14, (officer) => officer.mobile),
    column('ইমেইল', 'Email', 30, (officer) => officer.email),
    column('অ্যাকাউন্ট খোলার তারিখ', 'Account created', 18, (officer) => officer.createdAt.slice(0, 10)),
  ];
}

export function exportOfficers(
  db: Db,
  actor: Actor,
  query: OfficerFilterParams,
  lang: Lang,
): Promise<Readable> {
  const batches = officerBatches(db, actor, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Officers' : 'কর্মকর্তা', columns(lang), batches);
}
