import { childRoutes, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { examBn, examEn } from './exam.i18n';

/** SPEC.md §2 /exam-mgt children, in its order. */
const routes = childRoutes('/exam-mgt', 'exam', [
  ['exam-dashboard', 'examDashboard'],
  ['expert-profiles', 'expertProfiles'],
  ['exam-questions', 'examQuestions'],
  ['exam-answersheets', 'examAnswersheets'],
  ['exam-bills', 'examBills'],
  ['exam-bill-approval', 'examBillApproval'],
  ['exam-bill-payment', 'examBillPayment'],
  ['exam-list', 'examList'],
  ['exam-wise-experts', 'examWiseExperts'],
  ['exam-subjects', 'examSubjects'],
  ['exam-honorarium-setup', 'examHonorariumSetup'],
  ['bank-branch-setup', 'bankBranchSetup'],
]);

/** Public examinations (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const examModule: ModuleManifest = {
  id: 'exam',
  sideMenu: 'exam-management',
  menu: { id: 'exam-management', items: linksOf(routes) },
  translations: { bn: examBn, en: examEn },
  routes: [
    { path: '/exam-mgt', titleKey: 'exam:examMgt', page: redirectTo('/exam-mgt/exam-dashboard') },
    ...routes,
  ],
};
