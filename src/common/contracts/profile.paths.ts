/**
 * The profile picture's API paths and upload rules, apart from their schemas: the plain photo screen
 * carries no validator (profile.contract.ts re-exports them).
 */
import { PICTURE_MIN_WIDTH_PX } from '../constants';
import { IMAGE_MAX_BYTES, MB, type UploadRule } from '../file-types';

export type ProfileImageSlot = 'photo' | 'signature';

export const PROFILE_PATHS = {
  /** PUT (multipart) and DELETE: the signed-in user's own. */
  photo: '/api/profile/photo',
  signature: '/api/profile/signature',
  /** GET: the image of `userId`, to the user, app admins and the admin of an office where the user holds a desk. */
  photoOf: (userId: number | string) => `/api/profile/photo/${userId}`,
  signatureOf: (userId: number | string) => `/api/profile/signature/${userId}`,
} as const;

/** Checked by the upload field before sending and again by the API. */
export const PROFILE_IMAGE_RULES: Record<ProfileImageSlot, UploadRule> = {
  photo: { kinds: ['image'], maxBytes: IMAGE_MAX_BYTES, minWidth: PICTURE_MIN_WIDTH_PX },
  /** A scanned or photographed signature: small, but wide enough to print legibly. */
  signature: { kinds: ['image'], maxBytes: 1 * MB, minWidth: 150 },
};
