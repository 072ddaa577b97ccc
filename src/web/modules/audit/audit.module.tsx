import { canReadAuditTrail } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';
import { auditBn, auditEn } from './audit.i18n';

/** The audit trail: the super admin's and office admins' read-only view of every change. */
export const auditModule: ModuleManifest = {
  id: 'audit',
  translations: { bn: auditBn, en: auditEn },
  routes: [
    {
      path: '/audit-log',
      titleKey: 'audit:auditLog',
      page: () => import('./pages/audit-log.page'),
      access: canReadAuditTrail,
    },
  ],
};
