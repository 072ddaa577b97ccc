import { canSeeSupport, canWorkSupportQueue } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/**
 * Support tickets (SPEC.md §2): a user's own tickets and the desk's queue; entries in the home menu.
 * Its screens are plain HTML: the new-ticket form and the desk's dialogs bring the UI kit and the
 * modules' server messages when first opened, a ticket's reply box once the ticket has shown
 * (components/support-parts.tsx).
 */
export const supportModule: ModuleManifest = {
  id: 'support',
  translations: () =>
    import('./support.i18n').then((catalogue) => ({ bn: catalogue.supportBn, en: catalogue.supportEn })),
  routes: [
    {
      path: '/support',
      titleKey: 'support:support',
      page: () => import('./pages/support.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canSeeSupport,
    },
    {
      path: '/support-details/:id',
      titleKey: 'support:supportDetails',
      page: () => import('./pages/support-detail.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canSeeSupport,
    },
    {
      path: '/admin-supports',
      titleKey: 'support:adminSupports',
      page: () => import('./pages/admin-supports.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canWorkSupportQueue,
    },
    {
      path: '/admin-support-details/:id',
      titleKey: 'support:adminSupportDetails',
      page: () => import('./pages/admin-support-detail.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canWorkSupportQueue,
    },
  ],
};
