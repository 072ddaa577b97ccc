/**
 * Exam-wise experts and the movements of papers (SPEC.md §2 exam-wise-experts, exam-questions,
 * exam-answersheets): assignments with their work and quantities; sealed packets issued and
 * received once, a receipt never above the issue (one conditional update, else 409). Question
 * papers are confidential: every read of their records is written to the audit log.
 */
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AssignmentListParams,
  AssignmentValues,
  ExamAssignment,
  ExamMovement,
  ExamMovementKind,
  ExamPage,
  ExamWorkLine,
  MovementFilterParams,
  MovementListParams,
  MovementValues,
  ReceiveValues,
} from '../../../common/contracts/exam.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { insertAudited } from '../../platform/audited-writes';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { EXACT_COUNT_LIMIT, pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { users } from '../users/users.table';
import { banglaNameOf, unitOf } from './exam.scope';
import { examAssignments, examBills, examExperts, examMovements, examSubjects, exams } from './exam.table';
import { examRow } from './exam-catalog.service';
import { workItemsById } from './exam-setup.service';

const subjectRef = {
  id: examSubjects.id,
  code: examSubjects.code,
  nameBn: examSubjects.nameBn,
  nameEn: examSubjects.nameEn,
};
const examRef = { id: exams.id, nameBn: exams.nameBn, nameEn: exams.nameEn };

/* Assignments --------------------------------------------------------------------------------- */

function assignmentQuery(db: Db | Tx) {
  return db
    .select({
      id: examAssignments.id,
      works: examAssignments.works,
      exam: examRef,
      expert: {
        id: examExperts.id,
        nameBn: examExperts.nameBn,
        nameEn: examExperts.nameEn,
        institution: examExperts.institution,
      },
      subject: subjectRef,
      billId: examBills.id,
    })
    .from(examAssignments)
    .innerJoin(exams, eq(exams.id, examAssignments.examId))
    .innerJoin(examExperts, eq(examExperts.id, examAssignments.expertId))
    .innerJoin(examSubjects, eq(examSubjects.id, examAssignments.subjectId))
    .leftJoin(examBills, eq(examBills.assignmentId, examAssignments.id))
    .$dynamic();
}
type AssignmentRow = Awaited<ReturnType<ReturnType<typeof assignmentQuery>['execute']>>[number];

async function toAssignments(db: Db | Tx, unitId: number, rows: AssignmentRow[]): Promise<ExamAssignment[]> {
  const items = await workItemsById(db, unitId, [
    ...new Set(rows.flatMap((row) => row.works.map((w) => w.workItemId))),
  ]);
  return rows.map((row) => {
    const works = row.works.flatMap((line) => {
      const item = items.get(line.workItemId);
      return item
        ? [{ ...line, nameBn: item.nameBn, nameEn: item.nameEn, measure: item.measure, rate: item.rate }]
        : [];
    });
    return {
      ...row,
      works,
      gross: works.reduce((sum, line) => sum + line.quantity * line.rate, 0),
    };
  });
}

export async function listAssignments(
  db: Db,
  auth: AuthContext,
  query: AssignmentListParams,
): Promise<ExamPage<ExamAssignment>> {
  const pattern = query.search
    ? `%${query.search
        .normalize('NFC')
        .toLowerCase()
        .replace(/[\\%_]/g, '\\$&')}%`
    : null;
  const where = and(
    eq(examAssignments.unitId, unitOf(auth)),
    query.examId ? eq(examAssignments.examId, query.examId) : undefined,
    query.unbilled === 'true' ? isNull(examBills.id) : undefined,
    pattern ? sql`${examExperts.searchText} like ${pattern}` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    assignmentQuery(db)
      .where(where)
      .orderBy(desc(examAssignments.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(examAssignments)
        .innerJoin(examExperts, eq(examExperts.id, examAssignments.expertId))
        .leftJoin(examBills, eq(examBills.assignmentId, examAssignments.id))
        .where(where)
        .limit(EXACT_COUNT_LIMIT + 1)
        .as('capped'),
    ),
  ]);
  return { items: await toAssignments(db, unitOf(auth), rows), total: Number(total) };
}

