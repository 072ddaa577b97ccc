/**
 * The Excel side of importing an office's staff: the template an office fills in (Bangla headers by
 * default, English with Accept-Language: en), and reading a filled-in file back into text cells by
 * column. Headers are recognised in either language, so a Bangla template read by an English
 * interface still goes in. What the cells mean is checked by officer-import.service.ts.
 */
import ExcelJS from 'exceljs';
import type { ImportField } from '../../../common/contracts/officer.contract';
import { OFFICER_IMPORT_MAX_ROWS } from '../../../common/contracts/officer.contract';
import { type Lang, type MessageKey, translate } from '../../../common/messages';
import { toBanglaDigits } from '../../../common/validation';
import { AppError } from '../../platform/errors';
import { unzippedSizeWithin } from '../../platform/office-formats';

type Text = Record<Lang, string>;

/** How a column's cells are read: digits lose their leading zero, dates arrive as Excel dates. */
type ColumnKind = 'text' | 'digits' | 'date' | 'gender' | 'post' | 'list';

interface ImportColumn {
  field: ImportField;
  /** The file must have the column; whether a cell may be empty is the row schema's rule. */
  required: boolean;
  kind: ColumnKind;
  width: number;
  hint: Text;
}

const column = (
  field: ImportField,
  required: boolean,
  kind: ColumnKind,
  width: number,
  bn: string,
  en: string,
): ImportColumn => ({ field, required, kind, width, hint: { bn, en } });

/** The sheet's columns in the template's order. */
export const IMPORT_COLUMNS: ImportColumn[] = [
  column('nameBn', true, 'text', 26, 'বাংলায় পূর্ণ নাম', 'Full name in Bangla'),
  column('nameEn', true, 'text', 26, 'ইংরেজিতে পূর্ণ নাম', 'Full name in English'),
  column('email', true, 'text', 28, 'লগইনের ইমেইল; প্রত্যেকের আলাদা', 'The sign-in email; one per person'),
  column(
    'mobile',
    true,
    'digits',
    16,
    '০১XXXXXXXXX (১১ অঙ্ক), বাংলা বা ইংরেজি অঙ্কে; প্রত্যেকের আলাদা। পাসওয়ার্ড ঠিক করার ওটিপি এই নম্বরে যাবে',
    '01XXXXXXXXX (11 digits), in Bangla or English digits; one per person. The OTP to set the password goes here',
  ),
  column(
    'nid',
    true,
    'digits',
    22,
    '১০, ১৩ অথবা ১৭ অঙ্ক, বাংলা বা ইংরেজি অঙ্কে',
    '10, 13 or 17 digits, in Bangla or English digits',
  ),
  column('dateOfBirth', true, 'date', 14, 'দিন/মাস/বছর, যেমন ১৪/০৩/১৯৯০', 'dd/mm/yyyy, e.g. 14/03/1990'),
  column('gender', true, 'gender', 12, 'পুরুষ, মহিলা অথবা অন্যান্য', 'male, female or other'),
  column(
    'post',
    false,
    'post',
    34,
    '"পদসমূহ" শিটের একটি শূন্য পদের নাম, হুবহু; খালি রাখলে কর্মকর্তা পদায়নবিহীন হিসেবে যুক্ত হবেন',
    'The name of an empty post from the "Posts" sheet, exactly; left empty, the officer is added non-posted',
  ),
  column('firstJoiningDate', true, 'date', 18, 'দিন/মাস/বছর', 'dd/mm/yyyy'),
  column(
    'currentJoiningDate',
    true,
    'date',
    18,
    'দিন/মাস/বছর; পদে যোগদানের তারিখও এটি',
    'dd/mm/yyyy; also the joining date of the post',
  ),
  column(
    'orderNo',
    false,
    'text',
    22,
    'পদায়নের অফিস আদেশ নম্বর (ঐচ্ছিক)',
    'The office order of the posting (optional)',
  ),
  column('serviceId', false, 'text', 16, 'ঐচ্ছিক; প্রত্যেকের আলাদা', 'Optional; one per person'),
  column('fatherNameBn', false, 'text', 24, 'ঐচ্ছিক', 'Optional'),
  column('fatherNameEn', false, 'text', 24, 'ঐচ্ছিক', 'Optional'),
  column('motherNameBn', false, 'text', 24, 'ঐচ্ছিক', 'Optional'),
  column('motherNameEn', false, 'text', 24, 'ঐচ্ছিক', 'Optional'),
  column('religion', false, 'text', 12, 'ঐচ্ছিক', 'Optional'),
  column('permanentAddress', false, 'text', 30, 'ঐচ্ছিক', 'Optional'),
  column('presentAddress', false, 'text', 30, 'ঐচ্ছিক', 'Optional'),
  column('postOffice', false, 'text', 16, 'ঐচ্ছিক', 'Optional'),
  column('postCode', false, 'digits', 10, 'ঐচ্ছিক; বাংলা বা ইংরেজি অঙ্কে', 'Optional; Bangla or English digits'),
  column('skills', false, 'list', 30, 'ঐচ্ছিক; কমা দিয়ে আলাদা করে', 'Optional; separated by commas'),
];

