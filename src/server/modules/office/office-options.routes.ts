/** Public look-ups of the office selector (SPEC.md §3), shared by registration and the signed-in screens. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OFFICE_PATHS } from '../../../common/contracts/office.contract';
import { optionQuerySchema } from '../../../common/contracts/office-structure.contract';
import { PUBLIC } from '../../../common/permissions';
import { ok } from '../../platform/http';
import {
  departmentOptions,
  designationOptions,
  levelOptions,
  ministryOptions,
  officeOptions,
  postOptions,
  sectionOptions,
} from './office-options.service';

export const officeOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = {
    config: { access: PUBLIC, readCache: true },
    schema: { tags: ['office'], querystring: optionQuerySchema },
  };
  const paths = OFFICE_PATHS.options;

  app.get(paths.ministries, route, async (request) => ok(await ministryOptions(app.db, request.query)));
  app.get(paths.departments, route, async (request) => ok(await departmentOptions(app.db, request.query)));
  app.get(paths.levels, route, async (request) => ok(await levelOptions(app.db, request.query)));
  app.get(paths.offices, route, async (request) => ok(await officeOptions(app.db, request.query)));
  app.get(paths.sections, route, async (request) => ok(await sectionOptions(app.db, request.query)));
  app.get(paths.posts, route, async (request) => ok(await postOptions(app.db, request.query)));
  app.get(paths.designations, route, async (request) => ok(await designationOptions(app.db, request.query)));
};
