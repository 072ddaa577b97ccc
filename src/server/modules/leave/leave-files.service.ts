/**
 * An application's documents (medical certificate, order, admission letter) through the shared
 * upload service: added by the applicant while it is a draft or sent back, read by whoever may read
 * the application. The application row is locked in the upload's transaction, so the count is
 * checked where it changes.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  EDITABLE_STATUSES,
  LEAVE_PATHS,
  type LeaveAttachment,
  MAX_LEAVE_ATTACHMENTS,
} from '../../../common/contracts/leave.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, conflict } from '../../platform/errors';
import { readStoredFile } from '../../platform/file-serve';
import type { FileStore } from '../../platform/file-store';
import { type StoredFile, saveUpload, type Upload } from '../../platform/files';
import { storedFiles } from '../../platform/platform.table';
import type { AuthContext } from '../auth/auth.session';
import { ATTACHMENT_OWNER, ownRow, readableRow } from './leave.service';
import { leaveApplications } from './leave.table';

/** Before reading the upload: the caller's own application, still open to changes. */
export async function assertCanAttach(db: Db, auth: AuthContext, id: number): Promise<void> {
  const row = await ownRow(db, auth, id);
  if (!EDITABLE_STATUSES.includes(row.status)) throw conflict('leave.notEditable');
}

export async function addAttachment(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  upload: Upload,
): Promise<LeaveAttachment> {
  const file = await saveUpload(db, store, actor, { type: ATTACHMENT_OWNER, id }, upload, {
    alsoInTransaction: async (tx) => {
      const [row] = await tx
        .select({ id: leaveApplications.id })
        .from(leaveApplications)
        .where(
          and(
            eq(leaveApplications.id, id),
            eq(leaveApplications.userId, actor.auth.userId),
            inArray(leaveApplications.status, [...EDITABLE_STATUSES]),
          ),
        )
        .for('update');
      if (!row) throw conflict('leave.notEditable');
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
      if (count > MAX_LEAVE_ATTACHMENTS)
        throw new AppError(409, 'leave.tooManyAttachments', { max: MAX_LEAVE_ATTACHMENTS });
      await audit(tx, actor, 'attach', 'leave-application', id);
    },
  });
  return {
    id: file.id,
    name: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    url: LEAVE_PATHS.attachment(id, file.id),
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
