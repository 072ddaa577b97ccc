/**
 * Inside one office (SPEC.md §2 office-sections, office-structure, /officeadminssetup, /user-roles,
 * /honourboard, /settings): sections, the organogram of posts (desks), the officers holding them with
 * their admin and head flags, the honour board and the office's working settings. Paths are in
 * office.contract.ts (OFFICE_PATHS).
 */
import { z } from 'zod';
import {
  blankToUndefined,
  dateSchema,
  hasSomethingToChange,
  idSchema,
  intSchema,
  NOTHING_TO_CHANGE,
  storable,
} from '../validation';
import {
  listQuerySchema,
  type Named,
  nameBnSchema,
  nameEnSchema,
  optionalId,
  optionalText,
  queryId,
  requiredId,
  sortOrderSchema,
} from './office.contract';

/* Sections (branches) ------------------------------------------------------------------------- */

export const sectionListQuerySchema = listQuerySchema.extend({
  officeId: requiredId('validation.office.officeRequired'),
});
export type SectionListQuery = z.input<typeof sectionListQuerySchema>;
export type SectionListParams = z.output<typeof sectionListQuerySchema>;

export const sectionInputSchema = z.object({
  officeId: requiredId('validation.office.officeRequired'),
  nameBn: nameBnSchema,
  nameEn: nameEnSchema,
  sortOrder: sortOrderSchema,
});
export type SectionInput = z.input<typeof sectionInputSchema>;
export type SectionValues = z.output<typeof sectionInputSchema>;
export const sectionUpdateSchema = sectionInputSchema.omit({ officeId: true });
export type SectionUpdate = z.input<typeof sectionUpdateSchema>;
export type SectionUpdateValues = z.output<typeof sectionUpdateSchema>;

export interface Section extends Named {
  officeId: number;
  sortOrder: number;
  postCount: number;
  filledCount: number;
}

/* Organogram: posts (desks) ------------------------------------------------------------------- */

export const postInputSchema = z.object({
  officeId: requiredId('validation.office.officeRequired'),
  roleId: requiredId('validation.office.designationRequired'),
  sectionId: optionalId,
  parentDeskId: optionalId,
  /** Several identical posts at once, e.g. four sub-assistant agriculture officers. */
  count: intSchema(1, 50, 'validation.office.countInvalid').default(1),
});
export type PostInput = z.input<typeof postInputSchema>;
export type PostValues = z.output<typeof postInputSchema>;

/** Move or change a post: another designation, section, superior post or place among siblings. */
export const postUpdateSchema = z
  .object({
    roleId: requiredId('validation.office.designationRequired').optional(),
    sectionId: optionalId,
    parentDeskId: optionalId,
    sortOrder: sortOrderSchema,
  })
  .refine(hasSomethingToChange, NOTHING_TO_CHANGE);
export type PostUpdate = z.input<typeof postUpdateSchema>;
export type PostUpdateValues = z.output<typeof postUpdateSchema>;

export interface PostHolder {
  userRoleId: number;
  userId: number;
  nameBn: string;
  nameEn: string;
  isOfficeHead: boolean;
  isOfficeAdmin: boolean;
  isAdditionalCharge: boolean;
  joinedOn: string | null;
}

export interface OrganogramPost {
  id: number;
  officeId: number;
  role: Named & { grade: number | null };
  section: Named | null;
  parentDeskId: number | null;
  sortOrder: number;
  /** null: an empty (vacant) post. */
  holder: PostHolder | null;
  /** Who holds the post's charge today while its holder is away (ভারপ্রাপ্ত), and until when. */
  acting?: {
    userId: number;
    nameBn: string;
    nameEn: string;
    kind: 'current' | 'additional';
    fromDate: string;
    toDate: string;
  } | null;
}

export interface Organogram {
  office: Named;
  posts: OrganogramPost[];
  totals: { posts: number; filled: number; empty: number };
}

/* Officers of an office, their admin and head flags ---------------------------------------------- */

export const officerListQuerySchema = listQuerySchema.extend({ sectionId: queryId });
export type OfficerListQuery = z.input<typeof officerListQuerySchema>;
export type OfficerListParams = z.output<typeof officerListQuerySchema>;

