/**
 * Leave (ছুটি, SPEC.md §2 /leaveapplications, /leavebalance, /leaveapprovers, /leavehistory,
 * /leaveapprovals; DOMAIN.md's leave rules): an officer applies, the chain of approving desks of the
 * office decides one desk at a time, the balance follows from the rules and the history. Days are
 * working days (no Friday, Saturday or public holiday) except for the leave counted in calendar days.
 * Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { MB, type UploadRule } from '../file-types';
import {
  blankToUndefined,
  dateSchema,
  idSchema,
  intSchema,
  storable,
  textSchema,
  toEnglishDigits,
} from '../validation';
import { LEAVE_STATUSES, LEAVE_TYPES, type LeaveStatus, type LeaveType } from './leave.paths';
import type { Named, Page } from './office.contract';

export { LEAVE_PATHS, LEAVE_STATUSES, LEAVE_TYPES, type LeaveStatus, type LeaveType } from './leave.paths';

/* Leave types and their rules ----------------------------------------------------------------- */

/**
 * How the balance of a type is found:
 * - yearly: `perYear` days each calendar year, not carried over (casual, optional);
 * - accrual: days on duty divided by `accrualDivisor` (earned leave: 11 full pay, 12 half pay);
 * - periodic: `perPeriod` days once every `periodYears` years after as many years of service (R&R);
 * - times: `times` applications of `maxDays` in the whole service (maternity, post-retirement);
 * - none: by order, no balance (extraordinary, study, quarantine).
 */
export type BalanceRule =
  | { kind: 'yearly'; perYear: number }
  | { kind: 'accrual'; accrualDivisor: number }
  | { kind: 'periodic'; perPeriod: number; periodYears: number }
  | { kind: 'times'; times: number }
  | { kind: 'none' };

export interface LeaveRule {
  /** Working days skip Friday, Saturday and public holidays; calendar days count every day. */
  counting: 'working' | 'calendar';
  /** The most days one application may ask for; null where only the balance limits it. */
  maxDays: number | null;
  /** A supporting document (medical certificate, order, admission letter) must be attached. */
  documentRequired: boolean;
  /** Only for female officers. */
  femaleOnly?: boolean;
  balance: BalanceRule;
}

export const LEAVE_RULES: Record<LeaveType, LeaveRule> = {
  casual: {
    counting: 'working',
    maxDays: 10,
    documentRequired: false,
    balance: { kind: 'yearly', perYear: 20 },
  },
  earned_full: {
    counting: 'working',
    maxDays: 120,
    documentRequired: false,
    balance: { kind: 'accrual', accrualDivisor: 11 },
  },
  earned_half: {
    counting: 'working',
    maxDays: 365,
    documentRequired: false,
    balance: { kind: 'accrual', accrualDivisor: 12 },
  },
  rest_recreation: {
    counting: 'working',
    maxDays: 15,
    documentRequired: false,
    balance: { kind: 'periodic', perPeriod: 15, periodYears: 3 },
  },
  maternity: {
    counting: 'calendar',
    maxDays: 180,
    documentRequired: true,
    femaleOnly: true,
    balance: { kind: 'times', times: 2 },
  },
  optional: {
    counting: 'working',
    maxDays: 3,
    documentRequired: false,
    balance: { kind: 'yearly', perYear: 3 },
  },
  extraordinary: { counting: 'working', maxDays: 365, documentRequired: false, balance: { kind: 'none' } },
  study: { counting: 'working', maxDays: 365, documentRequired: true, balance: { kind: 'none' } },
  quarantine: { counting: 'working', maxDays: 21, documentRequired: true, balance: { kind: 'none' } },
  post_retirement: {
    counting: 'calendar',
    maxDays: 365,
    documentRequired: true,
    balance: { kind: 'times', times: 1 },
  },
};

/** Leave taken while not on duty: earned leave does not accrue over these days. */
export const OFF_DUTY_TYPES: readonly LeaveType[] = LEAVE_TYPES.filter(
  (type) => type !== 'casual' && type !== 'optional',
);

/** Days a leave may start before today (a casual leave is often written up after the day). */
export const BACKDATE_DAYS = 30;
/** The furthest ahead a leave may start, and its longest span in calendar days. */
export const AHEAD_DAYS = 366;
export const MAX_SPAN_DAYS = 366;

/* Statuses ------------------------------------------------------------------------------------ */

/** The applicant may still change or withdraw it: nothing is decided. */
export const EDITABLE_STATUSES: readonly LeaveStatus[] = ['draft', 'returned'];
export const CANCELLABLE_STATUSES: readonly LeaveStatus[] = ['draft', 'pending', 'returned'];
/** Days of these statuses come off the balance (pending ones are held until decided). */
export const HELD_STATUSES: readonly LeaveStatus[] = ['pending', 'approved'];

