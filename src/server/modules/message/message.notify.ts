/**
 * How other modules tell people something (a support ticket answered, a leave approved): a system
 * message with no human sender, shown as কার্যালয় / Karjaloy, put into the inboxes inside the
 * caller's own transaction, so the notice exists exactly when the change it reports does.
 */
import { PRODUCT_NAME_BN, PRODUCT_NAME_EN } from '../../../common/constants';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_LINK_MAX,
  MESSAGE_SUBJECT_MAX,
} from '../../../common/contracts/message.contract';
import type { Tx } from '../../db/client';
import { messageRecipients, messages } from './message.table';

export interface Notice {
  subject: string;
  body: string;
  /** A path inside the app the notice is about, e.g. '/support/tickets/12'. */
  link?: string | null;
}

/** Module code writes notices, so an overlong text is cut rather than refused. */
const cut = (text: string, max: number) => text.normalize('NFC').slice(0, max);

async function insertNotice(tx: Tx, notice: Notice): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx
    .insert(messages)
    .values({
      senderUserId: null,
      senderNameBn: PRODUCT_NAME_BN,
      senderNameEn: PRODUCT_NAME_EN,
      subject: cut(notice.subject, MESSAGE_SUBJECT_MAX),
      body: cut(notice.body, MESSAGE_BODY_MAX),
      link: notice.link ? notice.link.slice(0, MESSAGE_LINK_MAX) : null,
    })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  return row;
}

/** A notice to these users (each once); nothing when the list is empty. */
export async function notifyUsers(
  tx: Tx,
  notice: { userIds: number[]; subject: string; body: string; link?: string | null },
): Promise<void> {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return;
  const message = await insertNotice(tx, notice);
  await tx
    .insert(messageRecipients)
    .values(userIds.map((userId) => ({ messageId: message.id, userId, createdAt: message.createdAt })));
}

/** A notice to a desk: whoever holds it when they open the inbox reads it. */
export async function notifyDesk(
  tx: Tx,
  notice: { deskId: number; subject: string; body: string; link?: string | null },
): Promise<void> {
  const message = await insertNotice(tx, notice);
  await tx
    .insert(messageRecipients)
    .values({ messageId: message.id, deskId: notice.deskId, createdAt: message.createdAt });
}
