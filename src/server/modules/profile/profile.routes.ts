/** The profile photo and signature (issue 9): the caller's own uploads, and reading them back. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROFILE_IMAGE_RULES,
  PROFILE_PATHS,
  type ProfileImageSlot,
  profileImageDeletedResponseSchema,
  profileImageResponseSchema,
  userIdParamSchema,
} from '../../../common/contracts/profile.contract';
import { isSignedIn } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { sendStoredFile } from '../../platform/file-serve';
import { readUpload } from '../../platform/files';
import { ok } from '../../platform/http';
import { readProfileImage, removeProfileImage, setProfileImage } from './profile.service';
import { profileSectionRoutes } from './profile-sections.routes';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  await app.register(profileSectionRoutes);
  const slots: [ProfileImageSlot, string, (userId: string) => string][] = [
    ['photo', PROFILE_PATHS.photo, PROFILE_PATHS.photoOf],
    ['signature', PROFILE_PATHS.signature, PROFILE_PATHS.signatureOf],
  ];

  for (const [slot, ownPath, pathOf] of slots) {
    // Everyone signed in has a profile of their own, with or without a desk.
    app.put(
      ownPath,
      {
        config: { access: isSignedIn },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: profileImageResponseSchema } },
      },
      async (request) => {
        const upload = await readUpload(request, PROFILE_IMAGE_RULES[slot]);
        return ok(await setProfileImage(app.db, app.fileStore, actorOf(request), slot, upload));
      },
    );
    app.delete(
      ownPath,
      {
        config: { access: isSignedIn },
        schema: { tags, response: { 200: profileImageDeletedResponseSchema } },
      },
      async (request) =>
        ok({ deleted: await removeProfileImage(app.db, app.fileStore, actorOf(request), slot) }),
    );
    // Any signed-in caller may ask; the service answers 404 to whoever may not read that user's profile.
    app.get(
      pathOf(':userId'),
      { config: { access: isSignedIn }, schema: { tags, params: userIdParamSchema } },
      async (request, reply) => {
        const file = await readProfileImage(app.db, caller(request), slot, request.params.userId);
        return sendStoredFile(request, reply, app.fileStore, file);
      },
    );
  }
};
