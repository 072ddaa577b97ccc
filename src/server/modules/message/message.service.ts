/**
 * Internal messages (SPEC.md §2 /messages): the inbox and sent items in pages, one message with its
 * thread and read receipts, sending (one transaction: the message, its recipients, its attachments
 * and the audit row), marking read (one conditional update) and the unread count of the badge.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import {
  type InboxParams,
  MESSAGE_PATHS,
  type MessageAttachment,
  type MessageDetail,
  type MessagePage,
  type MessageRecipient,
  type MessageSender,
  type MessageSummary,
  type MessageValues,
} from '../../../common/contracts/message.contract';
import type { ListParams, Named } from '../../../common/contracts/office.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { countAll, pageOffset, searchTextMatches } from '../../platform/paging';
import { storedFiles } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { desks, offices, roles, userRoles } from '../office/office.table';
import { profiles, users } from '../users/users.table';
import { addressedTo, heldDesks, readableBy } from './message.access';
import { messageRecipients, messages } from './message.table';

/** Files picked for a message being written, owned by their uploader until it is sent. */
export const DRAFT_OWNER = 'message-draft';
export const ATTACHMENT_OWNER = 'message-attachment';

const PREVIEW_LENGTH = 120;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A user's Bangla name: their first profile's. */
export const banglaNameOf = (userId: AnyPgColumn) =>
  sql<
    string | null
  >`(select p.known_as_bangla from profiles p where p.user_id = ${userId} order by p.id limit 1)`;

const senderRole = alias(roles, 'sender_role');
const senderDesk = alias(desks, 'sender_desk');
const viaDesk = alias(desks, 'via_desk');
const viaRole = alias(roles, 'via_role');

const hasAttachments = sql<boolean>`exists (select 1 from stored_files f where f.owner_type = ${ATTACHMENT_OWNER} and f.owner_id = ${messages.id} and f.deleted_at is null)`;

const senderColumns = {
  id: messages.id,
  threadId: messages.threadId,
  subject: messages.subject,
  preview: sql<string>`left(${messages.body}, ${PREVIEW_LENGTH})`,
  senderUserId: messages.senderUserId,
  senderNameBn: messages.senderNameBn,
  senderNameEn: messages.senderNameEn,
  senderRoleId: senderRole.id,
  senderRoleBn: senderRole.nameBn,
  senderRoleEn: senderRole.nameEn,
  hasAttachments,
  createdAt: messages.createdAt,
};

interface SenderRow {
  senderUserId: number | null;
  senderNameBn: string;
  senderNameEn: string;
  senderRoleId: number | null;
  senderRoleBn: string | null;
  senderRoleEn: string | null;
}

const senderOf = (row: SenderRow): MessageSender => ({
  userId: row.senderUserId,
  nameBn: row.senderNameBn,
  nameEn: row.senderNameEn,
  designation:
    row.senderRoleId === null
      ? null
      : { id: row.senderRoleId, nameBn: row.senderRoleBn ?? '', nameEn: row.senderRoleEn ?? '' },
});

