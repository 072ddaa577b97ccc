/**
 * Honorarium bills (SPEC.md §2 exam-bills, exam-bill-approval, exam-bill-payment) and the dashboard.
 * A bill is made from an assignment: its work items × quantities × today's rates, less tax at source
 * and the revenue stamp (contract's billAmounts). Approval and payment are each one conditional
 * update of the bill in its expected state, so of two at once one succeeds and the other gets 409.
 */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type BillFilterParams,
  type BillListParams,
  billAmounts,
  EXAM_BILL_STATUSES,
  type ExamBill,
  type ExamBillLine,
  type ExamBillStatus,
  type ExamDashboard,
  type ExamPage,
  type PaymentValues,
} from '../../../common/contracts/exam.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { insertAudited } from '../../platform/audited-writes';
import { badRequest, notFound } from '../../platform/errors';
import { pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { transition } from '../../platform/transitions';
import type { AuthContext } from '../auth/auth.session';
import { users } from '../users/users.table';
import { banglaNameOf, cappedTotal, categoryOf, iso, SEARCH_COUNT_LIMIT, unitOf } from './exam.scope';
import {
  examAssignments,
  examBankBranches,
  examBills,
  examBillTotals,
  examExperts,
  examMovements,
  examSubjects,
  exams,
} from './exam.table';
import { bankColumns, workItemsById } from './exam-setup.service';

const creator = alias(users, 'creator');
const approver = alias(users, 'approver');
const payer = alias(users, 'payer');

/** Adds (or, with sign -1, takes away) one bill to its exam's totals of a stage, in the caller's transaction. */
export async function countBill(
  tx: Tx,
  bill: { unitId: number; examId: number; status: ExamBillStatus; gross: number; net: number },
  sign: 1 | -1 = 1,
) {
  await tx
    .insert(examBillTotals)
    .values({
      unitId: bill.unitId,
      examId: bill.examId,
      status: bill.status,
      bills: sign,
      gross: sign * bill.gross,
      net: sign * bill.net,
    })
    .onConflictDoUpdate({
      target: [examBillTotals.examId, examBillTotals.status],
      set: {
        bills: sql`${examBillTotals.bills} + ${sign}`,
        gross: sql`${examBillTotals.gross} + ${sign * bill.gross}`,
        net: sql`${examBillTotals.net} + ${sign * bill.net}`,
      },
    });
}

/** A bill's number as printed: EB-<year of the exam>-<id, six digits>. */
export const billNo = (examYear: number, id: number) => `EB-${examYear}-${String(id).padStart(6, '0')}`;

function billQuery(db: Db | Tx) {
  return (
    db
      .select({
        id: examBills.id,
        examYear: exams.examYear,
        exam: { id: exams.id, nameBn: exams.nameBn, nameEn: exams.nameEn },
        expert: {
          id: examExperts.id,
          nameBn: examExperts.nameBn,
          nameEn: examExperts.nameEn,
          designation: examExperts.designation,
          institution: examExperts.institution,
          mobile: examExperts.mobile,
        },
        expertAccountNo: examExperts.accountNo,
        accountName: examExperts.accountName,
        subject: {
          id: examSubjects.id,
          code: examSubjects.code,
          nameBn: examSubjects.nameBn,
          nameEn: examSubjects.nameEn,
        },
        lines: examBills.lines,
        gross: examBills.gross,
        tax: examBills.tax,
        stamp: examBills.stamp,
        net: examBills.net,
        status: examBills.status,
        createdBy: examBills.createdBy,
        creatorEn: creator.name,
        creatorBn: banglaNameOf(creator.id),
        createdAt: examBills.createdAt,
        approvedBy: examBills.approvedBy,
        approverEn: approver.name,
        approverBn: banglaNameOf(approver.id),
        approvedAt: examBills.approvedAt,
        paidBy: examBills.paidBy,
        payerEn: payer.name,
        payerBn: banglaNameOf(payer.id),
        paidOn: examBills.paidOn,
        paymentRef: examBills.paymentRef,
        paidAccountNo: examBills.accountNo,
        bank: bankColumns,
      })
      .from(examBills)
      .innerJoin(exams, eq(exams.id, examBills.examId))
      .innerJoin(examExperts, eq(examExperts.id, examBills.expertId))
      .innerJoin(examAssignments, eq(examAssignments.id, examBills.assignmentId))
      .innerJoin(examSubjects, eq(examSubjects.id, examAssignments.subjectId))
      // Paid: the branch paid to; before: the expert's own.
      .innerJoin(
        examBankBranches,
        eq(examBankBranches.id, sql`coalesce(${examBills.bankBranchId}, ${examExperts.bankBranchId})`),
      )
      .innerJoin(creator, eq(creator.id, examBills.createdBy))
      .leftJoin(approver, eq(approver.id, examBills.approvedBy))
      .leftJoin(payer, eq(payer.id, examBills.paidBy))
      .$dynamic()
  );
}
type BillRow = Awaited<ReturnType<ReturnType<typeof billQuery>['execute']>>[number];

const person = (userId: number | null, bn: string | null, en: string | null) =>
  userId === null ? null : { userId, nameBn: bn ?? en ?? '', nameEn: en ?? '' };

export function toBill(row: BillRow): ExamBill {
  return {
    id: row.id,
    billNo: billNo(row.examYear, row.id),
    exam: row.exam,
    expert: row.expert,
    subject: row.subject,
    lines: row.lines,
    gross: row.gross,
    tax: row.tax,
    stamp: row.stamp,
    net: row.net,
    status: row.status,
    createdBy: { userId: row.createdBy, nameBn: row.creatorBn ?? row.creatorEn, nameEn: row.creatorEn },
    createdAt: row.createdAt.toISOString(),
    approvedBy: person(row.approvedBy, row.approverBn, row.approverEn),
    approvedAt: iso(row.approvedAt),
    paidBy: person(row.paidBy, row.payerBn, row.payerEn),
    paidOn: row.paidOn,
    paymentRef: row.paymentRef,
    bank: row.bank,
    accountName: row.accountName,
    accountNo: row.paidAccountNo ?? row.expertAccountNo,
  };
}

/** A bill number as printed (EB-2025-000123) or its id alone. */
const BILL_NUMBER = /^(EB-\d{4}-)?\d{1,9}$/i;

function billWhere(auth: AuthContext, query: BillFilterParams): SQL | undefined {
  const search = query.search?.trim();
  const byNumber = search && BILL_NUMBER.test(search) ? Number(search.split('-').pop()) : null;
  const pattern =
    search && byNumber === null
      ? `%${search
          .normalize('NFC')
          .toLowerCase()
          .replace(/[\\%_]/g, '\\$&')}%`
      : null;
  return and(
    eq(examBills.unitId, unitOf(auth)),
    query.examId ? eq(examBills.examId, query.examId) : undefined,
    query.status ? eq(examBills.status, query.status) : undefined,
    query.paidOn ? eq(examBills.paidOn, query.paidOn) : undefined,
    byNumber !== null ? eq(examBills.id, byNumber) : undefined,
    // The experts whose names match, through their trigram index, then their bills.
    pattern
      ? sql`${examBills.expertId} in (select e.id from exam_experts e where e.unit_id = ${unitOf(auth)} and e.search_text like ${pattern})`
      : undefined,
  );
}

export async function listBills(
  db: Db,
  auth: AuthContext,
  query: BillListParams,
): Promise<ExamPage<ExamBill>> {
  const where = billWhere(auth, query);
  // The page's ids first, from the bills alone (their list index), then the nine-table row for
  // those ids only: an offset then skips index entries, not joined rows. Two statements, not an
  // `in (subquery)`, which the planner did not run first: 9 s a page at 600,000 bills.
  const [ids, total] = await Promise.all([
    db
      .select({ id: examBills.id })
      .from(examBills)
      .where(where)
      .orderBy(desc(examBills.createdAt), desc(examBills.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedTotal(db, examBills, where, query.search ? SEARCH_COUNT_LIMIT : undefined),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await billQuery(db)
          .where(
            inArray(
              examBills.id,
              ids.map((row) => row.id),
            ),
          )
          .orderBy(desc(examBills.createdAt), desc(examBills.id));
  return { items: rows.map(toBill), total };
}

export async function* billBatches(
  db: Db,
  auth: AuthContext,
  query: BillFilterParams,
  size: number,
  max: number,
) {
  for (let offset = 0; offset < max; offset += size) {
    const rows = await billQuery(db)
      .where(billWhere(auth, query))
      .orderBy(desc(examBills.createdAt), desc(examBills.id))
      .limit(size)
      .offset(offset);
    if (rows.length > 0) yield rows.map(toBill);
    if (rows.length < size) return;
  }
}

export async function getBill(db: Db | Tx, auth: AuthContext, id: number): Promise<ExamBill> {
  const [row] = await billQuery(db).where(and(eq(examBills.id, id), eq(examBills.unitId, unitOf(auth))));
  if (!row) throw notFound();
  return toBill(row);
}

/** Makes the bill of an assignment at today's rates; a second bill of it is 409. */
export function createBill(db: Db, actor: Actor, assignmentId: number): Promise<ExamBill> {
  const unitId = unitOf(actor.auth);
  return inTransaction(
    db,
    async (tx) => {
      const [assignment] = await tx
        .select()
        .from(examAssignments)
        .where(and(eq(examAssignments.id, assignmentId), eq(examAssignments.unitId, unitId)));
      if (!assignment) throw badRequest('exam.unknownReference');
      const items = await workItemsById(
        tx,
        unitId,
        assignment.works.map((line) => line.workItemId),
      );
      const lines: ExamBillLine[] = assignment.works.flatMap((line) => {
        const item = items.get(line.workItemId);
        if (!item) return [];
        return [
          {
            workItemId: item.id,
            nameBn: item.nameBn,
            nameEn: item.nameEn,
            measure: item.measure,
            quantity: line.quantity,
            rate: item.rate,
            amount: line.quantity * item.rate,
          },
        ];
      });
      const amounts = billAmounts(lines);
      const id = await insertAudited(tx, actor, 'exam-bill', examBills, {
        unitId,
        examId: assignment.examId,
        expertId: assignment.expertId,
        assignmentId,
        lines,
        ...amounts,
        createdBy: actor.auth.userId,
      });
      await countBill(tx, { unitId, examId: assignment.examId, status: 'created', ...amounts });
      return getBill(tx, actor.auth, id);
    },
    { duplicate: 'exam.billExists' },
  );
}

/** created → approved, once. */
export function approveBill(db: Db, actor: Actor, id: number): Promise<ExamBill> {
  return inTransaction(db, async (tx) => {
    await getBill(tx, actor.auth, id);
    const after = await transition(tx, {
      table: examBills,
      id,
      idColumn: examBills.id,
      stateColumn: examBills.status,
      from: 'created',
      set: { status: 'approved', approvedBy: actor.auth.userId, approvedAt: new Date() },
      conflictKey: 'exam.billNotCreated',
    });
    await countBill(tx, { ...after, status: 'created' }, -1);
    await countBill(tx, after);
    await audit(tx, actor, 'approve', 'exam-bill', id, { after });
    return getBill(tx, actor.auth, id);
  });
}

/** approved → paid, once, to the expert's bank account as it is now. */
export function payBill(db: Db, actor: Actor, id: number, input: PaymentValues): Promise<ExamBill> {
  return inTransaction(db, async (tx) => {
    await getBill(tx, actor.auth, id);
    const after = await transition(tx, {
      table: examBills,
      id,
      idColumn: examBills.id,
      stateColumn: examBills.status,
      from: 'approved',
      set: {
        status: 'paid',
        paidBy: actor.auth.userId,
        paidOn: input.paidOn,
        paymentRef: input.paymentRef,
        bankBranchId: sql`(select e.bank_branch_id from exam_experts e where e.id = ${examBills.expertId})`,
        accountNo: sql`(select e.account_no from exam_experts e where e.id = ${examBills.expertId})`,
        routingNo: sql`(select b.routing_no from exam_experts e join exam_bank_branches b on b.id = e.bank_branch_id where e.id = ${examBills.expertId})`,
      },
      conflictKey: 'exam.billNotApproved',
    });
    await countBill(tx, { ...after, status: 'approved' }, -1);
    await countBill(tx, after);
    await audit(tx, actor, 'pay', 'exam-bill', id, { after });
    return getBill(tx, actor.auth, id);
  });
}

/* Dashboard ----------------------------------------------------------------------------------- */

export async function examDashboard(db: Db, auth: AuthContext): Promise<ExamDashboard> {
  const unitId = unitOf(auth);
  const [examCount, expertCount, transit, outstanding, stages, byExam] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(exams)
      .where(and(eq(exams.unitId, unitId), eq(exams.categoryId, categoryOf(auth)))),
    db.select({ n: sql<number>`count(*)::int` }).from(examExperts).where(eq(examExperts.unitId, unitId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(examMovements)
      .where(
        and(
          eq(examMovements.unitId, unitId),
          eq(examMovements.kind, 'question'),
          eq(examMovements.status, 'issued'),
        ),
      ),
    db
      .select({
        n: sql<number>`count(*)::int`,
        scripts: sql<number>`coalesce(sum(${examMovements.scripts}), 0)::float8`,
      })
      .from(examMovements)
      .where(
        and(
          eq(examMovements.unitId, unitId),
          eq(examMovements.kind, 'answer'),
          eq(examMovements.status, 'issued'),
        ),
      ),
    db
      .select({
        status: examBillTotals.status,
        count: sql<number>`coalesce(sum(${examBillTotals.bills}), 0)::int`,
        net: sql<number>`coalesce(sum(${examBillTotals.net}), 0)::float8`,
      })
      .from(examBillTotals)
      .where(eq(examBillTotals.unitId, unitId))
      .groupBy(examBillTotals.status),
    db
      .select({
        id: exams.id,
        nameBn: exams.nameBn,
        nameEn: exams.nameEn,
        gross: sql<number>`coalesce(sum(${examBillTotals.gross}), 0)::float8`,
        net: sql<number>`coalesce(sum(${examBillTotals.net}), 0)::float8`,
        paid: sql<number>`coalesce(sum(${examBillTotals.net}) filter (where ${examBillTotals.status} = 'paid'), 0)::float8`,
      })
      .from(examBillTotals)
      .innerJoin(exams, eq(exams.id, examBillTotals.examId))
      .where(eq(examBillTotals.unitId, unitId))
      .groupBy(exams.id)
      .orderBy(desc(exams.startDate), desc(exams.id))
      .limit(10),
  ]);
  const stage = new Map(stages.map((row) => [row.status, row]));
  return {
    exams: Number(examCount[0]?.n ?? 0),
    experts: Number(expertCount[0]?.n ?? 0),
    papersInTransit: Number(transit[0]?.n ?? 0),
    sheetsOutstanding: {
      movements: Number(outstanding[0]?.n ?? 0),
      scripts: Number(outstanding[0]?.scripts ?? 0),
    },
    billsByStage: EXAM_BILL_STATUSES.map((status) => ({
      status,
      count: Number(stage.get(status)?.count ?? 0),
      net: Number(stage.get(status)?.net ?? 0),
    })),
    amountsByExam: byExam.map((row) => ({
      exam: { id: row.id, nameBn: row.nameBn, nameEn: row.nameEn },
      gross: Number(row.gross),
      net: Number(row.net),
      paid: Number(row.paid),
    })),
  };
}
