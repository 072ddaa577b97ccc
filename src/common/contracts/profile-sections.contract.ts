/**
 * The officer's profile tabs (SPEC.md §2 /profile children, §3 Officer registration): the personal
 * fields the officer edits, and the lists of education, trainings, skills, researches, desired
 * postings, work history and portfolio. The same schemas check the forms and the API; messages are
 * keys of common/messages.ts.
 */
import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import {
  blankToUndefined,
  dateSchema,
  idSchema,
  intSchema,
  pastDateSchema,
  storable,
  textSchema,
  toEnglishDigits,
} from '../validation';
import type { ProfileSectionKey } from './profile-sections.paths';
import { kidSchema, spouseSchema } from './registration.contract';

export {
  PORTFOLIO_ATTACHMENT_RULE,
  PROFILE_SECTION_KEYS,
  PROFILE_SECTION_PATHS,
  type ProfileSectionKey,
} from './profile-sections.paths';

/** At most this many entries in one tab of one officer (a CV, not a database). */
export const MAX_SECTION_ENTRIES = 50;

const GENDERS = ['male', 'female', 'other'] as const;
export const SKILL_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/* Pieces ----------------------------------------------------------------------------------------- */

const TOO_LONG = 'validation.profile.tooLong';
/** Required text, trimmed, Bangla in NFC. */
const required = (key: string, max = 200) =>
  storable(z.string({ message: key }).trim().min(1, key).max(max, TOO_LONG)).transform((value) =>
    value.normalize('NFC'),
  );
/** Optional text: blank is 'not given'. */
const optional = (max = 200) =>
  z.preprocess(
    blankToUndefined,
    storable(z.string().trim().max(max, TOO_LONG))
      .transform((value) => value.normalize('NFC'))
      .optional(),
  );
const optionalDate = z.preprocess(blankToUndefined, dateSchema().optional());
const optionalId = z.preprocess(
  (value) => (value === '' || value === 0 || value === null ? undefined : value),
  idSchema().optional(),
);
const thisYear = () => new Date().getFullYear();
const yearSchema = (key: string) => intSchema(1940, 2100, key).refine((year) => year <= thisYear(), key);
/** A year typed in English or Bangla digits, optional. */
const optionalYear = (key: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? toEnglishDigits(value.trim()) || undefined : (value ?? undefined),
    yearSchema(key).optional(),
  );
const linkSchema = z.preprocess(
  blankToUndefined,
  storable(z.string().trim().max(500, TOO_LONG))
    .refine((value) => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), 'validation.profile.linkInvalid')
    .optional(),
);

/** An end date, when given, is not before the start. */
function datesInOrder<T extends { fromDate?: string; toDate?: string }>(value: T, context: z.RefinementCtx) {
  if (value.fromDate && value.toDate && value.toDate < value.fromDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: 'validation.profile.toDateBeforeFrom' });
  }
}

/* Basic (the personal fields of registration the officer edits about themself) ------------------- */

export const basicInputSchema = z.object({
  nameBn: required('validation.nameBnRequired', 120),
  nameEn: required('validation.nameEnRequired', 120),
  fatherNameBn: optional(120),
  fatherNameEn: optional(120),
  motherNameBn: optional(120),
  motherNameEn: optional(120),
  gender: z.enum(GENDERS, { message: 'validation.genderRequired' }),
  dateOfBirth: pastDateSchema('validation.dobRequired'),
  religion: optional(40),
  permanentAddress: optional(300),
  sameAddress: z.boolean().optional(),
  presentAddress: optional(300),
  postOffice: optional(80),
  postCode: z.preprocess(
    (value) => (typeof value === 'string' ? toEnglishDigits(value) : value),
    optional(10),
  ),
  preferredDistrictId: optionalId,
  preferredUpazilaId: optionalId,
  spouses: z.array(spouseSchema).max(4).default([]),
  kids: z.array(kidSchema).max(20).default([]),
});
export type BasicInput = z.input<typeof basicInputSchema>;
export type BasicValues = z.output<typeof basicInputSchema>;

