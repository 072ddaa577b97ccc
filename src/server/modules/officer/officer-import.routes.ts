/**
 * Importing an office's staff from Excel: the template for the office, and the upload. Who may is
 * who may add an officer (SPEC.md §6 officer management); an office admin only for the own office.
 * A file with mistakes answers 400 with every mistake by row and column, and nothing is written.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OFFICER_IMPORT_RULE,
  OFFICER_PATHS,
  officeIdParamsSchema,
} from '../../../common/contracts/officer.contract';
import { canManageOfficers } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { readUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx';
import {
  assertCanImportInto,
  importOfficers,
  officerImportTemplate,
  refusal,
} from './officer-import.service';

export const officerImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['officers'];
  const manage = { access: canManageOfficers };
  const params = officeIdParamsSchema;

  app.get(
    OFFICER_PATHS.importTemplate(':officeId'),
    { config: manage, schema: { tags, params } },
    async (request, reply) => {
      const lang = requestLang(request);
      const file = await officerImportTemplate(app.db, actorOf(request), request.params.officeId, lang);
      return sendXlsx(reply, 'officer-import-template.xlsx', Readable.from([file]));
    },
  );
  app.post(
    OFFICER_PATHS.import(':officeId'),
    { config: manage, schema: { tags, params, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const actor = actorOf(request);
      const lang = requestLang(request);
      const { officeId } = request.params;
      // Another office is refused before its file is read.
      await assertCanImportInto(app.db, actor, officeId);
      const upload = await readUpload(request, OFFICER_IMPORT_RULE);
      const outcome = await importOfficers(app.db, app.nidVerifier, actor, officeId, upload.bytes, lang);
      if (outcome.ok) return ok(outcome.result);
      return reply.status(400).send({ success: false, ...refusal(outcome.issues, lang) });
    },
  );
};
