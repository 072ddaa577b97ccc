/**
 * The home menu (SPEC.md §6 "Side menus"): shown on every route whose module names no side menu.
 * Each entry's `visible` is one SPEC.md §6 rule from common/permissions.ts.
 */
import {
  AuditOutlined,
  BankOutlined,
  BulbOutlined,
  CalendarOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  ProjectOutlined,
  ReadOutlined,
  ShopOutlined,
  SolutionOutlined,
  StarOutlined,
  SwapOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import {
  canAdministerOffice,
  canApplyForTransfer,
  canDecideTransfers,
  canFileAssetStatements,
  canListOfficers,
  canManageOfficers,
  canPlanTransfers,
  canReadAuditTrail,
  canReadCharges,
  canReadOfficeSetup,
  canReadProjects,
  canSeeAppAdminMenu,
  canSeeDashboard,
  canSeeLeaveMenu,
  canSeeOfficeAdministration,
  canSeeOfficeMenu,
  canSeeOfficerMenu,
  canSeeOwnServiceRecord,
  canSeeSchoolTrainingMenu,
  canSeeSkillsAndInnovation,
  canSeeSuperAdminMenu,
  canSeeSupport,
  canSeeTransferMenu,
  canUseStore,
  isAppAdmin,
  isSuperAdmin,
} from '../../common/permissions';
import { addModuleTranslations } from '../i18n';
import { homeMenuBn, homeMenuEn } from './home-menu.i18n';
import { menuLink } from './manifest-helpers';
import type { MenuItem } from './module-types';

export const HOME_MENU_ID = 'home';
/** The i18n namespace of the home menu's own labels. */
export const HOME_MENU_NAMESPACE = 'home-menu';
export const homeMenuTranslations = { bn: homeMenuBn, en: homeMenuEn };
// Its labels come with it: the layout and the home page both read the menu.
addModuleTranslations(HOME_MENU_NAMESPACE, homeMenuTranslations);

const label = (key: keyof typeof homeMenuBn) => `${HOME_MENU_NAMESPACE}:${key}`;

/** Keys are unique within the menu; an entry listed in two groups gets a key per group. */
function linkIn(group: string, path: string, labelKey: string, visible?: MenuItem['visible']): MenuItem {
  return { ...menuLink(path, labelKey, visible), key: `${group}${path}` };
}

/** Office setup's screens for the app admins: every office, the catalogues, and new offices for the super admin. */
function officeSetupGroup(group: string): MenuItem {
  return {
    key: `${group}/office-setup`,
    labelKey: label('officeSetup'),
    visible: isAppAdmin,
    children: [
      linkIn(group, '/office-setup/office-list', label('officeList')),
      linkIn(group, '/office-setup/new-office', label('newOffice'), isSuperAdmin),
      linkIn(group, '/office-setup/ministries', label('ministriesTitle')),
    ],
  };
}

export const homeMenuItems: MenuItem[] = [
  // "roleId above 0: sees dashboard."
  { ...menuLink('/dashboard', label('dashboard'), canSeeDashboard), icon: DashboardOutlined },
  // "Support admin: 'app admin' with support-ticket list." The support admin also reads the
  // screens of office setup (without changing them), so they are listed here too.
  {
    key: 'app-admin',
    labelKey: label('appAdmin'),
    icon: ToolOutlined,
    visible: canSeeAppAdminMenu,
    children: [
      linkIn('app-admin', '/admin-supports', label('supportTickets')),
      officeSetupGroup('app-admin'),
      linkIn('app-admin', '/geolocation', label('geolocation')),
      linkIn('app-admin', '/admin-settings', label('adminSettings')),
    ],
  },
  // "Super admin: geolocation, admin settings, office setup, software security, support tickets."
  {
    key: 'super-admin',
    labelKey: label('superAdmin'),
    icon: CrownOutlined,
    visible: canSeeSuperAdminMenu,
    children: [
      linkIn('super-admin', '/geolocation', label('geolocation')),
      linkIn('super-admin', '/admin-settings', label('adminSettings')),
      officeSetupGroup('super-admin'),
      linkIn('super-admin', '/app-security', label('softwareSecurity')),
      linkIn('super-admin', '/admin-supports', label('supportTickets')),
      linkIn('super-admin', '/audit-log', label('auditLog')),
    ],
  },
  // "Role 34: only the training management entry plus a special training menu: import school
  // trainees, create them, select them, new batch, batches, add student to batch, final trainee list."
  { ...menuLink('/training-mgt', label('trainingMgt'), canSeeSchoolTrainingMenu), icon: ReadOutlined },
  {
    key: 'school-training',
    labelKey: label('schoolTraining'),
    icon: SolutionOutlined,
    visible: canSeeSchoolTrainingMenu,
    children: [
      menuLink('/training-mgt/internal-applicant-list-import', label('internalApplicantListImport')),
      menuLink('/training-mgt/internal-training-student-create', label('internalTrainingStudentCreate')),
      menuLink(
        '/training-mgt/internal-applicant-training-selection',
        label('internalApplicantTrainingSelection'),
      ),
      menuLink('/training-mgt/new-batch-internal', label('newBatchInternal')),
      menuLink('/training-mgt/batchlist-internal', label('batchListInternal')),
      menuLink('/training-mgt/internal-applicant-batch-selection', label('internalApplicantBatchSelection')),
      menuLink('/training-mgt/trainee-list-internal', label('traineeListInternal')),
    ],
  },
  // "All in this group: office management (edit office info, office admin, honour board)." Who
  // may change the office reads "edit office info"; the others read the office's information.
  // The office's sections and organogram are listed here too, so an office admin reaches them.
  {
    key: 'office',
    labelKey: label('officeMgt'),
    icon: BankOutlined,
    visible: canSeeOfficeMenu,
    children: [
      menuLink('/officeinfo', label('editOfficeInfo'), canAdministerOffice),
      linkIn('read', '/officeinfo', label('officeInfo'), (subject) => !canAdministerOffice(subject)),
      menuLink('/officeadminssetup', label('officeAdmin')),
      menuLink('/honourboard', label('honourBoard')),
      menuLink('/office-setup/office-sections', label('officeSections'), canReadOfficeSetup),
      menuLink('/office-setup/office-structure', label('officeStructure'), canReadOfficeSetup),
      menuLink('/user-roles', label('userRoles'), canSeeOfficeAdministration),
      menuLink('/settings', label('officeSettings'), canSeeOfficeAdministration),
      // The office's audit trail, for its office admin (the super admin reads it under super admin).
      linkIn(
        'office',
        '/audit-log',
        label('auditLog'),
        (subject) => canReadAuditTrail(subject) && !subject.isSuperAdmin,
      ),
    ],
  },
  // "… and officer management. The officer list, new officer and officer posting are for super
  // admin, support admin or office admin only. Own service info and work history are shown to all."
  {
    key: 'officer',
    labelKey: label('officerMgt'),
    icon: TeamOutlined,
    visible: canSeeOfficerMenu,
    children: [
      menuLink('/officers', label('officers'), canListOfficers),
      menuLink('/new-officer', label('newOfficer'), canManageOfficers),
      menuLink('/officermgt', label('officerPosting'), canManageOfficers),
      menuLink('/charges', label('charges'), canReadCharges),
      menuLink('/service-info', label('serviceInfo'), canSeeOwnServiceRecord),
      menuLink('/officerservicehistory', label('serviceHistory'), canSeeOwnServiceRecord),
    ],
  },
  // "If office id is not 861, transfer management (own transfer, approvals, planner)."
  {
    key: 'transfer',
    labelKey: label('transferMgt'),
    icon: SwapOutlined,
    visible: canSeeTransferMenu,
    children: [
      menuLink('/transfer-applications', label('transferApplications'), canApplyForTransfer),
      menuLink('/transferapprovals', label('transferApprovals'), canDecideTransfers),
      menuLink('/transfer-planner', label('transferPlanner'), canPlanTransfers),
    ],
  },
  // "… and leave management (application, approval, balance, history, approvers)."
  {
    key: 'leave',
    labelKey: label('leaveMgt'),
    icon: CalendarOutlined,
    visible: canSeeLeaveMenu,
    children: [
      menuLink('/leaveapplications', label('leaveApplications')),
      menuLink('/leaveapprovals', label('leaveApprovals')),
      menuLink('/leavebalance', label('leaveBalance')),
      menuLink('/leavehistory', label('leaveHistory')),
      menuLink('/leaveapprovers', label('leaveApprovers')),
    ],
  },
  // "roleId above 0, role not 34, office id not 861: skills and innovation. Everyone sees support."
  { ...menuLink('/userskills', label('userSkills'), canSeeSkillsAndInnovation), icon: StarOutlined },
  { ...menuLink('/innovations', label('innovations'), canSeeSkillsAndInnovation), icon: BulbOutlined },
  // Every officer files an asset statement each year, but SPEC.md §6 shows the tile only to app
  // admins: the officers' way in is here.
  {
    ...menuLink('/emp-asset-mgt/asset-entry', label('assetMgt'), canFileAssetStatements),
    icon: AuditOutlined,
  },
  { ...menuLink('/support', label('support'), canSeeSupport), icon: CustomerServiceOutlined },
  // The store's tile is the app admins' (SPEC.md §6), yet every desk asks its office store for
  // goods; and every desk reads its office's projects. These open the module, whose side menu
  // (no role checks) holds the rest.
  { ...menuLink('/store-mgt/deliver-goods', label('storeMgt'), canUseStore), icon: ShopOutlined },
  { ...menuLink('/project-mgt/project-list', label('projectMgt'), canReadProjects), icon: ProjectOutlined },
];

export const homeMenu = { id: HOME_MENU_ID, items: homeMenuItems };
