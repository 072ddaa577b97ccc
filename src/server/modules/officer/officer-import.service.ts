/**
 * An office's staff from an Excel file (bulk onboarding). Every row is checked as /new-officer checks
 * one officer (the contract's schema), against the accounts there are and the file's other rows
 * (email, mobile, NID, service id), and against the office's organogram (the post it names). Any
 * mistake refuses the whole file with every mistake listed; otherwise every officer is created in
 * one transaction, and a clash with a write that came in meanwhile rolls all of it back (409).
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  type ImportedOfficer,
  type ImportField,
  type ImportResult,
  type ImportRowError,
  importedOfficerSchema,
} from '../../../common/contracts/officer.contract';
import { type Lang, translate } from '../../../common/messages';
import { canManageOfficersOf } from '../../../common/permissions';
import {
  emailSchema,
  mobileSchema,
  nidSchema,
  textSchema,
  toEnglishDigits,
} from '../../../common/validation';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { NidVerifier } from '../../platform/nid';
import { NO_PASSWORD } from '../../platform/passwords';
import { isUniqueViolation } from '../../platform/transactions';
import { deskSection } from '../office/office.access';
import { desks, offices, roles, sections, userRoles } from '../office/office.table';
import { insertAccount, isNidVerificationEnabled } from '../registration/registration.service';
import { profiles, users } from '../users/users.table';
import {
  buildImportTemplate,
  columnKey,
  GENDER_WORDS,
  IMPORT_COLUMNS,
  type PostName,
  readOfficerSheet,
  type SheetRow,
} from './officer-import.workbook';

/** One mistake: a row as Excel numbers it, the field of its column, and a catalogue message. */
export interface ImportIssue {
  row: number;
  field: ImportField;
  messageKey: string;
  params?: Record<string, string | number>;
}

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; issues: ImportIssue[] };

/** 403 unless the caller manages this office's officers (as for a new officer); 404 without the office. */
export async function assertCanImportInto(db: Db, actor: Actor, officeId: number): Promise<void> {
  if (!canManageOfficersOf(actor.auth, officeId)) throw forbidden();
  const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId));
  if (!office) throw notFound();
}

/* The office's posts ------------------------------------------------------------------------------ */

interface OfficePost {
  deskId: number;
  name: Record<Lang, string>;
  vacant: boolean;
}

/** Names compare without regard to case, Unicode form or the spaces around commas. */
const nameKey = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The office's posts named as its organogram and the post selector name them: designation, branch. */
async function officePosts(db: Db, officeId: number): Promise<OfficePost[]> {
  const rows = await db
    .select({
      id: desks.id,
      roleBn: roles.nameBn,
      roleEn: roles.nameEn,
      sectionBn: sections.nameBn,
      sectionEn: sections.nameEn,
      holderId: userRoles.id,
    })
    .from(desks)
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .leftJoin(sections, deskSection)
    .leftJoin(userRoles, and(eq(userRoles.deskId, desks.id), isNull(userRoles.releasedOn)))
    .where(eq(desks.officeId, officeId))
    .orderBy(sql`${roles.grade} asc nulls last`, asc(desks.sortOrder), asc(desks.id));
  const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ');
  return rows.map((row) => ({
    deskId: row.id,
    name: { bn: join(row.roleBn, row.sectionBn), en: join(row.roleEn || row.roleBn, row.sectionEn) },
    vacant: row.holderId === null,
  }));
}

/** Posts of one name together: an organogram often has several alike (four office assistants). */
function postsByName(posts: OfficePost[]): {
  groups: Map<string, OfficePost[]>;
  aliases: Map<string, string>;
} {
  const groups = new Map<string, OfficePost[]>();
  const aliases = new Map<string, string>();
  for (const post of posts) {
    const key = nameKey(post.name.bn);
    groups.set(key, [...(groups.get(key) ?? []), post]);
    aliases.set(key, key);
  }
  for (const post of posts) {
    const english = nameKey(post.name.en);
    if (!aliases.has(english)) aliases.set(english, nameKey(post.name.bn));
  }
  return { groups, aliases };
}