export async function getAssignment(db: Db | Tx, auth: AuthContext, id: number): Promise<ExamAssignment> {
  const rows = await assignmentQuery(db).where(
    and(eq(examAssignments.id, id), eq(examAssignments.unitId, unitOf(auth))),
  );
  if (rows.length === 0) throw notFound();
  return (await toAssignments(db, unitOf(auth), rows))[0];
}

async function checkWorks(tx: Tx, unitId: number, works: ExamWorkLine[]) {
  const items = await workItemsById(
    tx,
    unitId,
    works.map((line) => line.workItemId),
  );
  if (items.size !== works.length) throw badRequest('exam.unknownReference');
}

export function createAssignment(db: Db, actor: Actor, input: AssignmentValues): Promise<ExamAssignment> {
  const unitId = unitOf(actor.auth);
  return inTransaction(
    db,
    async (tx) => {
      const exam = await examRow(tx, actor.auth, input.examId).catch(() => {
        throw badRequest('exam.unknownReference');
      });
      if (!exam.subjectIds.includes(input.subjectId)) throw badRequest('exam.subjectNotInExam');
      const [expert] = await tx
        .select({ id: examExperts.id })
        .from(examExperts)
        .where(and(eq(examExperts.id, input.expertId), eq(examExperts.unitId, unitId)));
      if (!expert) throw badRequest('exam.unknownReference');
      await checkWorks(tx, unitId, input.works);
      const id = await insertAudited(tx, actor, 'exam-assignment', examAssignments, { ...input, unitId });
      return getAssignment(tx, actor.auth, id);
    },
    { duplicate: 'exam.duplicateAssignment' },
  );
}

/** Changes the work of an assignment not billed yet (a billed one is 409). */
export function updateAssignmentWorks(
  db: Db,
  actor: Actor,
  id: number,
  works: ExamWorkLine[],
): Promise<ExamAssignment> {
  const unitId = unitOf(actor.auth);
  return inTransaction(db, async (tx) => {
    await checkWorks(tx, unitId, works);
    const [before] = await tx
      .select()
      .from(examAssignments)
      .where(and(eq(examAssignments.id, id), eq(examAssignments.unitId, unitId)))
      .for('update');
    if (!before) throw notFound();
    const [billed] = await tx
      .select({ id: examBills.id })
      .from(examBills)
      .where(eq(examBills.assignmentId, id));
    if (billed) throw conflict('exam.billExists');
    const [after] = await tx
      .update(examAssignments)
      .set({ works })
      .where(eq(examAssignments.id, id))
      .returning();
    await audit(tx, actor, 'update', 'exam-assignment', id, { before, after });
    return getAssignment(tx, actor.auth, id);
  });
}

/* Movements ----------------------------------------------------------------------------------- */

const issuer = alias(users, 'issuer');
const receiver = alias(users, 'receiver');

function movementQuery(db: Db | Tx) {
  return db
    .select({
      id: examMovements.id,
      kind: examMovements.kind,
      exam: examRef,
      subject: subjectRef,
      expertId: examMovements.expertId,
      expertBn: examExperts.nameBn,
      expertEn: examExperts.nameEn,
      centre: examMovements.centre,
      setLabel: examMovements.setLabel,
      packets: examMovements.packets,
      scripts: examMovements.scripts,
      status: examMovements.status,
      issuedOn: examMovements.issuedOn,
      issuedBy: examMovements.issuedBy,
      issuerEn: issuer.name,
      issuerBn: banglaNameOf(issuer.id),
      receivedOn: examMovements.receivedOn,
      receivedBy: examMovements.receivedBy,
      receiverEn: receiver.name,
      receiverBn: banglaNameOf(receiver.id),
      receivedPackets: examMovements.receivedPackets,
      receivedScripts: examMovements.receivedScripts,
      note: examMovements.note,
    })
    .from(examMovements)
    .innerJoin(exams, eq(exams.id, examMovements.examId))
    .innerJoin(examSubjects, eq(examSubjects.id, examMovements.subjectId))
    .leftJoin(examExperts, eq(examExperts.id, examMovements.expertId))
    .innerJoin(issuer, eq(issuer.id, examMovements.issuedBy))
    .leftJoin(receiver, eq(receiver.id, examMovements.receivedBy))
    .$dynamic();
}
type MovementRow = Awaited<ReturnType<ReturnType<typeof movementQuery>['execute']>>[number];

