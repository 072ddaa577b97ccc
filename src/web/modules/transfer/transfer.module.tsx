import { canApplyForTransfer, canDecideTransfers, canPlanTransfers } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/** Transfer (SPEC.md §2): own applications, the deciding desk's queue and the planner; entries in the home menu. */
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
      access: canApplyForTransfer,
    },
    {
      path: '/transferapprovals',
      titleKey: 'transfer:transferApprovals',
      page: () => import('./pages/transfer-approvals.page'),
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
