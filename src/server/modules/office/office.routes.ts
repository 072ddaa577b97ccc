/**
 * Office setup API (issue 5): offices here, and the catalogue, structure, people and selector
 * routes registered with them, so the module is one line in modules.ts.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  OFFICE_PATHS,
  officeExportQuerySchema,
  officeInfoSchema,
  officeInputSchema,
  officeListQuerySchema,
  officeLocationSchema,
} from '../../../common/contracts/office.contract';
import { officeSettingsSchema } from '../../../common/contracts/office-structure.contract';
import { canAdministerOffice, canReadOfficeSetup, isSuperAdmin } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { ok, requestLang } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx';
import {
  createOffice,
  deleteOffice,
  getOffice,
  getOfficeSettings,
  listOffices,
  updateOffice,
  updateOfficeInfo,
  updateOfficeLocation,
  updateOfficeSettings,
} from './office.service';
import { officeCatalogRoutes } from './office-catalog.routes';
import { exportOffices } from './office-export.service';
import { officeOptionRoutes } from './office-options.routes';
import { officePeopleRoutes } from './office-people.routes';
import { todayInDhaka } from './office-people.service';
import { officeStructureRoutes } from './office-structure.routes';

export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['office'];
  const params = idParamSchema;

  app.get(
    OFFICE_PATHS.offices,
    {
      config: { access: canReadOfficeSetup, readCache: true },
      schema: { tags, querystring: officeListQuerySchema },
    },
    async (request) => ok(await listOffices(app.db, actorOf(request), request.query)),
  );
  app.get(
    OFFICE_PATHS.officesExport,
    { config: { access: canReadOfficeSetup }, schema: { tags, querystring: officeExportQuerySchema } },
    async (request, reply) => {
      const file = await exportOffices(app.db, actorOf(request), request.query, requestLang(request));
      return sendXlsx(reply, `offices-${todayInDhaka()}.xlsx`, file);
    },
  );
  app.post(
    OFFICE_PATHS.offices,
    { config: { access: isSuperAdmin }, schema: { tags, body: officeInputSchema } },
    async (request) => ok(await createOffice(app.db, actorOf(request), request.body)),
  );
  app.get(
    OFFICE_PATHS.office(':id'),
    { config: { access: canReadOfficeSetup, readCache: true }, schema: { tags, params } },
    async (request) => ok(await getOffice(app.db, actorOf(request), request.params.id)),
  );
  app.put(
    OFFICE_PATHS.office(':id'),
    { config: { access: isSuperAdmin }, schema: { tags, params, body: officeInputSchema } },
    async (request) => ok(await updateOffice(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    OFFICE_PATHS.office(':id'),
    { config: { access: isSuperAdmin }, schema: { tags, params } },
    async (request) => {
      await deleteOffice(app.db, actorOf(request), request.params.id);
      return ok({ deleted: true });
    },
  );
  app.put(
    OFFICE_PATHS.officeInfo(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params, body: officeInfoSchema } },
    async (request) => ok(await updateOfficeInfo(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.put(
    OFFICE_PATHS.officeLocation(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params, body: officeLocationSchema } },
    async (request) =>
      ok(await updateOfficeLocation(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.get(
    OFFICE_PATHS.officeSettings(':id'),
    { config: { access: canReadOfficeSetup, readCache: true }, schema: { tags, params } },
    async (request) => ok(await getOfficeSettings(app.db, actorOf(request), request.params.id)),
  );
  app.put(
    OFFICE_PATHS.officeSettings(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params, body: officeSettingsSchema } },
    async (request) =>
      ok(await updateOfficeSettings(app.db, actorOf(request), request.params.id, request.body)),
  );

  await app.register(officeCatalogRoutes);
  await app.register(officeStructureRoutes);
  await app.register(officePeopleRoutes);
  await app.register(officeOptionRoutes);
};
