/**
 * Inspections (পরিদর্শন, SPEC.md §2 /inspection-mgt, /tour-plan, /visit-report,
 * /visit-feedback-progress): versioned checklist templates, the general-information template,
 * settings and entry permissions, monthly targets, tour plans approved in advance by the controlling
 * desk, the inspection of a planned visit (checklist answers, GPS position, photos) and the
 * recommendations it raises, followed by compliance updates to closure. Messages are keys of
 * common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { MB, type UploadRule } from '../file-types';
import { blankToUndefined, dateSchema, idSchema, intSchema, storable, textSchema } from '../validation';
import {
  DEADLINE_DAYS,
  INSPECTION_STATUSES,
  type InspectionStatus,
  ITEM_TYPES,
  type ItemType,
  PLAN_SCOPES,
  PLAN_STATUSES,
  type PlanStatus,
  RECOMMENDATION_SCOPES,
  RECOMMENDATION_STATUSES,
  type RecommendationStatus,
  TEMPLATE_KINDS,
  type TemplateKind,
} from './inspection.paths';
import type { Named, Page } from './office.contract';

export * from './inspection.paths';

/* Templates ------------------------------------------------------------------------------------ */

export const MAX_SECTIONS = 30;
export const MAX_ITEMS_PER_SECTION = 60;
export const MAX_SCORE = 100;

const nfc = (value: string) => value.normalize('NFC');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const itemTypeSchema = z.enum(ITEM_TYPES, { message: 'validation.inspection.itemTypeRequired' });
const keySchema = storable(z.string().max(20)).refine(
  (value) => /^[a-z0-9_-]{1,20}$/.test(value),
  'validation.invalid',
);

export const templateItemSchema = z.object({
  /** Stable within a template's versions, so answers of different versions can be compared. */
  key: keySchema,
  labelBn: textSchema(300, 'validation.inspection.itemLabelRequired').transform(nfc),
  labelEn: optional(textSchema(300)),
  type: itemTypeSchema,
  required: z.boolean({ message: 'validation.invalid' }).optional().default(false),
  /** The highest score of a 'score' item (1 to 100). */
  maxScore: optional(intSchema(1, MAX_SCORE)),
});
export type TemplateItem = z.output<typeof templateItemSchema>;

export const templateSectionSchema = z.object({
  titleBn: textSchema(200, 'validation.inspection.sectionTitleRequired').transform(nfc),
  titleEn: optional(textSchema(200)),
  items: z
    .array(templateItemSchema, { message: 'validation.invalid' })
    .max(MAX_ITEMS_PER_SECTION, 'validation.tooLong'),
});
export type TemplateSection = z.output<typeof templateSectionSchema>;

export const templateDesignSchema = z
  .object({
    sections: z
      .array(templateSectionSchema, { message: 'validation.invalid' })
      .min(1, 'validation.inspection.sectionRequired')
      .max(MAX_SECTIONS, 'validation.tooLong'),
  })
  .superRefine((design, context) => {
    const keys = new Set<string>();
    design.sections.forEach((section, s) => {
      section.items.forEach((item, i) => {
        if (keys.has(item.key))
          context.addIssue({
            code: 'custom',
            message: 'validation.inspection.duplicateKey',
            path: ['sections', s, 'items', i, 'key'],
          });
        keys.add(item.key);
      });
    });
  });
export type TemplateDesign = z.output<typeof templateDesignSchema>;

export const templateInputSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS, { message: 'validation.invalid' }),
  nameBn: textSchema(200, 'validation.inspection.templateNameRequired').transform(nfc),
  nameEn: optional(textSchema(200)),
  design: templateDesignSchema,
});
export type TemplateInput = z.input<typeof templateInputSchema>;

/** An edit names the version it was made on: a second edit of that version answers 409. */
export const templateEditSchema = z.object({
  baseVersion: intSchema(1, 100_000),
  nameBn: textSchema(200, 'validation.inspection.templateNameRequired').transform(nfc),
  nameEn: optional(textSchema(200)),
  design: templateDesignSchema,
});
export type TemplateEditInput = z.input<typeof templateEditSchema>;

