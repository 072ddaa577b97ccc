/**
 * Support tickets (সহায়তা, SPEC.md §2 /support, /support-details/:id, /admin-supports,
 * /admin-support-details/:id; §3 Support ticket; §4 statuses 1 new, 2 in progress, 3 resolved,
 * 4 cancelled): any user opens a ticket and follows it; support admins work the queue by level,
 * answer, note, assign, escalate and close. Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { MB, type UploadRule } from '../file-types';
import { blankToUndefined, idSchema, intSchema, storable, textSchema } from '../validation';
import type { Named, Page } from './office.contract';
import {
  MAX_SUPPORT_LEVEL,
  SUPPORT_REASONS,
  SUPPORT_STATUSES,
  type SupportReason,
  type SupportStatus,
} from './support.paths';

export {
  MAX_SUPPORT_LEVEL,
  OPEN_STATUSES,
  STATUSES_NEEDING_REASON,
  SUPPORT_PATHS,
  SUPPORT_REASONS,
  SUPPORT_STATUS,
  SUPPORT_STATUSES,
  type SupportReason,
  type SupportStatus,
} from './support.paths';

/* Status changes ----------------------------------------------------------------------------- */

/**
 * The status changes a support admin makes (SPEC.md leaves them open; docs/decisions.md): new →
 * in progress or cancelled; in progress → resolved or cancelled; resolved → in progress (reopened).
 * A cancelled ticket is final. Anything else answers 409.
 */
export const SUPPORT_TRANSITIONS: Record<SupportStatus, readonly SupportStatus[]> = {
  1: [2, 4],
  2: [3, 4],
  3: [2],
  4: [],
};
/** The statuses a ticket can be in when it moves to `to`. */
export const sourcesOf = (to: SupportStatus): SupportStatus[] =>
  SUPPORT_STATUSES.filter((from) => SUPPORT_TRANSITIONS[from].includes(to));

/** A ticket without a first answer from the desk within this many working days is overdue. */
export const FIRST_RESPONSE_WORKING_DAYS = 2;
/** The requester may reopen a resolved ticket for this many days after it was resolved. */
export const REOPEN_DAYS = 7;

/** Screenshots and documents beside the description: an image, a PDF or an Office file, 5 MB each. */
export const SUPPORT_ATTACHMENT_RULE: UploadRule = { kinds: ['image', 'pdf', 'office'], maxBytes: 5 * MB };
export const MAX_SUPPORT_ATTACHMENTS = 5;

/* Inputs ------------------------------------------------------------------------------------- */

const nfc = (value: string) => value.normalize('NFC');

export const ticketInputSchema = z.object({
  reason: z.enum(SUPPORT_REASONS, { message: 'validation.support.reasonRequired' }),
  description: textSchema(3000, 'validation.support.descriptionRequired')
    .refine((value) => value.length >= 10, 'validation.support.descriptionShort')
    .transform(nfc),
});
export type TicketInput = z.input<typeof ticketInputSchema>;

export const replyInputSchema = z.object({
  body: textSchema(3000, 'validation.support.replyRequired').transform(nfc),
  /** An internal note: the support desk's own, never shown to the requester. */
  internal: z.boolean({ message: 'validation.invalid' }).optional().default(false),
});
export type ReplyInput = z.input<typeof replyInputSchema>;

const statusSchema = z.coerce
  .number({ message: 'validation.support.statusInvalid' })
  .int('validation.support.statusInvalid')
  .min(1, 'validation.support.statusInvalid')
  .max(4, 'validation.support.statusInvalid') as unknown as z.ZodType<SupportStatus>;

export const statusInputSchema = z.object({
  status: statusSchema,
  reason: z.preprocess(blankToUndefined, textSchema(1000).transform(nfc).optional()),
});
export type StatusInput = z.input<typeof statusInputSchema>;

export const assignInputSchema = z.object({ userId: idSchema() });
export const escalateInputSchema = z.object({
  note: z.preprocess(blankToUndefined, textSchema(1000).transform(nfc).optional()),
});

export const idParamSchema = z.object({ id: idSchema() });
export const attachmentParamSchema = z.object({
  id: idSchema(),
  fileId: storable(z.string().max(36)).refine((value) => /^[0-9a-f-]{36}$/.test(value), 'validation.invalid'),
});

/* Lists ------------------------------------------------------------------------------------- */

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const ownTicketFilterSchema = z.object({
  search: optional(textSchema(100)),
  status: optional(statusSchema),
});
export const ownTicketListQuerySchema = ownTicketFilterSchema.extend({
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
});
export type OwnTicketListQuery = z.input<typeof ownTicketListQuerySchema>;
export type OwnTicketListParams = z.output<typeof ownTicketListQuerySchema>;

export const queueFilterSchema = ownTicketFilterSchema.extend({
  level: optional(intSchema(1, MAX_SUPPORT_LEVEL)),
  reason: optional(z.enum(SUPPORT_REASONS, { message: 'validation.invalid' })),
  overdue: optional(z.enum(['yes'])),
  /** 'me': assigned to the caller; 'none': nobody yet. */
  assigned: optional(z.enum(['me', 'none'])),
});
export const queueListQuerySchema = queueFilterSchema.extend({
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
});
export type QueueListQuery = z.input<typeof queueListQuerySchema>;
export type QueueListParams = z.output<typeof queueListQuerySchema>;
export type QueueFilterParams = z.output<typeof queueFilterSchema>;

/* Responses --------------------------------------------------------------------------------- */

export interface SupportPerson {
  userId: number;
  nameBn: string;
  nameEn: string;
}

export interface TicketSummary {
  id: number;
  reason: SupportReason;
  status: SupportStatus;
  level: number;
  /** The first line of the description, for lists. */
  excerpt: string;
  requester: SupportPerson;
  office: Named | null;
  assignee: SupportPerson | null;
  /** When the desk must have answered; null once it has. */
  responseDueAt: string | null;
  firstResponseAt: string | null;
  /** No first answer from the desk within FIRST_RESPONSE_WORKING_DAYS working days. */
  overdue: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface TicketReply {
  id: number;
  author: SupportPerson;
  /** True when the author is on the support desk (not the requester). */
  fromDesk: boolean;
  internal: boolean;
  body: string;
  createdAt: string;
}

export interface TicketAttachment {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

export interface TicketDetail extends TicketSummary {
  description: string;
  /** Why it was resolved or cancelled. */
  statusReason: string | null;
  resolvedAt: string | null;
  /** Public replies for the requester; the desk also sees its internal notes. */
  replies: TicketReply[];
  attachments: TicketAttachment[];
  /** What the caller may do now, so the screen offers only that. */
  can: {
    reply: boolean;
    note: boolean;
    work: boolean;
    escalate: boolean;
    reopen: boolean;
    attach: boolean;
    /** The statuses a status change may go to now. */
    moveTo: SupportStatus[];
  };
}

export type TicketPage = Page<TicketSummary>;
