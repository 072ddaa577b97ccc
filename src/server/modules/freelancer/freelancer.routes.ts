/**
 * Freelancer API (SPEC.md §2 /freelancer-mgt, /doict-freelancer-*, /freelancers,
 * /profile/freelancer-view): the list (district and national), its export and import, one
 * freelancer, the dashboard, master data, mentors and teams. Each route names its rule.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardQuerySchema,
  FREELANCER_IMPORT_RULE,
  FREELANCER_PATHS,
  freelancerFilterSchema,
  freelancerInputSchema,
  freelancerListQuerySchema,
  idParamSchema,
  importQuerySchema,
  MASTER_KINDS,
  masterInputSchema,
  mentorInputSchema,
  smallListQuerySchema,
  teamInputSchema,
} from '../../../common/contracts/freelancer.contract';
import {
  canManageFreelancerMasterData,
  canManageFreelancers,
  canReadFreelancers,
  canSeeNationalFreelancers,
  canSeeOwnFreelancerRecord,
} from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { readUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import { EVERY_FREELANCER } from '../../platform/read-cache';
import { sendXlsx } from '../../platform/xlsx';
import { freelancerWorkNumber } from './freelancer.access';
import {
  createFreelancer,
  deleteFreelancer,
  getFreelancer,
  listFreelancers,
  myFreelancer,
  updateFreelancer,
} from './freelancer.service';
import { freelancerDashboard } from './freelancer-dashboard.service';
import { exportFreelancers } from './freelancer-export.service';
import {
  assertCanImportInto,
  freelancerImportTemplate,
  importFreelancers,
  refusal,
} from './freelancer-import.service';
import {
  addMentor,
  deleteMaster,
  deleteTeam,
  listMaster,
  listMentors,
  listTeams,
  removeMentor,
  saveMaster,
  saveTeam,
  scopeDistricts,
} from './freelancer-master.service';

const today = () => new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);

export const freelancerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['freelancer'];
  const read = { access: canReadFreelancers };
  const manage = { access: canManageFreelancers };
  const national = { access: canSeeNationalFreelancers };
  const params = idParamSchema;
  // Answers about the freelancers of the caller's district, or of every district, kept while they
  // stay (migration 0070).
  const keptUnder = { office: (request: FastifyRequest) => freelancerWorkNumber(app.db, caller(request)) };
  const kept = { ...read, readCache: keptUnder };
  const everyDistrict = { ...read, readCache: { office: () => EVERY_FREELANCER } };

  // The district's list and the national (DoICT) list.
  for (const [listPath, exportPath, dashboardPath, config, isNational] of [
    [FREELANCER_PATHS.list, FREELANCER_PATHS.export, FREELANCER_PATHS.dashboard, read, false],
    [
      FREELANCER_PATHS.nationalList,
      FREELANCER_PATHS.nationalExport,
      FREELANCER_PATHS.nationalDashboard,
      national,
      true,
    ],
  ] as const) {
    const keptConfig = { ...config, readCache: keptUnder };
    app.get(
      listPath,
      { config: keptConfig, schema: { tags, querystring: freelancerListQuerySchema } },
      async (request) => ok(await listFreelancers(app.db, caller(request), request.query, isNational)),
    );
    app.get(
      exportPath,
      { config, schema: { tags, querystring: freelancerFilterSchema } },
      async (request, reply) => {
        const file = await exportFreelancers(
          app.db,
          caller(request),
          request.query,
          requestLang(request),
          isNational,
        );
        return sendXlsx(reply, `freelancers-${today()}.xlsx`, file);
      },
    );
    app.get(
      dashboardPath,
      { config: keptConfig, schema: { tags, querystring: dashboardQuerySchema } },
      async (request) => ok(await freelancerDashboard(app.db, caller(request), request.query, isNational)),
    );
  }

  app.post(
    FREELANCER_PATHS.list,
    { config: manage, schema: { tags, body: freelancerInputSchema } },
    async (request) => ok(await createFreelancer(app.db, actorOf(request), request.body)),
  );
  app.get(FREELANCER_PATHS.one(':id'), { config: kept, schema: { tags, params } }, async (request) =>
    ok(await getFreelancer(app.db, caller(request), request.params.id)),
  );
  app.put(
    FREELANCER_PATHS.one(':id'),
    { config: manage, schema: { tags, params, body: freelancerInputSchema } },
    async (request) => ok(await updateFreelancer(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(FREELANCER_PATHS.one(':id'), { config: manage, schema: { tags, params } }, async (request) => {
    await deleteFreelancer(app.db, actorOf(request), request.params.id);
    return ok({ deleted: true });
  });
  app.get(
    FREELANCER_PATHS.mine,
    { config: { access: canSeeOwnFreelancerRecord }, schema: { tags } },
    async (request) => ok(await myFreelancer(app.db, caller(request))),
  );
  app.get(
    FREELANCER_PATHS.districts,
    { config: { ...read, readCache: true }, schema: { tags } },
    async (request) => ok(await scopeDistricts(app.db, caller(request))),
  );

  // The import of a district's list.
  app.get(FREELANCER_PATHS.importTemplate, { config: manage, schema: { tags } }, async (request, reply) => {
    const file = await freelancerImportTemplate(app.db, requestLang(request));
    return sendXlsx(reply, 'freelancer-import-template.xlsx', Readable.from([file]));
  });
  app.post(
    FREELANCER_PATHS.import,
    { config: manage, schema: { tags, querystring: importQuerySchema, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const actor = actorOf(request);
      const lang = requestLang(request);
      // Another district is refused before its file is read.
      const districtId = await assertCanImportInto(app.db, actor, request.query.districtId);
      const upload = await readUpload(request, FREELANCER_IMPORT_RULE);
      const outcome = await importFreelancers(app.db, actor, districtId, upload.bytes, lang);
      if (outcome.ok) return ok(outcome.result);
      return reply.status(400).send({ success: false, ...refusal(outcome.issues, lang) });
    },
  );

  // Master data.
  for (const kind of MASTER_KINDS) {
    const masterConfig = { access: canManageFreelancerMasterData };
    app.get(FREELANCER_PATHS.master(kind), { config: everyDistrict, schema: { tags } }, async () =>
      ok(await listMaster(app.db, kind)),
    );
    app.post(
      FREELANCER_PATHS.master(kind),
      { config: masterConfig, schema: { tags, body: masterInputSchema } },
      async (request) => ok(await saveMaster(app.db, actorOf(request), kind, null, request.body)),
    );
    app.put(
      FREELANCER_PATHS.masterOne(kind, ':id'),
      { config: masterConfig, schema: { tags, params, body: masterInputSchema } },
      async (request) =>
        ok(await saveMaster(app.db, actorOf(request), kind, request.params.id, request.body)),
    );
    app.delete(
      FREELANCER_PATHS.masterOne(kind, ':id'),
      { config: masterConfig, schema: { tags, params } },
      async (request) => {
        await deleteMaster(app.db, actorOf(request), kind, request.params.id);
        return ok({ deleted: true });
      },
    );
  }

  // Mentors and teams.
  app.get(
    FREELANCER_PATHS.mentors,
    { config: kept, schema: { tags, querystring: smallListQuerySchema } },
    async (request) => ok(await listMentors(app.db, caller(request), request.query)),
  );
  app.post(
    FREELANCER_PATHS.mentors,
    { config: manage, schema: { tags, body: mentorInputSchema } },
    async (request) => ok(await addMentor(app.db, actorOf(request), request.body)),
  );
  app.delete(
    FREELANCER_PATHS.mentor(':id'),
    { config: manage, schema: { tags, params } },
    async (request) => {
      await removeMentor(app.db, actorOf(request), request.params.id);
      return ok({ deleted: true });
    },
  );
  app.get(
    FREELANCER_PATHS.teams,
    { config: kept, schema: { tags, querystring: smallListQuerySchema } },
    async (request) => ok(await listTeams(app.db, caller(request), request.query)),
  );
  app.post(
    FREELANCER_PATHS.teams,
    { config: manage, schema: { tags, body: teamInputSchema } },
    async (request) => ok(await saveTeam(app.db, actorOf(request), null, request.body)),
  );
  app.put(
    FREELANCER_PATHS.team(':id'),
    { config: manage, schema: { tags, params, body: teamInputSchema } },
    async (request) => ok(await saveTeam(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(FREELANCER_PATHS.team(':id'), { config: manage, schema: { tags, params } }, async (request) => {
    await deleteTeam(app.db, actorOf(request), request.params.id);
    return ok({ deleted: true });
  });
};
