/**
 * SPEC.md §6 as pure functions of the session, used by the web (to hide) and the API (to refuse).
 * The server's AuthContext and the browser's session both fit PermissionSubject.
 */
import { OFFICE_ID_SUPER_ADMIN_DASHBOARD } from './constants';
import type { ExamDeskPermission, SitePermissions, UserRole } from './contracts/auth.contract';

export interface PermissionSubject {
  activeRole: Pick<
    UserRole,
    'RoleId' | 'OfficeId' | 'IsOfficeAdmin' | 'IsOfficeHead' | 'IsSectionAdmin' | 'IsSectionHead' | 'ControllingOfficeId'
  >;
  isSuperAdmin: boolean;
  isSupportAdmin: boolean;
  sitePermissions: SitePermissions;
  examDeskPermission: ExamDeskPermission | null;
}

/** The browser keeps the active role first in `userrole`; this gives it the subject shape. */
export function subjectOfSession(session: {
  userrole: PermissionSubject['activeRole'][];
  isSuperAdmin: boolean;
  isSupportAdmin: boolean;
  sitePermissions: SitePermissions;
  examDeskPermission: ExamDeskPermission | null;
}): PermissionSubject {
  return {
    activeRole: session.userrole[0],
    isSuperAdmin: session.isSuperAdmin,
    isSupportAdmin: session.isSupportAdmin,
    sitePermissions: session.sitePermissions,
    examDeskPermission: session.examDeskPermission,
  };
}

export const isAppAdmin = (subject: PermissionSubject) => subject.isSuperAdmin || subject.isSupportAdmin;

/** Reading an office's data: super and support admins see all offices, others their active office. */
export function canReadOffice(subject: PermissionSubject, officeId: number): boolean {
  return isAppAdmin(subject) || subject.activeRole.OfficeId === officeId;
}

/** Changing an office's data: the super admin anywhere, an office admin in the active office. */
export function canManageOffice(subject: PermissionSubject, officeId: number): boolean {
  return subject.isSuperAdmin || (subject.activeRole.IsOfficeAdmin && subject.activeRole.OfficeId === officeId);
}

/** SPEC.md §6 dashboard data: the super admin sees office 2, everyone else the active office. */
export function dashboardOfficeId(subject: PermissionSubject): number {
  return subject.isSuperAdmin ? OFFICE_ID_SUPER_ADMIN_DASHBOARD : subject.activeRole.OfficeId;
}
