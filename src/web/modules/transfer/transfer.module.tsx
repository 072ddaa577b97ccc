import { canApplyForTransfer, canDecideTransfers, canPlanTransfers } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/**
 * Transfer (SPEC.md §2): own applications, the deciding desk's queue and the planner; entries in
 * the home menu. The three screens are plain HTML with no form of their own: the application form,
 * an application's drawer, the round form and the planner's dialogs bring the UI kit and the
 * modules' server messages when first opened (components/transfer-parts.tsx). No screen shows
 * another module's words (the round form's date field is registration's, but says nothing).
 */
export const transferModule: ModuleManifest = {
  id: 'transfer',
  translations: () =>
    import('./transfer.i18n').then((catalogue) => ({ bn: catalogue.transferBn, en: catalogue.transferEn })),
  routes: [
    {
      path: '/transfer-applications',
      titleKey: 'transfer:transferApplications',
      page: () => import('./pages/transfer-applications.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canApplyForTransfer,
    },
    {
      path: '/transferapprovals',
      titleKey: 'transfer:transferApprovals',
      page: () => import('./pages/transfer-approvals.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canDecideTransfers,
    },
    {
      path: '/transfer-planner',
      titleKey: 'transfer:transferPlanner',
      page: () => import('./pages/transfer-planner.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canPlanTransfers,
    },
  ],
};
