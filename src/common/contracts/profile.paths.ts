/** The profile picture's API paths, apart from their schemas (profile.contract.ts re-exports them). */
export type ProfileImageSlot = 'photo' | 'signature';

export const PROFILE_PATHS = {
  /** PUT (multipart) and DELETE: the signed-in user's own. */
  photo: '/api/profile/photo',
  signature: '/api/profile/signature',
  /** GET: the image of `userId`, to the user, app admins and the admin of an office where the user holds a desk. */
  photoOf: (userId: number | string) => `/api/profile/photo/${userId}`,
  signatureOf: (userId: number | string) => `/api/profile/signature/${userId}`,
} as const;
