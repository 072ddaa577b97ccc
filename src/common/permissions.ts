/**
 * SPEC.md §6 as pure functions of the session, used by the web (to hide) and the API (to refuse).
 * The server's AuthContext and the browser's session both fit PermissionSubject.
 */
import {
  OFFICE_ID_RESTRICTED,
  OFFICE_ID_SUPER_ADMIN_DASHBOARD,
  ROLE_ID_NO_OFFICE,
  ROLE_ID_SCHOOL_TRAINING,
} from './constants';
import type { ExamDeskPermission, SitePermissions, UserRole } from './contracts/auth.contract';

export interface PermissionSubject {
  activeRole: Pick<
    UserRole,
    | 'RoleId'
    | 'OfficeId'
    | 'IsOfficeAdmin'
    | 'IsOfficeHead'
    | 'IsSectionAdmin'
    | 'IsSectionHead'
    | 'ControllingOfficeId'
  >;
  isSuperAdmin: boolean;
  isSupportAdmin: boolean;
  sitePermissions: SitePermissions;
  examDeskPermission: ExamDeskPermission | null;
  /** App security's grants to the active desk and its designation, as `grantKey`s (none when absent). */
  grants?: readonly string[];
}

/** The browser keeps the active role first in `userrole`; this gives it the subject shape. */
export function subjectOfSession(session: {
  userrole: PermissionSubject['activeRole'][];
  isSuperAdmin: boolean;
  isSupportAdmin: boolean;
  sitePermissions: SitePermissions;
  examDeskPermission: ExamDeskPermission | null;
  grants?: readonly string[];
}): PermissionSubject {
  return {
    activeRole: session.userrole[0],
    isSuperAdmin: session.isSuperAdmin,
    isSupportAdmin: session.isSupportAdmin,
    sitePermissions: session.sitePermissions,
    examDeskPermission: session.examDeskPermission,
    grants: session.grants ?? [],
  };
}

/* ------------------------------------------------------------------------------------------------
 * App security (/app-security): an access role grants actions on pages to designations or desks.
 * A grant only widens: the effective rule is the SPEC.md §6 rule OR the grant (docs/decisions.md).
 * ---------------------------------------------------------------------------------------------- */

export const PAGE_ACTIONS = ['view', 'create', 'edit', 'delete', 'approve', 'export'] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];

export const grantKey = (page: string, action: PageAction) => `${page}|${action}`;

export const hasGrant = (subject: PermissionSubject, page: string, action: PageAction) =>
  subject.grants?.includes(grantKey(page, action)) === true;

/** A rule that app security can widen, and the page and action whose grant widens it. */
export type GrantableRule = ((subject: PermissionSubject) => boolean) & {
  grant: { page: string; action: PageAction };
};

/** `rule`, or a grant of `action` on `page`: the API, the route and the menu all read this one function. */
export function orGranted(
  rule: (subject: PermissionSubject) => boolean,
  page: string,
  action: PageAction,
): GrantableRule {
  const widened = (subject: PermissionSubject) => rule(subject) || hasGrant(subject, page, action);
  return Object.assign(widened, { grant: { page, action } });
}

/** The page and action a rule can be granted by, when it is one made by `orGranted`. */
export const grantOf = (rule: unknown) =>
  typeof rule === 'function' && 'grant' in rule ? (rule as GrantableRule).grant : null;

/**
 * Who may call an API route, named in the route's options (`config: { access }`) and enforced by one
 * guard: PUBLIC for callers who are not signed in yet, otherwise a rule of this file. What a rule
 * lets through is then narrowed to the caller's offices by the service (office scope).
 */
export const PUBLIC = 'public' as const;
export type RouteAccess = typeof PUBLIC | ((subject: PermissionSubject) => boolean);

/** Any signed-in user, whatever the desk: the own session, profile and desk request. */
export const isSignedIn = (_subject: PermissionSubject) => true;

/** The user manual (/user-manual): every signed-in user reads the manual of every module. */
export const canReadUserManual = isSignedIn;

