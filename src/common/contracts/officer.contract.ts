/**
 * Officers (SPEC.md §2 /new-officer, /officers, /officers/view/:id, /officermgt,
 * /officerservicehistory, /service-info; §3 Officer registration and Officer list columns): the
 * national list, a new officer made by an admin, postings to a desk, release, additional charge,
 * and the service history every posting writes. Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { MAX_PAGE } from '../constants';
import { MB, type UploadRule } from '../file-types';
import {
  blankToUndefined,
  emailSchema,
  idSchema,
  intSchema,
  mobileSchema,
  pastDateSchema,
  strongPasswordSchema,
  textSchema,
} from '../validation';
import type { Named } from './office.contract';
import { listQuerySchema, queryId } from './office.contract';
import { POSTING_STATES } from './officer.paths';
import {
  accountRules,
  confirmPasswordSchema,
  designationStepSchema,
  joiningDatesInOrder,
  personalStepSchema,
} from './registration.contract';

export { OFFICER_PATHS } from './officer.paths';

/* The list ------------------------------------------------------------------------------------- */

export { POSTING_STATES, type PostingState } from './officer.paths';
export const OFFICER_SORTS = ['newest', 'name'] as const;

export const officerFilterSchema = listQuerySchema.omit({ page: true, pageSize: true }).extend({
  officeId: queryId,
  roleId: queryId,
  districtId: queryId,
  upazilaId: queryId,
  state: z.preprocess(blankToUndefined, z.enum(POSTING_STATES).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(OFFICER_SORTS).default('newest')),
});
export const officerListQuerySchema = listQuerySchema.extend(officerFilterSchema.shape);
export type OfficerListQuery = z.input<typeof officerListQuerySchema>;
export type OfficerListParams = z.output<typeof officerListQuerySchema>;
export type OfficerFilterParams = z.output<typeof officerFilterSchema>;

/** One row of /officers: the SPEC.md §3 columns. */
export interface OfficerSummary {
  userId: number;
  nameBn: string;
  nameEn: string;
  /** The designation of the desk held now; null while non-posted. */
  role: Named | null;
  office: Named | null;
  district: Named | null;
  upazila: Named | null;
  /** Attached (সংযুক্ত) to this office without a post there. */
  attachedOffice: Named | null;
  /** The post held in charge today (ভারপ্রাপ্ত) while its holder is away, with its days. */
  acting: {
    roleBn: string;
    roleEn: string;
    fromDate: string;
    toDate: string;
    kind: 'current' | 'additional';
  } | null;
  progress: number;
  mobile: string | null;
  email: string;
  createdAt: string;
}

/**
 * A page of officers. Above `COUNT_CAP` matches the total says "more than" instead of counting a
 * national search to the last row (`totalIsCapped`).
 */
export interface OfficerPage {
  items: OfficerSummary[];
  total: number;
  totalIsCapped: boolean;
}
export { COUNT_CAP } from './officer.paths';
/**
 * A name search counts its matches up to this many: a common name ("রহমান") matches a hundred
 * thousand officers, and nobody pages through more than a thousand of them; they narrow the search.
 */
export const SEARCH_COUNT_CAP = 1_000;

/* A new officer (SPEC.md §3 Officer registration, made by an admin) ------------------------------ */

/** How the officer is reached and signs in; a new officer and an imported one share these. */
const contactShape = { email: emailSchema, mobile: mobileSchema };
const extrasShape = {
  skills: z.array(textSchema(80)).max(30).default([]),
  /** The office order that posts the officer (optional, as written on it). */
  orderNo: z.preprocess(blankToUndefined, textSchema(80).optional()),
};

