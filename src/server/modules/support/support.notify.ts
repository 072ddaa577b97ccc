/**
 * Every change of a ticket tells its requester, through the messages module's notifications, in the
 * same transaction as the change: a change that rolls back leaves no notice behind.
 */
import type { Tx } from '../../db/client';
import { notifyUsers } from '../message/message.notify';

export interface TicketNotice {
  ticketId: number;
  requesterUserId: number;
  subject: string;
  body: string;
}

/** Sends the requester a notice linking to the ticket; no notice to a requester who made the change. */
export async function notifyRequester(tx: Tx, actorUserId: number, notice: TicketNotice): Promise<void> {
  if (notice.requesterUserId === actorUserId) return;
  await notifyUsers(tx, {
    userIds: [notice.requesterUserId],
    subject: notice.subject,
    body: notice.body,
    link: `/support-details/${notice.ticketId}`,
  });
}
