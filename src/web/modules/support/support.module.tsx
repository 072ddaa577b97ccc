import { canSeeSupport, canWorkSupportQueue } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/** Support tickets (SPEC.md §2): a user's own tickets and the desk's queue; entries in the home menu. */
export const supportModule: ModuleManifest = {
  id: 'support',
  translations: () =>
    import('./support.i18n').then((catalogue) => ({ bn: catalogue.supportBn, en: catalogue.supportEn })),
  routes: [
    {
      path: '/support',
      titleKey: 'support:support',
      page: () => import('./pages/support.page'),
      access: canSeeSupport,
    },
    {
      path: '/support-details/:id',
      titleKey: 'support:supportDetails',
      page: () => import('./pages/support-detail.page'),
      access: canSeeSupport,
    },
    {
      path: '/admin-supports',
      titleKey: 'support:adminSupports',
      page: () => import('./pages/admin-supports.page'),
      access: canWorkSupportQueue,
    },
    {
      path: '/admin-support-details/:id',
      titleKey: 'support:adminSupportDetails',
      page: () => import('./pages/admin-support-detail.page'),
      access: canWorkSupportQueue,
    },
  ],
};