export const LEAVE_DECISIONS = ['approve', 'forward', 'return', 'reject'] as const;
export type LeaveDecision = (typeof LEAVE_DECISIONS)[number];

/** Steps written to an application's trail. */
export type LeaveActionKind = 'submit' | 'forward' | 'approve' | 'return' | 'reject' | 'cancel';

export const LEAVE_ATTACHMENT_RULE: UploadRule = { kinds: ['image', 'pdf', 'office'], maxBytes: 5 * MB };
export const MAX_LEAVE_ATTACHMENTS = 5;
/** The longest chain of approving desks. */
export const MAX_CHAIN = 6;

/* Inputs -------------------------------------------------------------------------------------- */

const nfc = (value: string) => value.normalize('NFC');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const leaveTypeSchema = z.enum(LEAVE_TYPES, { message: 'validation.leave.typeRequired' });

export const leaveInputSchema = z
  .object({
    leaveType: leaveTypeSchema,
    fromDate: dateSchema('validation.leave.fromRequired'),
    toDate: dateSchema('validation.leave.toRequired'),
    reason: textSchema(1000, 'validation.leave.reasonRequired').transform(nfc),
    addressDuringLeave: textSchema(500, 'validation.leave.addressRequired').transform(nfc),
    /** The desk of the office whose holder takes charge meanwhile. */
    chargeDeskId: optional(idSchema()),
  })
  .refine((value) => value.toDate >= value.fromDate, {
    message: 'validation.leave.toBeforeFrom',
    path: ['toDate'],
  });
export type LeaveInput = z.input<typeof leaveInputSchema>;
export type LeaveValues = z.output<typeof leaveInputSchema>;

export const decisionInputSchema = z.object({
  action: z.enum(LEAVE_DECISIONS, { message: 'validation.invalid' }),
  note: optional(textSchema(1000).transform(nfc)),
  /** On approval: the desk whose holder takes the applicant's charge, when the approver changes it. */
  chargeDeskId: optional(idSchema()),
});
export type DecisionInput = z.input<typeof decisionInputSchema>;

export const daysQuerySchema = z.object({
  leaveType: leaveTypeSchema,
  fromDate: dateSchema('validation.leave.fromRequired'),
  toDate: dateSchema('validation.leave.toRequired'),
});

export const idParamSchema = z.object({ id: idSchema() });
export const attachmentParamSchema = z.object({
  id: idSchema(),
  fileId: storable(z.string().max(36)).refine((value) => /^[0-9a-f-]{36}$/.test(value), 'validation.invalid'),
});

export const chainInputSchema = z.object({
  /** Null: the office's chain for every type without its own. */
  leaveType: z.preprocess(blankToUndefined, leaveTypeSchema.optional()),
  /** In order; an empty list removes the chain. */
  deskIds: z
    .array(idSchema(), { message: 'validation.invalid' })
    .max(MAX_CHAIN, 'validation.leave.chainTooLong'),
});
export type ChainInput = z.input<typeof chainInputSchema>;

export const holidayInputSchema = z.object({
  day: dateSchema(),
  nameBn: textSchema(200, 'validation.leave.holidayNameRequired').transform(nfc),
  nameEn: textSchema(200, 'validation.leave.holidayNameRequired'),
  moving: z.boolean({ message: 'validation.invalid' }).optional().default(false),
});
export type HolidayInput = z.input<typeof holidayInputSchema>;
export const holidayParamSchema = z.object({ day: dateSchema() });
export const balanceQuerySchema = z.object({
  year: z.preprocess(blankToUndefined, intSchema(2000, 2100).optional()),
});
export const holidayQuerySchema = z.object({
  year: z.preprocess(blankToUndefined, intSchema(2000, 2100).optional()),
});

const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};

export const ownListQuerySchema = z.object({
  status: optional(z.enum(LEAVE_STATUSES, { message: 'validation.invalid' })),
  leaveType: optional(leaveTypeSchema),
  ...paging,
});
export type OwnListParams = z.output<typeof ownListQuerySchema>;

/** 'own': applicants of the caller's office; 'other': of other offices; both when absent. */
export const queueQuerySchema = z.object({
  scope: optional(z.enum(['own', 'other'], { message: 'validation.invalid' })),
  leaveType: optional(leaveTypeSchema),
  search: optional(textSchema(100)),
  ...paging,
});
export type QueueParams = z.output<typeof queueQuerySchema>;