export const isAppAdmin = (subject: PermissionSubject) => subject.isSuperAdmin || subject.isSupportAdmin;

/** Only the super admin: catalogues, new offices, the application's settings. */
export const isSuperAdmin = (subject: PermissionSubject) => subject.isSuperAdmin;

/** Reading an office's data: super and support admins see all offices, others their active office. */
export function canReadOffice(subject: PermissionSubject, officeId: number): boolean {
  return isAppAdmin(subject) || subject.activeRole.OfficeId === officeId;
}

/** Changing an office's data: the super admin anywhere, an office admin in the active office. */
export function canManageOffice(subject: PermissionSubject, officeId: number): boolean {
  return (
    subject.isSuperAdmin || (subject.activeRole.IsOfficeAdmin && subject.activeRole.OfficeId === officeId)
  );
}

/** SPEC.md §6 dashboard data: the super admin sees office 2, everyone else the active office. */
export function dashboardOfficeId(subject: PermissionSubject): number {
  return subject.isSuperAdmin ? OFFICE_ID_SUPER_ADMIN_DASHBOARD : subject.activeRole.OfficeId;
}

/* ------------------------------------------------------------------------------------------------
 * SPEC.md §6: roles, menus and tiles. One function per rule; the comment quotes the rule.
 * ---------------------------------------------------------------------------------------------- */

/** "Office id 861 is a special office that hides many features." */
export const isRestrictedOffice = (subject: PermissionSubject) =>
  subject.activeRole.OfficeId === OFFICE_ID_RESTRICTED;

/** "Role ids: 0 = no office": the active role is a real desk when its role id is above 0. */
export const hasOfficeDesk = (subject: PermissionSubject) => subject.activeRole.RoleId > ROLE_ID_NO_OFFICE;

/** "34 = school/internal training role." */
export const isSchoolTrainingRole = (subject: PermissionSubject) =>
  subject.activeRole.RoleId === ROLE_ID_SCHOOL_TRAINING;

/** "roleId above 0: sees dashboard." With "Role 34: only the training management entry …" role 34 does not. */
export const canSeeDashboard = (subject: PermissionSubject) =>
  hasOfficeDesk(subject) && !isSchoolTrainingRole(subject);

/** "Support admin: 'app admin' with support-ticket list." */
export const canSeeAppAdminMenu = (subject: PermissionSubject) => subject.isSupportAdmin;

/** "Super admin: geolocation, admin settings, office setup, software security, support tickets." */
export const canSeeSuperAdminMenu = (subject: PermissionSubject) => subject.isSuperAdmin;

/** The support-ticket list (/admin-supports) is in both the app admin and the super admin menus. */
export const canSeeSupportTickets = (subject: PermissionSubject) =>
  canSeeAppAdminMenu(subject) || canSeeSuperAdminMenu(subject);

/**
 * "Role 34: only the training management entry plus a special training menu: import school
 * trainees, create them, select them, new batch, batches, add student to batch, final trainee list."
 */
export const canSeeSchoolTrainingMenu = (subject: PermissionSubject) => isSchoolTrainingRole(subject);

/**
 * "Users whose office-admin flag is defined and whose role is not 34": the flag is defined for a
 * real desk (role id above 0), so the group is every desk holder except role 34.
 */
export const isOfficeStaff = (subject: PermissionSubject) =>
  hasOfficeDesk(subject) && !isSchoolTrainingRole(subject);

/** "If office id is not 861, transfer management (own transfer, approvals, planner)." */
export const canSeeTransferMenu = (subject: PermissionSubject) =>
  isOfficeStaff(subject) && !isRestrictedOffice(subject);

/** Own transfer (/transfer-applications): every desk holder of the transfer menu applies for the own transfer. */
export const canApplyForTransfer = (subject: PermissionSubject) => canSeeTransferMenu(subject);

