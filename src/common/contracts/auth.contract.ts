/** Sign-in and session contract: SPEC.md §3 (Session, login response) and §7 (automatic login). */
import { z } from 'zod';
import { loginIdSchema, MAX_ID, passwordSchema, storable } from '../validation';

export { AUTH_PATHS } from './auth.paths';

export const loginRequestSchema = z.object({
  /** An email address or an 11-digit mobile number. */
  email: loginIdSchema,
  password: passwordSchema,
  captchaId: storable(z.string().max(64)).optional(),
  captchaAnswer: storable(z.string().max(16)).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const activeRoleRequestSchema = z.object({
  /** The DeskId of one of the user's own roles; 0 is the role of an officer with no office yet. */
  deskId: z.coerce
    .number({ message: 'validation.required' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(MAX_ID, 'validation.invalid'),
});
export type ActiveRoleRequest = z.input<typeof activeRoleRequestSchema>;

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionProfile {
  id: number;
  KnownAs: string;
  KnownAsBangla: string;
  PhotoUrl: string | null;
  SignatureUrl: string | null;
}

/** One desk the user holds; the first of `userrole[]` is the active role (SPEC.md §3). */
export interface UserRole {
  ProfileId: number;
  DeskId: number;
  GEOCode: string | null;
  IsOfficeAdmin: boolean;
  IsOfficeHead: boolean;
  IsSectionAdmin: boolean;
  IsSectionHead: boolean;
  OfficeId: number;
  OfficeName: string;
  OfficeNameEn: string;
  RoleId: number;
  RoleName: string;
  RoleNameEn: string;
  SectionId: number | null;
  SectionName: string | null;
  SectionNameEn: string | null;
  ControllingOfficeId: number | null;
  OfficeLevelId: number | null;
  MinistryId: number | null;
  /**
   * Set when the desk is held under a charge (ভারপ্রাপ্ত) while its holder is away: the charge, its
   * kind and its last day. Absent on the user's own desks.
   */
  Acting?: { ChargeId: number; Kind: 'current' | 'additional'; Until: string };
}

export interface SitePermissions {
  meetingMgt: boolean;
}

export interface FixedData {
  isNidVerificationEnabled: boolean;
}

export interface ExamDeskPermission {
  examCategoryId: number | null;
  controllingUnitId: number | null;
  canCreateExam: boolean;
  canDistributeExamPaper: boolean;
  canReceiveExamPaper: boolean;
  canDistributeQuestionPaper: boolean;
  canReceiveQuestionPaper: boolean;
  canCreateBill: boolean;
  canApproveBill: boolean;
  canPayBill: boolean;
  canAddExamWiseExpert: boolean;
  canAddExamExpert: boolean;
  canEditExamExpert: boolean;
  canAddBankRoutingNo: boolean;
}

/** The session as the server describes it, without the token. */
export interface SessionPayload {
  user: SessionUser;
  isSuperAdmin: boolean;
  isSupportAdmin: boolean;
  supportLevel: number;
  profile: SessionProfile[];
  userrole: UserRole[];
  sitePermissions: SitePermissions;
  fixedData: FixedData;
  /** null when the active desk has no exam permissions. */
  examDeskPermission: ExamDeskPermission | null;
  /** App security's grants to the active desk (`page|action`); an addition to SPEC.md §3. */
  grants?: string[];
}

/** The login response of SPEC.md §3. */
export interface LoginResponse extends SessionPayload {
  access_token: string;
  expires_at: string;
}

export interface CaptchaResponse {
  captchaId: string;
  /** SVG markup of the picture; click it to load another. */
  svg: string;
  /** false when the server runs with CAPTCHA=off, so the form hides the field. */
  enabled: boolean;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: { field: string; message: string }[];
}
