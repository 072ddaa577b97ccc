/**
 * Digital labs (ডিজিটাল ল্যাব, SPEC.md §2 /srdl-mgt and /lab-mgt): Sheikh Russel Digital Labs and
 * the other digital labs of schools and institutions are one model with a type. Each lab has its
 * equipment (with a condition: working, faulty or lost) and its activities (classes, trainings, usage
 * logs with counts). Inspections of labs are the inspection module's records carrying the lab's id;
 * this contract reads them for the lab reports. GET /api/reports/showSrdlDashBoard is SPEC.md §7's.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import {
  blankToUndefined,
  dateSchema,
  hasSomethingToChange,
  idSchema,
  intSchema,
  MOBILE_PATTERN,
  NOTHING_TO_CHANGE,
  storable,
  textSchema,
} from '../validation';
import { latitudeBdSchema, longitudeBdSchema, type RecommendationStatus } from './inspection.contract';
import {
  ACTIVITY_KINDS,
  type ActivityKind,
  EQUIPMENT_CONDITIONS,
  EQUIPMENT_KINDS,
  type EquipmentCondition,
  type EquipmentKind,
  FIRST_LAB_YEAR,
  LAB_SORTS,
  LAB_TYPES,
  type LabType,
} from './lab.paths';
import type { Named, Page } from './office.contract';

export {
  ACTIVITY_KINDS,
  type ActivityKind,
  EQUIPMENT_CONDITIONS,
  EQUIPMENT_KINDS,
  type EquipmentCondition,
  type EquipmentKind,
  FIRST_LAB_YEAR,
  LAB_PATHS,
  LAB_SORTS,
  LAB_TYPES,
  type LabType,
} from './lab.paths';

const nfc = (value: string) => value.normalize('NFC');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const blankToNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;
/** In a change, a blank ('' or null) clears the field (null); a field left out stays as it is. */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable().optional());
const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};
const labTypeSchema = z.enum(LAB_TYPES, { message: 'validation.lab.typeRequired' });
const conditionSchema = z.enum(EQUIPMENT_CONDITIONS, { message: 'validation.lab.conditionRequired' });
/** EIIN (Educational Institution Identification Number) or another code: letters, digits and '-'. */
const codeSchema = storable(z.string({ message: 'validation.lab.codeRequired' }).trim().max(20))
  .min(1, 'validation.lab.codeRequired')
  .refine((value) => /^[A-Za-z0-9-]{1,20}$/.test(value), 'validation.lab.codeInvalid');
const mobileSchema = storable(z.string().trim().max(11)).refine(
  (value) => MOBILE_PATTERN.test(value),
  'validation.mobileInvalid',
);
const yearSchema = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ message: 'validation.lab.yearInvalid' })
      .int('validation.lab.yearInvalid')
      .min(FIRST_LAB_YEAR, 'validation.lab.yearInvalid')
      .max(2100, 'validation.lab.yearInvalid')
      .refine((year) => year <= new Date().getFullYear(), 'validation.lab.yearInvalid'),
  );

/* Labs ----------------------------------------------------------------------------------------- */

const labFields = {
  type: labTypeSchema,
  institutionBn: textSchema(200, 'validation.lab.institutionRequired').transform(nfc),
  institutionEn: optional(textSchema(200)),
  code: codeSchema,
  districtId: idSchema('validation.lab.districtRequired'),
  upazilaId: optional(idSchema()),
  /** The institution's own office in Karjaloy, when it has one. */
  officeId: optional(idSchema()),
  latitude: optional(latitudeBdSchema),
  longitude: optional(longitudeBdSchema),
  establishedYear: optional(yearSchema()),
  contactTeacher: optional(textSchema(120).transform(nfc)),
  contactMobile: optional(mobileSchema),
};

/** Coordinates come in pairs: one without the other places the lab nowhere. */
const pairedCoordinates = (value: { latitude?: string; longitude?: string }, context: z.RefinementCtx) => {
  if ((value.latitude === undefined) !== (value.longitude === undefined))
    context.addIssue({
      code: 'custom',
      message: 'validation.lab.coordinatesPair',
      path: [value.latitude === undefined ? 'latitude' : 'longitude'],
    });
};

export const labInputSchema = z.object(labFields).superRefine(pairedCoordinates);
export type LabInput = z.input<typeof labInputSchema>;
export type LabValues = z.output<typeof labInputSchema>;

/**
 * In a change both coordinates are given, both cleared or both left out: the lab is placed by the
 * pair or not at all.
 */
const pairedChange = (
  value: { latitude?: string | null; longitude?: string | null },
  context: z.RefinementCtx,
) => {
  const state = (field: string | null | undefined) =>
    field === undefined ? 'left' : field === null ? 'cleared' : 'set';
  const latitude = state(value.latitude);
  const longitude = state(value.longitude);
  if (latitude === longitude) return;
  const wrong =
    latitude === 'set' || (latitude === 'cleared' && longitude === 'left') ? 'longitude' : 'latitude';
  context.addIssue({ code: 'custom', message: 'validation.lab.coordinatesPair', path: [wrong] });
};

