/**
 * Transfer (বদলি, SPEC.md §2 /transfer-applications, /transferapprovals, /transfer-planner): an
 * officer applies for the own transfer and follows it; the deciding desks of the applicant's office
 * (or of its controlling office) approve or reject; an admin plans a transfer round, assigning
 * approved applicants and other candidates to vacant desks of the organograms, and carries it out
 * through the posting service. Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { MB, type UploadRule } from '../file-types';
import { blankToUndefined, dateSchema, idSchema, intSchema, storable, textSchema } from '../validation';
import type { Named, Page } from './office.contract';
import type { TransferStatus } from './transfer.paths';

export {
  TRANSFER_PATHS,
  TRANSFER_STATUS,
  TRANSFER_STATUSES,
  type TransferStatus,
} from './transfer.paths';

/* Statuses ------------------------------------------------------------------------------------- */

/** A round: 1 being planned, 2 carried out. */
export const ROUND_STATUS = { planning: 1, carriedOut: 2 } as const;
export type RoundStatus = 1 | 2;

/** A transfer of a round: 1 planned, 2 carried out, 3 failed (the desk was taken meanwhile …). */
export const ITEM_STATUS = { planned: 1, done: 2, failed: 3 } as const;
export type ItemStatus = 1 | 2 | 3;

/** Officers who have held their post this many years or more are candidates for a transfer. */
export const LONG_SERVICE_YEARS = 3;

export const MAX_PREFERENCES = 5;
export const TRANSFER_ATTACHMENT_RULE: UploadRule = { kinds: ['image', 'pdf', 'office'], maxBytes: 5 * MB };
export const MAX_TRANSFER_ATTACHMENTS = 5;

/* Inputs --------------------------------------------------------------------------------------- */

const nfc = (value: string) => value.normalize('NFC');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const idList = z
  .array(idSchema(), { message: 'validation.invalid' })
  .max(MAX_PREFERENCES, 'validation.transfer.tooManyPreferences')
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const applicationInputSchema = z
  .object({
    preferredOfficeIds: idList,
    preferredDistrictIds: idList,
    reason: textSchema(2000, 'validation.transfer.reasonRequired')
      .refine((value) => value.length >= 10, 'validation.transfer.reasonShort')
      .transform(nfc),
  })
  .refine((value) => value.preferredOfficeIds.length + value.preferredDistrictIds.length > 0, {
    message: 'validation.transfer.preferenceRequired',
    path: ['preferredOfficeIds'],
  });
export type ApplicationInput = z.input<typeof applicationInputSchema>;
export type ApplicationValues = z.output<typeof applicationInputSchema>;

export const decisionInputSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { message: 'validation.transfer.decisionRequired' }),
    note: z.preprocess(blankToUndefined, textSchema(1000).transform(nfc).optional()),
  })
  .refine((value) => value.decision === 'approve' || (value.note?.length ?? 0) > 0, {
    message: 'validation.transfer.rejectReason',
    path: ['note'],
  });
export type DecisionInput = z.input<typeof decisionInputSchema>;

export const roundInputSchema = z.object({
  title: textSchema(200, 'validation.transfer.titleRequired').transform(nfc),
  orderNo: storable(
    z
      .string({ message: 'validation.transfer.orderNoRequired' })
      .trim()
      .min(1, 'validation.transfer.orderNoRequired')
      .max(80, 'validation.tooLong'),
  ),
  orderDate: dateSchema('validation.transfer.orderDateRequired'),
});
export type RoundInput = z.input<typeof roundInputSchema>;

/** A transfer in a round: an approved application, or an officer's current holding (a candidate). */
export const itemInputSchema = z
  .object({
    applicationId: optional(idSchema()),
    userRoleId: optional(idSchema()),
    toDeskId: idSchema('validation.transfer.deskRequired'),
  })
  .refine((value) => (value.applicationId === undefined) !== (value.userRoleId === undefined), {
    message: 'validation.transfer.whoRequired',
    path: ['applicationId'],
  });
