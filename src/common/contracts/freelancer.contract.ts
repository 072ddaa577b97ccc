/**
 * Freelancers (ফ্রিল্যান্সার, SPEC.md §2 /freelancer-mgt, /doict-freelancer-*, /freelancers,
 * /profile/freelancer-view; §3 Freelancer and marketplace entry): the registry of a district's
 * freelancers with their marketplace entries, the master data (categories, roles, marketplaces),
 * mentors and teams, the list, the dashboard and the Excel import. Money is in US dollars with
 * cents, sent and stored as a decimal string (numeric(14,2)); total income is in taka.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { MB, type UploadRule } from '../file-types';
import {
  blankToUndefined,
  dateSchema,
  emailSchema,
  idSchema,
  intSchema,
  mobileSchema,
  storable,
  textSchema,
  toEnglishDigits,
} from '../validation';
import { FREELANCER_STATUSES, type FreelancerStatus } from './freelancer.paths';
import type { Named, Page } from './office.contract';

export {
  FREELANCER_PATHS,
  FREELANCER_STATUSES,
  type FreelancerStatus,
  MASTER_KINDS,
  type MasterKind,
} from './freelancer.paths';

/* Fields -------------------------------------------------------------------------------------- */

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const nfc = (value: string) => value.normalize('NFC');
const optionalText = (max: number) =>
  z.preprocess(blankToNull, textSchema(max).transform(nfc).nullable().optional());

/** Dollars (or taka) with at most two decimals, in English or Bangla digits, up to 999,999,999,999.99. */
export const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
export const moneySchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  storable(
    z
      .string({ message: 'validation.freelancer.moneyInvalid' })
      .trim()
      .max(16, 'validation.freelancer.moneyInvalid'),
  )
    .transform(toEnglishDigits)
    .refine((value) => MONEY_PATTERN.test(value), 'validation.freelancer.moneyInvalid'),
);
const optionalMoney = z.preprocess(blankToNull, moneySchema.nullable().optional());
const count = z.preprocess(blankToNull, intSchema(0, 1_000_000).nullable().optional());

export const profileLinkSchema = storable(z.string().trim().max(500, 'validation.tooLong')).refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  },
  'validation.freelancer.linkInvalid',
);

/** Skills as typed, comma separated (also the Bangla comma); each skill trimmed, empty ones left out. */
export function skillList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .normalize('NFC')
    .split(/[,،、]/)
    .map((skill) => skill.trim())
    .filter(Boolean);
}
const skillsSchema = z.preprocess(
  blankToNull,
  textSchema(1000)
    .transform((value) => skillList(value).join(', '))
    .nullable()
    .optional(),
);

export const marketplaceEntrySchema = z.object({
  marketplaceId: idSchema('validation.freelancer.marketplaceRequired'),
  profileLink: z.preprocess(blankToNull, profileLinkSchema.nullable().optional()),
  earnings: optionalMoney,
  totalProjects: count,
  joiningDate: z.preprocess(blankToNull, dateSchema().nullable().optional()),
});
export type MarketplaceEntryInput = z.input<typeof marketplaceEntrySchema>;

export const MAX_MARKETPLACE_ENTRIES = 10;

export const freelancerInputSchema = z
  .object({
    name: textSchema(200, 'validation.freelancer.nameRequired').transform(nfc),
    email: emailSchema,
    mobile: mobileSchema,
    districtId: idSchema('validation.freelancer.districtRequired'),
    status: z.enum(FREELANCER_STATUSES, { message: 'validation.invalid' }).default('active'),
    categoryId: z.preprocess(blankToNull, idSchema().nullable().optional()),
    roleId: z.preprocess(blankToNull, idSchema().nullable().optional()),
    totalIncome: optionalMoney,
    lifetimeEarnings: optionalMoney,
    hourlyRate: optionalMoney,
    firstJoiningDate: z.preprocess(blankToNull, dateSchema().nullable().optional()),
    skills: skillsSchema,
    suggestedSkills: optionalText(1000),
    trainingInterest: optionalText(500),
    peopleTrained: count,
    trainingHours: count,
    otherExperience: optionalText(2000),
    comment: optionalText(2000),
    address: optionalText(500),
    marketplaces: z
      .array(marketplaceEntrySchema)
      .max(MAX_MARKETPLACE_ENTRIES, 'validation.freelancer.tooManyMarketplaces')
      .default([]),
  })
  .superRefine((value, context) => {
    const seen = new Set<number>();
    for (const [index, entry] of value.marketplaces.entries()) {
      if (seen.has(entry.marketplaceId))
        context.addIssue({
          code: 'custom',
          path: ['marketplaces', index, 'marketplaceId'],
          message: 'validation.freelancer.marketplaceTwice',
        });
      seen.add(entry.marketplaceId);
    }
  });
export type FreelancerInput = z.input<typeof freelancerInputSchema>;
export type FreelancerValues = z.output<typeof freelancerInputSchema>;

export const idParamSchema = z.object({ id: idSchema() });
export const importQuerySchema = z.object({
  districtId: z.preprocess(blankToUndefined, idSchema().optional()),
});

/* Master data ------------------------------------------------------------------------------- */

export const masterInputSchema = z.object({
  nameBn: textSchema(150, 'validation.freelancer.nameRequired').transform(nfc),
  nameEn: textSchema(150, 'validation.freelancer.nameEnRequired'),
  website: z.preprocess(blankToNull, profileLinkSchema.nullable().optional()),
});
export type MasterInput = z.input<typeof masterInputSchema>;
export const masterParamSchema = z.object({ id: idSchema() });

export interface MasterItem extends Named {
  website: string | null;
  /** How many freelancers (or marketplace entries) name it. */
  used: number;
}

/* Mentors and teams ------------------------------------------------------------------------- */