export interface ProfileBasic {
  userId: number;
  nameBn: string;
  nameEn: string;
  fatherNameBn: string | null;
  fatherNameEn: string | null;
  motherNameBn: string | null;
  motherNameEn: string | null;
  gender: 'male' | 'female' | 'other' | null;
  dateOfBirth: string | null;
  religion: string | null;
  permanentAddress: string | null;
  presentAddress: string | null;
  postOffice: string | null;
  postCode: string | null;
  preferredDistrict: { id: number; nameBn: string; nameEn: string } | null;
  preferredUpazila: { id: number; nameBn: string; nameEn: string } | null;
  /** Read-only here: set at registration and by the officers module. */
  nid: string | null;
  serviceId: string | null;
  email: string;
  mobile: string | null;
  photoUrl: string | null;
  signatureUrl: string | null;
  spouses: { SpouseId: number; name: string; occupation: string | null }[];
  kids: { KidId: number; name: string; gender: 'male' | 'female' | 'other'; dateOfBirth: string | null }[];
}

/* The tabs ---------------------------------------------------------------------------------------- */

export const educationInputSchema = z.object({
  degree: required('validation.profile.degreeRequired', 120),
  subject: optional(120),
  institution: required('validation.profile.institutionRequired', 200),
  board: optional(120),
  passingYear: optionalYear('validation.profile.passingYearInvalid'),
  result: optional(40),
});

export const trainingInputSchema = z
  .object({
    title: required('validation.profile.titleRequired', 200),
    institute: required('validation.profile.instituteRequired', 200),
    country: optional(80),
    fromDate: dateSchema('validation.profile.fromDateRequired'),
    toDate: optionalDate,
    days: z.preprocess(blankToUndefined, intSchema(1, 730, 'validation.profile.daysInvalid').optional()),
  })
  .superRefine(datesInOrder);

export const skillInputSchema = z.object({
  skillAreaId: idSchema('validation.profile.skillAreaRequired'),
  skill: required('validation.profile.skillRequired', 120),
  level: z.enum(SKILL_LEVELS, { message: 'validation.profile.levelRequired' }),
  years: z.preprocess(blankToUndefined, intSchema(0, 50, 'validation.profile.yearsInvalid').optional()),
});

export const researchInputSchema = z.object({
  title: required('validation.profile.titleRequired', 300),
  area: optional(120),
  publication: optional(200),
  year: optionalYear('validation.profile.researchYearInvalid'),
  link: linkSchema,
});

export const desirePostingInputSchema = z
  .object({
    officeId: optionalId,
    districtId: optionalId,
    upazilaId: optionalId,
    post: required('validation.profile.postRequired', 120),
    priority: intSchema(1, 10, 'validation.profile.priorityInvalid'),
    reason: optional(500),
  })
  .superRefine((value, context) => {
    if (!value.officeId && !value.districtId) {
      context.addIssue({ code: 'custom', path: ['districtId'], message: 'validation.profile.placeRequired' });
    }
  });

export const workHistoryInputSchema = z
  .object({
    organisation: required('validation.profile.organisationRequired', 200),
    designation: required('validation.profile.designationRequired', 120),
    fromDate: dateSchema('validation.profile.fromDateRequired'),
    toDate: optionalDate,
    responsibilities: optional(1000),
  })
  .superRefine(datesInOrder);

export const portfolioInputSchema = z.object({
  title: required('validation.profile.titleRequired', 200),
  description: optional(1000),
  link: linkSchema,
});

export const SECTION_INPUT_SCHEMAS = {
  education: educationInputSchema,
  trainings: trainingInputSchema,
  skills: skillInputSchema,
  researches: researchInputSchema,
  'desire-postings': desirePostingInputSchema,
  workhistory: workHistoryInputSchema,
  portfolio: portfolioInputSchema,
} as const satisfies Record<ProfileSectionKey, z.ZodType>;

export type SectionInput<K extends ProfileSectionKey> = z.input<(typeof SECTION_INPUT_SCHEMAS)[K]>;
export type SectionValues<K extends ProfileSectionKey> = z.output<(typeof SECTION_INPUT_SCHEMAS)[K]>;

interface Entry {
  id: number;
}

