/**
 * Experts and exams (SPEC.md §2 expert-profiles, exam-list): a unit's paper setters, moderators and
 * examiners with where their honorarium is paid, and its examinations of the desk's category.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  Exam,
  ExamExpert,
  ExamFilterParams,
  ExamListParams,
  ExamPage,
  ExamValues,
  ExpertFilterParams,
  ExpertListParams,
  ExpertValues,
} from '../../../common/contracts/exam.contract';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { insertAudited, updateAudited } from '../../platform/audited-writes';
import { badRequest, notFound } from '../../platform/errors';
import { pageOffset, searchTextMatches } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { cappedTotal, categoryOf, unitOf } from './exam.scope';
import { examBankBranches, examExperts, examSubjects, exams } from './exam.table';
import { bankColumns, subjectsById } from './exam-setup.service';

/* Experts ------------------------------------------------------------------------------------- */

function expertQuery(db: Db | Tx) {
  return db
    .select({
      id: examExperts.id,
      nameBn: examExperts.nameBn,
      nameEn: examExperts.nameEn,
      designation: examExperts.designation,
      institution: examExperts.institution,
      mobile: examExperts.mobile,
      email: examExperts.email,
      accountName: examExperts.accountName,
      accountNo: examExperts.accountNo,
      active: examExperts.active,
      subject: {
        id: examSubjects.id,
        code: examSubjects.code,
        nameBn: examSubjects.nameBn,
        nameEn: examSubjects.nameEn,
      },
      bank: bankColumns,
    })
    .from(examExperts)
    .innerJoin(examSubjects, eq(examSubjects.id, examExperts.subjectId))
    .innerJoin(examBankBranches, eq(examBankBranches.id, examExperts.bankBranchId))
    .$dynamic();
}

const expertWhere = (auth: AuthContext, query: ExpertFilterParams) =>
  and(
    eq(examExperts.unitId, unitOf(auth)),
    query.subjectId ? eq(examExperts.subjectId, query.subjectId) : undefined,
    searchTextMatches(query.search, examExperts.searchText),
  );

