/**
 * Deletes of what nothing depends on yet: a subject, an expert or a bank branch that no exam,
 * assignment, movement, expert or bill names (409 when something does: the foreign keys answer for
 * all but an exam's subject list, checked here), and a bill still a draft (created, not approved),
 * taken off its exam's totals in the same transaction. Another unit's record is 404.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import { unitOf } from './exam.scope';
import { examBankBranches, examBills, examExperts, examSubjects, exams } from './exam.table';
import { countBill } from './exam-bill.service';

export function deleteSubject(db: Db, actor: Actor, id: number) {
  const unitId = unitOf(actor.auth);
  return inTransaction(
    db,
    async (tx) => {
      const [before] = await tx
        .select()
        .from(examSubjects)
        .where(and(eq(examSubjects.id, id), eq(examSubjects.unitId, unitId)))
        .for('update');
      if (!before) throw notFound();
      // An exam lists its subjects in an array, which no foreign key guards.
      const [named] = await tx
        .select({ id: exams.id })
        .from(exams)
        .where(and(eq(exams.unitId, unitId), sql`${id} = any(${exams.subjectIds})`))
        .limit(1);
      if (named) throw conflict('error.referenced');
      await tx.delete(examSubjects).where(eq(examSubjects.id, id));
      await audit(tx, actor, 'delete', 'exam-subject', id, { before });
      return { id };
    },
    { referenced: 'error.referenced' },
  );
}

export function deleteExpert(db: Db, actor: Actor, id: number) {
  return inTransaction(
    db,
    async (tx) => {
      const [before] = await tx
        .delete(examExperts)
        .where(and(eq(examExperts.id, id), eq(examExperts.unitId, unitOf(actor.auth))))
        .returning();
      if (!before) throw notFound();
      await audit(tx, actor, 'delete', 'exam-expert', id, { before });
      return { id };
    },
    { referenced: 'error.referenced' },
  );
}

/** Bank branches are national: any desk that keeps routing numbers deletes one no expert or bill uses. */
export function deleteBankBranch(db: Db, actor: Actor, id: number) {
  return inTransaction(
    db,
    async (tx) => {
      const [before] = await tx.delete(examBankBranches).where(eq(examBankBranches.id, id)).returning();
      if (!before) throw notFound();
      await audit(tx, actor, 'delete', 'exam-bank-branch', id, { before });
      return { id };
    },
    { referenced: 'error.referenced' },
  );
}

/** A draft bill (not approved yet) deleted: its assignment may be billed again. */
export function deleteDraftBill(db: Db, actor: Actor, id: number) {
  const unitId = unitOf(actor.auth);
  return inTransaction(db, async (tx) => {
    const [bill] = await tx
      .delete(examBills)
      .where(and(eq(examBills.id, id), eq(examBills.unitId, unitId), eq(examBills.status, 'created')))
      .returning();
    if (!bill) {
      const [exists] = await tx
        .select({ id: examBills.id })
        .from(examBills)
        .where(and(eq(examBills.id, id), eq(examBills.unitId, unitId)));
      throw exists ? conflict('exam.billNotCreated') : notFound();
    }
    await countBill(tx, bill, -1);
    await audit(tx, actor, 'delete', 'exam-bill', id, {
      before: { examId: bill.examId, expertId: bill.expertId, gross: bill.gross, net: bill.net },
    });
    return { id };
  });
}
