import { canManageReports, canSeeAllOfficeReports, canUseReports } from '../../../common/permissions';
import { menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import type { reportBn } from './report.i18n';

const base = '/report-mgt';
const link = (path: string, key: keyof typeof reportBn, visible?: typeof canUseReports) =>
  menuLink(`${base}/${path}`, `report:${key}`, visible);
const title = (key: keyof typeof reportBn) => `report:${key}`;

/**
 * SPEC.md §2 /report-mgt children, in its order, each a real screen. Every one is plain HTML with no
 * form of its own: the dashboard's chart loads when it scrolls near, and what is drawn with the UI
 * kit (a report's definition form, the offices' and desks' drawers, a response's form, upload field
 * and send-back dialog) brings it and the modules' server messages when first shown
 * (components/report-parts.tsx).
 */
const routes: RouteDefinition[] = [
  {
    path: '/report-mgt/report-dashboard',
    titleKey: title('reportDashboard'),
    page: () => import('./pages/report-dashboard.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseReports,
  },
  {
    path: '/report-mgt/my-reports',
    titleKey: title('myReports'),
    page: () => import('./pages/my-reports.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseReports,
  },
  {
    path: '/report-mgt/received-reports',
    titleKey: title('receivedReports'),
    page: () => import('./pages/received-reports.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseReports,
  },
  {
    path: '/report-mgt/asked-reports',
    titleKey: title('askedReports'),
    page: () => import('./pages/asked-reports.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canManageReports,
  },
  {
    path: '/report-mgt/pending-reports',
    titleKey: title('pendingReports'),
    page: () => import('./pages/pending-reports.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canSeeAllOfficeReports,
  },
  {
    path: '/report-mgt/creation-pending-reports',
    titleKey: title('creationPendingReports'),
    page: () => import('./pages/creation-pending-reports.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseReports,
  },
  {
    path: '/report-mgt/verification-pending-reports',
    titleKey: title('verificationPendingReports'),
    page: () => import('./pages/verification-pending-reports.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseReports,
  },
  {
    path: '/report-mgt/approval-pending-reports',
    titleKey: title('approvalPendingReports'),
    page: () => import('./pages/approval-pending-reports.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseReports,
  },
  {
    path: '/report-mgt/sent-reports',
    titleKey: title('sentReports'),
    page: () => import('./pages/sent-reports.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseReports,
  },
  {
    path: '/report-mgt/office-wise-reports',
    titleKey: title('officeWiseReports'),
    page: () => import('./pages/office-wise-reports.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canManageReports,
  },
  {
    path: '/report-mgt/my-report-details/:reportCode',
    titleKey: title('myReportDetails'),
    page: () => import('./pages/my-report-details.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseReports,
  },
];

/**
 * Reports (SPEC.md §2). SPEC.md §6: "'all reports' (pending-reports) only to an office admin; the
 * menu shows stages waiting for creation, verification and approval, plus sent and received." The
 * asking office's screens (requested reports, office-wise) are for its admin or head.
 */
export const reportModule: ModuleManifest = {
  id: 'report',
  sideMenu: 'reports-mgt',
  menu: {
    id: 'reports-mgt',
    items: [
      link('report-dashboard', 'reportDashboard', canUseReports),
      link('my-reports', 'myReports', canUseReports),
      link('pending-reports', 'pendingReports', canSeeAllOfficeReports),
      link('creation-pending-reports', 'creationPendingReports', canUseReports),
      link('verification-pending-reports', 'verificationPendingReports', canUseReports),
      link('approval-pending-reports', 'approvalPendingReports', canUseReports),
      link('sent-reports', 'sentReports', canUseReports),
      link('received-reports', 'receivedReports', canUseReports),
      link('asked-reports', 'askedReports', canManageReports),
      link('office-wise-reports', 'officeWiseReports', canManageReports),
    ],
  },
  translations: () =>
    import('./report.i18n').then((catalogue) => ({ bn: catalogue.reportBn, en: catalogue.reportEn })),
  routes: [
    { path: base, titleKey: title('reportMgt'), page: redirectTo(`${base}/report-dashboard`) },
    ...routes,
  ],
};
