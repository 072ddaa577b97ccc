/**
 * Projects (প্রকল্প, SPEC.md §2 /project-mgt): development projects an office implements, with their
 * code, ministry or department, budget by fiscal year, dates, director, status and progress, and
 * their sites (district, upazila, coordinates in English digits as SPEC.md §5 asks, progress).
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import {
  blankToUndefined,
  dateSchema,
  hasSomethingToChange,
  idSchema,
  intSchema,
  NOTHING_TO_CHANGE,
  storable,
  textSchema,
} from '../validation';
import { latitudeBdSchema, longitudeBdSchema } from './inspection.contract';
import { FISCAL_YEAR_FORMAT, fiscalYearFollows, PROJECT_STATUSES, type ProjectStatus } from './project.paths';

export * from './project.paths';

const nfc = (value: string) => value.normalize('NFC');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/**
 * An optional field on edit: left out, it stays as it was; sent empty ('' or null, as a cleared
 * input or select sends it), it is cleared to null.
 */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );
const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};
export const idParamSchema = z.object({ id: idSchema() });

/** A fiscal year as SPEC.md §5 writes it, in English digits: 2024-25 (July 2024 to June 2025). */
export const fiscalYearSchema = storable(z.string({ message: 'validation.project.fiscalYearInvalid' }).max(7))
  .refine((value) => FISCAL_YEAR_FORMAT.test(value), 'validation.project.fiscalYearInvalid')
  .refine(fiscalYearFollows, 'validation.project.fiscalYearInvalid');
/** Taka with at most two decimals, in English digits (SPEC.md §5 writes budgets so). */
const amountSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  storable(
    z
      .string({ message: 'validation.project.amountInvalid' })
      .trim()
      .max(17, 'validation.project.amountInvalid'),
  ).refine((value) => /^\d{1,14}(\.\d{1,2})?$/.test(value), 'validation.project.amountInvalid'),
);

export const budgetSchema = z.object({ fiscalYear: fiscalYearSchema, amount: amountSchema });

const projectFields = {
  code: textSchema(50, 'validation.project.codeRequired'),
  nameBn: textSchema(300, 'validation.project.nameRequired').transform(nfc),
  nameEn: optional(textSchema(300)),
  ministry: textSchema(300, 'validation.project.ministryRequired').transform(nfc),
  director: textSchema(200, 'validation.project.directorRequired').transform(nfc),
  startDate: dateSchema(),
  endDate: dateSchema(),
  status: z.enum(PROJECT_STATUSES, { message: 'validation.project.statusRequired' }),
  progress: intSchema(0, 100, 'validation.project.progressInvalid'),
  budgets: z
    .array(budgetSchema, { message: 'validation.invalid' })
    .max(20, 'validation.tooLong')
    .refine(
      (list) => new Set(list.map((budget) => budget.fiscalYear)).size === list.length,
      'validation.project.duplicateYear',
    ),
};
const endAfterStart = (value: { startDate?: string; endDate?: string }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;

export const projectInputSchema = z
  .object(projectFields)
  .refine(endAfterStart, { message: 'validation.project.endBeforeStart', path: ['endDate'] });
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectValues = z.output<typeof projectInputSchema>;
export const projectUpdateSchema = z
  .object({ ...projectFields, nameEn: clearable(textSchema(300)) })
  .partial()
  .refine(hasSomethingToChange, NOTHING_TO_CHANGE)
  .refine(endAfterStart, { message: 'validation.project.endBeforeStart', path: ['endDate'] });
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;
export type ProjectChanges = z.output<typeof projectUpdateSchema>;

export const projectFilterSchema = z.object({
  search: optional(textSchema(100)),
  status: optional(z.enum(PROJECT_STATUSES, { message: 'validation.invalid' })),
  fiscalYear: optional(fiscalYearSchema),
});
export const projectQuerySchema = projectFilterSchema.extend(paging);
export type ProjectFilter = z.output<typeof projectFilterSchema>;
export type ProjectQuery = z.output<typeof projectQuerySchema>;

export interface ProjectRow {
  id: number;
  officeId: number;
  code: string;
  nameBn: string;
  nameEn: string;
  ministry: string;
  director: string;
  startDate: string;
  endDate: string;
  status: ProjectStatus;
  progress: number;
  /** The whole budget, the sum of the fiscal years'. */
  totalBudget: string;
  sites: number;
}
export interface ProjectDetail extends ProjectRow {
  budgets: { fiscalYear: string; amount: string }[];
}

const siteFields = {
  projectId: idSchema('validation.project.projectRequired'),
  nameBn: textSchema(200, 'validation.project.nameRequired').transform(nfc),
  nameEn: optional(textSchema(200)),
  districtId: idSchema('validation.project.districtRequired'),
  upazilaId: optional(idSchema()),
  latitude: latitudeBdSchema,
  longitude: longitudeBdSchema,
  progress: intSchema(0, 100, 'validation.project.progressInvalid'),
};
export const siteInputSchema = z.object(siteFields);
export type SiteInput = z.input<typeof siteInputSchema>;
export type SiteValues = z.output<typeof siteInputSchema>;
export const siteUpdateSchema = z
  .object({ ...siteFields, nameEn: clearable(textSchema(200)), upazilaId: clearable(idSchema()) })
  .omit({ projectId: true })
  .partial()
  .refine(hasSomethingToChange, NOTHING_TO_CHANGE);
export type SiteChanges = z.output<typeof siteUpdateSchema>;

export const siteFilterSchema = z.object({
  search: optional(textSchema(100)),
  projectId: optional(idSchema()),
  districtId: optional(idSchema()),
});
export const siteQuerySchema = siteFilterSchema.extend(paging);
export type SiteFilter = z.output<typeof siteFilterSchema>;
export type SiteQuery = z.output<typeof siteQuerySchema>;

export interface SiteRow {
  id: number;
  projectId: number;
  projectCode: string;
  projectBn: string;
  projectEn: string;
  nameBn: string;
  nameEn: string;
  districtId: number;
  districtBn: string;
  districtEn: string;
  upazilaId: number | null;
  upazilaBn: string | null;
  upazilaEn: string | null;
  /** In English digits as typed (SPEC.md §5); the screen shows Bangla digits in Bangla. */
  latitude: string;
  longitude: string;
  progress: number;
}
