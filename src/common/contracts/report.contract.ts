/**
 * Report management (প্রতিবেদন ব্যবস্থাপনা, SPEC.md §2 /report-mgt, §4 report flow, §6 report menu,
 * §7 every report-mgt call by its exact path and method). A controlling office defines a periodic
 * report and assigns it to offices; each office names permitted desks for the three stages; each
 * period's response goes creation → verification → approval → submitted to the asking office.
 * Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { MB, type UploadRule } from '../file-types';
import { blankToUndefined, idSchema, intSchema, storable, textSchema } from '../validation';
import type { Named, Page } from './office.contract';

const BASE = '/api/report-mgt';
/** SPEC.md §7's report table, at exactly its paths; the few additions say why. */
export const REPORT_PATHS = {
  dashboardInfo: `${BASE}/dashboard-info`,
  updateConfig: `${BASE}/update-config`,
  ownOfficeReports: `${BASE}/own-office-reports/`,
  permittedDesksOf: (id: number | string) => `${BASE}/permitted-desks/${id}`,
  permittedDesks: `${BASE}/permitted-desks`,
  removePermittedDesk: (id: number | string) => `${BASE}/remove-permitted-desk/${id}`,
  askedReports: `${BASE}/asked-reports/`,
  askedReportsByOffice: (officeId: number | string) => `${BASE}/asked-reports-byoffice/${officeId}`,
  pendingReports: `${BASE}/pending-reports`,
  creationPending: `${BASE}/creation-pending-reports`,
  verificationPending: `${BASE}/verification-pending-reports`,
  approvalPending: `${BASE}/approval-pending-reports`,
  submittedReports: `${BASE}/submitted-reports`,
  submittedReportsByOffice: `${BASE}/submitted-reports-by-office`,
  sendBackToCreator: `${BASE}/send-back-report-to-creator/`,
  verify: `${BASE}/verify-report`,
  sendBackToVerifier: `${BASE}/send-back-report-to-verifier/`,
  approve: `${BASE}/approve-report`,
  createResponse: `${BASE}/create-report-response`,
  details: (id: number | string) => `${BASE}/my-report-details/${id}`,
  sendBack: (id: number | string) => `${BASE}/sendback-report/${id}`,
  removeAttachment: (id: number | string, fileId: string) =>
    `${BASE}/remove-report-attachment/${id}/${fileId}`,
  submitLogByCode: `${BASE}/report-submit-log-by-code`,
  yearlySummary: `${BASE}/yearly-report-summary`,
  officeAssignment: `${BASE}/office-assignment-update`,
  test: `${BASE}/test-report`,
  /* Additions (docs/decisions.md): uploading and reading an attachment, the office-wise view of one
   * period, the offices a report can be assigned to, reminders, and the Excel files. */
  attachments: (id: number | string) => `${BASE}/report-attachments/${id}`,
  attachment: (id: number | string, fileId: string) => `${BASE}/report-attachments/${id}/${fileId}`,
  officeWise: `${BASE}/office-wise-reports`,
  officeWiseExport: `${BASE}/office-wise-reports/export`,
  summaryExport: `${BASE}/yearly-report-summary/export`,
  assignableOffices: `${BASE}/assignable-offices`,
  officeDesks: `${BASE}/office-desks`,
  remind: `${BASE}/send-reminders`,
} as const;

/* Frequencies, periods, stages -------------------------------------------------------------- */

