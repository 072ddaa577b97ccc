import { canUseExamDesk } from '../../../common/permissions';
import { menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, PageLoader, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/** SPEC.md §2 /exam-mgt children, in its order, each a real screen for an exam desk (issue 18). */
const CHILDREN: [path: string, key: string, page: PageLoader][] = [
  ['exam-dashboard', 'examDashboard', () => import('./pages/exam-dashboard.page')],
  ['expert-profiles', 'expertProfiles', () => import('./pages/expert-profiles.page')],
  ['exam-questions', 'examQuestions', () => import('./pages/exam-questions.page')],
  ['exam-answersheets', 'examAnswersheets', () => import('./pages/exam-answersheets.page')],
  ['exam-bills', 'examBills', () => import('./pages/exam-bills.page')],
  ['exam-bill-approval', 'examBillApproval', () => import('./pages/exam-bill-approval.page')],
  ['exam-bill-payment', 'examBillPayment', () => import('./pages/exam-bill-payment.page')],
  ['exam-list', 'examList', () => import('./pages/exam-list.page')],
  ['exam-wise-experts', 'examWiseExperts', () => import('./pages/exam-wise-experts.page')],
  ['exam-subjects', 'examSubjects', () => import('./pages/exam-subjects.page')],
  ['exam-honorarium-setup', 'examHonorariumSetup', () => import('./pages/exam-honorarium-setup.page')],
  ['bank-branch-setup', 'bankBranchSetup', () => import('./pages/bank-branch-setup.page')],
];

const routes: RouteDefinition[] = CHILDREN.map(([path, key, page]) => ({
  path: `/exam-mgt/${path}`,
  titleKey: `exam:${key}`,
  page,
  // Every exam desk opens each screen (the menu has no role checks, SPEC.md §6); a screen shows
  // only what the desk's flags allow, e.g. question papers only to the desks that move them.
  access: canUseExamDesk,
  // Every screen is a list (or the dashboard's figures) drawn without the UI kit; its forms and the
  // bill's dialog bring the kit and the modules' server messages when first opened (exam-parts.tsx).
  plain: true,
  coreMessagesOnly: true,
}));

/** Public examinations (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const examModule: ModuleManifest = {
  id: 'exam',
  sideMenu: 'exam-management',
  menu: { id: 'exam-management', items: routes.map((route) => menuLink(route.path, route.titleKey)) },
  translations: () =>
    import('./exam.i18n').then((catalogue) => ({ bn: catalogue.examBn, en: catalogue.examEn })),
  routes: [
    { path: '/exam-mgt', titleKey: 'exam:examMgt', page: redirectTo('/exam-mgt/exam-dashboard') },
    ...routes,
  ],
};
