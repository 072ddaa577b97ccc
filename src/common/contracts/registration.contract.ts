/**
 * Registration in four steps, one-time passwords, NID check and password reset (SPEC.md §3 Officer
 * registration and userRegi, §4, §5, §8). Each step has its own schema so the wizard checks a step
 * before moving on; the server checks the whole with the same schemas.
 */
import { z } from 'zod';
import { MAX_PAGE } from '../constants';
import {
  blankToUndefined,
  emailSchema,
  idSchema,
  intSchema,
  mobileSchema,
  nidSchema,
  otpSchema,
  pastDateSchema,
  storable,
  strongPasswordSchema,
  textSchema,
  toEnglishDigits,
} from '../validation';

export { REGISTRATION_PATHS } from './registration.paths';

const text = (max = 200) => textSchema(max);
const requiredText = (key: string, max = 200) => textSchema(max, key);
const optionalId = idSchema().nullable().optional();
/** The ticket of a one-time password, as the server handed it out. */
const otpIdSchema = storable(
  z
    .string({ message: 'validation.otpRequired' })
    .min(1, 'validation.otpRequired')
    .max(64, 'validation.invalid'),
);
export const confirmPasswordSchema = storable(
  z
    .string({ message: 'validation.passwordConfirmRequired' })
    .min(1, 'validation.passwordConfirmRequired')
    .max(128, 'validation.passwordConfirmMismatch'),
);
const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const otpRequestSchema = z.object({ mobile: mobileSchema });
export const otpResendSchema = z.object({ otpId: otpIdSchema });
export const otpVerifySchema = z.object({ otpId: otpIdSchema, code: otpSchema });
export const nidCheckSchema = z.object({
  nid: nidSchema,
  dateOfBirth: pastDateSchema('validation.dobRequired'),
});

/** Step 1: the post applied for, chosen through the office selector down to the designation. */
export const designationStepSchema = z.object({
  officeId: idSchema('validation.officeRequired'),
  sectionId: optionalId,
  deskId: idSchema('validation.designationRequired'),
});

export type PlacementField = keyof z.infer<typeof designationStepSchema>;

/**
 * SPEC.md §5 "office, branch and designation required", with the branch following the post: in an
 * office with branches the branch must be chosen, unless the chosen post sits directly under the
 * office (its head's post), which belongs to no branch. `postBranchId` is the chosen post's branch
 * (null: none; undefined: no post chosen yet). The form and the API both ask this function.
 */
export function placementIssues(
  value: { officeId?: number | null; sectionId?: number | null; deskId?: number | null },
  context: { officeHasBranches: boolean; postBranchId?: number | null },
): { field: PlacementField; message: string }[] {
  const parsed = designationStepSchema.safeParse({
    officeId: value.officeId ?? undefined,
    sectionId: value.sectionId ?? null,
    deskId: value.deskId ?? undefined,
  });
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        field: issue.path[0] as PlacementField,
        message: issue.message,
      }));
  const postOutsideBranches = context.postBranchId === null;
  if (value.officeId && context.officeHasBranches && value.sectionId == null && !postOutsideBranches) {
    issues.push({ field: 'sectionId', message: 'validation.branchRequired' });
  }
  return issues;
}

/** Confirm password: required, and the same as the password (registration and password reset). */
export const passwordConfirmationSchema = z
  .object({ password: z.string(), confirmPassword: confirmPasswordSchema })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordConfirmMismatch',
  });

/** Step 2: login details; the mobile number is proven by a verified one-time password. */
export const loginStepSchema = z.object({
  email: emailSchema,
  mobile: mobileSchema,
  otpId: otpIdSchema,
  password: strongPasswordSchema,
  confirmPassword: confirmPasswordSchema,
});

export const kidSchema = z.object({
  KidId: idSchema().optional(),
  name: requiredText('validation.childNameRequired', 120),
  gender: z.enum(GENDERS, { message: 'validation.childGenderRequired' }),
  /** Optional; when given, a real past date like the officer's own. */
  dateOfBirth: z.preprocess(blankToUndefined, pastDateSchema('validation.dobRequired').optional()),
});