/**
 * Not in SPEC.md §6: the desks that decide transfer applications (/transferapprovals). The office
 * admin or head desk of the applicant's office, or of its controlling office, and the super admin;
 * the service narrows to those offices (another office's desk gets 403).
 */
export const canDecideTransfers = (subject: PermissionSubject) =>
  canSeeTransferMenu(subject) &&
  (subject.isSuperAdmin || subject.activeRole.IsOfficeAdmin || subject.activeRole.IsOfficeHead);

/**
 * Not in SPEC.md §6: who plans and carries out transfer rounds (/transfer-planner). The super admin
 * for any office, an office admin for the own office and the offices it controls.
 */
export const canPlanTransfers = (subject: PermissionSubject) =>
  canSeeTransferMenu(subject) && (subject.isSuperAdmin || subject.activeRole.IsOfficeAdmin);

/** "If office id is not 861, … leave management (application, approval, balance, history, approvers)." */
export const canSeeLeaveMenu = (subject: PermissionSubject) =>
  isOfficeStaff(subject) && !isRestrictedOffice(subject);

/** Leave: applying, one's own balance and history, and a desk's queue are for the leave menu's group. */
export const canApplyForLeave = (subject: PermissionSubject) => canSeeLeaveMenu(subject);
export const canDecideLeave = (subject: PermissionSubject) => canSeeLeaveMenu(subject);

/** The office's chain of approving desks (/leaveapprovers): its office admin, or the super admin. */
export const canManageLeaveApprovers = (subject: PermissionSubject) =>
  canSeeLeaveMenu(subject) && (subject.activeRole.IsOfficeAdmin || subject.isSuperAdmin);

/** The whole office's leave history: its office admin and head, and the app admins. */
export const canSeeOfficeLeaveHistory = (subject: PermissionSubject) =>
  canSeeLeaveMenu(subject) &&
  (subject.activeRole.IsOfficeAdmin || subject.activeRole.IsOfficeHead || isAppAdmin(subject));

/** The public holiday calendar that leave and working-day clocks skip: super and support admins. */
export const canManageHolidays = (subject: PermissionSubject) => isAppAdmin(subject);

/** "All in this group: office management (edit office info, office admin, honour board) and officer management." */
export const canSeeOfficeMenu = (subject: PermissionSubject) => isOfficeStaff(subject);

/** "All in this group: … officer management." */
export const canSeeOfficerMenu = (subject: PermissionSubject) => isOfficeStaff(subject);

/** "The officer list, new officer and officer posting are for super admin, support admin or office admin only." */
export const canManageOfficers = (subject: PermissionSubject) =>
  isOfficeStaff(subject) && (isAppAdmin(subject) || subject.activeRole.IsOfficeAdmin);

/** The officer list (/officers) and one officer's record: the people above, or a grant to view the page. */
export const canListOfficers = orGranted(canManageOfficers, '/officers', 'view');

/** The officer list's Excel file: the people above, or a grant to export the page. */
export const canExportOfficers = orGranted(canManageOfficers, '/officers', 'export');

/** App security itself (/app-security): the super admin alone. */
export const canManageAppSecurity = (subject: PermissionSubject) => subject.isSuperAdmin;

/** The same people for one office: app admins for any office, an office admin for the own. */
export const canManageOfficersOf = (subject: PermissionSubject, officeId: number) =>
  canManageOfficers(subject) && (isAppAdmin(subject) || subject.activeRole.OfficeId === officeId);

/** Reading the officers of one office: a grant to view /officers opens the own office only. */
export const canListOfficersOf = (subject: PermissionSubject, officeId: number) =>
  canListOfficers(subject) && (isAppAdmin(subject) || subject.activeRole.OfficeId === officeId);

/**
 * Not in SPEC.md §6: the office's user roles and settings screens are listed in the office group for
 * those who administer the office (the same people as the officer list); others reach no such menu.
 */
export const canSeeOfficeAdministration = (subject: PermissionSubject) => canManageOfficers(subject);