export const columnKey = (field: ImportField) => `officerImport.column.${field}` as MessageKey;
const headerOf = (importColumn: ImportColumn, lang: Lang) =>
  `${translate(columnKey(importColumn.field), lang)}${importColumn.required ? ' *' : ''}`;

const SHEETS = {
  officers: { bn: 'কর্মকর্তা', en: 'Officers' },
  notes: { bn: 'নির্দেশনা', en: 'Instructions' },
  posts: { bn: 'পদসমূহ', en: 'Posts' },
} satisfies Record<string, Text>;

export const GENDER_WORDS: Text[] = [
  { bn: 'পুরুষ', en: 'male' },
  { bn: 'মহিলা', en: 'female' },
  { bn: 'অন্যান্য', en: 'other' },
];

/* The template ---------------------------------------------------------------------------------- */

/** A post name of the office's organogram, with how many posts carry it and how many are empty. */
export interface PostName {
  name: string;
  total: number;
  vacant: number;
}

const NOTES: Text[] = [
  {
    bn: 'প্রথম শিটের প্রতিটি সারি একজন কর্মকর্তা। প্রথম সারির শিরোনাম বদলাবেন না; * চিহ্নিত কলাম আবশ্যক।',
    en: 'Each row of the first sheet is one officer. Keep the headers of the first row; columns marked * are required.',
  },
  {
    bn: `একটি ফাইলে সর্বোচ্চ ${toBanglaDigits(OFFICER_IMPORT_MAX_ROWS)}টি সারি, ফাইলের আকার সর্বোচ্চ ২ মেগাবাইট; .xlsx হিসেবে সংরক্ষণ করুন।`,
    en: `At most ${OFFICER_IMPORT_MAX_ROWS} rows and 2 MB per file; save it as .xlsx.`,
  },
  {
    bn: 'কোনো সারিতে ভুল থাকলে কাউকেই যোগ করা হয় না: প্রতিটি ভুলের সারি, কলাম ও কারণ দেখানো হয়; ঠিক করে পুরো ফাইলটি আবার দিন।',
    en: 'If any row has a mistake nobody is added: each mistake is shown with its row, column and reason; correct them and upload the whole file again.',
  },
  {
    bn: 'ইমেইল, মোবাইল নম্বর, জাতীয় পরিচয়পত্র নম্বর ও সার্ভিস আইডি কারও অ্যাকাউন্টে আগে থেকে থাকলে, বা ফাইলে দুবার থাকলে, তা ভুল হিসেবে ধরা হয়।',
    en: 'An email, mobile number, NID or service id that an account already has, or that appears twice in the file, is a mistake.',
  },
  {
    bn: 'যুক্ত কর্মকর্তাদের কোনো পাসওয়ার্ড থাকে না: প্রত্যেকে লগইন পাতার "পাসওয়ার্ড ভুলে গেছেন" থেকে নিজের মোবাইল নম্বরে ওটিপি নিয়ে পাসওয়ার্ড ঠিক করবেন।',
    en: 'Added officers have no password: each sets one from "forgot password" on the sign-in page, with an OTP sent to their own mobile.',
  },
];

