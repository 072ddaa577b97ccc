/**
 * The steps of a response after creation: verify or send back to the creator (verifier desk),
 * approve — which submits it to the asking office — or send back to the verifier (approver desk).
 * Each step is one conditional update of the response in the state the step starts from
 * (`… where id = $1 and office_id = $2 and status = $3 returning`), in one transaction with its log
 * line, audit row and the next desk's notice; zero rows answers 409, so of fifty verifications at
 * once one wins. Only a desk the office permitted for the step's stage may take it (403).
 */
import { and, eq } from 'drizzle-orm';
import { bdToday, type ResponseDetail, type ResponseStatus } from '../../../common/contracts/report.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import { offices } from '../office/office.table';
import { deskMayWork, deskOf, officeOf } from './report.access';
import { notifyAskingOffice, notifyStageDesks } from './report.notify';
import { reportDefinitions, reportResponseLogs, reportResponses } from './report.table';
import { getResponse, ownOfficeResponse } from './report-response.service';

export type Step = 'verify' | 'send-back-to-creator' | 'approve' | 'send-back-to-verifier';

const STEPS: Record<Step, { from: ResponseStatus; to: ResponseStatus; sendBack: boolean }> = {
  verify: { from: 2, to: 3, sendBack: false },
  'send-back-to-creator': { from: 2, to: 1, sendBack: true },
  approve: { from: 3, to: 4, sendBack: false },
  'send-back-to-verifier': { from: 3, to: 2, sendBack: true },
};

export async function takeStep(
  db: Db,
  actor: Actor,
  step: Step,
  input: { responseId: number; comment?: string },
): Promise<ResponseDetail> {
  const { auth } = actor;
  const { from, to, sendBack } = STEPS[step];
  const response = await ownOfficeResponse(db, auth, input.responseId);
  if (!(await deskMayWork(db, auth, response.reportId, from))) throw forbidden('report.notPermittedDesk');
  if (sendBack && !input.comment)
    throw badRequest('validation.report.commentRequired', [
      { field: 'comment', messageKey: 'validation.report.commentRequired' },
    ]);
  const now = new Date();
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(reportResponses)
      .set({
        status: to,
        returned: sendBack,
        updatedAt: now,
        ...(to === 4 && { submittedAt: now, late: bdToday(now) > response.dueDate }),
      })
      .where(
        and(
          eq(reportResponses.id, response.id),
          eq(reportResponses.officeId, officeOf(auth)),
          eq(reportResponses.status, from),
        ),
      )
      .returning();
    if (!after) throw conflict('report.wrongStage');
    await tx.insert(reportResponseLogs).values({
      responseId: response.id,
      action: sendBack ? 'send-back' : step === 'verify' ? 'verify' : 'approve',
      fromStatus: from,
      toStatus: to,
      deskId: deskOf(auth),
      userId: auth.userId,
      comment: input.comment ?? null,
      createdAt: now,
    });
    await audit(tx, actor, step, 'report-response', response.id, {
      before: { status: from },
      after: { status: to, comment: input.comment ?? null },
    });
    const [report] = await tx
      .select()
      .from(reportDefinitions)
      .where(eq(reportDefinitions.id, response.reportId));
    if (to === 4) {
      const [office] = await tx
        .select({ nameBn: offices.nameBn })
        .from(offices)
        .where(eq(offices.id, response.officeId));
      await notifyAskingOffice(tx, report.ownerOfficeId, report, office, response);
    } else {
      await notifyStageDesks(
        tx,
        response.officeId,
        report,
        response.id,
        to,
        sendBack && input.comment ? `ফেরত পাঠানোর কারণ: ${input.comment}` : undefined,
      );
    }
  });
  return getResponse(db, auth, input.responseId);
}
