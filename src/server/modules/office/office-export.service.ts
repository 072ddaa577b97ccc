/**
 * The office list as an Excel file (issue 5's office-list "Excel export"): the list's search, filters
 * and office scoping, its order, and Bangla headers unless the caller asks for English.
 */
import type { Readable } from 'node:stream';
import type { Named, OfficeFilterParams, OfficeSummary } from '../../../common/contracts/office.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import { officeBatches } from './office.service';

/** Offices per query: few queries, and one batch in memory at a time. */
const BATCH_SIZE = 1000;
/**
 * At most this many rows in one file. More is more than anyone reads in a spreadsheet and would hold
 * a database connection for minutes; such a list is narrowed with the filters first.
 */
export const MAX_EXPORT_ROWS = 100_000;

function columns(lang: Lang): XlsxColumn<OfficeSummary>[] {
  // An empty cell, not an empty string, where the office has no such place or parent.
  const name = (item: Named | null) => nameOf(item, lang) || null;
  const column = (bn: string, en: string, width: number, value: XlsxColumn<OfficeSummary>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  return [
    column('আইডি', 'ID', 8, (office) => office.id),
    column('অফিসের নাম (বাংলা)', 'Office name (Bangla)', 50, (office) => office.nameBn),
    column('অফিসের নাম (ইংরেজি)', 'Office name (English)', 50, (office) => office.nameEn),
    column('অফিসের স্তর', 'Office level', 20, (office) => name(office.level)),
    column('মন্ত্রণালয়/বিভাগ', 'Ministry/Division', 40, (office) => name(office.ministry)),
    column('অধিদপ্তর/দপ্তর', 'Department/Directorate', 40, (office) => name(office.department)),
    column('জেলা', 'District', 16, (office) => name(office.district)),
    column('উপজেলা', 'Upazila', 16, (office) => name(office.upazila)),
    column('ঊর্ধ্বতন অফিস', 'Parent office', 40, (office) => name(office.parentOffice)),
    column('ফোন', 'Phone', 16, (office) => office.phone),
    column('ইমেইল', 'Email', 30, (office) => office.email),
    column('অক্ষাংশ', 'Latitude', 12, (office) => office.latitude),
    column('দ্রাঘিমাংশ', 'Longitude', 12, (office) => office.longitude),
  ];
}

export function exportOffices(
  db: Db,
  actor: Actor,
  query: OfficeFilterParams,
  lang: Lang,
): Promise<Readable> {
  const batches = officeBatches(db, actor, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Offices' : 'অফিস', columns(lang), batches);
}