const EXAMPLE: Partial<Record<ImportField, Text>> = {
  nameBn: { bn: 'সাবরিনা ইয়াসমিন', en: 'সাবরিনা ইয়াসমিন' },
  nameEn: { bn: 'Sabrina Yasmin', en: 'Sabrina Yasmin' },
  email: { bn: 'sabrina@example.gov.bd', en: 'sabrina@example.gov.bd' },
  mobile: { bn: '০১৮১২০০০০০১', en: '01812000001' },
  nid: { bn: '১৯৯০২৬৯১২৩৪৫৬৭৮৯', en: '19902691234567890' },
  dateOfBirth: { bn: '১৪/০৩/১৯৯০', en: '14/03/1990' },
  gender: { bn: 'মহিলা', en: 'female' },
  firstJoiningDate: { bn: '০৪/০১/২০১৫', en: '04/01/2015' },
  currentJoiningDate: { bn: '০১/০২/২০২৪', en: '01/02/2024' },
  skills: { bn: 'প্রোগ্রামিং, ই-নথি', en: 'Programming, e-Nothi' },
};

const bold = (row: ExcelJS.Row) => {
  row.font = { bold: true };
};

/**
 * The template for one office: the officers sheet (headers only, every cell text so Excel keeps
 * leading zeros and typed dates as they are; lists for gender and post), the instructions with an
 * example row, and the office's post names with how many of each are empty.
 */
