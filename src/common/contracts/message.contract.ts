/**
 * Internal messages (বার্তা, SPEC.md §2 /messages): written to officers or to desks (posts), read
 * by the desk's holder of the day; threads, read receipts, attachments and the unread badge. System
 * notices of other modules arrive here too, with no human sender. Messages are keys of
 * common/messages.ts.
 */
import { z } from 'zod';
import { blankToUndefined, idSchema, storable, textSchema } from '../validation';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MAX_MESSAGE_RECIPIENTS,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
} from './message.paths';
import { listQuerySchema, type Named, type Page } from './office.contract';

export {
  MAX_MESSAGE_ATTACHMENTS,
  MAX_MESSAGE_RECIPIENTS,
  MESSAGE_ATTACHMENT_RULE,
  MESSAGE_BODY_MAX,
  MESSAGE_PATHS,
  MESSAGE_SUBJECT_MAX,
} from './message.paths';

export const MESSAGE_LINK_MAX = 500;

const nfc = (value: string) => value.normalize('NFC');
const fileIdSchema = storable(
  z.string({ message: 'validation.invalid' }).max(36, 'validation.invalid'),
).refine((value) => /^[0-9a-f-]{36}$/.test(value), 'validation.invalid');

export const messageInputSchema = z
  .object({
    toUserIds: z
      .array(idSchema(), { message: 'validation.invalid' })
      .max(MAX_MESSAGE_RECIPIENTS, 'validation.message.tooManyRecipients')
      .default([]),
    toDeskIds: z
      .array(idSchema(), { message: 'validation.invalid' })
      .max(MAX_MESSAGE_RECIPIENTS, 'validation.message.tooManyRecipients')
      .default([]),
    subject: textSchema(MESSAGE_SUBJECT_MAX, 'validation.message.subjectRequired').transform(nfc),
    body: textSchema(MESSAGE_BODY_MAX, 'validation.message.bodyRequired').transform(nfc),
    /** The message this one answers; the reply joins its thread. */
    replyToId: z.preprocess(blankToUndefined, idSchema().optional()),
    /** Files uploaded for this message (MESSAGE_PATHS.uploads). */
    attachmentIds: z
      .array(fileIdSchema, { message: 'validation.invalid' })
      .max(MAX_MESSAGE_ATTACHMENTS, 'validation.message.tooManyAttachments')
      .default([]),
  })
  .refine((value) => value.toUserIds.length + value.toDeskIds.length > 0, {
    message: 'validation.message.recipientRequired',
    path: ['toUserIds'],
  })
  .refine((value) => value.toUserIds.length + value.toDeskIds.length <= MAX_MESSAGE_RECIPIENTS, {
    message: 'validation.message.tooManyRecipients',
    path: ['toUserIds'],
  });
export type MessageInput = z.input<typeof messageInputSchema>;
export type MessageValues = z.output<typeof messageInputSchema>;

export const messageIdParamSchema = z.object({ id: idSchema() });
export const messageAttachmentParamSchema = z.object({ id: idSchema(), fileId: fileIdSchema });

export const inboxQuerySchema = listQuerySchema.extend({
  /** Only the unread ones. */
  unread: z.preprocess(blankToUndefined, z.enum(['yes']).optional()),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export type InboxParams = z.output<typeof inboxQuerySchema>;

export const recipientQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, textSchema(100).optional()),
});

export interface MessageSender {
  /** Null for the system's notices. */
  userId: number | null;
  nameBn: string;
  nameEn: string;
  designation: Named | null;
}

/** A line of the inbox or of the sent items. */
export interface MessageSummary {
  id: number;
  threadId: number;
  subject: string;
  /** The first words of the body. */
  preview: string;
  sender: MessageSender;
  /** Who it went to, in short (names and designations), for the sent items. */
  to: string[];
  /** Through a desk the reader holds: that desk's designation. */
  viaDesk: Named | null;
  /** In the inbox: read by the reader (or the desk's holder); in sent items: read by everyone. */
  read: boolean;
  hasAttachments: boolean;
  createdAt: string;
}

export interface MessageRecipient {
  kind: 'user' | 'desk';
  id: number;
  nameBn: string;
  nameEn: string;
  /** The user's designation now, or the desk's. */
  designation: Named | null;
  office: Named | null;
  /** The read receipt: when, and by whom for a desk. */
  readAt: string | null;
  readBy: { nameBn: string; nameEn: string } | null;
}

export interface MessageAttachment {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

export interface MessageDetail {
  id: number;
  threadId: number;
  subject: string;
  body: string;
  link: string | null;
  sender: MessageSender;
  recipients: MessageRecipient[];
  attachments: MessageAttachment[];
  /** The other messages of the thread the caller may read, oldest first. */
  thread: { id: number; subject: string; sender: MessageSender; createdAt: string }[];
  /** The caller sent it (and sees the receipts). */
  mine: boolean;
  /** The caller has an unread copy (directly or through a desk). */
  unread: boolean;
  createdAt: string;
}

export type MessagePage = Page<MessageSummary>;

/** A choice of the recipient picker. */
export interface RecipientOption {
  kind: 'user' | 'desk';
  id: number;
  nameBn: string;
  nameEn: string;
  designation: Named | null;
  office: Named | null;
}

export interface UploadedAttachment {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
}