/** A change of some fields; an optional field sent blank is cleared; nothing to change is a 400. */
export const labUpdateSchema = z
  .object({
    type: labTypeSchema.optional(),
    institutionBn: textSchema(200, 'validation.lab.institutionRequired').transform(nfc).optional(),
    institutionEn: clearable(textSchema(200)),
    code: codeSchema.optional(),
    districtId: idSchema('validation.lab.districtRequired').optional(),
    upazilaId: clearable(idSchema()),
    officeId: clearable(idSchema()),
    latitude: clearable(latitudeBdSchema),
    longitude: clearable(longitudeBdSchema),
    establishedYear: clearable(yearSchema()),
    contactTeacher: clearable(textSchema(120).transform(nfc)),
    contactMobile: clearable(mobileSchema),
  })
  .refine(hasSomethingToChange, NOTHING_TO_CHANGE)
  .superRefine(pairedChange);
export type LabUpdate = z.input<typeof labUpdateSchema>;
export type LabUpdateValues = z.output<typeof labUpdateSchema>;

export const labFilterSchema = z.object({
  type: optional(labTypeSchema),
  districtId: optional(idSchema()),
  upazilaId: optional(idSchema()),
  /** yes: labs with at least one faulty or lost device. */
  faulty: optional(z.enum(['yes'], { message: 'validation.invalid' })),
  search: optional(textSchema(100)),
  sort: optional(z.enum(LAB_SORTS, { message: 'validation.invalid' })),
});
export const labQuerySchema = labFilterSchema.extend(paging);
export type LabFilterParams = z.output<typeof labFilterSchema>;
export type LabQueryParams = z.output<typeof labQuerySchema>;

export interface LabSummary {
  id: number;
  type: LabType;
  institutionBn: string;
  institutionEn: string;
  code: string;
  district: Named;
  upazila: Named | null;
  officeId: number | null;
  latitude: string | null;
  longitude: string | null;
  establishedYear: number | null;
  contactTeacher: string | null;
  contactMobile: string | null;
  equipmentCount: number;
  workingCount: number;
  faultyCount: number;
  lostCount: number;
  activityCount: number;
}
export interface LabDetail extends LabSummary {
  lastInspection: { id: number; visitDate: string; score: number | null; maxScore: number | null } | null;
  openRecommendations: number;
  can: { edit: boolean; logActivity: boolean };
}

/* Equipment ------------------------------------------------------------------------------------ */

export const equipmentInputSchema = z.object({
  kind: z.enum(EQUIPMENT_KINDS, { message: 'validation.lab.kindRequired' }),
  model: optional(textSchema(120).transform(nfc)),
  serial: optional(storable(z.string().trim().max(60))),
  supplier: optional(textSchema(160).transform(nfc)),
  receivedOn: optional(dateSchema()),
  condition: conditionSchema.optional().default('working'),
});
export type EquipmentInput = z.input<typeof equipmentInputSchema>;

/** A change of a device's details; a field sent blank is cleared. The condition has its own call. */
export const equipmentUpdateSchema = z
  .object({
    model: clearable(textSchema(120).transform(nfc)),
    serial: clearable(storable(z.string().trim().max(60))),
    supplier: clearable(textSchema(160).transform(nfc)),
    receivedOn: clearable(dateSchema()),
  })
  .refine(hasSomethingToChange, NOTHING_TO_CHANGE);
export type EquipmentUpdate = z.input<typeof equipmentUpdateSchema>;

/** A condition change names the condition it saw: if someone changed it meanwhile, 409. */
export const conditionChangeSchema = z
  .object({
    from: conditionSchema,
    to: conditionSchema,
    note: optional(textSchema(500).transform(nfc)),
  })
  .refine((value) => value.from !== value.to, { message: 'validation.lab.sameCondition', path: ['to'] });
export type ConditionChange = z.input<typeof conditionChangeSchema>;

export const equipmentFilterSchema = z.object({
  labId: optional(idSchema()),
  type: optional(labTypeSchema),
  districtId: optional(idSchema()),
  kind: optional(z.enum(EQUIPMENT_KINDS, { message: 'validation.invalid' })),
  condition: optional(conditionSchema),
  search: optional(textSchema(100)),
});
export const equipmentQuerySchema = equipmentFilterSchema.extend(paging);
export type EquipmentFilterParams = z.output<typeof equipmentFilterSchema>;
export type EquipmentQueryParams = z.output<typeof equipmentQuerySchema>;

export interface EquipmentItem {
  id: number;
  lab: { id: number; institutionBn: string; institutionEn: string; code: string; type: LabType };
  kind: EquipmentKind;
  model: string | null;
  serial: string | null;
  supplier: string | null;
  receivedOn: string | null;
  condition: EquipmentCondition;
  conditionChangedAt: string | null;
}