export const mentorInputSchema = z.object({
  freelancerId: idSchema('validation.freelancer.freelancerRequired'),
  expertise: textSchema(300, 'validation.freelancer.expertiseRequired').transform(nfc),
  menteeCount: count,
});
export type MentorInput = z.input<typeof mentorInputSchema>;

export const teamInputSchema = z
  .object({
    name: textSchema(200, 'validation.freelancer.nameRequired').transform(nfc),
    districtId: idSchema('validation.freelancer.districtRequired'),
    leadId: idSchema('validation.freelancer.leadRequired'),
    memberIds: z.array(idSchema()).max(50, 'validation.freelancer.tooManyMembers').default([]),
    description: optionalText(1000),
  })
  .transform((value) => ({ ...value, memberIds: [...new Set([value.leadId, ...value.memberIds])] }));
export type TeamInput = z.input<typeof teamInputSchema>;

export const smallListQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, textSchema(100).optional()),
  districtId: z.preprocess(blankToUndefined, idSchema().optional()),
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
});

export interface PersonRef {
  id: number;
  name: string;
  mobile: string;
}

export interface MentorItem {
  id: number;
  freelancer: PersonRef;
  district: Named;
  expertise: string;
  menteeCount: number | null;
  lifetimeEarnings: string | null;
}

export interface TeamItem {
  id: number;
  name: string;
  district: Named;
  lead: PersonRef;
  members: PersonRef[];
  description: string | null;
}

/* The list ----------------------------------------------------------------------------------- */

export const FREELANCER_SORTS = ['name', 'lifetimeEarnings', 'firstJoiningDate', 'createdAt'] as const;

export const freelancerFilterSchema = z.object({
  search: z.preprocess(blankToUndefined, textSchema(100).optional()),
  districtId: z.preprocess(blankToUndefined, idSchema().optional()),
  categoryId: z.preprocess(blankToUndefined, idSchema().optional()),
  marketplaceId: z.preprocess(blankToUndefined, idSchema().optional()),
  skill: z.preprocess(blankToUndefined, textSchema(100).optional()),
  status: z.preprocess(blankToUndefined, z.enum(FREELANCER_STATUSES).optional()),
  /** Lifetime earnings in dollars, both ends included. */
  minEarnings: z.preprocess(blankToUndefined, moneySchema.optional()),
  maxEarnings: z.preprocess(blankToUndefined, moneySchema.optional()),
  /** First joining year (the dashboard's growth figure links here). */
  joiningYear: z.preprocess(blankToUndefined, intSchema(1990, 2100).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(FREELANCER_SORTS).default('name')),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('asc')),
});
export const freelancerListQuerySchema = freelancerFilterSchema.extend({
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
});
export type FreelancerFilterParams = z.output<typeof freelancerFilterSchema>;
export type FreelancerListParams = z.output<typeof freelancerListQuerySchema>;

export interface MarketplaceEntry {
  marketplace: Named;
  profileLink: string | null;
  earnings: string | null;
  totalProjects: number | null;
  joiningDate: string | null;
}

export interface FreelancerSummary {
  id: number;
  name: string;
  email: string;
  mobile: string;
  district: Named;
  category: Named | null;
  status: FreelancerStatus;
  lifetimeEarnings: string | null;
  hourlyRate: string | null;
  firstJoiningDate: string | null;
  skills: string | null;
  marketplaces: Named[];
}

export interface FreelancerDetail extends FreelancerSummary {
  role: Named | null;
  totalIncome: string | null;
  suggestedSkills: string | null;
  trainingInterest: string | null;
  peopleTrained: number | null;
  trainingHours: number | null;
  otherExperience: string | null;
  comment: string | null;
  address: string | null;
  entries: MarketplaceEntry[];
  mentor: { expertise: string } | null;
  teams: { id: number; name: string; lead: boolean }[];
  can: { edit: boolean };
  createdAt: string;
  updatedAt: string;
}

export type FreelancerPage = Page<FreelancerSummary>;

/* The dashboard ------------------------------------------------------------------------------ */

export const dashboardQuerySchema = z.object({
  districtId: z.preprocess(blankToUndefined, idSchema().optional()),
});

export interface DashboardBucket {
  id: number;
  nameBn: string;
  nameEn: string;
  count: number;
  /** Dollars: lifetime earnings of the freelancers, or the entries' earnings for a marketplace. */
  earnings: string;
}

export interface FreelancerDashboard {
  total: number;
  active: number;
  earnings: string;
  byDistrict: DashboardBucket[];
  byCategory: DashboardBucket[];
  byMarketplace: DashboardBucket[];
  byYear: { year: number; count: number; earnings: string }[];
}

/* The import --------------------------------------------------------------------------------- */

export const FREELANCER_IMPORT_MAX_ROWS = 2000;
export const FREELANCER_IMPORT_RULE: UploadRule = { kinds: ['office'], types: ['xlsx'], maxBytes: 2 * MB };

export const FREELANCER_IMPORT_FIELDS = [
  'name',
  'email',
  'mobile',
  'status',
  'category',
  'totalIncome',
  'lifetimeEarnings',
  'hourlyRate',
  'firstJoiningDate',
  'skills',
  'suggestedSkills',
  'trainingInterest',
  'peopleTrained',
  'trainingHours',
  'otherExperience',
  'comment',
  'address',
  'marketplace',
  'profileLink',
  'marketplaceEarnings',
  'totalProjects',
  'marketplaceJoiningDate',
] as const;
export type FreelancerImportField = (typeof FREELANCER_IMPORT_FIELDS)[number];

export interface FreelancerImportError {
  row: number;
  column: string;
  field: FreelancerImportField;
  message: string;
}

export interface FreelancerImportResult {
  created: number;
}
