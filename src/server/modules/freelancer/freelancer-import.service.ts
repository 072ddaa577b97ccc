/**
 * A district's freelancers from an Excel file, as the officer import does it: every row checked by
 * the form's own schema (freelancerInputSchema), its category and marketplace against the master
 * lists, its mobile number against the registry and the file's other rows. Any mistake refuses the
 * whole file with every mistake by row and column; a clean file is written in one transaction.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  FREELANCER_IMPORT_FIELDS,
  type FreelancerImportError,
  type FreelancerImportField,
  type FreelancerImportResult,
  type FreelancerValues,
  freelancerInputSchema,
} from '../../../common/contracts/freelancer.contract';
import { type Lang, translate } from '../../../common/messages';
import { toEnglishDigits } from '../../../common/validation';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, conflict, notFound } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/transactions';
import { districts } from '../geography/geography.table';
import { assertManages, districtScope } from './freelancer.access';
import { entryValues, fieldValues } from './freelancer.service';
import {
  freelancerCategories,
  freelancerMarketplaceEntries,
  freelancerMarketplaces,
  freelancers,
} from './freelancer.table';
import {
  buildImportTemplate,
  columnKey,
  readFreelancerSheet,
  type SheetRow,
} from './freelancer-import.workbook';

export interface ImportIssue {
  row: number;
  field: FreelancerImportField;
  messageKey: string;
  params?: Record<string, string | number>;
}
export type ImportOutcome =
  | { ok: true; result: FreelancerImportResult }
  | { ok: false; issues: ImportIssue[] };

const key = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

async function masterNames(db: Db) {
  const [categories, marketplaces] = await Promise.all([
    db.select().from(freelancerCategories),
    db.select().from(freelancerMarketplaces),
  ]);
  const index = (rows: { id: number; nameBn: string; nameEn: string }[]) =>
    new Map(rows.flatMap((row) => [[key(row.nameBn), row.id] as const, [key(row.nameEn), row.id] as const]));
  return { categories, marketplaces, categoryOf: index(categories), marketplaceOf: index(marketplaces) };
}

export async function freelancerImportTemplate(db: Db, lang: Lang): Promise<Buffer> {
  const { categories, marketplaces } = await masterNames(db);
  const name = (row: { nameBn: string; nameEn: string }) => (lang === 'en' ? row.nameEn : row.nameBn);
  return buildImportTemplate(
    { categories: categories.map(name), marketplaces: marketplaces.map(name) },
    lang,
  );
}

/** dd/mm/yyyy (also - or .) in English or Bangla digits to yyyy-mm-dd; anything else is left for the schema to refuse. */
function isoDay(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(toEnglishDigits(text.trim()));
  if (!match) return text;
  return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
}

const STATUS_WORDS = new Map([
  ['সক্রিয়', 'active'],
  ['active', 'active'],
  ['নিষ্ক্রিয়', 'inactive'],
  ['inactive', 'inactive'],
]);

/** The schema's path to the file's column. */
function fieldOfPath(path: PropertyKey[]): FreelancerImportField {
  const [first, , third] = path;
  if (first === 'marketplaces') {
    if (third === 'marketplaceId') return 'marketplace';
    if (third === 'earnings') return 'marketplaceEarnings';
    if (third === 'joiningDate') return 'marketplaceJoiningDate';
    return third as FreelancerImportField;
  }
  if (first === 'categoryId') return 'category';
  return first as FreelancerImportField;
}

function checkRow(
  { row, cells }: SheetRow,
  districtId: number,
  names: Awaited<ReturnType<typeof masterNames>>,
  report: (issue: ImportIssue) => void,
): FreelancerValues | null {
  let ok = true;
  const fail = (field: FreelancerImportField, messageKey: string) => {
    ok = false;
    report({ row, field, messageKey });
  };
  let status: string | undefined;
  if (cells.status) {
    status = STATUS_WORDS.get(key(cells.status));
    if (!status) fail('status', 'validation.freelancer.statusInvalid');
  }
  let categoryId: number | undefined;
  if (cells.category) {
    categoryId = names.categoryOf.get(key(cells.category));
    if (!categoryId) fail('category', 'validation.freelancer.unknownCategory');
  }
  const hasEntry = Boolean(
    cells.marketplace ||
      cells.profileLink ||
      cells.marketplaceEarnings ||
      cells.totalProjects ||
      cells.marketplaceJoiningDate,
  );
  let marketplaceId: number | undefined;
  if (cells.marketplace) {
    marketplaceId = names.marketplaceOf.get(key(cells.marketplace));
    if (!marketplaceId) fail('marketplace', 'validation.freelancer.unknownMarketplace');
  } else if (hasEntry) fail('marketplace', 'validation.freelancer.marketplaceMissing');
  const digits = (text: string | undefined) => (text ? toEnglishDigits(text) : undefined);
  const parsed = freelancerInputSchema.safeParse({
    name: cells.name ?? '',
    email: cells.email ?? '',
    mobile: cells.mobile ?? '',
    districtId,
    status: status ?? 'active',
    categoryId: categoryId ?? null,
    totalIncome: digits(cells.totalIncome),
    lifetimeEarnings: digits(cells.lifetimeEarnings),
    hourlyRate: digits(cells.hourlyRate),
    firstJoiningDate: isoDay(cells.firstJoiningDate),
    skills: cells.skills,
    suggestedSkills: cells.suggestedSkills,
    trainingInterest: cells.trainingInterest,
    peopleTrained: digits(cells.peopleTrained),
    trainingHours: digits(cells.trainingHours),
    otherExperience: cells.otherExperience,
    comment: cells.comment,
    address: cells.address,
    marketplaces:
      hasEntry && marketplaceId
        ? [
            {
              marketplaceId,
              profileLink: cells.profileLink,
              earnings: digits(cells.marketplaceEarnings),
              totalProjects: digits(cells.totalProjects),
              joiningDate: isoDay(cells.marketplaceJoiningDate),
            },
          ]
        : [],
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      const messageKey = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
      if (seen.has(field)) continue;
      seen.add(field);
      fail(field, messageKey);
    }
  }
  return ok && parsed.success ? parsed.data : null;
}

