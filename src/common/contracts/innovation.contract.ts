/**
 * Innovations (উদ্ভাবন, SPEC.md §2 /innovations, §3 Innovation, §5 rules): what an officer records,
 * its picture and proof attachments, and the workflow draft → submitted → accepted → replicated
 * (or returned to the innovator). Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { blankToUndefined, dateSchema, idSchema, intSchema, storable, textSchema } from '../validation';
import { INNOVATION_STATUSES, type InnovationStatus } from './innovation.paths';
import type { Named, Page } from './office.contract';

export {
  INNOVATION_ATTACHMENT_RULE,
  INNOVATION_PATHS,
  INNOVATION_PICTURE_RULE,
  INNOVATION_STATUSES,
  type InnovationStatus,
} from './innovation.paths';

/* The workflow -------------------------------------------------------------------------------- */

/**
 * Each action moves an innovation from one of `from` to `to`, in one conditional update. The
 * innovator submits (again after a return); the office admin or head of its office, or the super
 * admin, accepts it for piloting or returns it, and marks an accepted one replicated nation-wide.
 */
export const INNOVATION_ACTIONS = {
  submit: { from: ['draft', 'returned'], to: 'submitted', by: 'innovator' },
  accept: { from: ['submitted'], to: 'accepted', by: 'decider' },
  return: { from: ['submitted'], to: 'returned', by: 'decider' },
  replicate: { from: ['accepted'], to: 'replicated', by: 'decider' },
} as const satisfies Record<
  string,
  { from: readonly InnovationStatus[]; to: InnovationStatus; by: 'innovator' | 'decider' }
>;
export type InnovationAction = keyof typeof INNOVATION_ACTIONS;
export const INNOVATION_ACTION_NAMES = Object.keys(INNOVATION_ACTIONS) as InnovationAction[];

/** The innovator changes or deletes an innovation only while it is a draft or sent back. */
export const EDITABLE_STATUSES: readonly InnovationStatus[] = ['draft', 'returned'];

/* Files ------------------------------------------------------------------------------------- */

// The picture's and the proof's upload rules are in innovation.paths.ts (re-exported above), so the
// plain form and the proof upload check files without the validator.
export const MAX_INNOVATION_ATTACHMENTS = 10;

/* Fields ------------------------------------------------------------------------------------ */

/** '2022-23' in English digits: the second year is the first plus one (July to June). */
export function isFiscalYear(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return false;
  const first = Number(match[1]);
  return first >= 1971 && first <= 2099 && Number(match[2]) === (first + 1) % 100;
}

/** The fiscal year (July to June) of a date, written 2024-25. */
export function fiscalYearOfDate(date: Date): string {
  const start = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A budget in taka, in English digits, up to two decimals (poisha). */
export const BUDGET_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** Blank text becomes null, so a form can clear an optional field. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) => z.preprocess(blankToNull, textSchema(max).nullable().optional());

/** Bangla text is kept in NFC, so one letter is always stored (and searched) the same way. */
const nfc = (value: string) => value.normalize('NFC');

export const fiscalYearSchema = storable(
  z
    .string({ message: 'validation.innovation.fiscalYearInvalid' })
    .trim()
    .max(7, 'validation.innovation.fiscalYearInvalid'),
).refine(isFiscalYear, 'validation.innovation.fiscalYearInvalid');

export const budgetSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  storable(
    z
      .string({ message: 'validation.innovation.budgetInvalid' })
      .trim()
      .max(16, 'validation.innovation.budgetInvalid'),
  ).refine((value) => BUDGET_PATTERN.test(value), 'validation.innovation.budgetInvalid'),
);

export const urlSchema = storable(z.string().trim().max(500, 'validation.tooLong')).refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}, 'validation.innovation.urlInvalid');