export const itemInputSchema = z.object({
  labelBn: textSchema(300, 'validation.inspection.itemLabelRequired').transform(nfc),
  labelEn: optional(textSchema(300)),
  type: itemTypeSchema,
  maxScore: optional(intSchema(1, MAX_SCORE)),
});
export type ItemInput = z.input<typeof itemInputSchema>;

export const addItemSchema = z.object({
  baseVersion: intSchema(1, 100_000),
  itemId: idSchema(),
  sectionIndex: intSchema(0, MAX_SECTIONS - 1),
  required: z.boolean({ message: 'validation.invalid' }).optional().default(false),
});
export type AddItemInput = z.input<typeof addItemSchema>;

/* Settings, permissions, targets --------------------------------------------------------------- */

export const settingsInputSchema = z.object({
  checklistTemplateId: optional(idSchema()).nullable(),
  generalTemplateId: optional(idSchema()).nullable(),
  requirePosition: z.boolean({ message: 'validation.invalid' }),
  requirePhoto: z.boolean({ message: 'validation.invalid' }),
  /** Days from the visit a recommendation's deadline is set to when none is given. */
  defaultDeadlineDays: intSchema(DEADLINE_DAYS.min, DEADLINE_DAYS.max),
});
export type SettingsInput = z.input<typeof settingsInputSchema>;
export type InspectionSettings = z.output<typeof settingsInputSchema> & {
  checklistTemplate: Named | null;
  generalTemplate: Named | null;
};

export const permissionInputSchema = z.object({
  userId: idSchema('validation.inspection.officerRequired'),
  officeId: idSchema('validation.inspection.officeRequired'),
  /** Also the offices under it. */
  withChildren: z.boolean({ message: 'validation.invalid' }).optional().default(true),
});
export type PermissionInput = z.input<typeof permissionInputSchema>;

export const targetInputSchema = z.object({
  userId: idSchema('validation.inspection.officerRequired'),
  year: intSchema(2000, 2100),
  month: intSchema(1, 12),
  count: intSchema(0, 500),
});
export type TargetInput = z.input<typeof targetInputSchema>;

const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};

export const templateQuerySchema = z.object({
  kind: optional(z.enum(TEMPLATE_KINDS, { message: 'validation.invalid' })),
  search: optional(textSchema(100)),
  ...paging,
});
export const itemQuerySchema = z.object({
  type: optional(itemTypeSchema),
  search: optional(textSchema(100)),
  ...paging,
});
export const targetQuerySchema = z.object({
  year: intSchema(2000, 2100),
  month: optional(intSchema(1, 12)),
  search: optional(textSchema(100)),
  ...paging,
});
export const optionQuerySchema = z.object({ search: optional(textSchema(100)) });

/* Tour plans ----------------------------------------------------------------------------------- */

export const PLAN_EDITABLE: readonly PlanStatus[] = ['draft', 'returned'];
export const PLAN_CANCELLABLE: readonly PlanStatus[] = ['draft', 'pending', 'returned', 'approved'];
export const PLAN_DECISIONS = ['approve', 'return', 'reject'] as const;
export type PlanDecision = (typeof PLAN_DECISIONS)[number];

export const planInputSchema = z.object({
  targetOfficeId: idSchema('validation.inspection.officeRequired'),
  visitDate: dateSchema('validation.inspection.visitDateRequired'),
  purpose: textSchema(1000, 'validation.inspection.purposeRequired').transform(nfc),
  /** The checklist to fill; the settings' default when not given. */
  templateId: optional(idSchema()),
  /** A digital lab visited, when the visit is to a lab. */
  labId: optional(idSchema()),
  /** The desk of the planner's office whose holder takes the planner's charge on the tour's day. */
  chargeDeskId: optional(idSchema()),
});
export type PlanInput = z.input<typeof planInputSchema>;

