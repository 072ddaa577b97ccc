import { describe, expect, it } from 'vitest';
import type { ExamDeskPermission, UserRole } from './contracts/auth.contract';
import {
  canDesignInspectionTemplates,
  canManageInternalTraining,
  canManageOfficers,
  canSeeAllReports,
  canSeeAppAdminMenu,
  canSeeDashboard,
  canSeeExamTile,
  canSeeHomeTiles,
  canSeeLeaveMenu,
  canSeeMeetingGroup,
  canSeeOfficeAdministration,
  canSeeOfficeMenu,
  canSeeOfficerMenu,
  canSeeOwnServiceRecord,
  canSeeProjectAndAssetTiles,
  canSeeSchoolTrainingMenu,
  canSeeSkillsAndInnovation,
  canSeeStoreTile,
  canSeeSuperAdminMenu,
  canSeeSupport,
  canSeeSupportTickets,
  canSeeTransferMenu,
  dashboardOfficeId,
  hasOfficeDesk,
  homeTilePaths,
  isOfficeStaff,
  isRestrictedOffice,
  isSchoolTrainingRole,
  type PermissionSubject,
  subjectOfSession,
} from './permissions';

type RoleFields = PermissionSubject['activeRole'];

function persona(
  role: Partial<RoleFields> & Pick<RoleFields, 'RoleId' | 'OfficeId'>,
  extra: Partial<Omit<PermissionSubject, 'activeRole'>> = {},
): PermissionSubject {
  const activeRole: Pick<UserRole, keyof RoleFields> = {
    IsOfficeAdmin: false,
    IsOfficeHead: false,
    IsSectionAdmin: false,
    IsSectionHead: false,
    ControllingOfficeId: null,
    ...role,
  };
  return subjectOfSession({
    userrole: [activeRole],
    isSuperAdmin: false,
    isSupportAdmin: false,
    sitePermissions: { meetingMgt: false },
    examDeskPermission: null,
    ...extra,
  });
}

const allExamFlags: ExamDeskPermission = {
  examCategoryId: 1,
  controllingUnitId: 1,
  canCreateExam: true,
  canDistributeExamPaper: true,
  canReceiveExamPaper: true,
  canDistributeQuestionPaper: true,
  canReceiveQuestionPaper: true,
  canCreateBill: true,
  canApproveBill: true,
  canPayBill: true,
  canAddExamWiseExpert: true,
  canAddExamExpert: true,
  canEditExamExpert: true,
  canAddBankRoutingNo: true,
};

/** The seeded demo personas (src/server/db/seed/demo-identity.ts), as their sessions describe them. */
const superadmin = persona(
  { RoleId: 1, OfficeId: 2, IsOfficeAdmin: true, IsOfficeHead: true },
  { isSuperAdmin: true, sitePermissions: { meetingMgt: true } },
);
const support = persona(
  { RoleId: 4, OfficeId: 2, ControllingOfficeId: null },
  { isSupportAdmin: true, sitePermissions: { meetingMgt: true } },
);
const officeadmin = persona(
  { RoleId: 3, OfficeId: 10, IsOfficeAdmin: true, IsOfficeHead: true, ControllingOfficeId: 2 },
  { sitePermissions: { meetingMgt: true } },
);
const officer = persona(
  { RoleId: 5, OfficeId: 10, ControllingOfficeId: 2 },
  { sitePermissions: { meetingMgt: true } },
);
const nooffice = persona({ RoleId: 0, OfficeId: 0 });
const school = persona({ RoleId: 34, OfficeId: 12, ControllingOfficeId: 10 });
const office861 = persona({ RoleId: 5, OfficeId: 861, ControllingOfficeId: 2 });
const exam = persona(
  { RoleId: 11, OfficeId: 2 },
  { examDeskPermission: allExamFlags, sitePermissions: { meetingMgt: true } },
);
/** An office admin of office 861 and a super admin sitting there: the 861 rule beats the admin flags. */
const officeAdmin861 = persona({ RoleId: 7, OfficeId: 861, IsOfficeAdmin: true });
const superadmin861 = persona({ RoleId: 7, OfficeId: 861 }, { isSuperAdmin: true });

