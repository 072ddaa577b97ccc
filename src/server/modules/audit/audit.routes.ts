/**
 * Audit trail API: one page of the trail and its Excel file, for the super admin (every row) and an
 * office admin (the active office's rows). There is no route that changes or removes a row.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_PATHS,
  auditFilterSchema,
  auditListQuerySchema,
} from '../../../common/contracts/audit.contract';
import { canReadAuditTrail } from '../../../common/permissions';
import { caller } from '../../platform/auth';
import { ok, requestLang } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx';
import { listAudit } from './audit.service';
import { exportAudit } from './audit-export.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audit'];
  const config = { access: canReadAuditTrail };

  app.get(
    AUDIT_PATHS.list,
    { config, schema: { tags, querystring: auditListQuerySchema } },
    async (request) => ok(await listAudit(app.db, caller(request), request.query)),
  );
  app.get(
    AUDIT_PATHS.export,
    { config, schema: { tags, querystring: auditFilterSchema } },
    async (request, reply) => {
      const file = await exportAudit(app.db, caller(request), request.query, requestLang(request));
      const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
      return sendXlsx(reply, `audit-trail-${today}.xlsx`, file);
    },
  );
};