export const planDecisionSchema = z.object({
  action: z.enum(PLAN_DECISIONS, { message: 'validation.invalid' }),
  note: optional(textSchema(1000).transform(nfc)),
  /** On approval: the desk whose holder takes the planner's charge, when the approver changes it. */
  chargeDeskId: optional(idSchema()),
});

export const planChargeDeskQuerySchema = z.object({
  visitDate: dateSchema('validation.inspection.visitDateRequired'),
  search: optional(textSchema(100)),
});
export type PlanDecisionInput = z.input<typeof planDecisionSchema>;

export const planFilterSchema = z.object({
  scope: optional(z.enum(PLAN_SCOPES, { message: 'validation.invalid' })),
  status: optional(z.enum(PLAN_STATUSES, { message: 'validation.invalid' })),
  from: optional(dateSchema()),
  to: optional(dateSchema()),
  search: optional(textSchema(100)),
});
export const planQuerySchema = planFilterSchema.extend(paging);
export type PlanFilterParams = z.output<typeof planFilterSchema>;
export type PlanQueryParams = z.output<typeof planQuerySchema>;

/* Inspections ---------------------------------------------------------------------------------- */

/**
 * SPEC.md §5: latitude and longitude in English digits (24.363588, 88.624138); a position in
 * Bangladesh lies between latitude 20.5 and 26.7 and longitude 88.0 and 92.7.
 */
export const BD_BOUNDS = { minLat: 20.5, maxLat: 26.7, minLng: 88.0, maxLng: 92.7 } as const;
function bdCoordinate(min: number, max: number, key: string) {
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
    storable(z.string({ message: key }).max(20, key))
      .refine((value) => !/[০-৯]/.test(value), {
        message: 'validation.inspection.englishDigits',
        abort: true,
      })
      .refine((value) => /^\d{1,3}(\.\d{1,7})?$/.test(value), { message: key, abort: true })
      .refine(
        (value) => Number(value) >= min && Number(value) <= max,
        'validation.inspection.outsideBangladesh',
      ),
  );
}
export const latitudeBdSchema = bdCoordinate(
  BD_BOUNDS.minLat,
  BD_BOUNDS.maxLat,
  'validation.inspection.latitudeInvalid',
);
export const longitudeBdSchema = bdCoordinate(
  BD_BOUNDS.minLng,
  BD_BOUNDS.maxLng,
  'validation.inspection.longitudeInvalid',
);

export const answerSchema = z.object({
  key: keySchema,
  /** yes/no: 'yes' or 'no'; score and number: digits; text; photo: the photo's file id. */
  value: optional(textSchema(2000).transform(nfc)),
  note: optional(textSchema(1000).transform(nfc)),
});
export type AnswerInput = z.input<typeof answerSchema>;
export type AnswerValues = z.output<typeof answerSchema>;

export const inspectionSaveSchema = z.object({
  answers: z.array(answerSchema, { message: 'validation.invalid' }).max(MAX_SECTIONS * MAX_ITEMS_PER_SECTION),
  generalInfo: z
    .array(answerSchema, { message: 'validation.invalid' })
    .max(MAX_ITEMS_PER_SECTION * 4)
    .optional()
    .default([]),
  latitude: optional(latitudeBdSchema),
  longitude: optional(longitudeBdSchema),
  summary: optional(textSchema(3000).transform(nfc)),
});
export type InspectionSaveInput = z.input<typeof inspectionSaveSchema>;

export const inspectionFilterSchema = z.object({
  /** own: the caller's own inspections (self-inspection list); office: the office's and its visits. */
  scope: optional(z.enum(['own', 'office'], { message: 'validation.invalid' })),
  status: optional(z.enum(INSPECTION_STATUSES, { message: 'validation.invalid' })),
  officeId: optional(idSchema()),
  userId: optional(idSchema()),
  from: optional(dateSchema()),
  to: optional(dateSchema()),
  search: optional(textSchema(100)),
});
export const inspectionQuerySchema = inspectionFilterSchema.extend(paging);
export type InspectionFilterParams = z.output<typeof inspectionFilterSchema>;
export type InspectionQueryParams = z.output<typeof inspectionQuerySchema>;

