/**
 * The profile photo and signature (SPEC.md §2 /profile/profile-photo, §3 PhotoUrl and SignatureUrl,
 * §5 "picture must be at least 500 px wide"). Uploads are multipart with the file in the field
 * `file`; the upload rules (profile.paths.ts) are checked by the upload field and again by the API.
 */
import { z } from 'zod';

export { PROFILE_IMAGE_RULES, PROFILE_PATHS, type ProfileImageSlot } from './profile.paths';

export const userIdParamSchema = z.object({
  userId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The stored image after an upload; `url` is what the session's PhotoUrl / SignatureUrl now hold. */
export const profileImageSchema = z.object({
  url: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ProfileImage = z.infer<typeof profileImageSchema>;

export const profileImageResponseSchema = z.object({ success: z.literal(true), data: profileImageSchema });
export const profileImageDeletedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ deleted: z.boolean() }),
});
