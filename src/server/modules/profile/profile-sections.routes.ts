/**
 * The profile tabs (SPEC.md §2 /profile children): the officer's own through /api/profile/…, and
 * the whole profile of an officer (GET /api/profile/users/{userId}) for the officer, app admins and
 * the officer's office admin (404 to anyone else).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { userIdParamSchema } from '../../../common/contracts/profile.contract';
import {
  basicInputSchema,
  PORTFOLIO_ATTACHMENT_RULE,
  PROFILE_SECTION_KEYS,
  PROFILE_SECTION_PATHS,
  type ProfileSectionKey,
  SECTION_INPUT_SCHEMAS,
  sectionEntryParamsSchema,
} from '../../../common/contracts/profile-sections.contract';
import { isSignedIn } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { sendStoredFile } from '../../platform/file-serve';
import { readUpload } from '../../platform/files';
import { ok } from '../../platform/http';
import { progressOfUser } from './profile.progress';
import { fullProfile, getBasic, updateBasic } from './profile-basic.service';
import {
  deletePortfolioEntry,
  readPortfolioAttachment,
  removePortfolioAttachment,
  setPortfolioAttachment,
} from './profile-portfolio.service';
import { createEntry, deleteEntry, listSection, updateEntry } from './profile-sections.service';

export const profileSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  // Everyone signed in has a profile of their own, with or without a desk (SPEC.md §6: no role checks).
  const access = isSignedIn;

  app.get(PROFILE_SECTION_PATHS.basic, { config: { access }, schema: { tags } }, async (request) =>
    ok(await getBasic(app.db, caller(request).userId)),
  );
  app.put(
    PROFILE_SECTION_PATHS.basic,
    { config: { access }, schema: { tags, body: basicInputSchema } },
    async (request) => ok(await updateBasic(app.db, actorOf(request), request.body)),
  );
  app.get(PROFILE_SECTION_PATHS.progress, { config: { access }, schema: { tags } }, async (request) =>
    ok(await progressOfUser(app.db, caller(request).userId)),
  );
  app.get(
    PROFILE_SECTION_PATHS.of(':userId'),
    { config: { access }, schema: { tags, params: userIdParamSchema } },
    async (request) => ok(await fullProfile(app.db, actorOf(request), request.params.userId)),
  );

  for (const key of PROFILE_SECTION_KEYS) {
    registerSection(app, key);
  }

  const params = sectionEntryParamsSchema;
  app.put(
    PROFILE_SECTION_PATHS.portfolioAttachment(':id'),
    { config: { access }, schema: { tags, params, consumes: ['multipart/form-data'] } },
    async (request) => {
      const upload = await readUpload(request, PORTFOLIO_ATTACHMENT_RULE);
      return ok(
        await setPortfolioAttachment(app.db, app.fileStore, actorOf(request), request.params.id, upload),
      );
    },
  );
  app.delete(
    PROFILE_SECTION_PATHS.portfolioAttachment(':id'),
    { config: { access }, schema: { tags, params } },
    async (request) =>
      ok({
        deleted: await removePortfolioAttachment(app.db, app.fileStore, actorOf(request), request.params.id),
      }),
  );
  app.get(
    PROFILE_SECTION_PATHS.portfolioAttachment(':id'),
    { config: { access }, schema: { tags, params } },
    async (request, reply) => {
      const file = await readPortfolioAttachment(app.db, caller(request), request.params.id);
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );
};

function registerSection(app: Parameters<FastifyPluginAsyncZod>[0], key: ProfileSectionKey): void {
  const tags = ['profile'];
  const access = isSignedIn;
  const body = SECTION_INPUT_SCHEMAS[key] as z.ZodType;
  const params = sectionEntryParamsSchema;
  app.get(PROFILE_SECTION_PATHS.section(key), { config: { access }, schema: { tags } }, async (request) =>
    ok(await listSection(app.db, key, caller(request).userId)),
  );
  app.post(
    PROFILE_SECTION_PATHS.section(key),
    { config: { access }, schema: { tags, body } },
    async (request) => ok(await createEntry(app.db, actorOf(request), key, request.body as never)),
  );
  app.put(
    PROFILE_SECTION_PATHS.entry(key, ':id'),
    { config: { access }, schema: { tags, params, body } },
    async (request) =>
      ok(await updateEntry(app.db, actorOf(request), key, request.params.id, request.body as never)),
  );
  app.delete(
    PROFILE_SECTION_PATHS.entry(key, ':id'),
    { config: { access }, schema: { tags, params } },
    async (request) =>
      ok(
        key === 'portfolio'
          ? await deletePortfolioEntry(app.db, app.fileStore, actorOf(request), request.params.id)
          : await deleteEntry(app.db, actorOf(request), key, request.params.id),
      ),
  );
}
