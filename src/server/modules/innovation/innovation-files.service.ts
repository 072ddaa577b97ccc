/**
 * An innovation's picture and proof attachments through the shared upload service. They change
 * with the innovation (by its innovator, while it is a draft or sent back); the row is locked in the
 * upload's transaction, so its state and the attachment count are checked where they are changed.
 * Files are read by whoever may read the innovation; to anyone else they do not exist (404).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  INNOVATION_PATHS,
  type InnovationAttachment,
  MAX_INNOVATION_ATTACHMENTS,
} from '../../../common/contracts/innovation.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, notFound } from '../../platform/errors';
import { readOwnedFile, readStoredFile } from '../../platform/file-serve';
import type { FileStore } from '../../platform/file-store';
import { type StoredFile, saveUpload, type Upload } from '../../platform/files';
import { storedFiles } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { isEditable } from './innovation.access';
import { changeableRow, PICTURE_OWNER, PROOF_OWNER, pictureUrl, visibleRow } from './innovation.service';
import { innovations } from './innovation.table';

/** Locks the innovation for this transaction and checks it can still change (409 otherwise). */
async function lockEditable(tx: Tx, id: number): Promise<void> {
  const [row] = await tx
    .select({ status: innovations.status })
    .from(innovations)
    .where(eq(innovations.id, id))
    .for('update');
  if (!row) throw notFound();
  if (!isEditable(row.status)) throw new AppError(409, 'innovation.notEditable');
}

/** Before reading the upload: the caller may change this innovation and it is editable now. */
export async function assertCanChangeFiles(db: Db, auth: AuthContext, id: number): Promise<void> {
  const row = await changeableRow(db, auth, id);
  if (!isEditable(row.status)) throw new AppError(409, 'innovation.notEditable');
}

export async function setPicture(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  upload: Upload,
): Promise<{ url: string; width: number | null; height: number | null }> {
  const file = await saveUpload(db, store, actor, { type: PICTURE_OWNER, id }, upload, {
    replace: true,
    alsoInTransaction: async (tx, saved) => {
      await lockEditable(tx, id);
      await tx
        .update(innovations)
        .set({ pictureFileId: saved.id, updatedAt: new Date() })
        .where(eq(innovations.id, id));
      await audit(tx, actor, 'update', 'innovation', id, { after: { pictureFileId: saved.id } });
    },
  });
  return { url: pictureUrl(id, file.id) ?? '', width: file.width, height: file.height };
}

const attachmentOf = (id: number, file: StoredFile): InnovationAttachment => ({
  id: file.id,
  name: file.originalName,
  mimeType: file.mimeType,
  sizeBytes: file.sizeBytes,
  url: INNOVATION_PATHS.attachment(id, file.id),
});

export async function addAttachment(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  upload: Upload,
): Promise<InnovationAttachment> {
  const file = await saveUpload(db, store, actor, { type: PROOF_OWNER, id }, upload, {
    alsoInTransaction: async (tx) => {
      // Under the row lock, so two uploads at once cannot both slip under the limit.
      await lockEditable(tx, id);
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.ownerType, PROOF_OWNER),
            eq(storedFiles.ownerId, id),
            isNull(storedFiles.deletedAt),
          ),
        );
      if (count > MAX_INNOVATION_ATTACHMENTS) {
        throw new AppError(409, 'innovation.tooManyAttachments', { max: MAX_INNOVATION_ATTACHMENTS });
      }
    },
  });
  return attachmentOf(id, file);
}

export async function removeAttachment(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  fileId: string,
): Promise<void> {
  await changeableRow(db, actor.auth, id);
  const removed = await inTransaction(db, async (tx) => {
    await lockEditable(tx, id);
    const [file] = await tx
      .update(storedFiles)
      .set({ deletedAt: new Date() })
      .where(
        and(
          eq(storedFiles.id, fileId),
          eq(storedFiles.ownerType, PROOF_OWNER),
          eq(storedFiles.ownerId, id),
          isNull(storedFiles.deletedAt),
        ),
      )
      .returning();
    if (!file) throw notFound();
    await audit(tx, actor, 'delete', 'file', file.id, {
      before: {
        id: file.id,
        ownerType: file.ownerType,
        ownerId: file.ownerId,
        originalName: file.originalName,
      },
    });
    return file;
  });
  await store.delete(removed.storageKey).catch(() => {});
}

export async function readPicture(db: Db, auth: AuthContext, id: number): Promise<StoredFile> {
  await visibleRow(db, auth, id);
  return readOwnedFile(db, { type: PICTURE_OWNER, id }, auth, () => true);
}

export async function readAttachment(
  db: Db,
  auth: AuthContext,
  id: number,
  fileId: string,
): Promise<StoredFile> {
  await visibleRow(db, auth, id);
  return readStoredFile(db, fileId, auth, (file) => file.ownerType === PROOF_OWNER && file.ownerId === id);
}