describe('special ids (SPEC.md §6)', () => {
  it('office 861 is the restricted office', () => {
    expect(isRestrictedOffice(office861)).toBe(true);
    expect(isRestrictedOffice(officer)).toBe(false);
  });

  it('role 0 has no office desk, any other role has one', () => {
    expect(hasOfficeDesk(nooffice)).toBe(false);
    expect(hasOfficeDesk(officer)).toBe(true);
  });

  it('role 34 is the school training role', () => {
    expect(isSchoolTrainingRole(school)).toBe(true);
    expect(isSchoolTrainingRole(officer)).toBe(false);
  });

  it('the super admin dashboard is office 2, everyone else their own office', () => {
    expect(dashboardOfficeId(superadmin)).toBe(2);
    expect(dashboardOfficeId(officeadmin)).toBe(10);
  });
});

describe('home tiles (SPEC.md §2 Home, §6 Home tiles)', () => {
  const general = [
    '/officeinfo',
    '/officers',
    '/leaveapprovals',
    '/userskills',
    '/report-mgt/report-dashboard',
    '/training-mgt',
    '/lab-mgt',
    '/freelancer-mgt',
    '/inspection-mgt',
    '/meeting-mgt/meeting-dashboard',
  ];

  /** The officer list is for super, support and office admins only: an officer gets no tile to it. */
  const forAnOfficer = general.filter((path) => path !== '/officers');

  it('an officer outside 861 sees the general tiles in SPEC order, without officers, store, project, asset or exam', () => {
    expect(homeTilePaths(officer)).toEqual(forAnOfficer);
    expect(homeTilePaths(officeadmin)).toEqual(general);
  });

  it('super and support admins also see store, project and asset statement, in SPEC order', () => {
    const adminTiles = [
      ...general.slice(0, 9),
      '/store-mgt',
      '/project-mgt',
      '/meeting-mgt/meeting-dashboard',
      '/emp-asset-mgt',
    ];
    expect(homeTilePaths(superadmin)).toEqual(adminTiles);
    expect(homeTilePaths(support)).toEqual(adminTiles);
  });

  it('office 861 hides most tiles: an officer there sees none', () => {
    expect(homeTilePaths(office861)).toEqual([]);
  });

  it('a super admin in office 861 keeps only the store tile (project and asset need another office)', () => {
    expect(homeTilePaths(superadmin861)).toEqual(['/store-mgt']);
    expect(canSeeStoreTile(superadmin861)).toBe(true);
    expect(canSeeStoreTile(officeadmin)).toBe(false);
  });

  it('project and asset tiles: super or support admins not in office 861', () => {
    expect(canSeeProjectAndAssetTiles(support)).toBe(true);
    expect(canSeeProjectAndAssetTiles(superadmin861)).toBe(false);
    expect(canSeeProjectAndAssetTiles(officeadmin)).toBe(false);
  });

  it('the exam tile shows when exam desk permissions exist', () => {
    expect(canSeeExamTile(exam)).toBe(true);
    expect(canSeeExamTile(officer)).toBe(false);
    expect(homeTilePaths(exam)).toEqual([...forAnOfficer, '/exam-mgt']);
  });

  it('roles 0 and 34 get a message instead of tiles', () => {
    expect(canSeeHomeTiles(nooffice)).toBe(false);
    expect(canSeeHomeTiles(school)).toBe(false);
    expect(homeTilePaths(nooffice)).toEqual([]);
    expect(homeTilePaths(school)).toEqual([]);
  });
});

