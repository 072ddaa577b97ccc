/**
 * Registration in four steps, one-time passwords, NID check and password reset (SPEC.md §3 Officer
 * registration and userRegi, §4, §5, §8). Each step has its own schema so the wizard checks a step
 * before moving on; the server checks the whole with the same schemas.
 */
import { z } from 'zod';
import {
  emailSchema,
  mobileSchema,
  nidSchema,
  otpSchema,
  pastDateSchema,
  strongPasswordSchema,
  toEnglishDigits,
} from '../validation';

export const REGISTRATION_PATHS = {
  otp: '/api/registration/otp',
  otpResend: '/api/registration/otp/resend',
  otpVerify: '/api/registration/otp/verify',
  nidCheck: '/api/registration/nid-check',
  register: '/api/registration',
  requests: '/api/registration/requests',
  myRequest: '/api/registration/my-request',
  approve: (id: number | string) => `/api/registration/requests/${id}/approve`,
  reject: (id: number | string) => `/api/registration/requests/${id}/reject`,
  resetOtp: '/api/auth/password-reset/otp',
  resetOtpResend: '/api/auth/password-reset/otp/resend',
  resetOtpVerify: '/api/auth/password-reset/otp/verify',
  reset: '/api/auth/password-reset',
  outbox: '/api/outbox',
} as const;

const text = (max = 200) => z.string().trim().max(max, 'validation.tooLong');
const requiredText = (key: string, max = 200) =>
  z.string({ message: key }).trim().min(1, key).max(max, 'validation.tooLong');
const optionalId = z.coerce.number().int().positive().nullable().optional();
const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const otpRequestSchema = z.object({ mobile: mobileSchema });
export const otpResendSchema = z.object({
  otpId: z.string({ message: 'validation.otpRequired' }).min(1).max(64),
});
export const otpVerifySchema = z.object({
  otpId: z.string({ message: 'validation.otpRequired' }).min(1, 'validation.otpRequired').max(64),
  code: otpSchema,
});
export const nidCheckSchema = z.object({
  nid: nidSchema,
  dateOfBirth: pastDateSchema('validation.dobRequired'),
});

/** Step 1: the post applied for, chosen through the office selector down to the designation. */
export const designationStepSchema = z.object({
  officeId: z.coerce
    .number({ message: 'validation.officeRequired' })
    .int()
    .positive('validation.officeRequired'),
  sectionId: optionalId,
  deskId: z.coerce
    .number({ message: 'validation.designationRequired' })
    .int()
    .positive('validation.designationRequired'),
});

/** Step 2: login details; the mobile number is proven by a verified one-time password. */
export const loginStepSchema = z.object({
  email: emailSchema,
  mobile: mobileSchema,
  otpId: z.string({ message: 'validation.otpRequired' }).min(1, 'validation.otpRequired').max(64),
  password: strongPasswordSchema,
  confirmPassword: z
    .string({ message: 'validation.passwordConfirmRequired' })
    .min(1, 'validation.passwordConfirmRequired'),
});

export const kidSchema = z.object({
  KidId: z.number().int().optional(),
  name: requiredText('validation.childNameRequired', 120),
  gender: z.enum(GENDERS, { message: 'validation.childGenderRequired' }),
  dateOfBirth: text(10).optional(),
});

export const spouseSchema = z.object({
  SpouseId: z.number().int().optional(),
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

export const registrationSchema = designationStepSchema
  .extend(loginStepSchema.shape)
  .extend(personalStepSchema.shape)
  .extend(skillsStepSchema.shape)
  .superRefine((value, context) => {
    if (value.password !== value.confirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'validation.passwordConfirmMismatch',
      });
    }
    if (value.currentJoiningDate < value.firstJoiningDate) {
      context.addIssue({
        code: 'custom',
        path: ['currentJoiningDate'],
        message: 'validation.joiningDatesOrder',
      });
    }
  });
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const passwordResetSchema = z
  .object({
    otpId: z.string({ message: 'validation.otpRequired' }).min(1, 'validation.otpRequired').max(64),
    mobile: mobileSchema,
    password: strongPasswordSchema,
    confirmPassword: z
      .string({ message: 'validation.passwordConfirmRequired' })
      .min(1, 'validation.passwordConfirmRequired'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordConfirmMismatch',
  });

export const deskRequestListSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
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
