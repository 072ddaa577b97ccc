/** Officers, admins, head and honour board of an office (/officeadminssetup, /user-roles, /honourboard). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, listQuerySchema, OFFICE_PATHS } from '../../../common/contracts/office.contract';
import {
  honourBoardInputSchema,
  officeAdminsSchema,
  officerListQuerySchema,
  userRoleFlagsSchema,
} from '../../../common/contracts/office-structure.contract';
import { canAdministerOffice, canManageOfficers, canReadOfficeSetup } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { ok } from '../../platform/http';
import {
  createHonourBoardEntry,
  deleteHonourBoardEntry,
  getOfficeAdmins,
  listHonourBoard,
  listOfficers,
  setOfficeAdmins,
  updateHonourBoardEntry,
  updateUserRoleFlags,
} from './office-people.service';

export const officePeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['office'];
  const params = idParamSchema;

  app.get(
    OFFICE_PATHS.officers(':id'),
    {
      config: { access: canManageOfficers, readCache: true },
      schema: { tags, params, querystring: officerListQuerySchema },
    },
    async (request) => ok(await listOfficers(app.db, actorOf(request), request.params.id, request.query)),
  );
  app.get(
    OFFICE_PATHS.admins(':id'),
    { config: { access: canReadOfficeSetup, readCache: true }, schema: { tags, params } },
    async (request) => ok(await getOfficeAdmins(app.db, actorOf(request), request.params.id)),
  );
  app.put(
    OFFICE_PATHS.admins(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params, body: officeAdminsSchema } },
    async (request) => ok(await setOfficeAdmins(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.patch(
    OFFICE_PATHS.userRole(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params, body: userRoleFlagsSchema } },
    async (request) =>
      ok(await updateUserRoleFlags(app.db, actorOf(request), request.params.id, request.body)),
  );

  app.get(
    OFFICE_PATHS.honourBoard(':id'),
    { config: { access: canReadOfficeSetup }, schema: { tags, params, querystring: listQuerySchema } },
    async (request) => ok(await listHonourBoard(app.db, actorOf(request), request.params.id, request.query)),
  );
  app.post(
    OFFICE_PATHS.honourBoardEntries,
    { config: { access: canAdministerOffice }, schema: { tags, body: honourBoardInputSchema } },
    async (request) => ok(await createHonourBoardEntry(app.db, actorOf(request), request.body)),
  );
  app.put(
    OFFICE_PATHS.honourBoardEntry(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params, body: honourBoardInputSchema } },
    async (request) =>
      ok(await updateHonourBoardEntry(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    OFFICE_PATHS.honourBoardEntry(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params } },
    async (request) => {
      await deleteHonourBoardEntry(app.db, actorOf(request), request.params.id);
      return ok({ deleted: true });
    },
  );
};