/**
 * Not in SPEC.md §6 as such: office setup data (offices, catalogues, sections, organogram, office
 * admins, honour board) is read by app admins everywhere and by the office staff group in their own
 * office (the service narrows the office); role 0 and role 34 read none of it.
 */
export const canReadOfficeSetup = (subject: PermissionSubject) =>
  isAppAdmin(subject) || isOfficeStaff(subject);

/** Changing an office's setup: the super admin anywhere, an office admin in the own office (narrowed by the service). */
export const canAdministerOffice = (subject: PermissionSubject) =>
  subject.isSuperAdmin || (isOfficeStaff(subject) && subject.activeRole.IsOfficeAdmin);

/**
 * Role 34 (the school/internal training designation) unlocks its own menu and hides the rest, so
 * only the super admin puts a post under it or takes a post out of it; an office admin chooses any
 * other designation.
 */
export const canAssignDesignation = (subject: PermissionSubject, roleId: number) =>
  roleId !== ROLE_ID_SCHOOL_TRAINING || subject.isSuperAdmin;

/** "Own service info and work history are shown to all in the group." */
export const canSeeOwnServiceRecord = (subject: PermissionSubject) => isOfficeStaff(subject);

/** "roleId above 0, role not 34, office id not 861: skills and innovation." */
export const canSeeSkillsAndInnovation = (subject: PermissionSubject) =>
  hasOfficeDesk(subject) && !isSchoolTrainingRole(subject) && !isRestrictedOffice(subject);

/**
 * Not in SPEC.md §6: who records innovations. Everyone who sees the menu, except a support admin
 * (who reads every office's innovations and changes none, as in office setup).
 */
export const canRecordInnovations = (subject: PermissionSubject) =>
  canSeeSkillsAndInnovation(subject) && (subject.isSuperAdmin || !subject.isSupportAdmin);

/**
 * Not in SPEC.md §6: who decides on submitted innovations (accept for piloting, send back, mark
 * replicated): the office admin or office head of the innovation's office, and the super admin.
 */
export const canDecideInnovations = (subject: PermissionSubject) =>
  canSeeSkillsAndInnovation(subject) &&
  (subject.isSuperAdmin || subject.activeRole.IsOfficeAdmin || subject.activeRole.IsOfficeHead);

/** The same for one office: the super admin anywhere, an office admin or head in the active office. */
export const canDecideInnovationsOf = (subject: PermissionSubject, officeId: number) =>
  canDecideInnovations(subject) && (subject.isSuperAdmin || subject.activeRole.OfficeId === officeId);

/** "Everyone sees support." */
export const canSeeSupport = (_subject: PermissionSubject) => true;

/** Support admins (any level) and the super admin work the support-ticket queue. */
export const canWorkSupportQueue = (subject: PermissionSubject) => canSeeSupportTickets(subject);

/**
 * The highest support level the caller works (session's supportLevel): the super admin every level
 * (3), a support admin their own (at least 1), anyone else none (0). Tickets of that level and
 * below are theirs to see and work; a ticket escalated above it is not.
 */
export function supportLevelOf(subject: PermissionSubject & { supportLevel?: number }): number {
  if (subject.isSuperAdmin) return 3;
  if (!subject.isSupportAdmin) return 0;
  return Math.min(3, Math.max(1, subject.supportLevel ?? 1));
}

/** May the caller work a ticket at `level` (reply, note, assign, change status, escalate)? */
export const canWorkSupportLevel = (subject: PermissionSubject & { supportLevel?: number }, level: number) =>
  canWorkSupportQueue(subject) && level <= supportLevelOf(subject);

/** SPEC.md §6: the message menu has no role checks; every signed-in user writes and reads messages. */
export const canUseMessages = (_subject: PermissionSubject) => true;

/** "Report menu: 'all reports' (pending-reports) only to an office admin." */
export const canSeeAllReports = (subject: PermissionSubject) => subject.activeRole.IsOfficeAdmin;

