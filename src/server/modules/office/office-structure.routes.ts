/** Sections and the organogram of one office (/office-setup/office-sections, office-structure). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, OFFICE_PATHS } from '../../../common/contracts/office.contract';
import {
  postInputSchema,
  postUpdateSchema,
  sectionInputSchema,
  sectionListQuerySchema,
  sectionUpdateSchema,
} from '../../../common/contracts/office-structure.contract';
import { canAdministerOffice, canReadOfficeSetup } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { ok, requestLang } from '../../platform/http';
import {
  createPosts,
  createSection,
  deletePost,
  deleteSection,
  getOrganogram,
  listSections,
  updatePost,
  updateSection,
} from './office-structure.service';

export const officeStructureRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['office'];
  const params = idParamSchema;

  app.get(
    OFFICE_PATHS.sections,
    {
      config: { access: canReadOfficeSetup, readCache: true },
      schema: { tags, querystring: sectionListQuerySchema },
    },
    async (request) => ok(await listSections(app.db, actorOf(request), request.query)),
  );
  app.post(
    OFFICE_PATHS.sections,
    { config: { access: canAdministerOffice }, schema: { tags, body: sectionInputSchema } },
    async (request) => ok(await createSection(app.db, actorOf(request), request.body)),
  );
  app.put(
    OFFICE_PATHS.section(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params, body: sectionUpdateSchema } },
    async (request) => ok(await updateSection(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    OFFICE_PATHS.section(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params } },
    async (request) => {
      await deleteSection(app.db, actorOf(request), request.params.id);
      return ok({ deleted: true });
    },
  );

  app.get(
    OFFICE_PATHS.organogram(':id'),
    { config: { access: canReadOfficeSetup, readCache: true }, schema: { tags, params } },
    async (request) => ok(await getOrganogram(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    OFFICE_PATHS.posts,
    { config: { access: canAdministerOffice }, schema: { tags, body: postInputSchema } },
    async (request) => ok(await createPosts(app.db, actorOf(request), request.body)),
  );
  app.patch(
    OFFICE_PATHS.post(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params, body: postUpdateSchema } },
    async (request) => ok(await updatePost(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    OFFICE_PATHS.post(':id'),
    { config: { access: canAdministerOffice }, schema: { tags, params } },
    async (request) => {
      await deletePost(app.db, actorOf(request), request.params.id, requestLang(request));
      return ok({ deleted: true });
    },
  );
};