export const historyFilterSchema = z.object({
  /** 'own' (the default): the caller's leave; 'office': the office's, for its admin and head. */
  scope: optional(z.enum(['own', 'office'], { message: 'validation.invalid' })),
  status: optional(z.enum(LEAVE_STATUSES, { message: 'validation.invalid' })),
  leaveType: optional(leaveTypeSchema),
  from: optional(dateSchema()),
  to: optional(dateSchema()),
  search: optional(textSchema(100)),
});
export const historyQuerySchema = historyFilterSchema.extend(paging);
export type HistoryFilterParams = z.output<typeof historyFilterSchema>;
export type HistoryParams = z.output<typeof historyQuerySchema>;

/* Responses ----------------------------------------------------------------------------------- */

export interface LeavePerson {
  userId: number;
  nameBn: string;
  nameEn: string;
}

export interface LeaveDesk {
  deskId: number;
  /** Role, section and office names (SPEC.md §3 desk label), each language. */
  labelBn: string;
  labelEn: string;
  officeId: number;
  holder: LeavePerson | null;
}

export interface LeaveSummary {
  id: number;
  leaveType: LeaveType;
  status: LeaveStatus;
  fromDate: string;
  toDate: string;
  days: number;
  applicant: LeavePerson;
  office: Named;
  /** The desk deciding now (pending only). */
  currentDesk: LeaveDesk | null;
  step: number;
  steps: number;
  submittedAt: string | null;
  decidedAt: string | null;
  createdAt: string;
}

export interface LeaveAction {
  id: number;
  action: LeaveActionKind;
  by: LeavePerson;
  deskLabelBn: string | null;
  deskLabelEn: string | null;
  /** Taken under a charge of the desk while its holder was away (ভারপ্রাপ্ত হিসেবে). */
  acting: boolean;
  note: string | null;
  createdAt: string;
}

export interface LeaveAttachment {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

export interface LeaveDetail extends LeaveSummary {
  reason: string;
  addressDuringLeave: string;
  chargeDesk: LeaveDesk | null;
  decisionNote: string | null;
  chain: LeaveDesk[];
  actions: LeaveAction[];
  attachments: LeaveAttachment[];
  /** The applicant's account of this leave type today (ছুটির হিসাব), as the deciding desk checks it. */
  applicantBalance: LeaveBalanceRow | null;
  can: {
    edit: boolean;
    submit: boolean;
    cancel: boolean;
    attach: boolean;
    /** The decisions the caller's desk may make now. */
    decide: LeaveDecision[];
  };
}

export type LeavePage = Page<LeaveSummary>;

export interface LeaveBalanceRow {
  leaveType: LeaveType;
  /** Days the rules give now; null where leave is by order without a balance. */
  entitled: number | null;
  /** Approved days counted against it (this year for yearly leave, the period for R&R, all service otherwise). */
  used: number;
  /** Days of applications waiting for a decision, held until decided. */
  pending: number;
  /** What may still be asked for; null without a balance. */
  available: number | null;
}

export interface LeaveBalance {
  year: number;
  /** Days on duty since joining, which earned leave accrues on. */
  dutyDays: number;
  joiningDate: string | null;
  rows: LeaveBalanceRow[];
}

export interface ApproverChain {
  leaveType: LeaveType | null;
  desks: LeaveDesk[];
}

export interface Holiday {
  day: string;
  nameBn: string;
  nameEn: string;
  moving: boolean;
}

export interface LeaveDays {
  days: number;
  /** The holidays and weekly holidays skipped, for the form's note. */
  skipped: number;
}

/* Who covers whom: the office's month of absences and charges ---------------------------------- */

export const coverQuerySchema = z.object({
  /** The month as yyyy-mm (English or Bangla digits); the current month when left out. */
  month: optional(
    storable(z.string({ message: 'validation.invalid' }).trim().max(7, 'validation.invalid'))
      .transform(toEnglishDigits)
      .refine((value) => /^(20\d\d|2100)-(0[1-9]|1[0-2])$/.test(value), 'validation.invalid'),
  ),
  /** Another office than the caller's: only the app admins read it. */
  officeId: optional(idSchema()),
});
export type CoverParams = z.output<typeof coverQuerySchema>;

export interface CoverCharge {
  chargeId: number;
  acting: LeavePerson;
  kind: 'current' | 'additional';
  /** The charge's own first and last day (the last is the day it was ended, when ended early). */
  fromDate: string;
  toDate: string;
  /** Days of the month (1..31) the charge covers within the absence. */
  days: number[];
}

export interface CoverAbsence {
  applicationId: number;
  applicant: LeavePerson;
  desk: { deskId: number; nameBn: string; nameEn: string };
  leaveType: LeaveType;
  fromDate: string;
  toDate: string;
  /** Days of the month (1..31) the officer is away. */
  days: number[];
  covers: CoverCharge[];
  /** Days away with no one holding the desk's charge. */
  uncovered: number[];
}

export interface CoverMonth {
  month: string;
  officeId: number;
  /** Days in the month (28..31). */
  daysInMonth: number;
  items: CoverAbsence[];
}