/** The inbox: recipient rows addressed to the caller (directly or through a desk held now), newest first. */
export async function listInbox(
  db: Db,
  auth: AuthContext,
  query: InboxParams,
  today?: string,
): Promise<MessagePage> {
  const where = and(
    addressedTo(db, auth.userId, today),
    query.unread ? isNull(messageRecipients.readAt) : undefined,
    searchTextMatches(query.search, messages.searchText),
  );
  const rowsQuery = db
    .select({
      ...senderColumns,
      viaDeskId: messageRecipients.deskId,
      viaRoleBn: viaRole.nameBn,
      viaRoleEn: viaRole.nameEn,
      readAt: messageRecipients.readAt,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .leftJoin(senderDesk, eq(senderDesk.id, messages.senderDeskId))
    .leftJoin(senderRole, eq(senderRole.id, senderDesk.roleId))
    .leftJoin(viaDesk, eq(viaDesk.id, messageRecipients.deskId))
    .leftJoin(viaRole, eq(viaRole.id, viaDesk.roleId))
    .where(where)
    .orderBy(desc(messageRecipients.createdAt), desc(messageRecipients.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const countQuery = query.search
    ? db
        .select({ total: countAll })
        .from(messageRecipients)
        .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
        .where(where)
    : db.select({ total: countAll }).from(messageRecipients).where(where);
  const [rows, [{ total }]] = await Promise.all([rowsQuery, countQuery]);
  return {
    total,
    items: rows.map(
      (row): MessageSummary => ({
        id: row.id,
        threadId: row.threadId ?? row.id,
        subject: row.subject,
        preview: row.preview,
        sender: senderOf(row),
        to: [],
        viaDesk:
          row.viaDeskId === null
            ? null
            : { id: row.viaDeskId, nameBn: row.viaRoleBn ?? '', nameEn: row.viaRoleEn ?? '' },
        read: row.readAt !== null,
        hasAttachments: row.hasAttachments,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
  };
}

/** Short names of each message's recipients, in one query for a page of messages. */
async function recipientNames(
  db: Db,
  messageIds: number[],
  lang: 'bn' | 'en',
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (messageIds.length === 0) return names;
  const rows = await db
    .select({
      messageId: messageRecipients.messageId,
      userBn: banglaNameOf(users.id),
      userEn: users.name,
      roleBn: roles.nameBn,
      roleEn: roles.nameEn,
    })
    .from(messageRecipients)
    .leftJoin(users, eq(users.id, messageRecipients.userId))
    .leftJoin(desks, eq(desks.id, messageRecipients.deskId))
    .leftJoin(roles, eq(roles.id, desks.roleId))
    .where(inArray(messageRecipients.messageId, messageIds))
    .orderBy(asc(messageRecipients.id));
  for (const row of rows) {
    const name = lang === 'bn' ? (row.userBn ?? row.userEn ?? row.roleBn) : (row.userEn ?? row.roleEn);
    names.set(row.messageId, [...(names.get(row.messageId) ?? []), name ?? '']);
  }
  return names;
}

/** The caller's sent messages, newest first; `read` when every recipient has read it. */
export async function listSent(
  db: Db,
  auth: AuthContext,
  query: ListParams,
  lang: 'bn' | 'en',
): Promise<MessagePage> {
  const where = and(
    eq(messages.senderUserId, auth.userId),
    searchTextMatches(query.search, messages.searchText),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...senderColumns,
        unread: sql<boolean>`exists (select 1 from message_recipients r where r.message_id = ${messages.id} and r.read_at is null)`,
      })
      .from(messages)
      .leftJoin(senderDesk, eq(senderDesk.id, messages.senderDeskId))
      .leftJoin(senderRole, eq(senderRole.id, senderDesk.roleId))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(messages).where(where),
  ]);
  const names = await recipientNames(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      threadId: row.threadId ?? row.id,
      subject: row.subject,
      preview: row.preview,
      sender: senderOf(row),
      to: names.get(row.id) ?? [],
      viaDesk: null,
      read: !row.unread,
      hasAttachments: row.hasAttachments,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Unread messages addressed to the user: two counts over partial indexes (their own, and their
 * desks' — held, or acted on under a charge running `today`), cheap enough for the header to poll.
 */
export async function unreadCount(db: Db, auth: AuthContext, today?: string): Promise<number> {
  const result = (await db.execute(sql`
    select
      (select count(*) from message_recipients where user_id = ${auth.userId} and read_at is null)
      + (select count(*) from message_recipients where read_at is null
          and desk_id = any(array(${heldDesks(auth.userId, today)})))
      as unread`)) as unknown as { rows: { unread: string | number }[] };
  return Number(result.rows[0]?.unread ?? 0);
}

/** The message, if the caller sent or received it; otherwise a 404. */
async function readableMessage(db: Db, auth: AuthContext, id: number, today?: string) {
  const [row] = await db
    .select({
      ...senderColumns,
      body: messages.body,
      link: messages.link,
    })
    .from(messages)
    .leftJoin(senderDesk, eq(senderDesk.id, messages.senderDeskId))
    .leftJoin(senderRole, eq(senderRole.id, senderDesk.roleId))
    .where(and(eq(messages.id, id), readableBy(db, auth.userId, messages.id, today)));
  if (!row) throw notFound();
  return row;
}

const reader = alias(users, 'reader');

/** Each user's designation and office now (their first current role), in one query. */
export async function currentPostsOf(
  db: Db,
  userIds: number[],
): Promise<Map<number, { designation: Named; office: Named }>> {
  const posts = new Map<number, { designation: Named; office: Named }>();
  if (userIds.length === 0) return posts;
  const rows = await db
    .select({
      userId: userRoles.userId,
      roleId: roles.id,
      roleBn: roles.nameBn,
      roleEn: roles.nameEn,
      officeId: offices.id,
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .where(and(inArray(userRoles.userId, userIds), isNull(userRoles.releasedOn)))
    .orderBy(asc(userRoles.sortOrder), asc(userRoles.id));
  for (const row of rows) {
    if (posts.has(row.userId)) continue;
    posts.set(row.userId, {
      designation: { id: row.roleId, nameBn: row.roleBn, nameEn: row.roleEn },
      office: { id: row.officeId, nameBn: row.officeBn, nameEn: row.officeEn },
    });
  }
  return posts;
}
const recipientOffice = alias(offices, 'recipient_office');

async function recipientsOf(db: Db, messageId: number, withReceipts: boolean): Promise<MessageRecipient[]> {
  const rows = await db
    .select({
      userId: messageRecipients.userId,
      deskId: messageRecipients.deskId,
      userBn: banglaNameOf(users.id),
      userEn: users.name,
      deskRoleId: roles.id,
      deskRoleBn: roles.nameBn,
      deskRoleEn: roles.nameEn,
      deskOfficeId: recipientOffice.id,
      deskOfficeBn: recipientOffice.nameBn,
      deskOfficeEn: recipientOffice.nameEn,
      readAt: messageRecipients.readAt,
      readerBn: banglaNameOf(reader.id),
      readerEn: reader.name,
    })
    .from(messageRecipients)
    .leftJoin(users, eq(users.id, messageRecipients.userId))
    .leftJoin(desks, eq(desks.id, messageRecipients.deskId))
    .leftJoin(roles, eq(roles.id, desks.roleId))
    .leftJoin(recipientOffice, eq(recipientOffice.id, desks.officeId))
    .leftJoin(reader, eq(reader.id, messageRecipients.readByUserId))
    .where(eq(messageRecipients.messageId, messageId))
    .orderBy(asc(messageRecipients.id));
  const posts = await currentPostsOf(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map((row): MessageRecipient => {
    const receipt = {
      readAt: withReceipts ? iso(row.readAt) : null,
      readBy:
        withReceipts && row.readerEn !== null
          ? { nameBn: row.readerBn ?? row.readerEn, nameEn: row.readerEn }
          : null,
    };
    if (row.userId !== null) {
      return {
        kind: 'user',
        id: row.userId,
        nameBn: row.userBn ?? row.userEn ?? '',
        nameEn: row.userEn ?? '',
        designation: posts.get(row.userId)?.designation ?? null,
        office: posts.get(row.userId)?.office ?? null,
        ...receipt,
      };
    }
    return {
      kind: 'desk',
      id: row.deskId ?? 0,
      nameBn: row.deskRoleBn ?? '',
      nameEn: row.deskRoleEn ?? '',
      designation:
        row.deskRoleId === null
          ? null
          : { id: row.deskRoleId, nameBn: row.deskRoleBn ?? '', nameEn: row.deskRoleEn ?? '' },
      office:
        row.deskOfficeId === null
          ? null
          : { id: row.deskOfficeId, nameBn: row.deskOfficeBn ?? '', nameEn: row.deskOfficeEn ?? '' },
      ...receipt,
    };
  });
}

export async function getMessage(
  db: Db,
  auth: AuthContext,
  id: number,
  today?: string,
): Promise<MessageDetail> {
  const row = await readableMessage(db, auth, id, today);
  const threadId = row.threadId ?? row.id;
  const mine = row.senderUserId === auth.userId;
  const [recipients, files, thread, [unread]] = await Promise.all([
    recipientsOf(db, id, mine),
    db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.ownerType, ATTACHMENT_OWNER),
          eq(storedFiles.ownerId, id),
          isNull(storedFiles.deletedAt),
        ),
      )
      .orderBy(asc(storedFiles.createdAt)),
    db
      .select(senderColumns)
      .from(messages)
      .leftJoin(senderDesk, eq(senderDesk.id, messages.senderDeskId))
      .leftJoin(senderRole, eq(senderRole.id, senderDesk.roleId))
      .where(
        and(
          or(eq(messages.id, threadId), eq(messages.threadId, threadId)),
          readableBy(db, auth.userId, messages.id, today),
        ),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(100),
    db
      .select({ total: countAll })
      .from(messageRecipients)
      .where(
        and(
          eq(messageRecipients.messageId, id),
          isNull(messageRecipients.readAt),
          addressedTo(db, auth.userId, today),
        ),
      ),
  ]);
  return {
    id: row.id,
    threadId,
    subject: row.subject,
    body: row.body,
    link: row.link,
    sender: senderOf(row),
    recipients,
    attachments: files.map(
      (file): MessageAttachment => ({
        id: file.id,
        name: file.originalName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        url: MESSAGE_PATHS.attachment(id, file.id),
      }),
    ),
    thread: thread
      .filter((message) => message.id !== id)
      .map((message) => ({
        id: message.id,
        subject: message.subject,
        sender: senderOf(message),
        createdAt: message.createdAt.toISOString(),
      })),
    mine,
    unread: unread.total > 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Marks the caller's copies read (their own, and their desks'), each once: the update takes only
 * rows still unread, so many opens at once leave one read time. A message the caller did not
 * receive is a 404; one already read changes nothing.
 */
export async function markRead(
  db: Db,
  auth: AuthContext,
  id: number,
  today?: string,
): Promise<{ marked: number }> {
  await readableMessage(db, auth, id, today);
  const marked = await db
    .update(messageRecipients)
    .set({ readAt: new Date(), readByUserId: auth.userId })
    .where(
      and(
        eq(messageRecipients.messageId, id),
        isNull(messageRecipients.readAt),
        addressedTo(db, auth.userId, today),
      ),
    )
    .returning({ id: messageRecipients.id });
  return { marked: marked.length };
}

/** The sender's names as the recipients see them, kept on the message. */
async function senderNames(db: Db, userId: number): Promise<{ nameBn: string; nameEn: string }> {
  const [row] = await db
    .select({ nameEn: users.name, profileBn: profiles.knownAsBangla, profileEn: profiles.knownAs })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(asc(profiles.id))
    .limit(1);
  const nameEn = row?.profileEn ?? row?.nameEn ?? '';
  return { nameBn: row?.profileBn ?? nameEn, nameEn };
}

/**
 * Sends a message in one transaction: the message, a recipient row per officer and desk, the
 * uploaded files claimed from the sender's drafts (only files still theirs), and the audit row.
 */
export async function sendMessage(
  db: Db,
  actor: Actor,
  input: MessageValues,
): Promise<{ id: number; threadId: number }> {
  const { auth } = actor;
  const toUserIds = [...new Set(input.toUserIds)];
  const toDeskIds = [...new Set(input.toDeskIds)];
  let threadId: number | null = null;
  if (input.replyToId) {
    const parent = await readableMessage(db, auth, input.replyToId);
    threadId = parent.threadId ?? parent.id;
  }
  const names = await senderNames(db, auth.userId);
  const senderDeskId = auth.activeRole.DeskId > 0 ? auth.activeRole.DeskId : null;
  return inTransaction(db, async (tx) => {
    const [foundUsers, foundDesks] = await Promise.all([
      toUserIds.length
        ? tx
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, toUserIds), eq(users.isActive, true)))
        : [],
      toDeskIds.length ? tx.select({ id: desks.id }).from(desks).where(inArray(desks.id, toDeskIds)) : [],
    ]);
    if (foundUsers.length !== toUserIds.length || foundDesks.length !== toDeskIds.length) {
      throw badRequest('message.unknownRecipient', [
        { field: 'toUserIds', messageKey: 'message.unknownRecipient' },
      ]);
    }
    const [message] = await tx
      .insert(messages)
      .values({
        threadId,
        senderUserId: auth.userId,
        senderDeskId,
        senderNameBn: names.nameBn,
        senderNameEn: names.nameEn,
        subject: input.subject,
        body: input.body,
      })
      .returning();
    await tx
      .insert(messageRecipients)
      .values([
        ...toUserIds.map((userId) => ({ messageId: message.id, userId, createdAt: message.createdAt })),
        ...toDeskIds.map((deskId) => ({ messageId: message.id, deskId, createdAt: message.createdAt })),
      ]);
    if (input.attachmentIds.length > 0) {
      // Claimed in one conditional update: a file another message took already is not taken twice.
      const claimed = await tx
        .update(storedFiles)
        .set({ ownerType: ATTACHMENT_OWNER, ownerId: message.id })
        .where(
          and(
            inArray(storedFiles.id, input.attachmentIds),
            eq(storedFiles.ownerType, DRAFT_OWNER),
            eq(storedFiles.ownerId, auth.userId),
            isNull(storedFiles.deletedAt),
          ),
        )
        .returning({ id: storedFiles.id });
      if (claimed.length !== new Set(input.attachmentIds).size)
        throw new AppError(400, 'message.attachmentGone');
    }
    await audit(tx, actor, 'create', 'message', message.id, {
      after: { subject: message.subject, toUserIds, toDeskIds, threadId, attachmentIds: input.attachmentIds },
    });
    return { id: message.id, threadId: threadId ?? message.id };
  });
}

/** An attachment of a message the caller may read; otherwise a 404. */
export async function readableAttachment(db: Db, auth: AuthContext, id: number): Promise<void> {
  await readableMessage(db, auth, id);
}