export type ItemInput = z.input<typeof itemInputSchema>;

export const idParamSchema = z.object({ id: idSchema() });
export const itemParamSchema = z.object({ id: idSchema(), itemId: idSchema() });
export const attachmentParamSchema = z.object({
  id: idSchema(),
  fileId: storable(z.string().max(36)).refine((value) => /^[0-9a-f-]{36}$/.test(value), 'validation.invalid'),
});

/* Lists ---------------------------------------------------------------------------------------- */

const statusSchema = z.coerce
  .number({ message: 'validation.invalid' })
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(5, 'validation.invalid') as unknown as z.ZodType<TransferStatus>;
const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};

export const ownListQuerySchema = z.object({ status: optional(statusSchema), ...paging });
export type OwnListParams = z.output<typeof ownListQuerySchema>;

export const approvalFilterSchema = z.object({
  search: optional(textSchema(100)),
  status: optional(statusSchema),
  officeId: optional(idSchema()),
});
export const approvalListQuerySchema = approvalFilterSchema.extend(paging);
export type ApprovalFilterParams = z.output<typeof approvalFilterSchema>;
export type ApprovalListParams = z.output<typeof approvalListQuerySchema>;

export const plannerListQuerySchema = z.object({
  search: optional(textSchema(100)),
  officeId: optional(idSchema()),
  ...paging,
});
export type PlannerListParams = z.output<typeof plannerListQuerySchema>;

export const roundListQuerySchema = z.object({ ...paging });
export type RoundListParams = z.output<typeof roundListQuerySchema>;

/* Responses ------------------------------------------------------------------------------------ */

export interface TransferPerson {
  userId: number;
  nameBn: string;
  nameEn: string;
}

/** A desk as SPEC.md §3 labels it: designation, section (if any), office. */
export interface DeskLabel {
  deskId: number;
  role: Named;
  section: Named | null;
  office: Named;
}

export interface ApplicationSummary {
  id: number;
  status: TransferStatus;
  applicant: TransferPerson;
  /** The post held when applying. */
  from: DeskLabel;
  joinedOn: string | null;
  preferredOffices: Named[];
  preferredDistricts: Named[];
  reasonExcerpt: string;
  createdAt: string;
  decidedAt: string | null;
}

export interface ApplicationAttachment {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

export interface ApplicationDetail extends ApplicationSummary {
  reason: string;
  decisionNote: string | null;
  /**
   * Who decided under which desk; `acting` when they worked the desk under a charge while its
   * holder was away (ভারপ্রাপ্ত হিসেবে), as the decision's audit row records it.
   */
  decidedBy: (TransferPerson & { desk: DeskLabel | null; acting: boolean }) | null;
  /** Where the officer went, once carried out. */
  to: DeskLabel | null;
  orderNo: string | null;
  orderDate: string | null;
  attachments: ApplicationAttachment[];
  can: { withdraw: boolean; decide: boolean; attach: boolean };
}

export interface Vacancy extends DeskLabel {
  /** Already given to someone in a round being planned. */
  plannedInRound: number | null;
}

export interface Candidate {
  userRoleId: number;
  person: TransferPerson;
  desk: DeskLabel;
  joinedOn: string | null;
  /** The approved application of the officer, if any. */
  applicationId: number | null;
}

export interface RoundSummary {
  id: number;
  title: string;
  office: Named;
  orderNo: string;
  orderDate: string;
  status: RoundStatus;
  items: number;
  createdAt: string;
  carriedOutAt: string | null;
}

export interface RoundItem {
  id: number;
  status: ItemStatus;
  applicationId: number | null;
  person: TransferPerson;
  from: DeskLabel;
  to: DeskLabel;
  /** Why it failed, in the caller's language. */
  failure: string | null;
}

export interface RoundDetail extends RoundSummary {
  items: number;
  transfers: RoundItem[];
}

export interface ExecuteResult {
  round: RoundDetail;
  done: number;
  failed: { itemId: number; status: number; message: string }[];
}

export type ApplicationPage = Page<ApplicationSummary>;