export interface Education extends Entry {
  degree: string;
  subject: string | null;
  institution: string;
  board: string | null;
  passingYear: number | null;
  result: string | null;
}
export interface Training extends Entry {
  title: string;
  institute: string;
  country: string | null;
  fromDate: string;
  toDate: string | null;
  days: number | null;
}
export interface Skill extends Entry {
  skillAreaId: number;
  skillArea: { id: number; nameBn: string; nameEn: string };
  skill: string;
  /** null for a skill named at registration whose level the officer has not given yet. */
  level: SkillLevel | null;
  years: number | null;
}
export interface Research extends Entry {
  title: string;
  area: string | null;
  publication: string | null;
  year: number | null;
  link: string | null;
}
export interface DesirePosting extends Entry {
  officeId: number | null;
  office: { id: number; nameBn: string; nameEn: string } | null;
  districtId: number | null;
  district: { id: number; nameBn: string; nameEn: string } | null;
  upazilaId: number | null;
  upazila: { id: number; nameBn: string; nameEn: string } | null;
  post: string;
  priority: number;
  reason: string | null;
}
export interface WorkHistory extends Entry {
  organisation: string;
  designation: string;
  fromDate: string;
  toDate: string | null;
  responsibilities: string | null;
}
export interface Portfolio extends Entry {
  title: string;
  description: string | null;
  link: string | null;
  /** The serving path of the attachment (with a version), or null. */
  attachmentUrl: string | null;
  attachmentName: string | null;
}

export interface SectionEntries {
  education: Education;
  trainings: Training;
  skills: Skill;
  researches: Research;
  'desire-postings': DesirePosting;
  workhistory: WorkHistory;
  portfolio: Portfolio;
}

/* Progress ---------------------------------------------------------------------------------------- */

/**
 * What a complete profile has, and what each part weighs (sums to 100). Basic fields 35, photo and
 * signature 15, the tabs 50: what a CV reader looks at first weighs most.
 */
export const PROGRESS_WEIGHTS = {
  names: 5,
  parents: 5,
  genderAndBirth: 5,
  nid: 5,
  religion: 3,
  permanentAddress: 5,
  presentAddress: 3,
  postOfficeAndCode: 2,
  preferredPlace: 2,
  photo: 10,
  signature: 5,
  education: 15,
  trainings: 10,
  skills: 10,
  workhistory: 5,
  researches: 3,
  desirePostings: 2,
  portfolio: 5,
} as const;
export type ProgressItem = keyof typeof PROGRESS_WEIGHTS;

export interface ProfileProgress {
  progress: number;
  missing: ProgressItem[];
}

/** The progress of what is filled: the sum of the weights of the items present. */
export function progressOf(filled: Record<ProgressItem, boolean>): ProfileProgress {
  const items = Object.keys(PROGRESS_WEIGHTS) as ProgressItem[];
  const progress = items.reduce((sum, item) => sum + (filled[item] ? PROGRESS_WEIGHTS[item] : 0), 0);
  return { progress, missing: items.filter((item) => !filled[item]) };
}

/** The whole profile of one officer, as the CV shows it. */
export interface FullProfile {
  basic: ProfileBasic;
  progress: ProfileProgress;
  education: Education[];
  trainings: Training[];
  skills: Skill[];
  researches: Research[];
  desirePostings: DesirePosting[];
  workHistory: WorkHistory[];
  portfolio: Portfolio[];
  /** The current postings, for the CV's heading. */
  postings: { roleBn: string; roleEn: string; officeBn: string; officeEn: string }[];
}

/* /userskills ------------------------------------------------------------------------------------- */

export const userSkillsQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(20)),
  search: z.preprocess(blankToUndefined, textSchema(100).optional()),
  skillAreaId: z.preprocess(blankToUndefined, idSchema().optional()),
  level: z.preprocess(blankToUndefined, z.enum(SKILL_LEVELS).optional()),
});
export type UserSkillsQuery = z.input<typeof userSkillsQuerySchema>;
export type UserSkillsParams = z.output<typeof userSkillsQuerySchema>;

export interface UserSkillRow {
  id: number;
  userId: number;
  nameBn: string;
  nameEn: string;
  skillArea: { id: number; nameBn: string; nameEn: string };
  skill: string;
  level: SkillLevel | null;
  years: number | null;
}

export interface UserSkillsPage {
  items: UserSkillRow[];
  total: number;
  /** 'office' when the caller sees the active office's officers, 'own' otherwise. */
  scope: 'office' | 'own';
}

export interface SkillArea {
  id: number;
  nameBn: string;
  nameEn: string;
}

export const sectionEntryParamsSchema = z.object({ id: idSchema() });