/**
 * The district a file goes into: the one named (app admins must name one), else the caller's own.
 * 403 for a district the caller does not manage, 404 for one that does not exist.
 */
export async function assertCanImportInto(db: Db, actor: Actor, asked: number | undefined): Promise<number> {
  const scope = await districtScope(db, actor.auth);
  const districtId = asked ?? scope;
  if (!districtId)
    throw new AppError(400, 'validation.freelancer.districtRequired', {}, [
      { field: 'districtId', messageKey: 'validation.freelancer.districtRequired' },
    ]);
  await assertManages(db, actor.auth, districtId);
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.id, districtId));
  if (!district) throw notFound();
  return districtId;
}

export async function importFreelancers(
  db: Db,
  actor: Actor,
  districtId: number,
  bytes: Buffer,
  lang: Lang,
): Promise<ImportOutcome> {
  const rows = await readFreelancerSheet(bytes, lang);
  const names = await masterNames(db);
  const issues: ImportIssue[] = [];
  const report = (issue: ImportIssue) => issues.push(issue);
  const checked = rows.map((row) => ({ row: row.row, values: checkRow(row, districtId, names, report) }));

  // A mobile number is one freelancer's: repeated in the file (both rows) or registered already.
  const rowsOf = new Map<string, number[]>();
  for (const { row, values } of checked)
    if (values) rowsOf.set(values.mobile, [...(rowsOf.get(values.mobile) ?? []), row]);
  for (const sharing of rowsOf.values())
    for (const row of sharing.length > 1 ? sharing : [])
      report({
        row,
        field: 'mobile',
        messageKey: 'freelancer.mobileInFile',
        params: { other: sharing.find((r) => r !== row) ?? row },
      });
  const mobiles = [...rowsOf.keys()];
  if (mobiles.length > 0) {
    const taken = new Set(
      (
        await db
          .select({ mobile: freelancers.mobile })
          .from(freelancers)
          .where(inArray(freelancers.mobile, mobiles))
      ).map((row) => row.mobile),
    );
    for (const { row, values } of checked)
      if (values && taken.has(values.mobile))
        report({ row, field: 'mobile', messageKey: 'freelancer.mobileTaken' });
  }
  if (issues.length > 0) return { ok: false, issues: sortIssues(issues) };

  const accepted = checked.map((item) => item.values as FreelancerValues);
  try {
    const created = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(freelancers)
        .values(
          accepted.map((values) => ({
            ...fieldValues(values),
            officeId: actor.auth.activeRole.OfficeId || null,
          })),
        )
        .returning({ id: freelancers.id, mobile: freelancers.mobile });
      const idOf = new Map(inserted.map((row) => [row.mobile, row.id]));
      const entries = accepted.flatMap((values) => entryValues(idOf.get(values.mobile) as number, values));
      if (entries.length > 0) await tx.insert(freelancerMarketplaceEntries).values(entries);
      await audit(tx, actor, 'import', 'freelancer', null, {
        after: { districtId, created: inserted.length, ids: inserted.map((row) => row.id) },
      });
      return inserted.length;
    });
    return { ok: true, result: { created } };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('freelancerImport.conflict');
    throw error;
  }
}

const ORDER = new Map(FREELANCER_IMPORT_FIELDS.map((field, index) => [field, index]));
const sortIssues = (issues: ImportIssue[]) =>
  issues.sort((a, b) => a.row - b.row || (ORDER.get(a.field) ?? 99) - (ORDER.get(b.field) ?? 99));

export const MAX_LISTED_ISSUES = 2000;

export function refusal(
  issues: ImportIssue[],
  lang: Lang,
): { message: string; errors: FreelancerImportError[] } {
  return {
    message: translate('freelancerImport.rowErrors', lang, {
      rows: new Set(issues.map((issue) => issue.row)).size,
      count: issues.length,
    }),
    errors: issues.slice(0, MAX_LISTED_ISSUES).map((issue) => ({
      row: issue.row,
      column: translate(columnKey(issue.field), lang),
      field: issue.field,
      message: translate(issue.messageKey, lang, issue.params),
    })),
  };
}
