/**
 * Transfer API (SPEC.md §2 /transfer-applications, /transferapprovals, /transfer-planner): the
 * officer's own applications, the deciding desks' queue and decision, the planner's vacancies,
 * candidates and rounds. Office scope is applied by the services.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationInputSchema,
  approvalFilterSchema,
  approvalListQuerySchema,
  attachmentParamSchema,
  decisionInputSchema,
  idParamSchema,
  itemInputSchema,
  itemParamSchema,
  ownListQuerySchema,
  plannerListQuerySchema,
  roundInputSchema,
  roundListQuerySchema,
  TRANSFER_ATTACHMENT_RULE,
  TRANSFER_PATHS,
} from '../../../common/contracts/transfer.contract';
import { canApplyForTransfer, canDecideTransfers, canPlanTransfers } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { sendStoredFile } from '../../platform/file-serve';
import { readUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import { OWN_DESK_OFFICE } from '../../platform/read-cache';
import { sendXlsx } from '../../platform/xlsx';
import { decidingOffice } from './transfer.access';
import { apply, getApplication, listApprovals, listOwnApplications, withdraw } from './transfer.service';
import { exportApprovals } from './transfer-export.service';
import { addAttachment, assertCanAttach, readAttachment } from './transfer-files.service';
import {
  addItem,
  createRound,
  executeRound,
  getRound,
  listCandidates,
  listRounds,
  listVacancies,
  removeItem,
} from './transfer-planner.service';
import { decide } from './transfer-workflow.service';

const today = () => new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);

export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['transfer'];
  const own = { access: canApplyForTransfer };
  const desk = { access: canDecideTransfers };
  const planner = { access: canPlanTransfers };
  const params = idParamSchema;

  /* Own applications */
  // Kept under the office of the person's own desk, which every change to their applications marks
  // (migration 0073).
  app.get(
    TRANSFER_PATHS.applications,
    { config: { ...own, readCache: OWN_DESK_OFFICE }, schema: { tags, querystring: ownListQuerySchema } },
    async (request) => ok(await listOwnApplications(app.db, caller(request), request.query)),
  );
  app.post(
    TRANSFER_PATHS.applications,
    { config: own, schema: { tags, body: applicationInputSchema } },
    async (request) => ok(await apply(app.db, actorOf(request), request.body)),
  );
  // The applicant, the deciding desks and the planners read one (the service checks which).
  app.get(TRANSFER_PATHS.one(':id'), { config: own, schema: { tags, params } }, async (request) =>
    ok(await getApplication(app.db, caller(request), request.params.id)),
  );
  app.post(TRANSFER_PATHS.withdraw(':id'), { config: own, schema: { tags, params } }, async (request) =>
    ok(await withdraw(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    TRANSFER_PATHS.attachments(':id'),
    { config: own, schema: { tags, params, consumes: ['multipart/form-data'] } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanAttach(app.db, actor.auth, request.params.id);
      const upload = await readUpload(request, TRANSFER_ATTACHMENT_RULE);
      return ok(await addAttachment(app.db, app.fileStore, actor, request.params.id, upload));
    },
  );
  app.get(
    TRANSFER_PATHS.attachment(':id', ':fileId'),
    { config: own, schema: { tags, params: attachmentParamSchema } },
    async (request, reply) => {
      const file = await readAttachment(app.db, caller(request), request.params.id, request.params.fileId);
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );

  /* Approvals */
  app.get(
    TRANSFER_PATHS.approvals,
    // Kept while the offices' structure and transfer applications stay (platform/read-cache.ts).
    {
      config: { ...desk, readCache: { office: (request) => decidingOffice(caller(request)) } },
      schema: { tags, querystring: approvalListQuerySchema },
    },
    async (request) => ok(await listApprovals(app.db, caller(request), request.query)),
  );
  app.get(
    TRANSFER_PATHS.approvalsExport,
    { config: desk, schema: { tags, querystring: approvalFilterSchema } },
    async (request, reply) => {
      const file = await exportApprovals(app.db, caller(request), request.query, requestLang(request));
      return sendXlsx(reply, `transfer-applications-${today()}.xlsx`, file);
    },
  );
  app.post(
    TRANSFER_PATHS.decide(':id'),
    { config: desk, schema: { tags, params, body: decisionInputSchema } },
    async (request) => ok(await decide(app.db, actorOf(request), request.params.id, request.body)),
  );

  /* Planner */
  app.get(
    TRANSFER_PATHS.vacancies,
    { config: planner, schema: { tags, querystring: plannerListQuerySchema } },
    async (request) => ok(await listVacancies(app.db, caller(request), request.query)),
  );
  app.get(
    TRANSFER_PATHS.candidates,
    { config: planner, schema: { tags, querystring: plannerListQuerySchema } },
    async (request) => ok(await listCandidates(app.db, caller(request), request.query)),
  );
  app.get(
    TRANSFER_PATHS.rounds,
    { config: planner, schema: { tags, querystring: roundListQuerySchema } },
    async (request) => ok(await listRounds(app.db, caller(request), request.query)),
  );
  app.post(
    TRANSFER_PATHS.rounds,
    { config: planner, schema: { tags, body: roundInputSchema } },
    async (request) => ok(await createRound(app.db, actorOf(request), request.body)),
  );
  app.get(TRANSFER_PATHS.round(':id'), { config: planner, schema: { tags, params } }, async (request) =>
    ok(await getRound(app.db, caller(request), request.params.id, requestLang(request))),
  );
  app.post(
    TRANSFER_PATHS.roundItems(':id'),
    { config: planner, schema: { tags, params, body: itemInputSchema } },
    async (request) =>
      ok(await addItem(app.db, actorOf(request), request.params.id, request.body, requestLang(request))),
  );
  app.delete(
    TRANSFER_PATHS.roundItem(':id', ':itemId'),
    { config: planner, schema: { tags, params: itemParamSchema } },
    async (request) =>
      ok(
        await removeItem(
          app.db,
          actorOf(request),
          request.params.id,
          request.params.itemId,
          requestLang(request),
        ),
      ),
  );
  app.post(TRANSFER_PATHS.execute(':id'), { config: planner, schema: { tags, params } }, async (request) =>
    ok(await executeRound(app.db, actorOf(request), request.params.id, requestLang(request))),
  );
};
