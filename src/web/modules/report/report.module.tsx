import { canManageReports, canSeeAllOfficeReports, canUseReports } from '../../../common/permissions';
import { menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import type { reportBn } from './report.i18n';

const base = '/report-mgt';
const link = (path: string, key: keyof typeof reportBn, visible?: typeof canUseReports) =>
  menuLink(`${base}/${path}`, `report:${key}`, visible);

const route = (
  path: string,
  key: keyof typeof reportBn,
  page: RouteDefinition['page'],
  access: RouteDefinition['access'] = canUseReports,
): RouteDefinition => ({ path: `${base}/${path}`, titleKey: `report:${key}`, page, access });

/** SPEC.md §2 /report-mgt children, in its order, each a real screen. */
const routes: RouteDefinition[] = [
  route('report-dashboard', 'reportDashboard', () => import('./pages/report-dashboard.page')),
  route('my-reports', 'myReports', () => import('./pages/my-reports.page')),
  route('received-reports', 'receivedReports', () => import('./pages/received-reports.page')),
  route('asked-reports', 'askedReports', () => import('./pages/asked-reports.page'), canManageReports),
  route(
    'pending-reports',
    'pendingReports',
    () => import('./pages/pending-reports.page'),
    canSeeAllOfficeReports,
  ),
  route(
    'creation-pending-reports',
    'creationPendingReports',
    () => import('./pages/creation-pending-reports.page'),
  ),
  route(
    'verification-pending-reports',
    'verificationPendingReports',
    () => import('./pages/verification-pending-reports.page'),
  ),
  route(
    'approval-pending-reports',
    'approvalPendingReports',
    () => import('./pages/approval-pending-reports.page'),
  ),
  route('sent-reports', 'sentReports', () => import('./pages/sent-reports.page')),
  route(
    'office-wise-reports',
    'officeWiseReports',
    () => import('./pages/office-wise-reports.page'),
    canManageReports,
  ),
  route('my-report-details/:reportCode', 'myReportDetails', () => import('./pages/my-report-details.page')),
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
    { path: base, titleKey: 'report:reportMgt', page: redirectTo(`${base}/report-dashboard`) },
    ...routes,
  ],
};