export async function officerImportTemplate(
  db: Db,
  actor: Actor,
  officeId: number,
  lang: Lang,
): Promise<Buffer> {
  await assertCanImportInto(db, actor, officeId);
  const names = new Map<string, PostName>();
  for (const post of await officePosts(db, officeId)) {
    const name = post.name[lang];
    const entry = names.get(name) ?? { name, total: 0, vacant: 0 };
    entry.total += 1;
    if (post.vacant) entry.vacant += 1;
    names.set(name, entry);
  }
  return buildImportTemplate([...names.values()], lang);
}

/* Checking the rows -------------------------------------------------------------------------------- */

type Report = (row: number, field: ImportField, messageKey: string, params?: ImportIssue['params']) => void;

const GENDERS = new Map<string, ImportedOfficer['gender']>([
  ...GENDER_WORDS.flatMap((word, index) => {
    const gender = (['male', 'female', 'other'] as const)[index];
    return [
      [word.bn, gender],
      [word.en, gender],
    ] as const;
  }),
  ['নারী', 'female'],
  ['তৃতীয় লিঙ্গ', 'other'],
]);

/** dd/mm/yyyy (also with - or .) in Bangla or English digits as yyyy-mm-dd; yyyy-mm-dd as it is. */
function isoDate(text: string): string | null {
  const value = toEnglishDigits(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2].padStart(2, '0')}-${dayFirst[1].padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

const DATE_FIELDS = ['dateOfBirth', 'firstJoiningDate', 'currentJoiningDate'] as const;

/** One row through the new officer's rules; its mistakes are reported, the officer returned if none. */
function checkRow(sheetRow: SheetRow, report: Report): ImportedOfficer | null {
  const { row, cells } = sheetRow;
  // A cell already explained (a date not written dd/mm/yyyy) gets no second, vaguer message.
  const explained = new Set<ImportField>();
  const explain = (field: ImportField, messageKey: string) => {
    explained.add(field);
    report(row, field, messageKey);
  };
  for (const field of sheetRow.digitsLost) explain(field, 'officerImport.digitsLost');

  const input: Record<string, unknown> = { ...cells };
  for (const field of DATE_FIELDS) {
    const text = cells[field];
    if (text === undefined) continue;
    const date = isoDate(text);
    if (date === null) explain(field, 'officerImport.dateFormat');
    input[field] = date ?? undefined;
  }
  if (cells.gender !== undefined) {
    const gender = GENDERS.get(cells.gender.normalize('NFC').toLowerCase());
    if (!gender) explain('gender', 'officerImport.genderInvalid');
    input.gender = gender;
  }
  input.skills = cells.skills
    ?.split(/[,،;]/)
    .map((skill) => skill.trim())
    .filter(Boolean);

  const parsed = importedOfficerSchema.safeParse(input);
  if (parsed.success) return explained.size === 0 ? parsed.data : null;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ImportField;
    // zod's own messages (a wrong type) are not catalogue keys; the generic one stands in.
    const messageKey = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    if (explained.has(field) || seen.has(`${field} ${messageKey}`)) continue;
    seen.add(`${field} ${messageKey}`);
    report(row, field, messageKey);
  }
  return null;
}

const UNIQUE_FIELDS = [
  { field: 'email', schema: emailSchema, taken: 'registration.duplicateEmail' },
  { field: 'mobile', schema: mobileSchema, taken: 'registration.duplicateMobile' },
  { field: 'nid', schema: nidSchema, taken: 'registration.duplicateNid' },
  { field: 'serviceId', schema: textSchema(40), taken: 'registration.duplicateServiceId' },
] as const;

/**
 * Email, mobile, NID and service id belong to one account each: a value two rows share is reported
 * on both rows, one an account already has on its row. Each value is read on its own, so a row with
 * other mistakes is still checked.
 */
