/**
 * A school account's students (role 34): created one by one or imported from Excel. An import adds
 * every row or none: each mistake is reported by row and column, and a student whose NID or mobile
 * is already in the school's list (or on an earlier row of the file) is a duplicate.
 */

import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  type GENDERS,
  type ImportReport,
  MAX_IMPORT_ROWS,
  type Student,
  type StudentFilterParams,
  type StudentPage,
  type StudentParams,
  type StudentValues,
  studentInputSchema,
} from '../../../common/contracts/training.contract';
import { isAppAdmin } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, badRequest } from '../../platform/errors';
import { unzippedSizeWithin } from '../../platform/office-formats';
import { pageOffset, searchTextMatches } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { trainingApplications, trainingStudents } from './training.table';

const columns = {
  id: trainingStudents.id,
  nameBn: trainingStudents.nameBn,
  nameEn: trainingStudents.nameEn,
  nid: trainingStudents.nid,
  mobile: trainingStudents.mobile,
  gender: trainingStudents.gender,
  institution: trainingStudents.institution,
  className: trainingStudents.className,
  batches: sql<number>`(select count(*)::int from ${trainingApplications} a where a.student_id = ${trainingStudents.id})`,
  createdAt: trainingStudents.createdAt,
};

const toStudent = (row: Omit<Student, 'createdAt'> & { createdAt: Date }): Student => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The school's own students; the app admins see every school's. */
function studentWhere(auth: AuthContext, query: StudentFilterParams): SQL | undefined {
  return and(
    isAppAdmin(auth) ? undefined : eq(trainingStudents.ownerOfficeId, auth.activeRole.OfficeId),
    query.gender ? eq(trainingStudents.gender, query.gender) : undefined,
    query.notInBatchId
      ? sql`not exists (select 1 from ${trainingApplications} a where a.student_id = ${trainingStudents.id} and a.batch_id = ${query.notInBatchId})`
      : undefined,
    searchTextMatches(query.search, trainingStudents.searchText),
  );
}

export async function listStudents(db: Db, auth: AuthContext, query: StudentParams): Promise<StudentPage> {
  const where = studentWhere(auth, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(trainingStudents)
      .where(where)
      .orderBy(desc(trainingStudents.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(trainingStudents).where(where),
  ]);
  return { items: rows.map(toStudent), total };
}

export async function* studentBatches(db: Db, auth: AuthContext, query: StudentFilterParams) {
  const where = studentWhere(auth, query);
  for (let offset = 0; ; offset += 1000) {
    const rows = await db
      .select(columns)
      .from(trainingStudents)
      .where(where)
      .orderBy(asc(trainingStudents.id))
      .limit(1000)
      .offset(offset);
    if (rows.length > 0) yield rows.map(toStudent);
    if (rows.length < 1000) return;
  }
}

export async function createStudent(db: Db, actor: Actor, input: StudentValues): Promise<Student> {
  const officeId = actor.auth.activeRole.OfficeId;
  const id = await inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(trainingStudents)
        .values({
          ...input,
          nameEn: input.nameEn ?? null,
          className: input.className ?? null,
          ownerOfficeId: officeId,
        })
        .returning({ id: trainingStudents.id });
      await audit(tx, actor, 'create', 'training-student', row.id, { after: { nameBn: input.nameBn } });
      return row.id;
    },
    { duplicate: 'training.duplicateStudent' },
  );
  const [row] = await db.select(columns).from(trainingStudents).where(eq(trainingStudents.id, id));
  return toStudent(row);
}

/* Excel ------------------------------------------------------------------------------------- */

/** The template's columns, in order: the field and its Bangla and English headers. */
export const STUDENT_COLUMNS = [
  ['nameBn', 'নাম (বাংলা)', 'Name (Bangla)'],
  ['nameEn', 'নাম (ইংরেজি)', 'Name (English)'],
  ['nid', 'এনআইডি', 'NID'],
  ['mobile', 'মোবাইল', 'Mobile'],
  ['gender', 'লিঙ্গ (male/female/other)', 'Gender (male/female/other)'],
  ['institution', 'শিক্ষা প্রতিষ্ঠান', 'School'],
  ['className', 'শ্রেণি', 'Class'],
] as const;
type Field = (typeof STUDENT_COLUMNS)[number][0];

