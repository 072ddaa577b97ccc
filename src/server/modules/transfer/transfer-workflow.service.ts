/**
 * The deciding desk's decision on an application: approve or reject (with the reason), one
 * conditional update of the application while it is submitted (`… where id = $1 and status = 1
 * returning`), in one transaction with its audit row and the applicant's notice. Zero rows answers
 * 409, so of two desks deciding at once one gets 200. The decision records the desk and the person.
 */
import { and, eq } from 'drizzle-orm';
import type { ApplicationDetail } from '../../../common/contracts/transfer.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import { assertMayDecide } from './transfer.access';
import { applicationLink, notifyApplicant } from './transfer.notify';
import { getApplication } from './transfer.service';
import { transferApplications } from './transfer.table';

export async function decide(
  db: Db,
  actor: Actor,
  id: number,
  input: { decision: 'approve' | 'reject'; note?: string },
): Promise<ApplicationDetail> {
  const { auth } = actor;
  // A write by a desk that does not decide this application is refused (403), not hidden (404).
  const [row] = await db.select().from(transferApplications).where(eq(transferApplications.id, id));
  if (!row) throw notFound();
  assertMayDecide(auth, row);
  const status = input.decision === 'approve' ? 2 : 3;
  await inTransaction(db, async (tx) => {
    const now = new Date();
    const [moved] = await tx
      .update(transferApplications)
      .set({
        status,
        decisionNote: input.note ?? null,
        decidedByUserId: auth.userId,
        decidedByDeskId: auth.activeRole.DeskId > 0 ? auth.activeRole.DeskId : null,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(transferApplications.id, id), eq(transferApplications.status, 1)))
      .returning({ applicantUserId: transferApplications.applicantUserId });
    if (!moved) throw conflict('transfer.changed');
    await audit(tx, actor, input.decision, 'transfer-application', id, {
      before: { status: 1 },
      after: { status, note: input.note ?? null },
    });
    await notifyApplicant(tx, auth.userId, {
      userId: moved.applicantUserId,
      subject: status === 2 ? `বদলির আবেদন #${id}: অনুমোদিত` : `বদলির আবেদন #${id}: নামঞ্জুর`,
      body:
        status === 2
          ? 'আপনার বদলির আবেদন অনুমোদিত হয়েছে। বদলি পর্বে শূন্য পদে পদায়নের পর আপনাকে জানানো হবে।'
          : `আপনার বদলির আবেদন নামঞ্জুর হয়েছে। কারণ: ${input.note ?? ''}`,
      link: applicationLink(id),
    });
  });
  return getApplication(db, auth, id);
}