/**
 * Not in SPEC.md §6 as such: report management is for desk holders (the office staff group): a
 * response is made, verified and approved by desks, so role 0 has nothing to work and role 34 sees
 * only training; office 861 hides the reports tile ("Most tiles (… reports …) are hidden when the
 * active office id is 861"), and with it the module.
 */
export const canUseReports = (subject: PermissionSubject) =>
  isOfficeStaff(subject) && !isRestrictedOffice(subject);

/** "'all reports' (pending-reports) only to an office admin", within the report module's group. */
export const canSeeAllOfficeReports = (subject: PermissionSubject) =>
  canUseReports(subject) && canSeeAllReports(subject);

/**
 * Not in SPEC.md §6: who runs the asking office's side of a report (defines reports, assigns offices,
 * sees who has and has not submitted, reminds) and names the own office's permitted desks: the
 * office admin or office head of the active office, and the super admin. The service narrows it to
 * the reports the caller's office defines and the offices it controls.
 */
export const canManageReports = (subject: PermissionSubject) =>
  canUseReports(subject) &&
  (subject.isSuperAdmin || subject.activeRole.IsOfficeAdmin || subject.activeRole.IsOfficeHead);

/**
 * "Internal training menu: list, batches, new batch, nomination, trainers, applicant profile,
 * applicants, shortlist and final trainees only for super or support admin."
 */
export const canManageInternalTraining = (subject: PermissionSubject) => isAppAdmin(subject);

/**
 * Training (issue 15). Everyone with a desk sees the training dashboards, applies and follows their own
 * trainings ("all users see dashboard, my trainings and apply for training"); the catalogue
 * (providers, titles, trainers), nominations and the external set's administration are the app
 * admins', as the internal set's are (SPEC.md §2 leaves the external set's rule open).
 */
export const canUseTraining = (subject: PermissionSubject) =>
  isAppAdmin(subject) ||
  isSchoolTrainingRole(subject) ||
  (hasOfficeDesk(subject) && !isRestrictedOffice(subject));
export const canManageTraining = (subject: PermissionSubject) => isAppAdmin(subject);
/** Role 34's special menu (import, create and select school trainees) and the app admins. */
export const canManageSchoolTrainees = (subject: PermissionSubject) =>
  isSchoolTrainingRole(subject) || isAppAdmin(subject);
/** New batch, batches, shortlist and final trainees: the app admins, and a school account for its own office. */
export const canManageTrainingBatches = (subject: PermissionSubject) => canManageSchoolTrainees(subject);

/** "Meeting menu: the meetings group (new, upcoming, completed) only if site permission meetingMgt is true." */
export const canSeeMeetingGroup = (subject: PermissionSubject) =>
  subject.sitePermissions?.meetingMgt === true;

/**
 * Not in SPEC.md §6 as such: the meeting module is for desk holders (the office staff group) of an
 * office that sees the meeting tile ("Most tiles (… meetings …) are hidden when the active office id
 * is 861"): the dashboard, the calendar, nominations owed and decision tasks.
 */
export const canUseMeetings = (subject: PermissionSubject) =>
  isOfficeStaff(subject) && !isRestrictedOffice(subject);

/**
 * Calling meetings (new, upcoming, completed, and the meeting's own workflow: invite, held, minutes,
 * finalise, archive) is the meetings group of SPEC.md §6, so it needs site permission meetingMgt.
 */
export const canManageMeetings = (subject: PermissionSubject) =>
  canUseMeetings(subject) && canSeeMeetingGroup(subject);

/** "Inspection menu: template and checklist design items only for super or support admin." */
export const canDesignInspectionTemplates = (subject: PermissionSubject) => isAppAdmin(subject);

/**
 * Inspections: every officer with an office desk plans, inspects and follows up; not role 34, and not
 * in office 861, whose home hides the inspection tile with most others (SPEC.md §6).
 */
export const canUseInspections = (subject: PermissionSubject) =>
  hasOfficeDesk(subject) && !isSchoolTrainingRole(subject) && !isRestrictedOffice(subject);