export const spouseSchema = z.object({
  SpouseId: idSchema().optional(),
  name: requiredText('validation.spouseNameRequired', 120),
  occupation: text(120).optional(),
});

/** Step 3: personal information. */
export const personalStepSchema = z.object({
  nameBn: requiredText('validation.nameBnRequired', 120),
  nameEn: requiredText('validation.nameEnRequired', 120),
  fatherNameBn: text(120).optional(),
  fatherNameEn: text(120).optional(),
  motherNameBn: text(120).optional(),
  motherNameEn: text(120).optional(),
  gender: z.enum(GENDERS, { message: 'validation.genderRequired' }),
  dateOfBirth: pastDateSchema('validation.dobRequired'),
  nid: nidSchema,
  religion: text(40).optional(),
  permanentAddress: text(300).optional(),
  sameAddress: z.boolean().optional(),
  presentAddress: text(300).optional(),
  postOffice: text(80).optional(),
  postCode: text(10).transform(toEnglishDigits).optional(),
  preferredDistrictId: optionalId,
  preferredUpazilaId: optionalId,
  serviceId: text(40).optional(),
  firstJoiningDate: pastDateSchema('validation.firstJoiningDateRequired'),
  currentJoiningDate: pastDateSchema('validation.currentJoiningDateRequired'),
  spouses: z.array(spouseSchema).max(4).default([]),
  kids: z.array(kidSchema).max(20).default([]),
});

/** Step 4: skills and the terms of use. */
export const skillsStepSchema = z.object({
  skills: z.array(text(80)).max(30).default([]),
  termsAccepted: z.literal(true, { message: 'validation.termsRequired' }),
});

/** Joining the current workplace cannot come before joining the service. */
export function joiningDatesInOrder(
  value: { firstJoiningDate: string; currentJoiningDate: string },
  context: z.RefinementCtx,
): void {
  if (value.currentJoiningDate < value.firstJoiningDate) {
    context.addIssue({
      code: 'custom',
      path: ['currentJoiningDate'],
      message: 'validation.joiningDatesOrder',
    });
  }
}

/** Rules across fields of a new account: the passwords match, the joining dates are in order. */
export function accountRules(
  value: { password: string; confirmPassword: string; firstJoiningDate: string; currentJoiningDate: string },
  context: z.RefinementCtx,
): void {
  if (value.password !== value.confirmPassword) {
    context.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: 'validation.passwordConfirmMismatch',
    });
  }
  joiningDatesInOrder(value, context);
}

export const registrationSchema = designationStepSchema
  .extend(loginStepSchema.shape)
  .extend(personalStepSchema.shape)
  .extend(skillsStepSchema.shape)
  .superRefine(accountRules);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const passwordResetSchema = z
  .object({
    otpId: otpIdSchema,
    mobile: mobileSchema,
    password: strongPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordConfirmMismatch',
  });

export const deskRequestListSchema = z.object({
  page: intSchema(1, MAX_PAGE).default(1),
  pageSize: intSchema(1, 100).default(20),
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});

/** The SMS and e-mail log (GET outbox), filtered by recipient. */
export const outboxListQuerySchema = z.object({
  recipient: textSchema(40).optional(),
  page: intSchema(1, MAX_PAGE).default(1),
  pageSize: intSchema(1, 100).default(20),
});

export interface OtpTicketResponse {
  otpId: string;
  expiresAt: string;
  resendAfter: string;
}

export interface DeskRequestRow {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  userId: number;
  nameBn: string;
  nameEn: string;
  mobile: string | null;
  email: string;
  gender: Gender | null;
  dateOfBirth: string | null;
  nid: string | null;
  serviceId: string | null;
  firstJoiningDate: string | null;
  currentJoiningDate: string | null;
  deskId: number;
  roleName: string;
  roleNameEn: string;
  sectionName: string | null;
  sectionNameEn: string | null;
  officeId: number;
  officeName: string;
  officeNameEn: string;
}