export const REPORT_FREQUENCIES = ['monthly', 'quarterly', 'half-yearly', 'yearly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
/** Periods in one fiscal year (July–June) of each frequency. */
export const PERIODS_PER_YEAR: Record<ReportFrequency, number> = {
  monthly: 12,
  quarterly: 4,
  'half-yearly': 2,
  yearly: 1,
};

/** 1 creation (draft or sent back), 2 verification, 3 approval, 4 submitted to the asking office. */
export const RESPONSE_STATUS = { creation: 1, verification: 2, approval: 3, submitted: 4 } as const;
export type ResponseStatus = 1 | 2 | 3 | 4;
export const RESPONSE_STATUSES: readonly ResponseStatus[] = [1, 2, 3, 4];
/** The stages a desk is permitted for; a stage is the status its desk works. */
export const REPORT_STAGES = ['creator', 'verifier', 'approver'] as const;
export type ReportStage = (typeof REPORT_STAGES)[number];
export const STAGE_STATUS: Record<ReportStage, ResponseStatus> = { creator: 1, verifier: 2, approver: 3 };

export type LogAction = 'create' | 'update' | 'forward' | 'send-back' | 'verify' | 'approve' | 'submit';

/** The fiscal year (its starting July's year) a date falls in, at Bangladesh time. */
export function fiscalYearOf(date: Date): number {
  const local = new Date(date.getTime() + 6 * 3600_000);
  return local.getUTCMonth() >= 6 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
}
/** 2025 → '2025-26'. */
export const fiscalYearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export interface PeriodDates {
  /** First and last day of the period, and the day its response is due. */
  start: string;
  end: string;
  due: string;
}

/**
 * The dates of period `periodNo` of a fiscal year: months counted from July. A response is due on
 * the report's due day of the month after the period ends (docs/decisions.md).
 */
export function periodDates(
  frequency: ReportFrequency,
  fiscalYear: number,
  periodNo: number,
  dueDay: number,
): PeriodDates {
  const months = 12 / PERIODS_PER_YEAR[frequency];
  const firstIndex = (periodNo - 1) * months; // 0 = July
  const lastIndex = firstIndex + months - 1;
  const calendar = (index: number) => ({
    year: fiscalYear + (index >= 6 ? 1 : 0),
    month: ((index + 6) % 12) + 1,
  });
  const first = calendar(firstIndex);
  const last = calendar(lastIndex);
  const dueMonth =
    last.month === 12 ? { year: last.year + 1, month: 1 } : { year: last.year, month: last.month + 1 };
  return {
    start: iso(first.year, first.month, 1),
    end: iso(last.year, last.month, daysIn(last.year, last.month)),
    due: iso(dueMonth.year, dueMonth.month, Math.min(dueDay, daysIn(dueMonth.year, dueMonth.month))),
  };
}

/** Today at Bangladesh time, as yyyy-mm-dd. */
export const bdToday = (now = new Date()) =>
  new Date(now.getTime() + 6 * 3600_000).toISOString().slice(0, 10);

/**
 * The period a response is now being collected for: the latest period that has ended (its response
 * is due next); before the first period of a year ends, the last period of the year before.
 */
export function currentPeriod(frequency: ReportFrequency, dueDay: number, now = new Date()) {
  const today = bdToday(now);
  let fiscalYear = fiscalYearOf(now);
  for (let guard = 0; guard < 3; guard++, fiscalYear--) {
    for (let periodNo = PERIODS_PER_YEAR[frequency]; periodNo >= 1; periodNo--) {
      const dates = periodDates(frequency, fiscalYear, periodNo, dueDay);
      if (dates.end < today) return { fiscalYear, periodNo, ...dates };
    }
  }
  return { fiscalYear, periodNo: 1, ...periodDates(frequency, fiscalYear, 1, dueDay) };
}

/* Report definitions ------------------------------------------------------------------------ */

export const REPORT_FIELD_TYPES = ['number', 'text', 'date'] as const;
export type ReportFieldType = (typeof REPORT_FIELD_TYPES)[number];
export const MAX_REPORT_FIELDS = 30;
export const MAX_EXPECTED_ATTACHMENTS = 10;
export const FIELD_VALUE_MAX = 2000;

const fieldKeySchema = storable(
  z.string({ message: 'validation.report.fieldKey' }).trim().max(40, 'validation.tooLong'),
).refine((value) => /^[a-z][a-z0-9_]{0,39}$/.test(value), 'validation.report.fieldKey');

export const reportFieldSchema = z.object({
  key: fieldKeySchema,
  labelBn: textSchema(200, 'validation.report.fieldLabel'),
  labelEn: textSchema(200, 'validation.report.fieldLabel'),
  type: z.enum(REPORT_FIELD_TYPES, { message: 'validation.invalid' }),
  required: z.boolean({ message: 'validation.invalid' }).optional().default(false),
});
export type ReportField = z.output<typeof reportFieldSchema>;

export const expectedAttachmentSchema = z.object({
  nameBn: textSchema(200, 'validation.report.attachmentName'),
  nameEn: textSchema(200, 'validation.report.attachmentName'),
  required: z.boolean({ message: 'validation.invalid' }).optional().default(false),
});
export type ExpectedAttachment = z.output<typeof expectedAttachmentSchema>;

const codeSchema = storable(
  z
    .string({ message: 'validation.report.codeRequired' })
    .trim()
    .min(1, 'validation.report.codeRequired')
    .max(30, 'validation.tooLong'),
).refine((value) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,29}$/.test(value), 'validation.report.codeInvalid');