export async function buildImportTemplate(posts: PostName[], lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const officers = workbook.addWorksheet(SHEETS.officers[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  officers.columns = IMPORT_COLUMNS.map((importColumn) => ({
    header: headerOf(importColumn, lang),
    width: importColumn.width,
    style: { numFmt: '@' },
  }));
  bold(officers.getRow(1));

  const vacant = posts.filter((post) => post.vacant > 0);
  const postSheet = `'${SHEETS.posts[lang]}'`;
  const genders = GENDER_WORDS.map((word) => word[lang]).join(',');
  for (const [index, importColumn] of IMPORT_COLUMNS.entries()) {
    const list =
      importColumn.kind === 'gender'
        ? `"${genders}"`
        : importColumn.kind === 'post' && vacant.length > 0
          ? `${postSheet}!$A$2:$A$${vacant.length + 1}`
          : null;
    if (!list) continue;
    for (let row = 2; row <= OFFICER_IMPORT_MAX_ROWS + 1; row++) {
      // A warning, not a stop: a name typed in the other language is still taken.
      officers.getCell(row, index + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [list],
        showErrorMessage: true,
        errorStyle: 'warning',
      };
    }
  }

  const notes = workbook.addWorksheet(SHEETS.notes[lang]);
  notes.columns = [{ width: 34 }, { width: 12 }, { width: 90 }];
  for (const note of NOTES) notes.addRow([note[lang]]);
  notes.addRow([]);
  bold(
    notes.addRow(
      lang === 'en' ? ['Column', 'Required', 'How to fill it in'] : ['কলাম', 'আবশ্যক', 'যেভাবে লিখবেন'],
    ),
  );
  const yes = lang === 'en' ? 'Yes' : 'হ্যাঁ';
  for (const importColumn of IMPORT_COLUMNS) {
    notes.addRow([
      translate(columnKey(importColumn.field), lang),
      importColumn.required ? yes : '',
      importColumn.hint[lang],
    ]);
  }
  notes.addRow([]);
  bold(notes.addRow([lang === 'en' ? 'An example row (not imported)' : 'একটি উদাহরণ সারি (আমদানি হয় না)']));
  for (const importColumn of IMPORT_COLUMNS) {
    const example = EXAMPLE[importColumn.field]?.[lang];
    if (example) notes.addRow([translate(columnKey(importColumn.field), lang), '', example]);
  }

  const postList = workbook.addWorksheet(SHEETS.posts[lang]);
  postList.columns = [
    { header: lang === 'en' ? 'Post' : 'পদ', width: 50 },
    { header: lang === 'en' ? 'Posts' : 'মোট পদ', width: 10 },
    { header: lang === 'en' ? 'Empty' : 'শূন্য পদ', width: 10 },
  ];
  bold(postList.getRow(1));
  // Empty posts first: the post column's list reads them from the top.
  for (const post of [...vacant, ...posts.filter((item) => item.vacant === 0)]) {
    postList.addRow([post.name, post.total, post.vacant]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/* Reading a file back ----------------------------------------------------------------------------- */

/** One filled-in row: its number as Excel shows it, and its cells as text by field. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<ImportField, string>>;
  /** Numbers Excel stored past 15 digits, whose last digits it has already changed (an NID). */
  digitsLost: ImportField[];
}

/** Past this, a 2 MB file unpacks to more than a thousand rows of text could: it is refused. */
const MAX_UNZIPPED_BYTES = 40 * 1024 * 1024;

const headerText = (text: string) =>
  text.replace(/\*/g, '').normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

const HEADERS = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((importColumn) =>
    (['bn', 'en'] as const).map(
      (lang) => [headerText(translate(columnKey(importColumn.field), lang)), importColumn] as const,
    ),
  ),
);

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = (date: Date) =>
  `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
/** Excel's day numbers count from 30 December 1899 (its 1900 leap-year error included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** What a cell says as text; formulas by their result, links by their text. */
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

function readCell(
  importColumn: ImportColumn,
  value: ExcelJS.CellValue,
): { text: string; digitsLost: boolean } {
  if (typeof value === 'number') {
    if (importColumn.kind === 'date' && value > 0 && value < 2_958_466) {
      return { text: dayText(new Date(EXCEL_EPOCH + Math.round(value) * DAY_MS)), digitsLost: false };
    }
    if (importColumn.kind === 'digits') {
      if (!Number.isSafeInteger(value)) return { text: '', digitsLost: true };
      // A mobile number typed into a number cell has lost its leading zero.
      const digits = String(value);
      return {
        text: importColumn.field === 'mobile' && /^1\d{9}$/.test(digits) ? `0${digits}` : digits,
        digitsLost: false,
      };
    }
  }
  return { text: cellText(value).trim(), digitsLost: false };
}

const fileError = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(400, key, params);

/**
 * The first sheet's rows under its header row, blank rows left out: 413 when it would unpack too
 * large, 400 when it is no workbook, lacks a required column, or holds no row or too many.
 */
export async function readOfficerSheet(bytes: Buffer, lang: Lang): Promise<SheetRow[]> {
  if (!unzippedSizeWithin(bytes, MAX_UNZIPPED_BYTES)) throw new AppError(413, 'error.tooLarge');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileError('officerImport.unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError('officerImport.unreadable');

  const columns = new Map<number, ImportColumn>();
  sheet.getRow(1).eachCell((cell, index) => {
    const found = HEADERS.get(headerText(cellText(cell.value)));
    if (found && ![...columns.values()].includes(found)) columns.set(index, found);
  });
  const missing = IMPORT_COLUMNS.filter(
    (importColumn) => importColumn.required && ![...columns.values()].includes(importColumn),
  );
  if (missing.length > 0) {
    throw fileError('officerImport.missingColumns', {
      columns: missing.map((importColumn) => translate(columnKey(importColumn.field), lang)).join(', '),
    });
  }

  const rows: SheetRow[] = [];
  let filled = 0;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: SheetRow['cells'] = {};
    const digitsLost: ImportField[] = [];
    for (const [index, importColumn] of columns) {
      const read = readCell(importColumn, row.getCell(index).value);
      if (read.digitsLost) digitsLost.push(importColumn.field);
      if (read.text) cells[importColumn.field] = read.text;
    }
    if (Object.keys(cells).length === 0 && digitsLost.length === 0) return;
    filled += 1;
    // Counted to the end so the message says how many; kept only up to the cap.
    if (filled <= OFFICER_IMPORT_MAX_ROWS) rows.push({ row: number, cells, digitsLost });
  });
  if (filled === 0) throw fileError('officerImport.empty');
  if (filled > OFFICER_IMPORT_MAX_ROWS) {
    throw fileError('officerImport.tooManyRows', { max: OFFICER_IMPORT_MAX_ROWS, rows: filled });
  }
  return rows;
}