/** Targets and entry permissions: the app admins, and an office admin for their own office. */
export const canManageInspectionSetup = (subject: PermissionSubject) =>
  isAppAdmin(subject) || (canUseInspections(subject) && subject.activeRole.IsOfficeAdmin);

/*
 * Asset statements (/emp-asset-mgt). The menu has no role checks (SPEC.md §6), but the statements
 * are confidential: every officer files their own, and only the declarant and the receiving desk
 * read one (checked in the SQL of each read). The compliance figures name who has filed, never what.
 */

/** Every officer with an office desk files their own statement (not role 0, which has no office, nor 34). */
export const canFileAssetStatements = (subject: PermissionSubject) =>
  hasOfficeDesk(subject) && !isSchoolTrainingRole(subject);

/** Any officer's desk may be named the receiving authority; the queue shows only that desk's statements. */
export const canReceiveAssetStatements = (subject: PermissionSubject) => canFileAssetStatements(subject);

/** Who has and has not filed: app admins (every office), the office admin and head (their own office). */
export const canSeeAssetCompliance = (subject: PermissionSubject) =>
  isAppAdmin(subject) ||
  (canFileAssetStatements(subject) && (subject.activeRole.IsOfficeAdmin || subject.activeRole.IsOfficeHead));

/** Which desk receives an office's statements: app admins, and the office admin for their own office. */
export const canManageAssetReceivers = (subject: PermissionSubject) =>
  isAppAdmin(subject) || (canFileAssetStatements(subject) && subject.activeRole.IsOfficeAdmin);

/** Reminding an office's non-filers: app admins (any office), and the office admin for their own office. */
export const canSendAssetReminders = (subject: PermissionSubject) =>
  isAppAdmin(subject) || (canFileAssetStatements(subject) && subject.activeRole.IsOfficeAdmin);

/** The filing deadline of each fiscal year is national: app admins set it. */
export const canManageAssetDeadlines = (subject: PermissionSubject) => isAppAdmin(subject);

/* Home tiles (SPEC.md §2 Home, §6 Home tiles). */

/** "Role id 0 … Role id 34 … Otherwise a grid of tiles": roles 0 and 34 get a message instead. */
export const canSeeHomeTiles = (subject: PermissionSubject) =>
  hasOfficeDesk(subject) && !isSchoolTrainingRole(subject);

/** "Most tiles (office, officers, leave, skills, reports, meetings and others) are hidden when the active office id is 861." */
export const canSeeGeneralTiles = (subject: PermissionSubject) => !isRestrictedOffice(subject);

/** "Store management: only super or support admins." */
export const canSeeStoreTile = (subject: PermissionSubject) => isAppAdmin(subject);

/** "Project management and asset statement: super or support admins whose office id is not 861." */
export const canSeeProjectAndAssetTiles = (subject: PermissionSubject) =>
  isAppAdmin(subject) && !isRestrictedOffice(subject);

/** "Exam management: shown when exam desk permissions exist." */
export const canSeeExamTile = (subject: PermissionSubject) => subject.examDeskPermission != null;

/** The tiles of SPEC.md §2 Home, in its order, each with its §6 rule. */
export const HOME_TILES: { path: string; visible: (subject: PermissionSubject) => boolean }[] = [
  { path: '/officeinfo', visible: canSeeGeneralTiles },
  // The officer list is for super, support and office admins (§6 side menus), and desks app security grants it.
  { path: '/officers', visible: (subject) => canSeeGeneralTiles(subject) && canListOfficers(subject) },
  { path: '/leaveapprovals', visible: canSeeGeneralTiles },
  { path: '/userskills', visible: canSeeGeneralTiles },
  { path: '/report-mgt/report-dashboard', visible: canSeeGeneralTiles },
  { path: '/training-mgt', visible: canSeeGeneralTiles },
  { path: '/lab-mgt', visible: canSeeGeneralTiles },
  { path: '/freelancer-mgt', visible: canSeeGeneralTiles },
  { path: '/inspection-mgt', visible: canSeeGeneralTiles },
  { path: '/store-mgt', visible: canSeeStoreTile },
  { path: '/project-mgt', visible: canSeeProjectAndAssetTiles },
  { path: '/meeting-mgt/meeting-dashboard', visible: canSeeGeneralTiles },
  { path: '/emp-asset-mgt', visible: canSeeProjectAndAssetTiles },
  { path: '/exam-mgt', visible: canSeeExamTile },
];

