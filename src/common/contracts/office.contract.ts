/**
 * Office setup contract (SPEC.md §2 office-setup, §3 Geography and office selectors, §6): ministries,
 * departments, office levels, designations and offices. Sections, the organogram, office admins and
 * the honour board are in office-structure.contract.ts. Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import {
  blankToUndefined,
  EMAIL_PATTERN,
  idSchema,
  intSchema,
  storable,
  textSchema,
  toEnglishDigits,
} from '../validation';

export { OFFICE_PATHS } from './office.paths';

/* Shared pieces ------------------------------------------------------------------------------ */

/** An id filter of a list; an empty query-string value means 'not given', so `?ministryId=` does not fail. */
export const queryId = z.preprocess(blankToUndefined, idSchema().optional());

export const listQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
  search: z.preprocess(blankToUndefined, textSchema(100).optional()),
});
export type ListQuery = z.input<typeof listQuerySchema>;
export type ListParams = z.output<typeof listQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
}

/** Anything with a Bangla and an English name. */
export interface Named {
  id: number;
  nameBn: string;
  nameEn: string;
}

export const idParamSchema = z.object({ id: idSchema() });

/** Bangla text is kept in NFC so that one letter is always stored the same way. */
export const nameBnSchema = storable(
  z
    .string({ message: 'validation.office.nameBnRequired' })
    .trim()
    .min(1, 'validation.office.nameBnRequired')
    .max(300, 'validation.office.tooLong'),
).transform((value) => value.normalize('NFC'));
export const nameEnSchema = storable(
  z
    .string({ message: 'validation.office.nameEnRequired' })
    .trim()
    .min(1, 'validation.office.nameEnRequired')
    .max(300, 'validation.office.tooLong'),
);

/** Optional text: blank becomes null, so a form can clear a field. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    storable(z.string().trim().max(max, 'validation.office.tooLong')).nullable().optional(),
  );

export const requiredId = (message: string) => idSchema(message);
/** An id a form may leave empty: '' and 0 become null. */
export const optionalId = z.preprocess(
  (value) => (value === '' || value === 0 ? null : value),
  idSchema().nullable().optional(),
);

export const sortOrderSchema = intSchema(0, 100_000).optional();

/* Ministries, departments, levels, designations ---------------------------------------------- */

export const ministryInputSchema = z.object({
  nameBn: nameBnSchema,
  nameEn: nameEnSchema,
  shortName: optionalText(30),
  sortOrder: sortOrderSchema,
});
export type MinistryInput = z.input<typeof ministryInputSchema>;
export type MinistryValues = z.output<typeof ministryInputSchema>;
export interface Ministry extends Named {
  shortName: string | null;
  sortOrder: number;
  departmentCount: number;
  officeCount: number;
}

export const departmentInputSchema = z.object({
  ministryId: requiredId('validation.office.ministryRequired'),
  nameBn: nameBnSchema,
  nameEn: nameEnSchema,
  shortName: optionalText(30),
  sortOrder: sortOrderSchema,
});
export type DepartmentInput = z.input<typeof departmentInputSchema>;
export type DepartmentValues = z.output<typeof departmentInputSchema>;
export const departmentListQuerySchema = listQuerySchema.extend({ ministryId: queryId });
export type DepartmentListQuery = z.input<typeof departmentListQuerySchema>;
export type DepartmentListParams = z.output<typeof departmentListQuerySchema>;
export interface Department extends Named {
  ministry: Named;
  shortName: string | null;
  sortOrder: number;
  officeCount: number;
}

export const officeLevelInputSchema = z.object({
  nameBn: nameBnSchema,
  nameEn: nameEnSchema,
  sortOrder: sortOrderSchema,
});
export type OfficeLevelInput = z.input<typeof officeLevelInputSchema>;
export type OfficeLevelValues = z.output<typeof officeLevelInputSchema>;
export interface OfficeLevel extends Named {
  sortOrder: number;
  officeCount: number;
}

export const designationInputSchema = z.object({
  nameBn: nameBnSchema,
  nameEn: nameEnSchema,
  grade: z.preprocess(
    (value) => (value === '' ? null : value),
    intSchema(1, 20, 'validation.office.gradeInvalid').nullable().optional(),
  ),
});
export type DesignationInput = z.input<typeof designationInputSchema>;
export type DesignationValues = z.output<typeof designationInputSchema>;
export interface Designation extends Named {
  grade: number | null;
  postCount: number;
}

