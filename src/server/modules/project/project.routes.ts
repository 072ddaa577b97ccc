/**
 * Project API (SPEC.md §2 /project-mgt): projects with their budget by fiscal year, and their sites.
 * Office desks read their office's projects (`canReadProjects`); the app admins and the office admin
 * keep them (`canManageProjects`); the service narrows to the office.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  PROJECT_PATHS as P,
  projectFilterSchema,
  projectInputSchema,
  projectQuerySchema,
  projectUpdateSchema,
  siteFilterSchema,
  siteInputSchema,
  siteQuerySchema,
  siteUpdateSchema,
} from '../../../common/contracts/project.contract';
import { canManageProjects, canReadProjects } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { ok, requestLang } from '../../platform/http';
import { dhakaDay } from '../../platform/working-days';
import { sendXlsx } from '../../platform/xlsx';
import {
  createProject,
  createSite,
  exportProjects,
  exportSites,
  getProject,
  getSite,
  listProjects,
  listSites,
  updateProject,
  updateSite,
} from './project.service';

const day = () => dhakaDay(new Date());

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['project'];
  const read = { access: canReadProjects };
  const manage = { access: canManageProjects };
  const params = idParamSchema;

  app.get(P.projects, { config: read, schema: { tags, querystring: projectQuerySchema } }, async (request) =>
    ok(await listProjects(app.db, caller(request), request.query)),
  );
  app.get(
    P.projectsExport,
    { config: read, schema: { tags, querystring: projectFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `projects-${day()}.xlsx`,
        await exportProjects(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(P.projects, { config: manage, schema: { tags, body: projectInputSchema } }, async (request) =>
    ok(await createProject(app.db, actorOf(request), request.body)),
  );
  app.get(P.project(':id'), { config: read, schema: { tags, params } }, async (request) =>
    ok(await getProject(app.db, caller(request), request.params.id)),
  );
  app.put(
    P.project(':id'),
    { config: manage, schema: { tags, params, body: projectUpdateSchema } },
    async (request) => ok(await updateProject(app.db, actorOf(request), request.params.id, request.body)),
  );

  app.get(P.sites, { config: read, schema: { tags, querystring: siteQuerySchema } }, async (request) =>
    ok(await listSites(app.db, caller(request), request.query)),
  );
  app.get(
    P.sitesExport,
    { config: read, schema: { tags, querystring: siteFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `project-sites-${day()}.xlsx`,
        await exportSites(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(P.sites, { config: manage, schema: { tags, body: siteInputSchema } }, async (request) =>
    ok(await createSite(app.db, actorOf(request), request.body)),
  );
  app.get(P.site(':id'), { config: read, schema: { tags, params } }, async (request) =>
    ok(await getSite(app.db, caller(request), request.params.id)),
  );
  app.put(
    P.site(':id'),
    { config: manage, schema: { tags, params, body: siteUpdateSchema } },
    async (request) => ok(await updateSite(app.db, actorOf(request), request.params.id, request.body)),
  );
};
