/**
 * The Excel side of importing a district's freelancers, in the shape of the officer import: a
 * template (Bangla headers by default, every cell text so Excel keeps the leading 0 of a mobile
 * number), and reading a filled-in file back into text cells by field. Headers are recognised in
 * either language. What the cells mean is checked by freelancer-import.service.ts.
 */
import ExcelJS from 'exceljs';
import {
  FREELANCER_IMPORT_FIELDS,
  FREELANCER_IMPORT_MAX_ROWS,
  type FreelancerImportField,
} from '../../../common/contracts/freelancer.contract';
import { type Lang, type MessageKey, translate } from '../../../common/messages';
import { AppError } from '../../platform/errors';
import { unzippedSizeWithin } from '../../platform/office-formats';

const REQUIRED: FreelancerImportField[] = ['name', 'email', 'mobile'];
const DATES: FreelancerImportField[] = ['firstJoiningDate', 'marketplaceJoiningDate'];

export const columnKey = (field: FreelancerImportField) => `freelancerImport.column.${field}` as MessageKey;
const headerOf = (field: FreelancerImportField, lang: Lang) =>
  `${translate(columnKey(field), lang)}${REQUIRED.includes(field) ? ' *' : ''}`;

const NOTES = {
  bn: [
    'প্রতিটি সারি একজন ফ্রিল্যান্সার; * চিহ্নিত কলাম আবশ্যক। প্রথম সারির শিরোনাম বদলাবেন না।',
    `একটি ফাইলে সর্বোচ্চ ${FREELANCER_IMPORT_MAX_ROWS}টি সারি, ২ মেগাবাইট পর্যন্ত; .xlsx হিসেবে সংরক্ষণ করুন।`,
    'মোবাইল ০১XXXXXXXXX; তারিখ দিন/মাস/বছর; টাকার ও ডলারের পরিমাণ অঙ্কে (যেমন 1250.50)।',
    'অবস্থা: সক্রিয় অথবা নিষ্ক্রিয় (খালি রাখলে সক্রিয়)। ক্যাটাগরি ও মার্কেটপ্লেস তালিকার নাম হুবহু লিখুন।',
    'কোনো সারিতে ভুল থাকলে কাউকেই যোগ করা হয় না: প্রতিটি ভুলের সারি, কলাম ও কারণ দেখানো হয়।',
  ],
  en: [
    'Each row is one freelancer; columns marked * are required. Keep the headers of the first row.',
    `At most ${FREELANCER_IMPORT_MAX_ROWS} rows and 2 MB per file; save it as .xlsx.`,
    'Mobile 01XXXXXXXXX; dates dd/mm/yyyy; amounts in digits (e.g. 1250.50).',
    'Status: active or inactive (empty means active). Write category and marketplace names as listed.',
    'If any row has a mistake nobody is added: each mistake is shown with its row, column and reason.',
  ],
};

export async function buildImportTemplate(
  lists: { categories: string[]; marketplaces: string[] },
  lang: Lang,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Freelancers' : 'ফ্রিল্যান্সার', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = FREELANCER_IMPORT_FIELDS.map((field) => ({
    header: headerOf(field, lang),
    width: 20,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  const notes = workbook.addWorksheet(lang === 'en' ? 'Instructions' : 'নির্দেশনা');
  notes.columns = [{ width: 100 }];
  for (const note of NOTES[lang]) notes.addRow([note]);
  notes.addRow([]);
  notes.addRow([lang === 'en' ? 'Categories' : 'ক্যাটাগরি']).font = { bold: true };
  for (const name of lists.categories) notes.addRow([name]);
  notes.addRow([]);
  notes.addRow([lang === 'en' ? 'Marketplaces' : 'মার্কেটপ্লেস']).font = { bold: true };
  for (const name of lists.marketplaces) notes.addRow([name]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface SheetRow {
  row: number;
  cells: Partial<Record<FreelancerImportField, string>>;
}

const MAX_UNZIPPED_BYTES = 40 * 1024 * 1024;
const headerText = (text: string) =>
  text.replace(/\*/g, '').normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
const HEADERS = new Map<string, FreelancerImportField>(
  FREELANCER_IMPORT_FIELDS.flatMap((field) =>
    (['bn', 'en'] as const).map((lang) => [headerText(translate(columnKey(field), lang)), field] as const),
  ),
);

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = (date: Date) =>
  `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dayText(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

function readCell(field: FreelancerImportField, value: ExcelJS.CellValue): string {
  if (typeof value === 'number') {
    if (DATES.includes(field) && value > 0 && value < 2_958_466)
      return dayText(new Date(EXCEL_EPOCH + Math.round(value) * 86_400_000));
    // A mobile number typed into a number cell has lost its leading zero.
    if (field === 'mobile' && /^1\d{9}$/.test(String(value))) return `0${value}`;
  }
  return cellText(value).trim();
}

const fileError = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(400, key, params);

/** The first sheet's rows under its header row, blank rows left out. */
export async function readFreelancerSheet(bytes: Buffer, lang: Lang): Promise<SheetRow[]> {
  if (!unzippedSizeWithin(bytes, MAX_UNZIPPED_BYTES)) throw new AppError(413, 'error.tooLarge');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileError('freelancerImport.unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError('freelancerImport.unreadable');
  const columns = new Map<number, FreelancerImportField>();
  sheet.getRow(1).eachCell((cell, index) => {
    const found = HEADERS.get(headerText(cellText(cell.value)));
    if (found && ![...columns.values()].includes(found)) columns.set(index, found);
  });
  const missing = REQUIRED.filter((field) => ![...columns.values()].includes(field));
  if (missing.length > 0)
    throw fileError('freelancerImport.missingColumns', {
      columns: missing.map((field) => translate(columnKey(field), lang)).join(', '),
    });
  const rows: SheetRow[] = [];
  let filled = 0;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: SheetRow['cells'] = {};
    for (const [index, field] of columns) {
      const text = readCell(field, row.getCell(index).value);
      if (text) cells[field] = text;
    }
    if (Object.keys(cells).length === 0) return;
    filled += 1;
    if (filled <= FREELANCER_IMPORT_MAX_ROWS) rows.push({ row: number, cells });
  });
  if (filled === 0) throw fileError('freelancerImport.empty');
  if (filled > FREELANCER_IMPORT_MAX_ROWS)
    throw fileError('freelancerImport.tooManyRows', { max: FREELANCER_IMPORT_MAX_ROWS, rows: filled });
  return rows;
}
