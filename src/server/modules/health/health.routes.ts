/** Liveness and readiness: the server answers and the database responds. */

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../../common/permissions';
import { RETRY_AFTER_SECONDS } from '../../platform/db-outage';
import { ok } from '../../platform/http';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { access: PUBLIC }, schema: { tags: ['health'] } },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return ok({ status: 'ok', database: app.databaseKind });
      } catch {
        app.databaseWatch.reportUnreachable();
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ success: false, message: 'database unavailable' });
      }
    },
  );
};
