/** Ministries, departments, office levels and designations (the /office-setup/ministries screen). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  departmentInputSchema,
  departmentListQuerySchema,
  designationInputSchema,
  idParamSchema,
  listQuerySchema,
  ministryInputSchema,
  OFFICE_PATHS,
  officeLevelInputSchema,
} from '../../../common/contracts/office.contract';
import { canReadOfficeSetup, isSuperAdmin } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { ok } from '../../platform/http';
import {
  deleteDepartment,
  deleteDesignation,
  deleteMinistry,
  deleteOfficeLevel,
  listDepartments,
  listDesignations,
  listMinistries,
  listOfficeLevels,
  saveDepartment,
  saveDesignation,
  saveMinistry,
  saveOfficeLevel,
} from './office-catalog.service';

export const officeCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['office'];
  const params = idParamSchema;
  const deleted = { deleted: true } as const;

  app.get(
    OFFICE_PATHS.ministries,
    {
      config: { access: canReadOfficeSetup, readCache: true },
      schema: { tags, querystring: listQuerySchema },
    },
    async (request) => ok(await listMinistries(app.db, request.query)),
  );
  app.post(
    OFFICE_PATHS.ministries,
    { config: { access: isSuperAdmin }, schema: { tags, body: ministryInputSchema } },
    async (request) => ok(await saveMinistry(app.db, actorOf(request), null, request.body)),
  );
  app.put(
    OFFICE_PATHS.ministry(':id'),
    { config: { access: isSuperAdmin }, schema: { tags, params, body: ministryInputSchema } },
    async (request) => ok(await saveMinistry(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    OFFICE_PATHS.ministry(':id'),
    { config: { access: isSuperAdmin }, schema: { tags, params } },
    async (request) => {
      await deleteMinistry(app.db, actorOf(request), request.params.id);
      return ok(deleted);
    },
  );

  app.get(
    OFFICE_PATHS.departments,
    {
      config: { access: canReadOfficeSetup, readCache: true },
      schema: { tags, querystring: departmentListQuerySchema },
    },
    async (request) => ok(await listDepartments(app.db, request.query)),
  );
  app.post(
    OFFICE_PATHS.departments,
    { config: { access: isSuperAdmin }, schema: { tags, body: departmentInputSchema } },
    async (request) => ok(await saveDepartment(app.db, actorOf(request), null, request.body)),
  );
  app.put(
    OFFICE_PATHS.department(':id'),
    { config: { access: isSuperAdmin }, schema: { tags, params, body: departmentInputSchema } },
    async (request) => ok(await saveDepartment(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    OFFICE_PATHS.department(':id'),
    { config: { access: isSuperAdmin }, schema: { tags, params } },
    async (request) => {
      await deleteDepartment(app.db, actorOf(request), request.params.id);
      return ok(deleted);
    },
  );

  app.get(
    OFFICE_PATHS.levels,
    {
      config: { access: canReadOfficeSetup, readCache: true },
      schema: { tags, querystring: listQuerySchema },
    },
    async (request) => ok(await listOfficeLevels(app.db, request.query)),
  );
  app.post(
    OFFICE_PATHS.levels,
    { config: { access: isSuperAdmin }, schema: { tags, body: officeLevelInputSchema } },
    async (request) => ok(await saveOfficeLevel(app.db, actorOf(request), null, request.body)),
  );
  app.put(
    OFFICE_PATHS.level(':id'),
    { config: { access: isSuperAdmin }, schema: { tags, params, body: officeLevelInputSchema } },
    async (request) => ok(await saveOfficeLevel(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    OFFICE_PATHS.level(':id'),
    { config: { access: isSuperAdmin }, schema: { tags, params } },
    async (request) => {
      await deleteOfficeLevel(app.db, actorOf(request), request.params.id);
      return ok(deleted);
    },
  );

  app.get(
    OFFICE_PATHS.designations,
    {
      config: { access: canReadOfficeSetup, readCache: true },
      schema: { tags, querystring: listQuerySchema },
    },
    async (request) => ok(await listDesignations(app.db, request.query)),
  );
  app.post(
    OFFICE_PATHS.designations,
    { config: { access: isSuperAdmin }, schema: { tags, body: designationInputSchema } },
    async (request) => ok(await saveDesignation(app.db, actorOf(request), null, request.body)),
  );
  app.put(
    OFFICE_PATHS.designation(':id'),
    { config: { access: isSuperAdmin }, schema: { tags, params, body: designationInputSchema } },
    async (request) => ok(await saveDesignation(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    OFFICE_PATHS.designation(':id'),
    { config: { access: isSuperAdmin }, schema: { tags, params } },
    async (request) => {
      await deleteDesignation(app.db, actorOf(request), request.params.id);
      return ok(deleted);
    },
  );
};