/* Offices -------------------------------------------------------------------------------------- */

/** SPEC.md §5: latitude and longitude in English digits, e.g. 24.363588, 88.624138. */
function coordinateSchema(limit: number, invalidKey: string) {
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
    storable(z.string().max(20, invalidKey))
      .refine((value) => value === '' || !/[০-৯]/.test(value), 'validation.office.englishDigits')
      .refine(
        (value) =>
          value === '' ||
          /[০-৯]/.test(value) ||
          (/^-?\d{1,3}(\.\d{1,7})?$/.test(value) && Math.abs(Number(value)) <= limit),
        invalidKey,
      )
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  );
}
export const latitudeSchema = coordinateSchema(90, 'validation.office.latitudeInvalid');
export const longitudeSchema = coordinateSchema(180, 'validation.office.longitudeInvalid');

const phoneSchema = z.preprocess(
  (value) => (typeof value === 'string' ? toEnglishDigits(value.trim()) || null : value),
  storable(
    z
      .string()
      .max(20, 'validation.office.phoneInvalid')
      .regex(/^\+?[\d\s()-]{6,20}$/, 'validation.office.phoneInvalid'),
  )
    .nullable()
    .optional(),
);
const officeEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value),
  storable(z.string().max(190, 'validation.emailInvalid').regex(EMAIL_PATTERN, 'validation.emailInvalid'))
    .nullable()
    .optional(),
);
const websiteSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  storable(
    z
      .string()
      .max(300, 'validation.office.websiteInvalid')
      .regex(/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i, 'validation.office.websiteInvalid'),
  )
    .nullable()
    .optional(),
);

/** What an office admin may change about the own office (/officeinfo). */
export const officeInfoSchema = z.object({
  nameBn: nameBnSchema,
  nameEn: nameEnSchema,
  address: optionalText(500),
  phone: phoneSchema,
  email: officeEmailSchema,
  website: websiteSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type OfficeInfoInput = z.input<typeof officeInfoSchema>;
export type OfficeInfoValues = z.output<typeof officeInfoSchema>;

/** The whole office, as the super admin creates and edits it (/office-setup/new-office). */
export const officeInputSchema = officeInfoSchema.extend({
  officeLevelId: requiredId('validation.office.officeLevelRequired'),
  ministryId: requiredId('validation.office.ministryRequired'),
  departmentId: optionalId,
  parentOfficeId: optionalId,
  controllingOfficeId: optionalId,
  divisionId: optionalId,
  districtId: optionalId,
  upazilaId: optionalId,
  geoCode: optionalText(20),
});
export type OfficeInput = z.input<typeof officeInputSchema>;
export type OfficeValues = z.output<typeof officeInputSchema>;

export const officeLocationSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type OfficeLocationInput = z.input<typeof officeLocationSchema>;
export type OfficeLocationValues = z.output<typeof officeLocationSchema>;

export const officeListQuerySchema = listQuerySchema.extend({
  ministryId: queryId,
  departmentId: queryId,
  officeLevelId: queryId,
  divisionId: queryId,
  districtId: queryId,
  upazilaId: queryId,
  parentOfficeId: queryId,
  /** 'yes': only offices with coordinates; 'no': only those still without (the /geolocation screen). */
  located: z.preprocess(blankToUndefined, z.enum(['yes', 'no']).optional()),
});
export type OfficeListQuery = z.input<typeof officeListQuerySchema>;
export type OfficeListParams = z.output<typeof officeListQuerySchema>;

/** The Excel export takes the list's search and filters; it pages through the rows itself. */
export const officeExportQuerySchema = officeListQuerySchema.omit({ page: true, pageSize: true });
export type OfficeExportQuery = z.input<typeof officeExportQuerySchema>;
export type OfficeFilterParams = z.output<typeof officeExportQuerySchema>;

export interface OfficeSummary extends Named {
  level: Named | null;
  ministry: Named | null;
  department: Named | null;
  district: Named | null;
  upazila: Named | null;
  parentOffice: Named | null;
  phone: string | null;
  email: string | null;
  latitude: string | null;
  longitude: string | null;
}

export interface OfficeDetail extends OfficeSummary {
  controllingOffice: Named | null;
  division: Named | null;
  geoCode: string | null;
  address: string | null;
  website: string | null;
  sitePermissions: { meetingMgt: boolean };
  counts: { sections: number; posts: number; filledPosts: number; childOffices: number };
}