/* Activities ----------------------------------------------------------------------------------- */

export const activityInputSchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, { message: 'validation.lab.activityKindRequired' }),
    heldOn: dateSchema('validation.lab.activityDateRequired').refine(
      (value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      'validation.dateInFuture',
    ),
    titleBn: textSchema(200, 'validation.lab.activityTitleRequired').transform(nfc),
    participants: intSchema(0, 10_000, 'validation.lab.countInvalid'),
    /** Of the participants, how many were girls or women. */
    female: optional(intSchema(0, 10_000, 'validation.lab.countInvalid')),
    hours: optional(intSchema(1, 24, 'validation.lab.hoursInvalid')),
    note: optional(textSchema(1000).transform(nfc)),
  })
  .refine((value) => value.female === undefined || value.female <= value.participants, {
    message: 'validation.lab.femaleTooMany',
    path: ['female'],
  });
export type ActivityInput = z.input<typeof activityInputSchema>;

export const activityFilterSchema = z.object({
  labId: optional(idSchema()),
  type: optional(labTypeSchema),
  districtId: optional(idSchema()),
  kind: optional(z.enum(ACTIVITY_KINDS, { message: 'validation.invalid' })),
  from: optional(dateSchema()),
  to: optional(dateSchema()),
  search: optional(textSchema(100)),
});
export const activityQuerySchema = activityFilterSchema.extend(paging);
export type ActivityFilterParams = z.output<typeof activityFilterSchema>;
export type ActivityQueryParams = z.output<typeof activityQuerySchema>;

export interface ActivityItem {
  id: number;
  lab: { id: number; institutionBn: string; institutionEn: string; code: string; type: LabType };
  kind: ActivityKind;
  heldOn: string;
  titleBn: string;
  participants: number;
  female: number | null;
  hours: number | null;
  note: string | null;
  loggedBy: string;
}

/* Reports -------------------------------------------------------------------------------------- */

/** The dashboards and reports: a lab type (srdl for the SRDL screens), a district, a fiscal year. */
export const labReportQuerySchema = z.object({
  type: optional(labTypeSchema),
  districtId: optional(idSchema()),
  /** The fiscal year's first calendar year: 2025 is July 2025 to June 2026. The current one when absent. */
  fiscalYear: optional(intSchema(2000, 2100)),
});
export type LabReportParams = z.output<typeof labReportQuerySchema>;

export interface LabDistrictRow {
  district: Named;
  labs: number;
  equipment: number;
  working: number;
  faulty: number;
  lost: number;
  activities: number;
  participants: number;
  inspectedLabs: number;
}

export interface LabDashboard {
  fiscalYear: number;
  totals: {
    labs: number;
    equipment: number;
    working: number;
    faulty: number;
    lost: number;
    activities: number;
    participants: number;
    inspectedLabs: number;
    openRecommendations: number;
  };
  byType: { type: LabType; labs: number }[];
  byDistrict: LabDistrictRow[];
  /** Twelve months of the fiscal year, July first. */
  activityByMonth: { month: string; activities: number; participants: number }[];
}

export const inspectedQuerySchema = z.object({
  type: optional(labTypeSchema),
  districtId: optional(idSchema()),
  search: optional(textSchema(100)),
  ...paging,
});
export type InspectedQueryParams = z.output<typeof inspectedQuerySchema>;

export interface InspectedLab {
  lab: { id: number; institutionBn: string; institutionEn: string; code: string; type: LabType };
  district: Named;
  latitude: string | null;
  longitude: string | null;
  inspections: number;
  lastVisit: string;
  lastScore: number | null;
  lastMaxScore: number | null;
  /** Where the inspector stood, as recorded on the last inspection. */
  inspectedLatitude: string | null;
  inspectedLongitude: string | null;
}

export const labRecommendationQuerySchema = z.object({
  type: optional(labTypeSchema),
  districtId: optional(idSchema()),
  status: optional(
    z.enum(['open', 'in_progress', 'implemented', 'closed'], { message: 'validation.invalid' }),
  ),
  search: optional(textSchema(100)),
  ...paging,
});
export type LabRecommendationParams = z.output<typeof labRecommendationQuerySchema>;

export interface LabRecommendation {
  id: number;
  lab: { id: number; institutionBn: string; institutionEn: string; code: string; type: LabType };
  text: string;
  responsibleOffice: Named;
  deadline: string;
  status: RecommendationStatus;
  progress: number;
  /** The caller's office is the one to report progress (the inspection module's rule). */
  canUpdate: boolean;
}

export interface RecommendationProgressRow {
  district: Named;
  total: number;
  open: number;
  inProgress: number;
  implemented: number;
  closed: number;
  overdue: number;
  averageProgress: number;
}

export const idParamSchema = z.object({ id: idSchema() });
export type LabPage = Page<LabSummary>;
