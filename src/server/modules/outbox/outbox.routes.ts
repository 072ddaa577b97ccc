/** The SMS and e-mail log for application admins: what was sent, to whom, and whether it went out. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListQuerySchema, REGISTRATION_PATHS } from '../../../common/contracts/registration.contract';
import { isAppAdmin } from '../../../common/permissions';
import { caller } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { ok } from '../../platform/http';
import { outbox } from '../../platform/platform.table';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REGISTRATION_PATHS.outbox,
    { config: { access: isAppAdmin }, schema: { tags: ['outbox'], querystring: outboxListQuerySchema } },
    async (request) => {
      if (!isAppAdmin(caller(request))) throw forbidden();
      const { recipient, page, pageSize } = request.query;
      const where = and(recipient ? eq(outbox.recipient, recipient) : undefined);
      const [{ total }] = await app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(outbox)
        .where(where);
      const items = await app.db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return ok({ items, total });
    },
  );
};
