/** The admin dashboard (SPEC.md §2 /dashboard, §3 "Admin dashboard response", §7 reports/admindashboard). */
import { z } from 'zod';

export const DASHBOARD_PATHS = {
  adminDashboard: (officeId: number | string) => `/api/reports/admindashboard/${officeId}`,
} as const;

export const adminDashboardParamsSchema = z.object({
  officeId: z.coerce.number({ message: 'validation.invalid' }).int().positive('validation.invalid'),
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
  Posted: number;
  EmptyPosts: number;
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
  skilledEmployees: number;
  skillAreas: AreaCount[];
  researchers: number;
  researchAreas: AreaCount[];
  employeesByRole: RolePostCounts[];
  totalSkills: number;
}