export const PHOTO_RULE: UploadRule = { kinds: ['image'], maxBytes: 5 * MB };
export const EVIDENCE_RULE: UploadRule = { kinds: ['image', 'pdf', 'office'], maxBytes: 5 * MB };
export const MAX_PHOTOS = 12;
export const MAX_EVIDENCE = 5;

/* Recommendations ------------------------------------------------------------------------------ */

export const recommendationInputSchema = z.object({
  itemKey: optional(keySchema),
  text: textSchema(2000, 'validation.inspection.recommendationRequired').transform(nfc),
  responsibleOfficeId: idSchema('validation.inspection.officeRequired'),
  deadline: optional(dateSchema()),
});
export type RecommendationInput = z.input<typeof recommendationInputSchema>;

/** A compliance update by the responsible office: what was done and how far along it is. */
export const complianceInputSchema = z.object({
  status: z.enum(['in_progress', 'implemented'], { message: 'validation.invalid' }),
  progress: intSchema(0, 100),
  note: textSchema(2000, 'validation.inspection.complianceNoteRequired').transform(nfc),
});
export type ComplianceInput = z.input<typeof complianceInputSchema>;

export const closeInputSchema = z.object({
  /** close: accepted as done; reopen: sent back to the office as not done yet. */
  action: z.enum(['close', 'reopen'], { message: 'validation.invalid' }),
  note: optional(textSchema(1000).transform(nfc)),
});
export type CloseInput = z.input<typeof closeInputSchema>;

export const recommendationFilterSchema = z.object({
  scope: optional(z.enum(RECOMMENDATION_SCOPES, { message: 'validation.invalid' })),
  status: optional(z.enum(RECOMMENDATION_STATUSES, { message: 'validation.invalid' })),
  /** The office and every office under it. */
  officeId: optional(idSchema()),
  overdue: optional(z.enum(['yes'], { message: 'validation.invalid' })),
  search: optional(textSchema(100)),
});
export const recommendationQuerySchema = recommendationFilterSchema.extend(paging);
export type RecommendationFilterParams = z.output<typeof recommendationFilterSchema>;
export type RecommendationQueryParams = z.output<typeof recommendationQuerySchema>;

export const feedbackQuerySchema = z.object({ officeId: optional(idSchema()) });
export const progressQuerySchema = z.object({
  year: intSchema(2000, 2100),
  /** A month (1–12) or a quarter of the fiscal year (q1 = July–September). */
  month: optional(intSchema(1, 12)),
  quarter: optional(intSchema(1, 4)),
  ...paging,
});
export type ProgressParams = z.output<typeof progressQuerySchema>;

export const idParamSchema = z.object({ id: idSchema() });
export const versionParamSchema = z.object({ id: idSchema(), version: intSchema(1, 100_000) });
const fileIdSchema = storable(z.string().max(36)).refine(
  (value) => /^[0-9a-f-]{36}$/.test(value),
  'validation.invalid',
);
export const fileParamSchema = z.object({ id: idSchema(), fileId: fileIdSchema });
export const evidenceParamSchema = z.object({ id: idSchema(), updateId: idSchema() });

/* Responses ------------------------------------------------------------------------------------ */

export interface Person {
  userId: number;
  nameBn: string;
  nameEn: string;
}

export interface TemplateSummary {
  id: number;
  kind: TemplateKind;
  nameBn: string;
  nameEn: string;
  version: number;
  itemCount: number;
  updatedAt: string;
}

export interface TemplateDetail extends TemplateSummary {
  design: TemplateDesign;
  versions: { version: number; createdAt: string; itemCount: number }[];
}

export interface CatalogItem {
  id: number;
  labelBn: string;
  labelEn: string;
  type: ItemType;
  maxScore: number | null;
}

export interface EntryPermission {
  id: number;
  user: Person;
  office: Named;
  withChildren: boolean;
}

export interface TargetRow {
  userId: number;
  nameBn: string;
  nameEn: string;
  year: number;
  month: number;
  count: number;
  done: number;
}