export const innovationInputSchema = z.object({
  title: textSchema(300, 'validation.innovation.titleRequired').transform(nfc),
  description: textSchema(5000, 'validation.innovation.descriptionRequired').transform(nfc),
  impact: optionalText(3000),
  pilotingDetails: optionalText(3000),
  url: z.preprocess(blankToNull, urlSchema.nullable().optional()),
  fiscalYear: z.preprocess(blankToNull, fiscalYearSchema.nullable().optional()),
  budget: z.preprocess(blankToNull, budgetSchema.nullable().optional()),
  nationWide: z.boolean({ message: 'validation.invalid' }).optional(),
  pilotingDate: z.preprocess(blankToNull, dateSchema().nullable().optional()),
});
export type InnovationInput = z.input<typeof innovationInputSchema>;
export type InnovationValues = z.output<typeof innovationInputSchema>;

/** Sending back says why; accepting and replicating may add a note. */
export const transitionBodySchema = z.object({
  note: z.preprocess(blankToNull, textSchema(1000).nullable().optional()),
});
export type TransitionBody = z.input<typeof transitionBodySchema>;

export const idParamSchema = z.object({ id: idSchema() });
export const attachmentParamSchema = z.object({
  id: idSchema(),
  fileId: storable(z.string().max(36)).refine((value) => /^[0-9a-f-]{36}$/.test(value), 'validation.invalid'),
});

/* Lists ------------------------------------------------------------------------------------- */

export const INNOVATION_SORTS = ['createdAt', 'title', 'fiscalYear', 'budget', 'pilotingDate'] as const;
export type InnovationSort = (typeof INNOVATION_SORTS)[number];

export const innovationFilterSchema = z.object({
  search: z.preprocess(blankToUndefined, textSchema(100).optional()),
  status: z.preprocess(blankToUndefined, z.enum(INNOVATION_STATUSES).optional()),
  fiscalYear: z.preprocess(blankToUndefined, fiscalYearSchema.optional()),
  nationWide: z.preprocess(blankToUndefined, z.enum(['yes', 'no']).optional()),
  /** Only app admins choose the office; everyone else sees their own scope whatever is asked. */
  officeId: z.preprocess(blankToUndefined, idSchema().optional()),
  /** Only the caller's own innovations. */
  mine: z.preprocess(blankToUndefined, z.enum(['yes']).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(INNOVATION_SORTS).default('createdAt')),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('desc')),
});
export const innovationListQuerySchema = innovationFilterSchema.extend({
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
});
export type InnovationListQuery = z.input<typeof innovationListQuerySchema>;
export type InnovationListParams = z.output<typeof innovationListQuerySchema>;
export type InnovationFilterParams = z.output<typeof innovationFilterSchema>;

export interface Innovator {
  userId: number;
  nameBn: string;
  nameEn: string;
  /** The designation of the desk the innovation was recorded from. */
  designation: Named | null;
}

export interface InnovationSummary {
  id: number;
  title: string;
  status: InnovationStatus;
  fiscalYear: string | null;
  /** Taka, as typed (English digits, up to two decimals). */
  budget: string | null;
  nationWide: boolean;
  pilotingDate: string | null;
  office: Named;
  innovator: Innovator;
  hasPicture: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface InnovationAttachment {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

export interface InnovationDetail extends InnovationSummary {
  description: string;
  impact: string | null;
  pilotingDetails: string | null;
  url: string | null;
  decisionNote: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  decidedBy: { nameBn: string; nameEn: string } | null;
  /** The serving path of the picture, versioned by the file; null without one. */
  pictureUrl: string | null;
  attachments: InnovationAttachment[];
  /** What the caller may do now, so the screen offers only that. */
  can: { edit: boolean; delete: boolean; submit: boolean; decide: boolean };
}

export type InnovationPage = Page<InnovationSummary>;

/** The figures above the list, in the list's scope. */
export interface InnovationFigures {
  /** The current fiscal year (Dhaka date), e.g. 2025-26. */
  fiscalYear: string;
  total: number;
  thisFiscalYear: number;
  nationWide: number;
  byStatus: Record<InnovationStatus, number>;
}
