/**
 * An application's attachments (an order, a medical certificate …) through the shared upload
 * service: added by the applicant while the application waits for a decision, read by whoever may
 * read the application. The application row is locked in the upload's transaction, so the count
 * is checked where it changes.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type ApplicationAttachment,
  MAX_TRANSFER_ATTACHMENTS,
  TRANSFER_PATHS,
} from '../../../common/contracts/transfer.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, conflict, notFound } from '../../platform/errors';
import { readStoredFile } from '../../platform/file-serve';
import type { FileStore } from '../../platform/file-store';
import { type StoredFile, saveUpload, type Upload } from '../../platform/files';
import { storedFiles } from '../../platform/platform.table';
import type { AuthContext } from '../auth/auth.session';
import { isApplicant } from './transfer.access';
import { ATTACHMENT_OWNER, readableRow } from './transfer.service';
import { transferApplications } from './transfer.table';

/** Before reading the upload: the caller is the applicant and the application is still submitted. */
export async function assertCanAttach(db: Db, auth: AuthContext, id: number): Promise<void> {
  const row = await readableRow(db, auth, id);
  if (!isApplicant(auth, row)) throw notFound();
  if (row.status !== 1) throw conflict('transfer.changed');
}

export async function addAttachment(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  upload: Upload,
): Promise<ApplicationAttachment> {
  const file = await saveUpload(db, store, actor, { type: ATTACHMENT_OWNER, id }, upload, {
    alsoInTransaction: async (tx) => {
      const [row] = await tx
        .select({ id: transferApplications.id })
        .from(transferApplications)
        .where(
          and(
            eq(transferApplications.id, id),
            eq(transferApplications.status, 1),
            eq(transferApplications.applicantUserId, actor.auth.userId),
          ),
        )
        .for('update');
      if (!row) throw conflict('transfer.changed');
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.ownerType, ATTACHMENT_OWNER),
            eq(storedFiles.ownerId, id),
            isNull(storedFiles.deletedAt),
          ),
        );
      if (count > MAX_TRANSFER_ATTACHMENTS) {
        throw new AppError(409, 'transfer.tooManyAttachments', { max: MAX_TRANSFER_ATTACHMENTS });
      }
      await audit(tx, actor, 'attach', 'transfer-application', id);
    },
  });
  return {
    id: file.id,
    name: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    url: TRANSFER_PATHS.attachment(id, file.id),
  };
}

export async function readAttachment(
  db: Db,
  auth: AuthContext,
  id: number,
  fileId: string,
): Promise<StoredFile> {
  await readableRow(db, auth, id);
  return readStoredFile(
    db,
    fileId,
    auth,
    (file) => file.ownerType === ATTACHMENT_OWNER && file.ownerId === id,
  );
}