/** `update-config`: a new report (no id) or a change of one the caller's office defines. */
export const reportConfigSchema = z
  .object({
    id: z.preprocess(blankToUndefined, idSchema().optional()),
    code: codeSchema,
    titleBn: textSchema(300, 'validation.report.titleRequired'),
    titleEn: textSchema(300, 'validation.report.titleRequired'),
    description: z.preprocess(blankToUndefined, textSchema(2000).optional()),
    frequency: z.enum(REPORT_FREQUENCIES, { message: 'validation.report.frequencyRequired' }),
    dueDay: intSchema(1, 28, 'validation.report.dueDay'),
    fields: z
      .array(reportFieldSchema)
      .min(1, 'validation.report.fieldsRequired')
      .max(MAX_REPORT_FIELDS, 'validation.report.tooManyFields'),
    attachments: z
      .array(expectedAttachmentSchema)
      .max(MAX_EXPECTED_ATTACHMENTS, 'validation.tooLong')
      .optional()
      .default([]),
    active: z.boolean({ message: 'validation.invalid' }).optional().default(true),
  })
  .refine((value) => new Set(value.fields.map((field) => field.key)).size === value.fields.length, {
    message: 'validation.report.fieldKeyDuplicate',
    path: ['fields'],
  });
export type ReportConfigInput = z.input<typeof reportConfigSchema>;
export type ReportConfig = z.output<typeof reportConfigSchema>;

export const MAX_ASSIGN_OFFICES = 1000;
/** `office-assignment-update`: assign or withdraw offices, or assign every office the caller's office controls. */
export const officeAssignmentSchema = z
  .object({
    reportId: idSchema(),
    officeIds: z.array(idSchema()).max(MAX_ASSIGN_OFFICES, 'validation.tooLong').optional().default([]),
    assigned: z.boolean({ message: 'validation.invalid' }),
    allControlled: z.boolean({ message: 'validation.invalid' }).optional().default(false),
  })
  .refine((value) => value.officeIds.length > 0 || value.allControlled, {
    message: 'validation.report.officesRequired',
    path: ['officeIds'],
  });
export type OfficeAssignmentInput = z.input<typeof officeAssignmentSchema>;

export const permittedDeskSchema = z.object({
  reportId: idSchema(),
  deskId: idSchema('validation.report.deskRequired'),
  stage: z.enum(REPORT_STAGES, { message: 'validation.report.stageRequired' }),
});
export type PermittedDeskInput = z.input<typeof permittedDeskSchema>;

/* Responses --------------------------------------------------------------------------------- */

export const fieldValueSchema = z.object({
  key: fieldKeySchema,
  value: textSchema(FIELD_VALUE_MAX),
});

/** `create-report-response`: fill (or refill) the period's response; `forward` sends it to the verifier. */
export const responseInputSchema = z.object({
  reportId: idSchema(),
  fiscalYear: intSchema(2000, 2100, 'validation.report.period'),
  periodNo: intSchema(1, 12, 'validation.report.period'),
  values: z.array(fieldValueSchema).max(MAX_REPORT_FIELDS, 'validation.tooLong'),
  comment: z.preprocess(blankToUndefined, textSchema(1000).optional()),
  forward: z.boolean({ message: 'validation.invalid' }).optional().default(false),
});
export type ResponseInput = z.input<typeof responseInputSchema>;
export type ResponseParams = z.output<typeof responseInputSchema>;

/** A step of the workflow on one response; sending back says why. */
export const stepInputSchema = z.object({
  responseId: idSchema(),
  comment: z.preprocess(blankToUndefined, textSchema(1000).optional()),
});
export type StepInput = z.input<typeof stepInputSchema>;

