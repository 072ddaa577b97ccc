import { canApplyForTransfer, canDecideTransfers, canPlanTransfers } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/**
 * Transfer (SPEC.md §2): own applications, the deciding desk's queue and the planner; entries in
 * the home menu. The two lists are plain HTML with no form of their own: the application form and
 * an application's drawer bring the UI kit and the modules' server messages when first opened
 * (components/transfer-parts.tsx), and neither shows registration's words.
 */
export const transferModule: ModuleManifest = {
  id: 'transfer',
  // The round form picks offices with registration's designation step, in its words.
  namespaces: ['registration'],
  translations: () =>
    import('./transfer.i18n').then((catalogue) => ({ bn: catalogue.transferBn, en: catalogue.transferEn })),
  routes: [
    {
      path: '/transfer-applications',
      titleKey: 'transfer:transferApplications',
      page: () => import('./pages/transfer-applications.page'),
      plain: true,
      coreMessagesOnly: true,
      namespaces: [],
      access: canApplyForTransfer,
    },
    {
      path: '/transferapprovals',
      titleKey: 'transfer:transferApprovals',
      page: () => import('./pages/transfer-approvals.page'),
      plain: true,
      coreMessagesOnly: true,
      namespaces: [],
      access: canDecideTransfers,
    },
    {
      path: '/transfer-planner',
      titleKey: 'transfer:transferPlanner',
      page: () => import('./pages/transfer-planner.page'),
      access: canPlanTransfers,
    },
  ],
};
