import { canSeeSupportTickets } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';
import { supportBn, supportEn } from './support.i18n';

/** Support tickets (SPEC.md §2): a user's own tickets and the admins' list; entries in the home menu. */
export const supportModule: ModuleManifest = {
  id: 'support',
  translations: { bn: supportBn, en: supportEn },
  routes: [
    { path: '/support', titleKey: 'support:support' },
    { path: '/support-details/:id', titleKey: 'support:supportDetails' },
    { path: '/admin-supports', titleKey: 'support:adminSupports', access: canSeeSupportTickets },
    {
      path: '/admin-support-details/:id',
      titleKey: 'support:adminSupportDetails',
      access: canSeeSupportTickets,
    },
  ],
};
