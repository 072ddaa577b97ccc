/**
 * The profile photo and signature through the upload service. Each user has at most one of each,
 * owned by the user's id; `profiles.photo_url` / `signature_url` hold the path that serves it (with
 * the file's id as a version, so a new picture is a new address) and reach the session as
 * PhotoUrl / SignatureUrl. A picture is read by its user, by app admins, and by the admin of an
 * office where the user holds a desk; to anyone else it does not exist (404).
 */
import { eq } from 'drizzle-orm';
import {
  PROFILE_PATHS,
  type ProfileImage,
  type ProfileImageSlot,
} from '../../../common/contracts/profile.contract';
import type { Db, Tx } from '../../db/client';
import { profiles } from '../../db/schema';
import { type Actor, audit } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { type CanReadFile, readOwnedFile } from '../../platform/file-serve';
import type { FileStore } from '../../platform/file-store';
import {
  type FileOwner,
  removeOwnedFiles,
  type StoredFile,
  saveUpload,
  type Upload,
} from '../../platform/files';
import type { AuthContext } from '../auth/auth.session';
import { canReadProfileOf } from './profile.access';
import { refreshProfileProgress } from './profile.progress';

const SLOTS = {
  photo: { ownerType: 'profile-photo', column: 'photoUrl', pathOf: PROFILE_PATHS.photoOf },
  signature: { ownerType: 'profile-signature', column: 'signatureUrl', pathOf: PROFILE_PATHS.signatureOf },
} as const;

const ownerOf = (slot: ProfileImageSlot, userId: number): FileOwner => ({
  type: SLOTS[slot].ownerType,
  id: userId,
});

/** The serving path of a stored image, versioned by the file so caches and queries see a change. */
export const imageUrl = (slot: ProfileImageSlot, file: StoredFile) =>
  `${SLOTS[slot].pathOf(file.ownerId)}?v=${file.id.slice(0, 8)}`;

/** Points the user's profiles at `url` (or none), with the audit row of the change. */
async function setProfileUrl(
  tx: Tx,
  actor: Actor,
  slot: ProfileImageSlot,
  url: string | null,
): Promise<void> {
  const column = SLOTS[slot].column;
  const before = await tx
    .select({ id: profiles.id, url: profiles[column] })
    .from(profiles)
    .where(eq(profiles.userId, actor.auth.userId))
    .for('update');
  if (before.length === 0) throw notFound();
  await tx
    .update(profiles)
    .set({ [column]: url })
    .where(eq(profiles.userId, actor.auth.userId));
  for (const row of before) {
    await audit(tx, actor, 'update', 'profile', row.id, {
      before: { [column]: row.url },
      after: { [column]: url },
    });
  }
  await refreshProfileProgress(tx, actor.auth.userId);
}

/** Stores the caller's new photo or signature in place of the old one, whose bytes then go. */
export async function setProfileImage(
  db: Db,
  store: FileStore,
  actor: Actor,
  slot: ProfileImageSlot,
  upload: Upload,
): Promise<ProfileImage> {
  const file = await saveUpload(db, store, actor, ownerOf(slot, actor.auth.userId), upload, {
    replace: true,
    alsoInTransaction: (tx, saved) => setProfileUrl(tx, actor, slot, imageUrl(slot, saved)),
  });
  return {
    url: imageUrl(slot, file),
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    width: file.width,
    height: file.height,
  };
}

/** Removes the caller's photo or signature; false when there was none. */
export async function removeProfileImage(
  db: Db,
  store: FileStore,
  actor: Actor,
  slot: ProfileImageSlot,
): Promise<boolean> {
  const removed = await removeOwnedFiles(
    db,
    store,
    actor,
    ownerOf(slot, actor.auth.userId),
    async (tx, rows) => {
      if (rows.length > 0) await setProfileUrl(tx, actor, slot, null);
    },
  );
  return removed > 0;
}

/** The user, app admins, and whoever administers an office where the user holds a desk (profile.access.ts). */
export const canReadProfileImage =
  (db: Db): CanReadFile =>
  (file, auth) =>
    canReadProfileOf(db, auth, file.ownerId);

export const readProfileImage = (db: Db, auth: AuthContext, slot: ProfileImageSlot, userId: number) =>
  readOwnedFile(db, ownerOf(slot, userId), auth, canReadProfileImage(db));
