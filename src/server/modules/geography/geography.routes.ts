/**
 * Geography for the office selectors and forms (SPEC.md §3). Public: registration uses the same
 * selectors before the officer has an account, and the names are public information.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  districtQuerySchema,
  GEOGRAPHY_PATHS,
  upazilaQuerySchema,
} from '../../../common/contracts/geography.contract';
import { listQuerySchema } from '../../../common/contracts/office.contract';
import { PUBLIC } from '../../../common/permissions';
import { ok } from '../../platform/http';
import { listDistricts, listDivisions, listUpazilas } from './geography.service';

export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['geography'];
  const config = { access: PUBLIC, readCache: true };

  app.get(
    GEOGRAPHY_PATHS.divisions,
    { config, schema: { tags, querystring: listQuerySchema } },
    async (request) => ok(await listDivisions(app.db, request.query)),
  );
  app.get(
    GEOGRAPHY_PATHS.districts,
    { config, schema: { tags, querystring: districtQuerySchema } },
    async (request) => ok(await listDistricts(app.db, request.query)),
  );
  app.get(
    GEOGRAPHY_PATHS.upazilas,
    { config, schema: { tags, querystring: upazilaQuerySchema } },
    async (request) => ok(await listUpazilas(app.db, request.query)),
  );
};