/** The digital lab a plan, inspection or recommendation is about, when it is one (lab module). */
export interface LabRef {
  id: number;
  institutionBn: string;
  institutionEn: string;
  /** EIIN or another code. */
  code: string;
}

export interface PlanSummary {
  id: number;
  status: PlanStatus;
  visitDate: string;
  purpose: string;
  inspector: Person;
  office: Named;
  targetOffice: Named;
  lab: LabRef | null;
  template: Named | null;
  approverDeskLabelBn: string | null;
  approverDeskLabelEn: string | null;
  inspectionId: number | null;
  submittedAt: string | null;
  decidedAt: string | null;
}

export interface PlanChargeDesk {
  deskId: number;
  labelBn: string;
  labelEn: string;
  holder: Person | null;
}

export interface PlanDetail extends PlanSummary {
  decisionNote: string | null;
  labId: number | null;
  /** Who takes the planner's charge on the tour's day: named when applying, confirmed at approval. */
  chargeDesk: PlanChargeDesk | null;
  can: { edit: boolean; submit: boolean; cancel: boolean; decide: boolean; inspect: boolean };
}

export interface InspectionAnswer {
  key: string;
  value: string | null;
  note: string | null;
}

export interface InspectionPhoto {
  id: string;
  name: string;
  takenAt: string;
  url: string;
}

export interface RecommendationSummary {
  id: number;
  inspectionId: number;
  itemKey: string | null;
  text: string;
  status: RecommendationStatus;
  progress: number;
  deadline: string;
  overdue: boolean;
  responsibleOffice: Named;
  inspectedOffice: Named;
  lab: LabRef | null;
  inspector: Person;
  createdAt: string;
  closedAt: string | null;
}

export interface ComplianceUpdate {
  id: number;
  status: RecommendationStatus;
  progress: number;
  note: string;
  by: Person;
  createdAt: string;
  evidence: { id: string; name: string; url: string }[];
}

export interface RecommendationDetail extends RecommendationSummary {
  updates: ComplianceUpdate[];
  can: { update: boolean; close: boolean };
}

export interface InspectionSummary {
  id: number;
  planId: number;
  status: InspectionStatus;
  visitDate: string;
  inspector: Person;
  office: Named;
  targetOffice: Named;
  lab: LabRef | null;
  templateName: string;
  templateVersion: number;
  score: number | null;
  maxScore: number | null;
  recommendationCount: number;
  submittedAt: string | null;
}

export interface InspectionDetail extends InspectionSummary {
  purpose: string;
  design: TemplateDesign;
  generalDesign: TemplateDesign | null;
  answers: InspectionAnswer[];
  generalInfo: InspectionAnswer[];
  latitude: string | null;
  longitude: string | null;
  summary: string | null;
  photos: InspectionPhoto[];
  recommendations: RecommendationSummary[];
  requirePosition: boolean;
  requirePhoto: boolean;
  can: { edit: boolean; recommend: boolean };
}

export interface FeedbackRow {
  office: Named;
  total: number;
  open: number;
  inProgress: number;
  implemented: number;
  closed: number;
  overdue: number;
}

export interface ProgressRow {
  userId: number;
  nameBn: string;
  nameEn: string;
  office: Named;
  target: number;
  done: number;
  planned: number;
}

export interface OfficerReportRow {
  userId: number;
  nameBn: string;
  nameEn: string;
  office: Named;
  visits: number;
  recommendations: number;
  closed: number;
  lastVisit: string | null;
}

export interface InspectionDashboard {
  fiscalYear: string;
  plans: Record<PlanStatus, number>;
  inspections: { submitted: number; draft: number };
  byMonth: { month: string; inspections: number }[];
  recommendations: Record<RecommendationStatus, number>;
  overdue: number;
  topOffices: { office: Named; open: number }[];
  pendingApprovals: number;
}

export type PlanPage = Page<PlanSummary>;
export type InspectionPage = Page<InspectionSummary>;
export type RecommendationPage = Page<RecommendationSummary>;
