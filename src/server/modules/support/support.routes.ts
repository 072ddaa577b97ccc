/**
 * Support API (SPEC.md §2 /support, /admin-supports): a user's own tickets and the ticket they open,
 * the desk's queue, export and admins, one ticket with its thread, the workflow's steps and the
 * attachments. Reading a ticket is for its requester and the desk at its level (the service checks).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignInputSchema,
  attachmentParamSchema,
  escalateInputSchema,
  idParamSchema,
  ownTicketListQuerySchema,
  queueFilterSchema,
  queueListQuerySchema,
  replyInputSchema,
  SUPPORT_ATTACHMENT_RULE,
  SUPPORT_PATHS,
  statusInputSchema,
  ticketInputSchema,
} from '../../../common/contracts/support.contract';
import { canSeeSupport, canWorkSupportQueue } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { sendStoredFile } from '../../platform/file-serve';
import { readUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import { CLOCK_ANSWER_MS, EVERY_OFFICE, OWN_DESK_OFFICE } from '../../platform/read-cache';
import { sendXlsx } from '../../platform/xlsx';
import { getTicket, listOwnTickets, listQueue, openTicket, supportAdmins } from './support.service';
import { exportQueue } from './support-export.service';
import { addTicketAttachment, assertCanAttach, readTicketAttachment } from './support-files.service';
import {
  addReply,
  assignTicket,
  changeStatus,
  escalateTicket,
  reopenTicket,
} from './support-workflow.service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['support'];
  const everyone = { access: canSeeSupport };
  const desk = { access: canWorkSupportQueue };
  const params = idParamSchema;
  // The queue spans every office and a person's own tickets are theirs: kept under office 0 and the
  // office of their own desk, which every change to a ticket marks (migration 0061). Both show
  // which tickets are past their deadline, so neither is kept longer than CLOCK_ANSWER_MS.
  const ownTickets = { ...everyone, readCache: { ...OWN_DESK_OFFICE, keepMs: CLOCK_ANSWER_MS } };
  const queue = { ...desk, readCache: { office: () => EVERY_OFFICE, keepMs: CLOCK_ANSWER_MS } };

  app.get(
    SUPPORT_PATHS.tickets,
    { config: ownTickets, schema: { tags, querystring: ownTicketListQuerySchema } },
    async (request) => ok(await listOwnTickets(app.db, caller(request), request.query)),
  );
  app.post(
    SUPPORT_PATHS.tickets,
    { config: everyone, schema: { tags, body: ticketInputSchema } },
    async (request) => ok(await openTicket(app.db, actorOf(request), request.body)),
  );
  app.get(
    SUPPORT_PATHS.queue,
    { config: queue, schema: { tags, querystring: queueListQuerySchema } },
    async (request) => ok(await listQueue(app.db, caller(request), request.query)),
  );
  app.get(
    SUPPORT_PATHS.queueExport,
    { config: desk, schema: { tags, querystring: queueFilterSchema } },
    async (request, reply) => {
      const file = await exportQueue(app.db, caller(request), request.query, requestLang(request));
      const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
      return sendXlsx(reply, `support-tickets-${today}.xlsx`, file);
    },
  );
  app.get(SUPPORT_PATHS.admins, { config: desk, schema: { tags } }, async () =>
    ok(await supportAdmins(app.db)),
  );
  app.get(SUPPORT_PATHS.one(':id'), { config: everyone, schema: { tags, params } }, async (request) =>
    ok(await getTicket(app.db, caller(request), request.params.id)),
  );
  // The requester replies on their own ticket; the desk replies and writes internal notes.
  app.post(
    SUPPORT_PATHS.replies(':id'),
    { config: everyone, schema: { tags, params, body: replyInputSchema } },
    async (request) => ok(await addReply(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    SUPPORT_PATHS.status(':id'),
    { config: desk, schema: { tags, params, body: statusInputSchema } },
    async (request) => ok(await changeStatus(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    SUPPORT_PATHS.assign(':id'),
    { config: desk, schema: { tags, params, body: assignInputSchema } },
    async (request) =>
      ok(await assignTicket(app.db, actorOf(request), request.params.id, request.body.userId)),
  );
  app.post(
    SUPPORT_PATHS.escalate(':id'),
    { config: desk, schema: { tags, params, body: escalateInputSchema } },
    async (request) =>
      ok(await escalateTicket(app.db, actorOf(request), request.params.id, request.body.note)),
  );
  app.post(SUPPORT_PATHS.reopen(':id'), { config: everyone, schema: { tags, params } }, async (request) =>
    ok(await reopenTicket(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    SUPPORT_PATHS.attachments(':id'),
    { config: everyone, schema: { tags, params, consumes: ['multipart/form-data'] } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanAttach(app.db, actor.auth, request.params.id);
      const upload = await readUpload(request, SUPPORT_ATTACHMENT_RULE);
      return ok(await addTicketAttachment(app.db, app.fileStore, actor, request.params.id, upload));
    },
  );
  app.get(
    SUPPORT_PATHS.attachment(':id', ':fileId'),
    { config: everyone, schema: { tags, params: attachmentParamSchema } },
    async (request, reply) => {
      const file = await readTicketAttachment(
        app.db,
        caller(request),
        request.params.id,
        request.params.fileId,
      );
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );
};