export const submitLogSchema = z.object({
  code: codeSchema,
  officeId: z.preprocess(blankToUndefined, idSchema().optional()),
  fiscalYear: z.preprocess(blankToUndefined, intSchema(2000, 2100, 'validation.report.period').optional()),
});

export const yearlySummarySchema = z.object({
  reportId: idSchema(),
  fiscalYear: intSchema(2000, 2100, 'validation.report.period'),
});
export const yearlySummaryQuerySchema = z.object({
  reportId: idSchema(),
  fiscalYear: intSchema(2000, 2100, 'validation.report.period'),
});

export const idParamSchema = z.object({ id: idSchema() });
export const officeParamSchema = z.object({ officeId: idSchema() });
const fileIdSchema = storable(z.string().max(36)).refine(
  (value) => /^[0-9a-f-]{36}$/.test(value),
  'validation.invalid',
);
export const removeAttachmentParamSchema = z.object({ id: idSchema(), id2: fileIdSchema });
export const attachmentParamSchema = z.object({ id: idSchema(), fileId: fileIdSchema });

/** Documents beside the figures: a PDF, an image or an Office file, 10 MB each, 10 per response. */
export const REPORT_ATTACHMENT_RULE: UploadRule = { kinds: ['pdf', 'image', 'office'], maxBytes: 10 * MB };
export const MAX_REPORT_ATTACHMENTS = 10;

/* Lists ------------------------------------------------------------------------------------- */

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};

export const reportListQuerySchema = z.object({ search: optional(textSchema(100)), ...paging });
export type ReportListQuery = z.input<typeof reportListQuerySchema>;

export const responseListQuerySchema = z.object({
  search: optional(textSchema(100)),
  reportId: optional(idSchema()),
  fiscalYear: optional(intSchema(2000, 2100)),
  ...paging,
});
export type ResponseListQuery = z.input<typeof responseListQuerySchema>;

export const submittedQuerySchema = responseListQuerySchema.extend({
  periodNo: optional(intSchema(1, 12)),
  late: optional(z.enum(['yes', 'no'], { message: 'validation.invalid' })),
});
export type SubmittedQuery = z.input<typeof submittedQuerySchema>;
export const submittedExportSchema = submittedQuerySchema.omit({ page: true, pageSize: true });

export const byOfficeQuerySchema = responseListQuerySchema.extend({ officeId: idSchema() });
export type ByOfficeQuery = z.input<typeof byOfficeQuerySchema>;

export const OFFICE_WISE_STATES = ['submitted', 'late', 'in-progress', 'missing'] as const;
export type OfficeWiseState = (typeof OFFICE_WISE_STATES)[number];
export const officeWiseFilterSchema = z.object({
  reportId: idSchema(),
  fiscalYear: intSchema(2000, 2100, 'validation.report.period'),
  periodNo: intSchema(1, 12, 'validation.report.period'),
  state: optional(z.enum(OFFICE_WISE_STATES, { message: 'validation.invalid' })),
  search: optional(textSchema(100)),
});
export const officeWiseQuerySchema = officeWiseFilterSchema.extend(paging);
export type OfficeWiseQuery = z.input<typeof officeWiseQuerySchema>;

export const assignableQuerySchema = z.object({
  reportId: idSchema(),
  search: optional(textSchema(100)),
  ...paging,
});
export const remindSchema = z.object({
  reportId: idSchema(),
  fiscalYear: intSchema(2000, 2100, 'validation.report.period'),
  periodNo: intSchema(1, 12, 'validation.report.period'),
});
export const dashboardQuerySchema = z.object({
  fiscalYear: optional(intSchema(2000, 2100)),
  reportId: optional(idSchema()),
});

/* Responses of the API ---------------------------------------------------------------------- */

export interface DeskLabel {
  deskId: number;
  /** Role, section and office (SPEC.md §3 desk label), in both languages. */
  labelBn: string;
  labelEn: string;
  holderBn: string | null;
  holderEn: string | null;
}

export interface ReportDefinition {
  id: number;
  code: string;
  titleBn: string;
  titleEn: string;
  description: string | null;
  frequency: ReportFrequency;
  dueDay: number;
  fields: ReportField[];
  attachments: ExpectedAttachment[];
  active: boolean;
  ownerOffice: Named;
  assignedOffices: number;
  createdAt: string;
}