async function refuseRepeats(db: Db, rows: SheetRow[], report: Report): Promise<void> {
  const taken = new Map<ImportField, Set<string>>();
  const values = new Map<ImportField, Map<number, string>>();
  for (const { field, schema } of UNIQUE_FIELDS) {
    const byRow = new Map<number, string>();
    for (const { row, cells } of rows) {
      const parsed = schema.safeParse(cells[field]);
      if (parsed.success && parsed.data) byRow.set(row, parsed.data);
    }
    values.set(field, byRow);
    const rowsOf = new Map<string, number[]>();
    for (const [row, value] of byRow) rowsOf.set(value, [...(rowsOf.get(value) ?? []), row]);
    for (const sharing of rowsOf.values()) {
      for (const row of sharing.length > 1 ? sharing : []) {
        report(row, field, 'officerImport.repeatedInFile', {
          row: sharing.find((other) => other !== row) ?? row,
        });
      }
    }
  }
  const list = (field: ImportField) => [...new Set(values.get(field)?.values())];
  const [emails, mobiles, nids, serviceIds] = [list('email'), list('mobile'), list('nid'), list('serviceId')];
  const [accounts, people] = await Promise.all([
    emails.length + mobiles.length === 0
      ? []
      : db
          .select({ email: users.email, mobile: users.mobile })
          .from(users)
          .where(
            or(
              emails.length > 0 ? inArray(users.email, emails) : undefined,
              mobiles.length > 0 ? inArray(users.mobile, mobiles) : undefined,
            ),
          ),
    nids.length + serviceIds.length === 0
      ? []
      : db
          .select({ nid: profiles.nid, serviceId: profiles.serviceId })
          .from(profiles)
          .where(
            or(
              nids.length > 0 ? inArray(profiles.nid, nids) : undefined,
              serviceIds.length > 0 ? inArray(profiles.serviceId, serviceIds) : undefined,
            ),
          ),
  ]);
  const set = (items: (string | null)[]) => new Set(items.filter((item): item is string => item !== null));
  taken.set('email', set(accounts.map((account) => account.email)));
  taken.set('mobile', set(accounts.map((account) => account.mobile)));
  taken.set('nid', set(people.map((person) => person.nid)));
  taken.set('serviceId', set(people.map((person) => person.serviceId)));
  for (const { field, taken: messageKey } of UNIQUE_FIELDS) {
    for (const [row, value] of values.get(field) ?? []) {
      if (taken.get(field)?.has(value)) report(row, field, messageKey);
    }
  }
}

/**
 * The empty post each row names, by name as the organogram gives it (in either language): rows of
 * one name take its empty posts in the organogram's order. An unknown name, a name whose posts are
 * all held, and more rows of a name than it has empty posts are mistakes of each row concerned.
 */
async function placeRows(
  db: Db,
  officeId: number,
  rows: SheetRow[],
  report: Report,
): Promise<Map<number, number>> {
  const { groups, aliases } = postsByName(await officePosts(db, officeId));
  const asking = new Map<string, number[]>();
  for (const { row, cells } of rows) {
    if (!cells.post) continue;
    const group = aliases.get(nameKey(cells.post));
    if (group === undefined) report(row, 'post', 'officerImport.postUnknown');
    else asking.set(group, [...(asking.get(group) ?? []), row]);
  }
  const deskOf = new Map<number, number>();
  for (const [group, askingRows] of asking) {
    const vacant = (groups.get(group) ?? []).filter((post) => post.vacant);
    for (const [index, row] of askingRows.entries()) {
      if (vacant.length === 0) report(row, 'post', 'officerImport.postHeld');
      else if (askingRows.length > vacant.length)
        report(row, 'post', 'officerImport.postContested', { rows: askingRows.length, posts: vacant.length });
      else deskOf.set(row, vacant[index].deskId);
    }
  }
  return deskOf;
}

