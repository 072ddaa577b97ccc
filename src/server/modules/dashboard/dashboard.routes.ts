/** GET reports/admindashboard/{officeId} (SPEC.md §7), for offices the caller may see. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardParamsSchema } from '../../../common/contracts/dashboard.contract';
import { canReadOffice, canSeeDashboard } from '../../../common/permissions';
import { caller } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { ok } from '../../platform/http';
import { adminDashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports/admindashboard/:officeId',
    {
      // Kept while the office's structure and work stay (platform/read-cache.ts).
      config: {
        access: canSeeDashboard,
        readCache: { office: (request) => (request.params as { officeId: number }).officeId },
      },
      schema: { tags: ['dashboard'], params: adminDashboardParamsSchema },
    },
    async (request) => {
      if (!canReadOffice(caller(request), request.params.officeId)) throw forbidden();
      return ok(await adminDashboard(app.db, request.params.officeId));
    },
  );
};