export const newOfficerSchema = designationStepSchema
  .extend({
    ...contactShape,
    password: strongPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .extend(personalStepSchema.shape)
  .extend(extrasShape)
  .superRefine(accountRules);
export type NewOfficerInput = z.input<typeof newOfficerSchema>;
export type NewOfficer = z.output<typeof newOfficerSchema>;

/* An office's staff from an Excel file ----------------------------------------------------------- */

/** Rows of one file at most; a larger office is imported in parts. */
export const OFFICER_IMPORT_MAX_ROWS = 1000;
/** An Excel workbook (.xlsx, told by its bytes) of at most 2 MB: a thousand rows take about 150 KB. */
export const OFFICER_IMPORT_RULE: UploadRule = { kinds: ['office'], types: ['xlsx'], maxBytes: 2 * MB };

/**
 * One row of the file: a new officer's own fields, checked as /new-officer checks them, without a
 * password (an imported officer sets one through the password reset) and with the post named as
 * in the office's organogram instead of chosen from it. A row without a post is added non-posted.
 */
export const importedOfficerSchema = z
  .object(contactShape)
  .extend(personalStepSchema.shape)
  .extend(extrasShape)
  .extend({ post: z.preprocess(blankToUndefined, textSchema(200).optional()) })
  .superRefine(joiningDatesInOrder);
export type ImportedOfficer = z.output<typeof importedOfficerSchema>;
export type ImportField = keyof ImportedOfficer;

export const officeIdParamsSchema = z.object({ officeId: idSchema() });

/** A refused import names each mistake: the row as Excel numbers it, its column's header and why. */
export interface ImportRowError {
  row: number;
  column: string;
  field: ImportField;
  message: string;
}

/** A file that went in: every row is an officer now. */
export interface ImportResult {
  created: number;
  posted: number;
  nonPosted: number;
}

/* Postings and service history --------------------------------------------------------------- */

export const postingSchema = z.object({
  deskId: idSchema('validation.designationRequired'),
  joinedOn: pastDateSchema('validation.officer.joinedOnRequired'),
  /** A second desk held besides the own post (অতিরিক্ত দায়িত্ব). */
  isAdditionalCharge: z.boolean().default(false),
  orderNo: z.preprocess(blankToUndefined, textSchema(80).optional()),
});
export type PostingInput = z.input<typeof postingSchema>;
export type Posting = z.output<typeof postingSchema>;

export const releaseSchema = z.object({
  releasedOn: pastDateSchema('validation.officer.releasedOnRequired'),
  orderNo: z.preprocess(blankToUndefined, textSchema(80).optional()),
});
export type ReleaseInput = z.input<typeof releaseSchema>;
export type Release = z.output<typeof releaseSchema>;

export const userIdParamsSchema = z.object({ id: idSchema() });
export const userRoleIdParamsSchema = z.object({ userRoleId: idSchema() });
export const historyQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, 100).default(20)),
});

/** One posting, present or past: a line of the service history. */
export interface ServiceRecord {
  userRoleId: number;
  deskId: number;
  role: Named;
  section: Named | null;
  office: Named;
  isAdditionalCharge: boolean;
  isOfficeHead: boolean;
  isOfficeAdmin: boolean;
  joinedOn: string | null;
  releasedOn: string | null;
  orderNo: string | null;
  releaseOrderNo: string | null;
}

/** The whole officer (/officers/view/:id, /service-info). */
export interface OfficerDetail extends OfficerSummary {
  gender: 'male' | 'female' | 'other' | null;
  fatherNameBn: string | null;
  fatherNameEn: string | null;
  motherNameBn: string | null;
  motherNameEn: string | null;
  dateOfBirth: string | null;
  nid: string | null;
  religion: string | null;
  permanentAddress: string | null;
  presentAddress: string | null;
  postOffice: string | null;
  postCode: string | null;
  preferredDistrict: Named | null;
  preferredUpazila: Named | null;
  serviceId: string | null;
  firstJoiningDate: string | null;
  currentJoiningDate: string | null;
  homeOffice: Named | null;
  skills: string[];
  spouses: { name: string; occupation: string | null }[];
  children: { name: string; gender: 'male' | 'female' | 'other'; dateOfBirth: string | null }[];
  /** The desks held now: the posting first, then additional charges. */
  postings: ServiceRecord[];
}
