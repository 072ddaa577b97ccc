/**
 * Officers: the list and its Excel file, one officer, a new officer, postings and service history;
 * the Excel import's routes are registered with them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  historyQuerySchema,
  newOfficerSchema,
  OFFICER_PATHS,
  officerFilterSchema,
  officerListQuerySchema,
  postingSchema,
  releaseSchema,
  userIdParamsSchema,
  userRoleIdParamsSchema,
} from '../../../common/contracts/officer.contract';
import {
  canExportOfficers,
  canListOfficers,
  canManageOfficers,
  canSeeOwnServiceRecord,
} from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { ok, requestLang } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx';
import { todayInDhaka } from '../office/office-people.service';
import { createOfficer, getOfficer, listOfficers } from './officer.service';
import { exportOfficers } from './officer-export.service';
import { officerImportRoutes } from './officer-import.routes';
import { postOfficer, releasePosting, serviceHistory, serviceRecords } from './officer-posting.service';

export const officerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['officers'];
  const manage = { access: canManageOfficers };
  const list = { access: canListOfficers };
  const params = userIdParamsSchema;

  app.get(
    OFFICER_PATHS.list,
    { config: { ...list, readCache: true }, schema: { tags, querystring: officerListQuerySchema } },
    async (request) => ok(await listOfficers(app.db, actorOf(request), request.query)),
  );
  app.get(
    OFFICER_PATHS.export,
    { config: { access: canExportOfficers }, schema: { tags, querystring: officerFilterSchema } },
    async (request, reply) => {
      const file = await exportOfficers(app.db, actorOf(request), request.query, requestLang(request));
      return sendXlsx(reply, `officers-${todayInDhaka()}.xlsx`, file);
    },
  );
  app.post(
    OFFICER_PATHS.list,
    { config: manage, schema: { tags, body: newOfficerSchema } },
    async (request) => ok(await createOfficer(app.db, app.nidVerifier, actorOf(request), request.body)),
  );
  app.get(OFFICER_PATHS.one(':id'), { config: list, schema: { tags, params } }, async (request) =>
    ok(await getOfficer(app.db, actorOf(request), request.params.id)),
  );
  app.get(
    OFFICER_PATHS.serviceHistory(':id'),
    { config: list, schema: { tags, params, querystring: historyQuerySchema } },
    async (request) => ok(await serviceHistory(app.db, actorOf(request), request.params.id, request.query)),
  );
  app.post(
    OFFICER_PATHS.postings(':id'),
    { config: manage, schema: { tags, params, body: postingSchema } },
    async (request) => ok(await postOfficer(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    OFFICER_PATHS.release(':userRoleId'),
    { config: manage, schema: { tags, params: userRoleIdParamsSchema, body: releaseSchema } },
    async (request) =>
      ok(await releasePosting(app.db, actorOf(request), request.params.userRoleId, request.body)),
  );
  // Own service details and history: everyone in the office-staff group (SPEC.md §6).
  app.get(
    OFFICER_PATHS.myService,
    { config: { access: canSeeOwnServiceRecord }, schema: { tags } },
    async (request) => {
      const actor = actorOf(request);
      const [officer, history] = await Promise.all([
        getOfficer(app.db, actor, actor.auth.userId),
        serviceRecords(app.db, actor.auth.userId),
      ]);
      return ok({ officer, history });
    },
  );
  await app.register(officerImportRoutes);
};