export function toMovement(row: MovementRow): ExamMovement {
  return {
    id: row.id,
    kind: row.kind,
    exam: row.exam,
    subject: row.subject,
    expert:
      row.expertId === null
        ? null
        : { id: row.expertId, nameBn: row.expertBn ?? '', nameEn: row.expertEn ?? '' },
    centre: row.centre,
    setLabel: row.setLabel,
    packets: row.packets,
    scripts: row.scripts,
    status: row.status,
    issuedOn: row.issuedOn,
    issuedBy: { userId: row.issuedBy, nameBn: row.issuerBn ?? row.issuerEn, nameEn: row.issuerEn },
    receivedOn: row.receivedOn,
    receivedBy:
      row.receivedBy === null
        ? null
        : {
            userId: row.receivedBy,
            nameBn: row.receiverBn ?? row.receiverEn ?? '',
            nameEn: row.receiverEn ?? '',
          },
    receivedPackets: row.receivedPackets,
    receivedScripts: row.receivedScripts,
    note: row.note,
  };
}

function movementWhere(
  auth: AuthContext,
  kind: ExamMovementKind,
  query: MovementFilterParams,
): SQL | undefined {
  const pattern = query.search ? `%${query.search.normalize('NFC').replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    eq(examMovements.unitId, unitOf(auth)),
    eq(examMovements.kind, kind),
    query.examId ? eq(examMovements.examId, query.examId) : undefined,
    query.status ? eq(examMovements.status, query.status) : undefined,
    pattern
      ? sql`(${examMovements.setLabel} ilike ${pattern} or ${examMovements.centre} ilike ${pattern} or ${examExperts.nameBn} ilike ${pattern} or ${examExperts.nameEn} ilike ${pattern})`
      : undefined,
  );
}

export async function listMovements(
  db: Db,
  actor: Actor,
  kind: ExamMovementKind,
  query: MovementListParams,
): Promise<ExamPage<ExamMovement>> {
  const where = movementWhere(actor.auth, kind, query);
  const [rows, [{ total }]] = await Promise.all([
    movementQuery(db)
      .where(where)
      .orderBy(desc(examMovements.issuedOn), desc(examMovements.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(examMovements)
        .leftJoin(examExperts, eq(examExperts.id, examMovements.expertId))
        .where(where)
        .limit(EXACT_COUNT_LIMIT + 1)
        .as('capped'),
    ),
  ]);
  const items = rows.map(toMovement);
  // Question papers are confidential: who read which records, and when, is kept.
  if (kind === 'question' && items.length > 0)
    await audit(db, actor, 'read', 'exam-question-paper', null, {
      after: { ids: items.map((item) => item.id) },
    });
  return { items, total: Number(total) };
}

export async function* movementBatches(
  db: Db,
  auth: AuthContext,
  kind: ExamMovementKind,
  query: MovementFilterParams,
  size: number,
  max: number,
) {
  for (let offset = 0; offset < max; offset += size) {
    const rows = await movementQuery(db)
      .where(movementWhere(auth, kind, query))
      .orderBy(desc(examMovements.issuedOn), desc(examMovements.id))
      .limit(size)
      .offset(offset);
    if (rows.length > 0) yield rows.map(toMovement);
    if (rows.length < size) return;
  }
}

async function movementOf(db: Db | Tx, auth: AuthContext, kind: ExamMovementKind, id: number) {
  const [row] = await movementQuery(db).where(
    and(eq(examMovements.id, id), eq(examMovements.unitId, unitOf(auth)), eq(examMovements.kind, kind)),
  );
  if (!row) throw notFound();
  return toMovement(row);
}

/** One question-paper record, its read audited. */
export async function readQuestionPaper(db: Db, actor: Actor, id: number): Promise<ExamMovement> {
  const movement = await movementOf(db, actor.auth, 'question', id);
  await audit(db, actor, 'read', 'exam-question-paper', id);
  return movement;
}

export function issueMovement(
  db: Db,
  actor: Actor,
  kind: ExamMovementKind,
  input: MovementValues,
): Promise<ExamMovement> {
  const unitId = unitOf(actor.auth);
  return inTransaction(db, async (tx) => {
    if (kind === 'answer' && !input.scripts) throw badRequest('exam.scriptsRequired');
    const exam = await examRow(tx, actor.auth, input.examId).catch(() => {
      throw badRequest('exam.unknownReference');
    });
    if (!exam.subjectIds.includes(input.subjectId)) throw badRequest('exam.subjectNotInExam');
    if (input.expertId) {
      const [expert] = await tx
        .select({ id: examExperts.id })
        .from(examExperts)
        .where(and(eq(examExperts.id, input.expertId), eq(examExperts.unitId, unitId)));
      if (!expert) throw badRequest('exam.unknownReference');
    }
    const id = await insertAudited(tx, actor, `exam-${kind}-issue`, examMovements, {
      unitId,
      kind,
      examId: input.examId,
      subjectId: input.subjectId,
      expertId: input.expertId ?? null,
      centre: input.centre ?? null,
      setLabel: input.setLabel,
      packets: input.packets,
      scripts: kind === 'answer' ? (input.scripts ?? 0) : 0,
      issuedOn: input.issuedOn,
      issuedBy: actor.auth.userId,
      note: input.note ?? null,
    });
    return movementOf(tx, actor.auth, kind, id);
  });
}

/**
 * Records the receipt of an issue: one conditional update of the row still 'issued' whose counts
 * the receipt does not exceed. Zero rows is a 409 saying which: received already, or too many.
 */
export function receiveMovement(
  db: Db,
  actor: Actor,
  kind: ExamMovementKind,
  id: number,
  input: ReceiveValues,
): Promise<ExamMovement> {
  const unitId = unitOf(actor.auth);
  const scripts = kind === 'answer' ? input.scripts : 0;
  return inTransaction(db, async (tx) => {
    if (scripts === undefined) throw badRequest('exam.scriptsRequired');
    const rows = await tx
      .update(examMovements)
      .set({
        status: 'received',
        receivedOn: input.receivedOn,
        receivedBy: actor.auth.userId,
        receivedPackets: input.packets,
        receivedScripts: kind === 'answer' ? scripts : null,
        ...(input.note ? { note: input.note } : {}),
      })
      .where(
        and(
          eq(examMovements.id, id),
          eq(examMovements.unitId, unitId),
          eq(examMovements.kind, kind),
          eq(examMovements.status, 'issued'),
          sql`${examMovements.packets} >= ${input.packets}`,
          sql`${examMovements.scripts} >= ${scripts}`,
          sql`${examMovements.issuedOn} <= ${input.receivedOn}`,
        ),
      )
      .returning();
    if (rows.length === 0) {
      const [row] = await tx
        .select()
        .from(examMovements)
        .where(and(eq(examMovements.id, id), eq(examMovements.unitId, unitId), eq(examMovements.kind, kind)));
      if (!row) throw notFound();
      if (row.status !== 'issued') throw conflict('exam.alreadyReceived');
      if (row.issuedOn > input.receivedOn) throw badRequest('exam.receivedBeforeIssue');
      throw conflict('exam.receiptExceedsIssue');
    }
    await audit(tx, actor, 'receive', `exam-${kind}-issue`, id, { after: rows[0] });
    return movementOf(tx, actor.auth, kind, id);
  });
}
