import { canApplyForLeave, canDecideLeave } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/**
 * Leave (SPEC.md §2); its entries are in the home menu, for the leave menu's group (SPEC.md §6).
 * The four lists and the approvers' screen are plain HTML: the application form, an application's
 * drawer and the approvers' chain and holiday forms bring the UI kit and the modules' server
 * messages when they first show (components/leave-parts.tsx).
 */
export const leaveModule: ModuleManifest = {
  id: 'leave',
  translations: () =>
    import('./leave.i18n').then((catalogue) => ({ bn: catalogue.leaveBn, en: catalogue.leaveEn })),
  routes: [
    {
      path: '/leaveapplications',
      titleKey: 'leave:leaveApplications',
      page: () => import('./pages/leave-applications.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canApplyForLeave,
    },
    {
      path: '/leaveapprovals',
      titleKey: 'leave:leaveApprovals',
      page: () => import('./pages/leave-approvals.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canDecideLeave,
    },
    {
      path: '/leavebalance',
      titleKey: 'leave:leaveBalance',
      page: () => import('./pages/leave-balance.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canApplyForLeave,
    },
    {
      path: '/leavehistory',
      titleKey: 'leave:leaveHistory',
      page: () => import('./pages/leave-history.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canApplyForLeave,
    },
    {
      path: '/leaveapprovers',
      titleKey: 'leave:leaveApprovers',
      page: () => import('./pages/leave-approvers.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canApplyForLeave,
    },
  ],
};
