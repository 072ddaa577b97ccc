/** /admin-settings API: fixedData flags and per-office sitePermissions (super admin writes, support admin reads). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fixedDataSchema,
  SETTINGS_PATHS,
  sitePermissionListQuerySchema,
  sitePermissionsSchema,
} from '../../../common/contracts/settings.contract';
import { ok } from '../../platform/http';
import { actorOf } from '../office/office.access';
import {
  getFixedData,
  listSitePermissions,
  updateFixedData,
  updateSitePermissions,
} from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];

  app.get(SETTINGS_PATHS.fixedData, { schema: { tags } }, async (request) =>
    ok(await getFixedData(app.db, actorOf(request))),
  );
  app.put(SETTINGS_PATHS.fixedData, { schema: { tags, body: fixedDataSchema } }, async (request) =>
    ok(await updateFixedData(app.db, actorOf(request), request.body)),
  );
  app.get(
    SETTINGS_PATHS.sitePermissions,
    { schema: { tags, querystring: sitePermissionListQuerySchema } },
    async (request) => ok(await listSitePermissions(app.db, actorOf(request), request.query)),
  );
  app.put(
    SETTINGS_PATHS.officeSitePermissions(':officeId'),
    {
      schema: {
        tags,
        params: z.object({ officeId: z.coerce.number().int().positive() }),
        body: sitePermissionsSchema,
      },
    },
    async (request) =>
      ok(await updateSitePermissions(app.db, actorOf(request), request.params.officeId, request.body)),
  );
};
