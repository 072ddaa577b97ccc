import { canReadAuditTrail } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/**
 * The audit trail: the super admin's and office admins' read-only view of every change. A plain
 * list with no form: it loads neither the UI kit nor the modules' server messages.
 */
export const auditModule: ModuleManifest = {
  id: 'audit',
  translations: () =>
    import('./audit.i18n').then((catalogue) => ({ bn: catalogue.auditBn, en: catalogue.auditEn })),
  routes: [
    {
      path: '/audit-log',
      titleKey: 'audit:auditLog',
      page: () => import('./pages/audit-log.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canReadAuditTrail,
    },
  ],
};
