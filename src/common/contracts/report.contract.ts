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
import {
  type LogAction,
  OFFICE_WISE_STATES,
  type OfficeWiseState,
  type PeriodDates,
  REPORT_FREQUENCIES,
  REPORT_STAGES,
  type ReportFrequency,
  type ReportStage,
  type ResponseStatus,
} from './report.paths';

export {
  bdToday,
  currentPeriod,
  fiscalYearLabel,
  fiscalYearOf,
  type LogAction,
  OFFICE_WISE_STATES,
  type OfficeWiseState,
  PERIODS_PER_YEAR,
  type PeriodDates,
  periodDates,
  REPORT_FREQUENCIES,
  REPORT_PATHS,
  REPORT_STAGES,
  RESPONSE_STATUS,
  RESPONSE_STATUSES,
  type ReportFrequency,
  type ReportStage,
  type ResponseStatus,
  STAGE_STATUS,
} from './report.paths';

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
