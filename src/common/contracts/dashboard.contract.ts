/** The admin dashboard (SPEC.md §2 /dashboard, §3 "Admin dashboard response", §7 reports/admindashboard). */
import { z } from 'zod';
import { idSchema } from '../validation';

export { DASHBOARD_PATHS } from './dashboard.paths';

export const adminDashboardParamsSchema = z.object({
  officeId: idSchema(),
});

export interface GenderCounts {
  male: number;
  female: number;
  other: number;
}

export interface RolePostCounts {
  RoleId: number;
  RoleName: string;
  RoleNameEn: string;
  TotalPosts: number;
  /** Posts held by a substantive holder; these holders are the office's employees. */
  Posted: number;
  /** Posts without a substantive holder: TotalPosts - Posted. */
  EmptyPosts: number;
  /** Of the empty posts, those someone holds as an additional charge. */
  AdditionalCharge: number;
}

export interface AreaCount {
  name: string;
  count: number;
}

export interface AdminDashboardResponse {
  officeId: number;
  totalEmployees: number;
  employeesByGender: GenderCounts;
  totalAttachedEmployees: number;
  totalAttachedEmployeesByGender: GenderCounts;
  totalNonPostedEmployees: number;
  nonPostedEmployeesByGender: GenderCounts;
  ownOfficeLeavePending: number;
  otherOfficeLeavePending: number;
  /** Not in SPEC.md: the office's desks whose charge is with another officer today (ভারপ্রাপ্ত). */
  desksUnderChargeToday: number;
  skilledEmployees: number;
  skillAreas: AreaCount[];
  researchers: number;
  researchAreas: AreaCount[];
  employeesByRole: RolePostCounts[];
  totalSkills: number;
  /** The office store's requisitions waiting for a decision, approved and waiting for delivery, delivered. */
  storeRequisitions: { pending: number; approved: number; delivered: number };
}