export interface OfficeOfficer {
  userRoleId: number;
  userId: number;
  nameBn: string;
  nameEn: string;
  email: string;
  mobile: string | null;
  deskId: number;
  role: Named;
  section: Named | null;
  isOfficeAdmin: boolean;
  isOfficeHead: boolean;
  isSectionAdmin: boolean;
  isSectionHead: boolean;
  isAdditionalCharge: boolean;
  joinedOn: string | null;
}

/** /officeadminssetup: the office head (one) and the office admins (at least one). */
export const officeAdminsSchema = z.object({
  headUserRoleId: z.preprocess((value) => (value === '' ? null : value), idSchema().nullable()),
  adminUserRoleIds: z
    .array(idSchema(), { message: 'validation.office.adminRequired' })
    .min(1, 'validation.office.adminRequired')
    .max(50),
});
export type OfficeAdminsInput = z.input<typeof officeAdminsSchema>;
export type OfficeAdminsValues = z.output<typeof officeAdminsSchema>;

/** /user-roles: one officer's flags in the office. */
export const userRoleFlagsSchema = z
  .object({
    isOfficeAdmin: z.boolean().optional(),
    isOfficeHead: z.boolean().optional(),
    isSectionAdmin: z.boolean().optional(),
    isSectionHead: z.boolean().optional(),
  })
  .refine(hasSomethingToChange, NOTHING_TO_CHANGE);
export type UserRoleFlags = z.input<typeof userRoleFlagsSchema>;

/* Honour board ------------------------------------------------------------------------------- */

const tenureDate = dateSchema('validation.office.fromDateRequired', 'validation.office.dateInvalid');

export const honourBoardInputSchema = z
  .object({
    officeId: requiredId('validation.office.officeRequired'),
    nameBn: nameBnSchema,
    nameEn: optionalText(300),
    designationBn: storable(
      z
        .string({ message: 'validation.office.designationRequired' })
        .trim()
        .min(1, 'validation.office.designationRequired')
        .max(300, 'validation.office.tooLong'),
    ),
    designationEn: optionalText(300),
    fromDate: tenureDate,
    /** Empty while the head is still in office. */
    toDate: z.preprocess((value) => (value === '' ? null : value), tenureDate.nullable().optional()),
  })
  .refine((value) => !value.toDate || value.toDate >= value.fromDate, {
    message: 'validation.office.toDateBeforeFrom',
    path: ['toDate'],
  });
export type HonourBoardInput = z.input<typeof honourBoardInputSchema>;
export type HonourBoardValues = z.output<typeof honourBoardInputSchema>;

export interface HonourBoardEntry {
  id: number;
  officeId: number;
  userId: number | null;
  nameBn: string;
  nameEn: string | null;
  designationBn: string;
  designationEn: string | null;
  fromDate: string;
  toDate: string | null;
}

/* Office settings (/settings) ----------------------------------------------------------------- */

const timeSchema = storable(
  z
    .string()
    .max(5, 'validation.office.timeInvalid')
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.office.timeInvalid'),
);

export const officeSettingsSchema = z
  .object({
    officeStartTime: timeSchema,
    officeEndTime: timeSchema,
    weeklyHolidays: z.array(intSchema(0, 6)).max(6).default([5, 6]),
  })
  .refine((value) => value.officeEndTime > value.officeStartTime, {
    message: 'validation.office.endBeforeStart',
    path: ['officeEndTime'],
  });
export type OfficeSettingsInput = z.input<typeof officeSettingsSchema>;
export type OfficeSettingsValue = z.output<typeof officeSettingsSchema>;

/** Friday and Saturday are the weekly holidays (DOMAIN.md); 9 to 5 the usual office hours. */
export const DEFAULT_OFFICE_SETTINGS: OfficeSettingsValue = {
  officeStartTime: '09:00',
  officeEndTime: '17:00',
  weeklyHolidays: [5, 6],
};

/* Office selector look-ups (public) --------------------------------------------------------------- */

export const optionQuerySchema = listQuerySchema.extend({
  ministryId: queryId,
  departmentId: queryId,
  officeLevelId: queryId,
  divisionId: queryId,
  districtId: queryId,
  upazilaId: queryId,
  officeId: queryId,
  sectionId: queryId,
  /** Posts: 'true' for empty posts only (registration picks a post nobody holds). */
  vacant: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
});
export type OptionQuery = z.input<typeof optionQuerySchema>;
export type OptionParams = z.output<typeof optionQuerySchema>;

export interface PostOption {
  id: number;
  role: Named;
  section: Named | null;
  vacant: boolean;
}