/** The home tile paths this subject sees, in SPEC.md §2 order (none for roles 0 and 34). */
export function homeTilePaths(subject: PermissionSubject): string[] {
  if (!canSeeHomeTiles(subject)) return [];
  return HOME_TILES.filter((tile) => tile.visible(subject)).map((tile) => tile.path);
}

/**
 * The audit trail (not in SPEC.md; issue 25): the super admin reads every row, an office admin the
 * rows written under a desk of the active office (the service narrows it).
 */
export const canReadAuditTrail = (subject: PermissionSubject) =>
  subject.isSuperAdmin || (isOfficeStaff(subject) && subject.activeRole.IsOfficeAdmin);

/** The office whose rows the caller reads: null for all (the super admin). */
export const auditOfficeScope = (subject: PermissionSubject): number | null =>
  subject.isSuperAdmin ? null : subject.activeRole.OfficeId;

/*
 * Freelancers (issue 19). SPEC.md §6: "Lab, exam, project, store, freelancer … menus: no role checks";
 * the tile is a general tile (hidden in office 861). The data is a district's: an office sees the
 * freelancers of its own district, the app admins (DoICT) every district.
 */

/** The freelancer menu: no role checks (SPEC.md §6). */
export const canSeeFreelancerMenu = (_subject: PermissionSubject) => true;

/**
 * Reading freelancers, mentors, teams and the dashboard: app admins, and every office desk (of its
 * district) except in office 861, which has no freelancer tile ("hides many features").
 */
export const canReadFreelancers = (subject: PermissionSubject) =>
  isAppAdmin(subject) || (isOfficeStaff(subject) && canSeeGeneralTiles(subject));

/** Adding, changing and importing freelancers, mentors and teams: app admins, and office admins in their district. */
export const canManageFreelancers = (subject: PermissionSubject) =>
  isAppAdmin(subject) || (canReadFreelancers(subject) && subject.activeRole.IsOfficeAdmin);

/** The DoICT screens (/doict-freelancer-list, -dashboard, -details): national, super and support admins. */
export const canSeeNationalFreelancers = (subject: PermissionSubject) => isAppAdmin(subject);

/** Freelancer categories, roles and marketplaces (master data): changed by app admins, read by all readers. */
export const canManageFreelancerMasterData = (subject: PermissionSubject) => isAppAdmin(subject);

/** /profile/freelancer-view: any signed-in officer reads the own freelancer record. */
export const canSeeOwnFreelancerRecord = (_subject: PermissionSubject) => true;
/* ------------------------------------------------------------------------------------------------
 * Exam management (issue 18): the desk's examDeskPermissions, flag by flag. Reading the module's
 * lists needs an exam desk at all; each action needs its own flag. The service narrows every record
 * to the desk's controlling unit (and exams to its exam category).
 * ---------------------------------------------------------------------------------------------- */

type ExamFlag = Exclude<keyof ExamDeskPermission, 'examCategoryId' | 'controllingUnitId'>;
const examFlag = (flag: ExamFlag) => (subject: PermissionSubject) =>
  subject.examDeskPermission?.[flag] === true;