/** A report asked of an office, with the response of the period being collected now. */
export interface AssignedReport {
  report: Pick<ReportDefinition, 'id' | 'code' | 'titleBn' | 'titleEn' | 'frequency' | 'dueDay'> & {
    ownerOffice: Named;
  };
  office: Named;
  current: {
    fiscalYear: number;
    periodNo: number;
    due: string;
    responseId: number | null;
    status: ResponseStatus | null;
  };
  /** The caller's desk's stages for this report in its office. */
  stages: ReportStage[];
}

export interface ResponseSummary {
  id: number;
  report: { id: number; code: string; titleBn: string; titleEn: string; frequency: ReportFrequency };
  office: Named;
  fiscalYear: number;
  periodNo: number;
  periodEnd: string;
  dueDate: string;
  status: ResponseStatus;
  /** Sent back to the stage it is at. */
  returned: boolean;
  late: boolean;
  submittedAt: string | null;
  updatedAt: string;
}

export interface LogEntry {
  id: number;
  responseId: number;
  fiscalYear: number;
  periodNo: number;
  action: LogAction;
  fromStatus: ResponseStatus | null;
  toStatus: ResponseStatus;
  desk: DeskLabel | null;
  comment: string | null;
  at: string;
}

export interface ReportAttachment {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

export interface ResponseDetail extends ResponseSummary {
  definition: ReportDefinition;
  values: { key: string; value: string }[];
  attachments: ReportAttachment[];
  log: LogEntry[];
  can: {
    edit: boolean;
    forward: boolean;
    verify: boolean;
    sendBackToCreator: boolean;
    approve: boolean;
    sendBackToVerifier: boolean;
    attach: boolean;
  };
}

export interface PermittedDesk {
  id: number;
  reportId: number;
  officeId: number;
  stage: ReportStage;
  desk: DeskLabel;
}

export interface OfficeWiseRow {
  office: Named;
  state: OfficeWiseState;
  responseId: number | null;
  status: ResponseStatus | null;
  submittedAt: string | null;
}

export interface SummaryPeriod {
  periodNo: number;
  start: string;
  end: string;
  due: string;
  assigned: number;
  submitted: number;
  onTime: number;
  late: number;
  inProgress: number;
  missing: number;
}
export interface YearlySummary {
  report: Pick<ReportDefinition, 'id' | 'code' | 'titleBn' | 'titleEn' | 'frequency'>;
  fiscalYear: number;
  assigned: number;
  periods: SummaryPeriod[];
  totals: Omit<SummaryPeriod, 'periodNo' | 'start' | 'end' | 'due'>;
}

export interface SubmitLog {
  report: Pick<ReportDefinition, 'id' | 'code' | 'titleBn' | 'titleEn' | 'frequency' | 'dueDay' | 'fields'>;
  office: Named;
  fiscalYear: number;
  periods: (PeriodDates & { periodNo: number; response: ResponseSummary | null })[];
  log: LogEntry[];
  stages: ReportStage[];
}

export interface SendBackInfo {
  responseId: number;
  comment: string | null;
  desk: DeskLabel | null;
  at: string;
  toStatus: ResponseStatus;
}

export interface ReportDashboard {
  fiscalYear: number;
  /** The caller's office: its responses by status, and reports whose current period has no response. */
  own: { creation: number; verification: number; approval: number; submitted: number; notStarted: number };
  /** The caller's desk's waiting work. */
  desk: { creation: number; verification: number; approval: number };
  /** As the asking office, for one of its reports (the first unless chosen). */
  asked: null | {
    report: Pick<ReportDefinition, 'id' | 'code' | 'titleBn' | 'titleEn'>;
    reports: Pick<ReportDefinition, 'id' | 'code' | 'titleBn' | 'titleEn'>[];
    assigned: number;
    byPeriod: { periodNo: number; onTime: number; late: number; inProgress: number; missing: number }[];
    lateOffices: { office: Named; late: number }[];
  };
}

export type ReportPage = Page<ReportDefinition>;
export type ResponsePage = Page<ResponseSummary>;
