/**
 * Exam setup (SPEC.md §2 exam-subjects, exam-honorarium-setup, bank-branch-setup): a unit's
 * subjects and work items with their rates, and the national list of bank branch routing numbers.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  BankBranchValues as BankValues,
  ExamBankBranch,
  ExamPage,
  ExamSubject,
  ExamWorkItem,
  SimpleListParams,
  SubjectValues,
  WorkItemValues,
} from '../../../common/contracts/exam.contract';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { insertAudited, updateAudited } from '../../platform/audited-writes';
import { notFound } from '../../platform/errors';
import { pageOffset, searchTextMatches } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { cappedTotal, unitOf } from './exam.scope';
import { examBankBranches, examSubjects, examWorkItems } from './exam.table';

/* Subjects ------------------------------------------------------------------------------------ */

const subjectColumns = {
  id: examSubjects.id,
  code: examSubjects.code,
  nameBn: examSubjects.nameBn,
  nameEn: examSubjects.nameEn,
};

export async function listSubjects(
  db: Db,
  auth: AuthContext,
  query: SimpleListParams,
): Promise<ExamPage<ExamSubject>> {
  const where = and(
    eq(examSubjects.unitId, unitOf(auth)),
    searchTextMatches(query.search, examSubjects.searchText),
  );
  const [items, total] = await Promise.all([
    db
      .select(subjectColumns)
      .from(examSubjects)
      .where(where)
      .orderBy(asc(examSubjects.code), asc(examSubjects.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedTotal(db, examSubjects, where),
  ]);
  return { items, total };
}

/** The unit's subjects among `ids`, by id. */
export async function subjectsById(
  db: Db | Tx,
  unitId: number,
  ids: number[],
): Promise<Map<number, ExamSubject>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(subjectColumns)
    .from(examSubjects)
    .where(and(eq(examSubjects.unitId, unitId), inArray(examSubjects.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

async function ownRow<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound();
  return row;
}

export function createSubject(db: Db, actor: Actor, input: SubjectValues): Promise<ExamSubject> {
  return inTransaction(
    db,
    async (tx) => {
      const id = await insertAudited(tx, actor, 'exam-subject', examSubjects, {
        ...input,
        unitId: unitOf(actor.auth),
      });
      return { id, code: input.code, nameBn: input.nameBn, nameEn: input.nameEn };
    },
    { duplicate: 'exam.duplicateSubject' },
  );
}

export function updateSubject(db: Db, actor: Actor, id: number, input: SubjectValues) {
  return inTransaction(
    db,
    async (tx) => {
      const before = await ownRow(
        tx
          .select()
          .from(examSubjects)
          .where(and(eq(examSubjects.id, id), eq(examSubjects.unitId, unitOf(actor.auth))))
          .for('update'),
      );
      await updateAudited(tx, actor, 'exam-subject', examSubjects, id, before, input);
      return { id, code: input.code, nameBn: input.nameBn, nameEn: input.nameEn };
    },
    { duplicate: 'exam.duplicateSubject' },
  );
}

/* Work items ---------------------------------------------------------------------------------- */

const workItemColumns = {
  id: examWorkItems.id,
  nameBn: examWorkItems.nameBn,
  nameEn: examWorkItems.nameEn,
  measure: examWorkItems.measure,
  rate: examWorkItems.rate,
  active: examWorkItems.active,
};

export async function listWorkItems(
  db: Db,
  auth: AuthContext,
  query: SimpleListParams,
): Promise<ExamPage<ExamWorkItem>> {
  const where = and(
    eq(examWorkItems.unitId, unitOf(auth)),
    searchTextMatches(query.search, examWorkItems.searchText),
  );
  const [items, total] = await Promise.all([
    db
      .select(workItemColumns)
      .from(examWorkItems)
      .where(where)
      .orderBy(asc(examWorkItems.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedTotal(db, examWorkItems, where),
  ]);
  return { items, total };
}

export async function workItemsById(db: Db | Tx, unitId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, ExamWorkItem>();
  const rows = await db
    .select(workItemColumns)
    .from(examWorkItems)
    .where(and(eq(examWorkItems.unitId, unitId), inArray(examWorkItems.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

export function createWorkItem(db: Db, actor: Actor, input: WorkItemValues) {
  return inTransaction(
    db,
    async (tx) => {
      const id = await insertAudited(tx, actor, 'exam-work-item', examWorkItems, {
        ...input,
        unitId: unitOf(actor.auth),
      });
      return { id, ...input, active: input.active ?? true } as ExamWorkItem;
    },
    { duplicate: 'exam.duplicateWorkItem' },
  );
}

export function updateWorkItem(db: Db, actor: Actor, id: number, input: WorkItemValues) {
  return inTransaction(
    db,
    async (tx) => {
      const before = await ownRow(
        tx
          .select()
          .from(examWorkItems)
          .where(and(eq(examWorkItems.id, id), eq(examWorkItems.unitId, unitOf(actor.auth))))
          .for('update'),
      );
      await updateAudited(tx, actor, 'exam-work-item', examWorkItems, id, before, input);
      return { id, ...input, active: input.active ?? true } as ExamWorkItem;
    },
    { duplicate: 'exam.duplicateWorkItem' },
  );
}

/* Bank branches ------------------------------------------------------------------------------- */

const bankColumns = {
  id: examBankBranches.id,
  routingNo: examBankBranches.routingNo,
  bankNameBn: examBankBranches.bankNameBn,
  bankNameEn: examBankBranches.bankNameEn,
  branchNameBn: examBankBranches.branchNameBn,
  branchNameEn: examBankBranches.branchNameEn,
  district: examBankBranches.district,
};

export { bankColumns };

export async function listBankBranches(db: Db, query: SimpleListParams): Promise<ExamPage<ExamBankBranch>> {
  const where = searchTextMatches(query.search, examBankBranches.searchText);
  const [items, total] = await Promise.all([
    db
      .select(bankColumns)
      .from(examBankBranches)
      .where(where)
      .orderBy(asc(examBankBranches.bankNameEn), asc(examBankBranches.branchNameEn), asc(examBankBranches.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedTotal(db, examBankBranches, where),
  ]);
  return { items, total };
}

const bankRow = (input: BankValues) => ({ ...input, district: input.district ?? '' });

export function createBankBranch(db: Db, actor: Actor, input: BankValues): Promise<ExamBankBranch> {
  return inTransaction(
    db,
    async (tx) => {
      const id = await insertAudited(tx, actor, 'exam-bank-branch', examBankBranches, bankRow(input));
      return { id, ...bankRow(input) };
    },
    { duplicate: 'exam.routingTaken' },
  );
}

export function updateBankBranch(
  db: Db,
  actor: Actor,
  id: number,
  input: BankValues,
): Promise<ExamBankBranch> {
  return inTransaction(
    db,
    async (tx) => {
      const before = await ownRow(
        tx.select().from(examBankBranches).where(eq(examBankBranches.id, id)).for('update'),
      );
      await updateAudited(tx, actor, 'exam-bank-branch', examBankBranches, id, before, bankRow(input));
      return { id, ...bankRow(input) };
    },
    { duplicate: 'exam.routingTaken' },
  );
}
