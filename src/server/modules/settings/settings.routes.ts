/** /admin-settings API: fixedData flags and per-office sitePermissions (super admin writes, support admin reads). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fixedDataSchema,
  SETTINGS_PATHS,
  sitePermissionListQuerySchema,
  sitePermissionParamsSchema,
  sitePermissionsSchema,
} from '../../../common/contracts/settings.contract';
import { isAppAdmin, isSuperAdmin } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { ok } from '../../platform/http';
import {
  getFixedData,
  listSitePermissions,
  updateFixedData,
  updateSitePermissions,
} from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];

  app.get(SETTINGS_PATHS.fixedData, { config: { access: isAppAdmin }, schema: { tags } }, async (request) =>
    ok(await getFixedData(app.db, actorOf(request))),
  );
  app.put(
    SETTINGS_PATHS.fixedData,
    { config: { access: isSuperAdmin }, schema: { tags, body: fixedDataSchema } },
    async (request) => ok(await updateFixedData(app.db, actorOf(request), request.body)),
  );
  app.get(
    SETTINGS_PATHS.sitePermissions,
    {
      config: { access: isAppAdmin, readCache: true },
      schema: { tags, querystring: sitePermissionListQuerySchema },
    },
    async (request) => ok(await listSitePermissions(app.db, actorOf(request), request.query)),
  );
  app.put(
    SETTINGS_PATHS.officeSitePermissions(':officeId'),
    {
      config: { access: isSuperAdmin },
      schema: {
        tags,
        params: sitePermissionParamsSchema,
        body: sitePermissionsSchema,
      },
    },
    async (request) =>
      ok(await updateSitePermissions(app.db, actorOf(request), request.params.officeId, request.body)),
  );
};