describe('home side menu (SPEC.md §6 Side menus)', () => {
  it('role id above 0 sees the dashboard; role 0 and role 34 (training entries only) do not', () => {
    expect(canSeeDashboard(officer)).toBe(true);
    expect(canSeeDashboard(nooffice)).toBe(false);
    expect(canSeeDashboard(school)).toBe(false);
  });

  it('the app admin menu is the support admin’s', () => {
    expect(canSeeAppAdminMenu(support)).toBe(true);
    expect(canSeeAppAdminMenu(superadmin)).toBe(false);
    expect(canSeeAppAdminMenu(officeadmin)).toBe(false);
  });

  it('the super admin items are the super admin’s', () => {
    expect(canSeeSuperAdminMenu(superadmin)).toBe(true);
    expect(canSeeSuperAdminMenu(support)).toBe(false);
  });

  it('support tickets are listed for the support admin and the super admin only', () => {
    expect(canSeeSupportTickets(support)).toBe(true);
    expect(canSeeSupportTickets(superadmin)).toBe(true);
    expect(canSeeSupportTickets(officeadmin)).toBe(false);
  });

  it('role 34 gets the special training menu', () => {
    expect(canSeeSchoolTrainingMenu(school)).toBe(true);
    expect(canSeeSchoolTrainingMenu(officer)).toBe(false);
  });

  it('the office group is every real desk except role 34', () => {
    expect(isOfficeStaff(officer)).toBe(true);
    expect(isOfficeStaff(office861)).toBe(true);
    expect(isOfficeStaff(school)).toBe(false);
    expect(isOfficeStaff(nooffice)).toBe(false);
  });

  it('transfer and leave management: the office group outside office 861', () => {
    expect(canSeeTransferMenu(officer)).toBe(true);
    expect(canSeeLeaveMenu(officer)).toBe(true);
    expect(canSeeTransferMenu(office861)).toBe(false);
    expect(canSeeLeaveMenu(office861)).toBe(false);
    expect(canSeeTransferMenu(school)).toBe(false);
    expect(canSeeLeaveMenu(nooffice)).toBe(false);
  });

  it('office and officer management: everyone in the office group, 861 included', () => {
    expect(canSeeOfficeMenu(office861)).toBe(true);
    expect(canSeeOfficerMenu(officer)).toBe(true);
    expect(canSeeOfficeMenu(school)).toBe(false);
    expect(canSeeOfficerMenu(nooffice)).toBe(false);
  });

  it('officer list, new officer and posting: super, support or office admin', () => {
    expect(canManageOfficers(superadmin)).toBe(true);
    expect(canManageOfficers(support)).toBe(true);
    expect(canManageOfficers(officeadmin)).toBe(true);
    expect(canManageOfficers(officeAdmin861)).toBe(true);
    expect(canManageOfficers(officer)).toBe(false);
    expect(canManageOfficers(school)).toBe(false);
  });

  it("the office's user roles and settings in the menu: those who administer the office", () => {
    expect(canSeeOfficeAdministration(officeadmin)).toBe(true);
    expect(canSeeOfficeAdministration(superadmin)).toBe(true);
    expect(canSeeOfficeAdministration(officer)).toBe(false);
  });

  it('own service info and work history: all in the group', () => {
    expect(canSeeOwnServiceRecord(officer)).toBe(true);
    expect(canSeeOwnServiceRecord(office861)).toBe(true);
    expect(canSeeOwnServiceRecord(school)).toBe(false);
  });

  it('skills and innovation: role above 0, not 34, not office 861', () => {
    expect(canSeeSkillsAndInnovation(officer)).toBe(true);
    expect(canSeeSkillsAndInnovation(nooffice)).toBe(false);
    expect(canSeeSkillsAndInnovation(school)).toBe(false);
    expect(canSeeSkillsAndInnovation(office861)).toBe(false);
  });

  it('everyone sees support', () => {
    for (const subject of [superadmin, support, officeadmin, officer, nooffice, school, office861, exam]) {
      expect(canSeeSupport(subject)).toBe(true);
    }
  });
});

describe('module side menus (SPEC.md §6)', () => {
  it('report menu: all reports only for an office admin', () => {
    expect(canSeeAllReports(officeadmin)).toBe(true);
    expect(canSeeAllReports(officer)).toBe(false);
    expect(canSeeAllReports(support)).toBe(false);
  });

  it('internal training admin items: super or support admin only', () => {
    expect(canManageInternalTraining(superadmin)).toBe(true);
    expect(canManageInternalTraining(support)).toBe(true);
    expect(canManageInternalTraining(officeadmin)).toBe(false);
    expect(canManageInternalTraining(school)).toBe(false);
  });

  it('meeting group: only with site permission meetingMgt', () => {
    expect(canSeeMeetingGroup(officeadmin)).toBe(true);
    expect(canSeeMeetingGroup(office861)).toBe(false);
  });

  it('inspection template and checklist design: super or support admin only', () => {
    expect(canDesignInspectionTemplates(superadmin)).toBe(true);
    expect(canDesignInspectionTemplates(support)).toBe(true);
    expect(canDesignInspectionTemplates(officeadmin)).toBe(false);
  });
});