/* The import ---------------------------------------------------------------------------------------- */

export async function importOfficers(
  db: Db,
  verifier: NidVerifier,
  actor: Actor,
  officeId: number,
  bytes: Buffer,
  lang: Lang,
): Promise<ImportOutcome> {
  await assertCanImportInto(db, actor, officeId);
  const rows = await readOfficerSheet(bytes, lang);
  const issues: ImportIssue[] = [];
  const report: Report = (row, field, messageKey, params) => issues.push({ row, field, messageKey, params });

  const officers = rows.map((row) => ({ row: row.row, officer: checkRow(row, report) }));
  await refuseRepeats(db, rows, report);
  const deskOf = await placeRows(db, officeId, rows, report);
  if (await isNidVerificationEnabled(db)) {
    for (const { row, officer } of officers) {
      if (!officer) continue;
      const verdict = await verifier.verify({ nid: officer.nid, dateOfBirth: officer.dateOfBirth });
      if (!verdict.ok) report(row, 'nid', 'nid.failed');
    }
  }
  if (issues.length > 0) return { ok: false, issues: sortIssues(issues) };

  const accepted = officers.map(({ row, officer }) => ({
    officer: officer as ImportedOfficer,
    deskId: deskOf.get(row) ?? null,
  }));
  return { ok: true, result: await createOfficers(db, actor, officeId, accepted) };
}

/** Every officer in one transaction: all are created, or none. */
async function createOfficers(
  db: Db,
  actor: Actor,
  officeId: number,
  accepted: { officer: ImportedOfficer; deskId: number | null }[],
): Promise<ImportResult> {
  try {
    return await db.transaction(async (tx) => {
      const created: { userId: number; deskId: number | null; officer: ImportedOfficer }[] = [];
      for (const { officer, deskId } of accepted) {
        const { userId } = await insertAccount(tx, officer, NO_PASSWORD, officeId);
        created.push({ userId, deskId, officer });
      }
      const posted = created.filter((item) => item.deskId !== null);
      // One statement, so the placement trigger runs once for the whole file.
      const postings =
        posted.length === 0
          ? []
          : await tx
              .insert(userRoles)
              .values(
                posted.map((item) => ({
                  userId: item.userId,
                  deskId: item.deskId as number,
                  joinedOn: item.officer.currentJoiningDate,
                  orderNo: item.officer.orderNo ?? null,
                })),
              )
              .returning({ id: userRoles.id, userId: userRoles.userId });
      const postingOf = new Map(postings.map((posting) => [posting.userId, posting.id]));
      for (const item of created) {
        await audit(tx, actor, 'import', 'officer', item.userId, {
          after: { officeId, deskId: item.deskId, userRoleId: postingOf.get(item.userId) ?? null },
        });
      }
      return { created: created.length, posted: posted.length, nonPosted: created.length - posted.length };
    });
  } catch (error) {
    // Someone took an email, mobile, NID, service id or post of the file after it was checked.
    if (isUniqueViolation(error)) throw conflict('officerImport.conflict');
    throw error;
  }
}

/* The answer --------------------------------------------------------------------------------------- */

const COLUMN_ORDER = new Map(IMPORT_COLUMNS.map((importColumn, index) => [importColumn.field, index]));

const sortIssues = (issues: ImportIssue[]) =>
  issues.sort(
    (a, b) => a.row - b.row || (COLUMN_ORDER.get(a.field) ?? 99) - (COLUMN_ORDER.get(b.field) ?? 99),
  );

/** At most this many mistakes are listed: a wrong file of a thousand rows has tens of thousands. */
export const MAX_LISTED_ISSUES = 2000;

/** The refusal: how many mistakes in how many rows, and each one in the caller's language. */
export function refusal(issues: ImportIssue[], lang: Lang): { message: string; errors: ImportRowError[] } {
  return {
    message: translate('officerImport.rowErrors', lang, {
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