const GENDER_WORDS: Record<string, (typeof GENDERS)[number]> = {
  male: 'male',
  পুরুষ: 'male',
  female: 'female',
  নারী: 'female',
  মহিলা: 'female',
  other: 'other',
  অন্যান্য: 'other',
};

export async function studentTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('students');
  sheet.columns = STUDENT_COLUMNS.map(([key, bn, en]) => ({ header: `${bn} / ${en}`, key, width: 28 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    nameBn: 'মোছাঃ সুমাইয়া আক্তার',
    nameEn: 'Sumaiya Akter',
    nid: '1990123456789',
    mobile: '01712345678',
    gender: 'female',
    institution: 'রাজশাহী সরকারি বালিকা উচ্চ বিদ্যালয়',
    className: 'নবম',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  if (typeof value === 'object' && 'richText' in value)
    return value.richText.map((part) => part.text).join('');
  return String(value);
}

/** Reads the first sheet: every row checked; all added when none has a mistake, none otherwise. */
export async function importStudents(db: Db, actor: Actor, bytes: Buffer): Promise<ImportReport> {
  if (!unzippedSizeWithin(bytes, 40 * 1024 * 1024)) throw new AppError(413, 'error.tooLarge');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('training.import.badFile');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('training.import.badFile');
  const officeId = actor.auth.activeRole.OfficeId;
  const errors: ImportReport['errors'] = [];
  const valid: { row: number; values: StudentValues }[] = [];
  const seenNid = new Map<string, number>();
  const seenMobile = new Map<string, number>();
  let count = 0;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const raw: Partial<Record<Field, string>> = {};
    STUDENT_COLUMNS.forEach(([field], index) => {
      raw[field] = cellText(row.getCell(index + 1).value).trim();
    });
    if (Object.values(raw).every((value) => !value)) return;
    count++;
    if (count > MAX_IMPORT_ROWS) return;
    const gender = GENDER_WORDS[(raw.gender ?? '').toLowerCase()] ?? raw.gender;
    const parsed = studentInputSchema.safeParse({ ...raw, gender });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ row: number, column: String(issue.path[0] ?? ''), messageKey: issue.message });
      return;
    }
    const { nid, mobile } = parsed.data;
    if (seenNid.has(nid))
      errors.push({ row: number, column: 'nid', messageKey: 'training.import.duplicateInFile' });
    else if (seenMobile.has(mobile))
      errors.push({ row: number, column: 'mobile', messageKey: 'training.import.duplicateInFile' });
    else valid.push({ row: number, values: parsed.data });
    seenNid.set(nid, number);
    seenMobile.set(mobile, number);
  });
  if (count === 0) throw badRequest('training.import.empty');
  if (count > MAX_IMPORT_ROWS) throw badRequest('training.import.tooManyRows');
  // Rows already in the school's list, found by NID or mobile, in one query.
  if (valid.length > 0) {
    const stored = await db
      .select({ nid: trainingStudents.nid, mobile: trainingStudents.mobile })
      .from(trainingStudents)
      .where(
        and(
          eq(trainingStudents.ownerOfficeId, officeId),
          or(
            sql`${trainingStudents.nid} in (${sql.join(
              valid.map((item) => sql`${item.values.nid}`),
              sql`, `,
            )})`,
            sql`${trainingStudents.mobile} in (${sql.join(
              valid.map((item) => sql`${item.values.mobile}`),
              sql`, `,
            )})`,
          ),
        ),
      );
    const nids = new Set(stored.map((row) => row.nid));
    const mobiles = new Set(stored.map((row) => row.mobile));
    for (const item of valid) {
      if (nids.has(item.values.nid))
        errors.push({ row: item.row, column: 'nid', messageKey: 'training.import.duplicateStored' });
      else if (mobiles.has(item.values.mobile))
        errors.push({ row: item.row, column: 'mobile', messageKey: 'training.import.duplicateStored' });
    }
  }
  if (errors.length > 0) return { added: 0, errors: errors.sort((a, b) => a.row - b.row) };
  await inTransaction(
    db,
    async (tx) => {
      await tx.insert(trainingStudents).values(
        valid.map(({ values }) => ({
          ...values,
          nameEn: values.nameEn ?? null,
          className: values.className ?? null,
          ownerOfficeId: officeId,
        })),
      );
      await audit(tx, actor, 'import', 'training-student', null, { after: { rows: valid.length } });
    },
    { duplicate: 'training.duplicateStudent' },
  );
  return { added: valid.length, errors: [] };
}
