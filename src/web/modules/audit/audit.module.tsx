import { canReadAuditTrail } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/** The audit trail: the super admin's and office admins' read-only view of every change. */
export const auditModule: ModuleManifest = {
  id: 'audit',
  translations: () =>
    import('./audit.i18n').then((catalogue) => ({ bn: catalogue.auditBn, en: catalogue.auditEn })),
  routes: [
    {
      path: '/audit-log',
      titleKey: 'audit:auditLog',
      page: () => import('./pages/audit-log.page'),
      access: canReadAuditTrail,
    },
  ],
};