/** Any exam desk: the module's lists, setup, experts, bills and dashboard (not question papers). */
export const canUseExamDesk = (subject: PermissionSubject) => canSeeExamTile(subject);
export const canCreateExams = examFlag('canCreateExam');
/** Answer scripts ("exam papers"): issue to examiners and receipt back. */
export const canDistributeAnswerSheets = examFlag('canDistributeExamPaper');
export const canReceiveAnswerSheets = examFlag('canReceiveExamPaper');
export const canDistributeQuestionPapers = examFlag('canDistributeQuestionPaper');
export const canReceiveQuestionPapers = examFlag('canReceiveQuestionPaper');
/** Question papers are confidential: only the desks that issue or receive them read them (audited). */
export const canReadQuestionPapers = (subject: PermissionSubject) =>
  canDistributeQuestionPapers(subject) || canReceiveQuestionPapers(subject);
export const canCreateExamBills = examFlag('canCreateBill');
export const canApproveExamBills = examFlag('canApproveBill');
export const canPayExamBills = examFlag('canPayBill');
export const canAssignExamExperts = examFlag('canAddExamWiseExpert');
export const canAddExamExperts = examFlag('canAddExamExpert');
export const canEditExamExperts = examFlag('canEditExamExpert');
export const canAddBankRoutingNumbers = examFlag('canAddBankRoutingNo');

/*
 * Digital labs (/srdl-mgt, /lab-mgt). SPEC.md §6: "Lab … menus: no role checks"; the lab tile is a
 * general tile (hidden in office 861). The data is an area's: a desk reads the labs of its office's
 * upazila (else district) and of its own institution, app admins every lab (the service narrows).
 */

/** The SRDL and lab menus: no role checks (SPEC.md §6). */
export const canSeeLabMenu = (_subject: PermissionSubject) => true;

/** Reading labs, equipment, activities, reports and the SRDL dashboard; logging a lab's activity. */
export const canReadLabs = (subject: PermissionSubject) =>
  isAppAdmin(subject) || (isOfficeStaff(subject) && canSeeGeneralTiles(subject));

/** Adding and changing labs and their equipment: app admins, and office admins over their area's labs. */
export const canManageLabs = (subject: PermissionSubject) =>
  isAppAdmin(subject) || (canReadLabs(subject) && subject.activeRole.IsOfficeAdmin);

/* ------------------------------------------------------------------------------------------------
 * Charges (দায়িত্ব হস্তান্তর): an office order gives a desk's charge while its holder is away.
 * ---------------------------------------------------------------------------------------------- */

/** Reading the office's charges and their orders: the office staff group (the organogram's readers). */
export const canReadCharges = (subject: PermissionSubject) => isAppAdmin(subject) || isOfficeStaff(subject);

/** Giving a charge for an unplanned absence and ending one early: the people who post officers. */
export const canManageCharges = (subject: PermissionSubject) => canManageOfficers(subject);

/*
 * Store and inventory, projects. SPEC.md §6: "Lab, exam, project, store … menus: no role checks";
 * the tiles are canSeeStoreTile and canSeeProjectAndAssetTiles. The data is an office's: every desk
 * of an office works in its store (requisitions); the store officer the office admin names keeps it
 * (the service decides who that is). Projects are read by every office desk, kept by the app admins
 * and the owning office's admin.
 */

/** The store and project menus: no role checks (SPEC.md §6). */
export const canSeeStoreMenu = (_subject: PermissionSubject) => true;
export const canSeeProjectMenu = (_subject: PermissionSubject) => true;

/** Working in the active office's store (requisitions, stock, the register): every office desk. */
export const canUseStore = (subject: PermissionSubject) => isAppAdmin(subject) || isOfficeStaff(subject);

/** Naming the office's store officer: its office admin. */
export const canNameStoreOfficer = (subject: PermissionSubject) =>
  isOfficeStaff(subject) && subject.activeRole.IsOfficeAdmin;

/** Reading projects and their sites: app admins and every office desk. */
export const canReadProjects = (subject: PermissionSubject) => isAppAdmin(subject) || isOfficeStaff(subject);

/** Adding and changing projects and sites: app admins, and office admins for their office's projects. */
export const canManageProjects = (subject: PermissionSubject) =>
  isAppAdmin(subject) || (isOfficeStaff(subject) && subject.activeRole.IsOfficeAdmin);
