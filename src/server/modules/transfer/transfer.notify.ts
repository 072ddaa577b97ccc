/**
 * Every step of a transfer tells the applicant (and, on a new application, the deciding desks)
 * through the messages module's notifications, in the same transaction as the step.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifyDesk, notifyUsers } from '../message/message.notify';
import { desks, userRoles } from '../office/office.table';

export const applicationLink = (id: number) => `/transfer-applications?id=${id}`;

/** Tells the user, unless the user made the change. */
export async function notifyApplicant(
  tx: Tx,
  actorUserId: number,
  notice: { userId: number; subject: string; body: string; link: string },
): Promise<void> {
  if (notice.userId === actorUserId) return;
  await notifyUsers(tx, {
    userIds: [notice.userId],
    subject: notice.subject,
    body: notice.body,
    link: notice.link,
  });
}

/** Tells the office admin and head desks of these offices (the desks, so a transfer of their holder does not lose it). */
export async function notifyDecidingDesks(
  tx: Tx,
  officeIds: number[],
  notice: { subject: string; body: string; link: string },
): Promise<void> {
  for (const officeId of new Set(officeIds)) {
    const rows = await tx
      .selectDistinct({ deskId: userRoles.deskId })
      .from(userRoles)
      .innerJoin(desks, eq(desks.id, userRoles.deskId))
      .where(
        and(
          eq(desks.officeId, officeId),
          isNull(userRoles.releasedOn),
          or(eq(userRoles.isOfficeAdmin, true), eq(userRoles.isOfficeHead, true)),
        ),
      )
      .limit(5);
    for (const row of rows) await notifyDesk(tx, { deskId: row.deskId, ...notice });
  }
}
