import { canSeeAllReports } from '../../../common/permissions';
import { childRoutes, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { reportBn, reportEn } from './report.i18n';

const base = '/report-mgt';
const link = (path: string, key: keyof typeof reportBn) => menuLink(`${base}/${path}`, `report:${key}`);

/** SPEC.md §2 /report-mgt children, in its order. */
const routes = childRoutes(base, 'report', [
  ['report-dashboard', 'reportDashboard'],
  ['my-reports', 'myReports'],
  ['received-reports', 'receivedReports'],
  ['asked-reports', 'askedReports'],
  ['pending-reports', 'pendingReports'],
  ['creation-pending-reports', 'creationPendingReports'],
  ['verification-pending-reports', 'verificationPendingReports'],
  ['approval-pending-reports', 'approvalPendingReports'],
  ['sent-reports', 'sentReports'],
  ['office-wise-reports', 'officeWiseReports'],
  ['my-report-details/:reportCode', 'myReportDetails'],
]);

/**
 * Reports (SPEC.md §2). SPEC.md §6: "'all reports' (pending-reports) only to an office admin; the
 * menu shows stages waiting for creation, verification and approval, plus sent and received."
 */
export const reportModule: ModuleManifest = {
  id: 'report',
  sideMenu: 'reports-mgt',
  menu: {
    id: 'reports-mgt',
    items: [
      link('report-dashboard', 'reportDashboard'),
      { ...link('pending-reports', 'pendingReports'), visible: canSeeAllReports },
      link('creation-pending-reports', 'creationPendingReports'),
      link('verification-pending-reports', 'verificationPendingReports'),
      link('approval-pending-reports', 'approvalPendingReports'),
      link('sent-reports', 'sentReports'),
      link('received-reports', 'receivedReports'),
    ],
  },
  translations: { bn: reportBn, en: reportEn },
  routes: [
    { path: base, titleKey: 'report:reportMgt', page: redirectTo(`${base}/report-dashboard`) },
    ...routes,
  ],
};
