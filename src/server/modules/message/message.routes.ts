/**
 * Message API (SPEC.md §2 /messages): inbox, sent items, the unread badge's count, the recipient
 * picker, sending, reading and marking read, and attachments. Every signed-in user may use it
 * (SPEC.md §6); what each reads is narrowed to their own mail in the service's SQL.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inboxQuerySchema,
  MESSAGE_ATTACHMENT_RULE,
  MESSAGE_PATHS,
  messageAttachmentParamSchema,
  messageIdParamSchema,
  messageInputSchema,
  recipientQuerySchema,
} from '../../../common/contracts/message.contract';
import { listQuerySchema } from '../../../common/contracts/office.contract';
import { canUseMessages } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { readStoredFile, sendStoredFile } from '../../platform/file-serve';
import { readUpload, saveUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import { OWN_DESK_OFFICE } from '../../platform/read-cache';
import { sendXlsx } from '../../platform/xlsx';
import {
  ATTACHMENT_OWNER,
  DRAFT_OWNER,
  getMessage,
  listInbox,
  listSent,
  markRead,
  readableAttachment,
  sendMessage,
  unreadCount,
} from './message.service';
import { exportMessages, type MessageBox } from './message-export.service';
import { findRecipients } from './message-recipients.service';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['message'];
  const config = { access: canUseMessages };
  // A person's mail is kept under the office of their own desk, which every change to a copy they
  // receive or a message they sent marks (migration 0061).
  const ownMail = { ...config, readCache: OWN_DESK_OFFICE };
  const params = messageIdParamSchema;

  app.get(
    MESSAGE_PATHS.inbox,
    { config: ownMail, schema: { tags, querystring: inboxQuerySchema } },
    async (request) => ok(await listInbox(app.db, caller(request), request.query)),
  );
  app.get(
    MESSAGE_PATHS.sent,
    { config: ownMail, schema: { tags, querystring: listQuerySchema } },
    async (request) => ok(await listSent(app.db, caller(request), request.query, requestLang(request))),
  );
  const exports: [string, MessageBox, string][] = [
    [MESSAGE_PATHS.inboxExport, 'inbox', 'inbox'],
    [MESSAGE_PATHS.sentExport, 'sent', 'sent-items'],
  ];
  for (const [path, box, fileStem] of exports) {
    app.get(path, { config, schema: { tags, querystring: inboxQuerySchema } }, async (request, reply) => {
      const lang = requestLang(request);
      const file = await exportMessages(app.db, caller(request), box, request.query, lang);
      const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
      return sendXlsx(reply, `${fileStem}-${today}.xlsx`, file);
    });
  }
  app.get(MESSAGE_PATHS.unreadCount, { config: ownMail, schema: { tags } }, async (request) =>
    ok({ unread: await unreadCount(app.db, caller(request)) }),
  );
  app.get(
    MESSAGE_PATHS.recipients,
    { config, schema: { tags, querystring: recipientQuerySchema } },
    async (request) => ok(await findRecipients(app.db, caller(request), request.query.search)),
  );
  app.post(MESSAGE_PATHS.send, { config, schema: { tags, body: messageInputSchema } }, async (request) =>
    ok(await sendMessage(app.db, actorOf(request), request.body)),
  );
  app.get(MESSAGE_PATHS.one(':id'), { config, schema: { tags, params } }, async (request) =>
    ok(await getMessage(app.db, caller(request), request.params.id)),
  );
  app.post(MESSAGE_PATHS.read(':id'), { config, schema: { tags, params } }, async (request) =>
    ok(await markRead(app.db, caller(request), request.params.id)),
  );
  // A file is uploaded while the message is written and belongs to its uploader until it is sent.
  app.post(
    MESSAGE_PATHS.uploads,
    { config, schema: { tags, consumes: ['multipart/form-data'] } },
    async (request) => {
      const actor = actorOf(request);
      const upload = await readUpload(request, MESSAGE_ATTACHMENT_RULE);
      const file = await saveUpload(
        app.db,
        app.fileStore,
        actor,
        { type: DRAFT_OWNER, id: actor.auth.userId },
        upload,
      );
      return ok({ id: file.id, name: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes });
    },
  );
  app.get(
    MESSAGE_PATHS.attachment(':id', ':fileId'),
    { config, schema: { tags, params: messageAttachmentParamSchema } },
    async (request, reply) => {
      const auth = caller(request);
      const { id, fileId } = request.params;
      await readableAttachment(app.db, auth, id);
      const file = await readStoredFile(
        app.db,
        fileId,
        auth,
        (stored) => stored.ownerType === ATTACHMENT_OWNER && stored.ownerId === id,
      );
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );
};