export async function listExperts(
  db: Db,
  auth: AuthContext,
  query: ExpertListParams,
): Promise<ExamPage<ExamExpert>> {
  const where = expertWhere(auth, query);
  const [items, total] = await Promise.all([
    expertQuery(db)
      .where(where)
      .orderBy(desc(examExperts.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedTotal(db, examExperts, where),
  ]);
  return { items, total };
}

/** The experts of the filter in batches, for the Excel file. */
export async function* expertBatches(
  db: Db,
  auth: AuthContext,
  query: ExpertFilterParams,
  size: number,
  max: number,
) {
  for (let offset = 0; offset < max; offset += size) {
    const rows = await expertQuery(db)
      .where(expertWhere(auth, query))
      .orderBy(desc(examExperts.id))
      .limit(size)
      .offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

export async function getExpert(db: Db | Tx, auth: AuthContext, id: number): Promise<ExamExpert> {
  const [row] = await expertQuery(db).where(
    and(eq(examExperts.id, id), eq(examExperts.unitId, unitOf(auth))),
  );
  if (!row) throw notFound();
  return row;
}

async function checkExpertRefs(tx: Tx, unitId: number, input: ExpertValues) {
  const subjects = await subjectsById(tx, unitId, [input.subjectId]);
  if (!subjects.has(input.subjectId)) throw badRequest('exam.unknownReference');
  const [bank] = await tx
    .select({ id: examBankBranches.id })
    .from(examBankBranches)
    .where(eq(examBankBranches.id, input.bankBranchId));
  if (!bank) throw badRequest('exam.unknownReference');
}

const expertRow = (input: ExpertValues) => ({
  ...input,
  email: input.email ?? null,
  active: input.active ?? true,
});

export function createExpert(db: Db, actor: Actor, input: ExpertValues): Promise<ExamExpert> {
  const unitId = unitOf(actor.auth);
  return inTransaction(
    db,
    async (tx) => {
      await checkExpertRefs(tx, unitId, input);
      const id = await insertAudited(tx, actor, 'exam-expert', examExperts, { ...expertRow(input), unitId });
      return getExpert(tx, actor.auth, id);
    },
    { duplicate: 'exam.duplicateExpert' },
  );
}

export function updateExpert(db: Db, actor: Actor, id: number, input: ExpertValues): Promise<ExamExpert> {
  const unitId = unitOf(actor.auth);
  return inTransaction(
    db,
    async (tx) => {
      const [before] = await tx
        .select()
        .from(examExperts)
        .where(and(eq(examExperts.id, id), eq(examExperts.unitId, unitId)))
        .for('update');
      if (!before) throw notFound();
      await checkExpertRefs(tx, unitId, input);
      await updateAudited(tx, actor, 'exam-expert', examExperts, id, before, {
        ...expertRow(input),
        updatedAt: new Date(),
      });
      return getExpert(tx, actor.auth, id);
    },
    { duplicate: 'exam.duplicateExpert' },
  );
}

/* Exams --------------------------------------------------------------------------------------- */

type ExamRow = typeof exams.$inferSelect;

async function withSubjects(db: Db | Tx, unitId: number, rows: ExamRow[]): Promise<Exam[]> {
  const subjects = await subjectsById(db, unitId, [...new Set(rows.flatMap((row) => row.subjectIds))]);
  return rows.map((row) => ({
    id: row.id,
    nameBn: row.nameBn,
    nameEn: row.nameEn,
    categoryId: row.categoryId,
    examYear: row.examYear,
    session: row.session,
    subjects: row.subjectIds.flatMap((id) => subjects.get(id) ?? []),
    startDate: row.startDate,
    endDate: row.endDate,
    centreCount: row.centreCount,
    centres: row.centres,
  }));
}

const examWhere = (auth: AuthContext, query: ExamFilterParams): SQL | undefined =>
  and(
    eq(exams.unitId, unitOf(auth)),
    eq(exams.categoryId, categoryOf(auth)),
    query.year ? eq(exams.examYear, query.year) : undefined,
    // A unit holds a few hundred exams: the unit's index finds them, the array is read row by row.
    query.subjectId ? sql`${query.subjectId} = any(${exams.subjectIds})` : undefined,
    searchTextMatches(query.search, exams.searchText),
  );

export async function listExams(db: Db, auth: AuthContext, query: ExamListParams): Promise<ExamPage<Exam>> {
  const where = examWhere(auth, query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(exams)
      .where(where)
      .orderBy(desc(exams.startDate), desc(exams.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedTotal(db, exams, where),
  ]);
  return { items: await withSubjects(db, unitOf(auth), rows), total };
}

export async function* examBatches(
  db: Db,
  auth: AuthContext,
  query: ExamFilterParams,
  size: number,
  max: number,
) {
  for (let offset = 0; offset < max; offset += size) {
    const rows = await db
      .select()
      .from(exams)
      .where(examWhere(auth, query))
      .orderBy(desc(exams.startDate), desc(exams.id))
      .limit(size)
      .offset(offset);
    if (rows.length > 0) yield await withSubjects(db, unitOf(auth), rows);
    if (rows.length < size) return;
  }
}

/** One exam of the caller's unit and category, or 404. */
export async function examRow(db: Db | Tx, auth: AuthContext, id: number): Promise<ExamRow> {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.unitId, unitOf(auth)), eq(exams.categoryId, categoryOf(auth))));
  if (!row) throw notFound();
  return row;
}

export async function getExam(db: Db | Tx, auth: AuthContext, id: number): Promise<Exam> {
  const [exam] = await withSubjects(db, unitOf(auth), [await examRow(db, auth, id)]);
  return exam;
}

async function examValues(tx: Tx, unitId: number, input: ExamValues) {
  const subjectIds = [...new Set(input.subjectIds)];
  const subjects = await subjectsById(tx, unitId, subjectIds);
  if (subjects.size !== subjectIds.length) throw badRequest('exam.unknownReference');
  return { ...input, subjectIds, centres: input.centres ?? '' };
}

export function createExam(db: Db, actor: Actor, input: ExamValues): Promise<Exam> {
  const unitId = unitOf(actor.auth);
  return inTransaction(db, async (tx) => {
    const values = await examValues(tx, unitId, input);
    const id = await insertAudited(tx, actor, 'exam', exams, {
      ...values,
      unitId,
      categoryId: categoryOf(actor.auth),
    });
    return getExam(tx, actor.auth, id);
  });
}

export function updateExam(db: Db, actor: Actor, id: number, input: ExamValues): Promise<Exam> {
  return inTransaction(db, async (tx) => {
    const before = await examRow(tx, actor.auth, id);
    const values = await examValues(tx, unitOf(actor.auth), input);
    await updateAudited(tx, actor, 'exam', exams, id, before, values);
    return getExam(tx, actor.auth, id);
  });
}
