/**
 * Innovation API (SPEC.md §2 /innovations): the list, its figures and export, one innovation, the
 * innovator's writes, the workflow's steps, and the picture and proof attachments.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachmentParamSchema,
  INNOVATION_ATTACHMENT_RULE,
  INNOVATION_PATHS,
  INNOVATION_PICTURE_RULE,
  idParamSchema,
  innovationFilterSchema,
  innovationInputSchema,
  innovationListQuerySchema,
  transitionBodySchema,
} from '../../../common/contracts/innovation.contract';
import {
  canDecideInnovations,
  canRecordInnovations,
  canSeeSkillsAndInnovation,
} from '../../../common/permissions';
import { idSchema } from '../../../common/validation';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { sendStoredFile } from '../../platform/file-serve';
import { readUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx';
import {
  createInnovation,
  deleteInnovation,
  getInnovation,
  innovationFigures,
  listInnovations,
  moveInnovation,
  updateInnovation,
} from './innovation.service';
import { exportInnovations } from './innovation-export.service';
import {
  addAttachment,
  assertCanChangeFiles,
  readAttachment,
  readPicture,
  removeAttachment,
  setPicture,
} from './innovation-files.service';

const figuresQuerySchema = z.object({
  officeId: z.preprocess((value) => (value === '' ? undefined : value), idSchema().optional()),
});

export const innovationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['innovation'];
  const read = { access: canSeeSkillsAndInnovation };
  const record = { access: canRecordInnovations };
  const params = idParamSchema;

  app.get(
    INNOVATION_PATHS.list,
    { config: read, schema: { tags, querystring: innovationListQuerySchema } },
    async (request) => ok(await listInnovations(app.db, actorOf(request), request.query)),
  );
  app.get(
    INNOVATION_PATHS.export,
    { config: read, schema: { tags, querystring: innovationFilterSchema } },
    async (request, reply) => {
      const file = await exportInnovations(app.db, actorOf(request), request.query, requestLang(request));
      const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
      return sendXlsx(reply, `innovations-${today}.xlsx`, file);
    },
  );
  app.get(
    INNOVATION_PATHS.summary,
    { config: read, schema: { tags, querystring: figuresQuerySchema } },
    async (request) => ok(await innovationFigures(app.db, actorOf(request), request.query)),
  );
  app.post(
    INNOVATION_PATHS.list,
    { config: record, schema: { tags, body: innovationInputSchema } },
    async (request) => ok(await createInnovation(app.db, actorOf(request), request.body)),
  );
  app.get(INNOVATION_PATHS.one(':id'), { config: read, schema: { tags, params } }, async (request) =>
    ok(await getInnovation(app.db, caller(request), request.params.id)),
  );
  app.put(
    INNOVATION_PATHS.one(':id'),
    { config: record, schema: { tags, params, body: innovationInputSchema } },
    async (request) => ok(await updateInnovation(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(INNOVATION_PATHS.one(':id'), { config: record, schema: { tags, params } }, async (request) => {
    await deleteInnovation(app.db, app.fileStore, actorOf(request), request.params.id);
    return ok({ deleted: true });
  });
  // Submitting is the innovator's; the other steps are the deciders'. One route per rule, so the
  // authorization matrix sees who may call each.
  app.post(
    INNOVATION_PATHS.transition(':id', 'submit'),
    { config: record, schema: { tags, params, body: transitionBodySchema } },
    async (request) =>
      ok(await moveInnovation(app.db, actorOf(request), request.params.id, 'submit', request.body.note)),
  );
  for (const action of ['accept', 'return', 'replicate'] as const) {
    app.post(
      INNOVATION_PATHS.transition(':id', action),
      { config: { access: canDecideInnovations }, schema: { tags, params, body: transitionBodySchema } },
      async (request) =>
        ok(await moveInnovation(app.db, actorOf(request), request.params.id, action, request.body.note)),
    );
  }

  app.put(
    INNOVATION_PATHS.picture(':id'),
    { config: record, schema: { tags, params, consumes: ['multipart/form-data'] } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanChangeFiles(app.db, actor.auth, request.params.id);
      const upload = await readUpload(request, INNOVATION_PICTURE_RULE);
      return ok(await setPicture(app.db, app.fileStore, actor, request.params.id, upload));
    },
  );
  app.get(
    INNOVATION_PATHS.picture(':id'),
    { config: read, schema: { tags, params } },
    async (request, reply) => {
      const file = await readPicture(app.db, caller(request), request.params.id);
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );
  app.post(
    INNOVATION_PATHS.attachments(':id'),
    { config: record, schema: { tags, params, consumes: ['multipart/form-data'] } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanChangeFiles(app.db, actor.auth, request.params.id);
      const upload = await readUpload(request, INNOVATION_ATTACHMENT_RULE);
      return ok(await addAttachment(app.db, app.fileStore, actor, request.params.id, upload));
    },
  );
  app.get(
    INNOVATION_PATHS.attachment(':id', ':fileId'),
    { config: read, schema: { tags, params: attachmentParamSchema } },
    async (request, reply) => {
      const file = await readAttachment(app.db, caller(request), request.params.id, request.params.fileId);
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );
  app.delete(
    INNOVATION_PATHS.attachment(':id', ':fileId'),
    { config: record, schema: { tags, params: attachmentParamSchema } },
    async (request) => {
      await removeAttachment(
        app.db,
        app.fileStore,
        actorOf(request),
        request.params.id,
        request.params.fileId,
      );
      return ok({ deleted: true });
    },
  );
};
