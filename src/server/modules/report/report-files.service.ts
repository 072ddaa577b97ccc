/**
 * A response's attachments through the shared upload service: added and removed by the creator
 * desk while the response is at creation, read by whoever may read the response. The response row
 * is locked in the upload's transaction, so its stage and the count are checked where they change.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  MAX_REPORT_ATTACHMENTS,
  REPORT_PATHS,
  type ReportAttachment,
} from '../../../common/contracts/report.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { readStoredFile } from '../../platform/file-serve';
import type { FileStore } from '../../platform/file-store';
import { type StoredFile, saveUpload, type Upload } from '../../platform/files';
import { storedFiles } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { deskMayWork, officeOf } from './report.access';
import { reportResponses } from './report.table';
import { ATTACHMENT_OWNER, ownOfficeResponse, readableResponse } from './report-response.service';

/** Before reading the upload: the response is the office's, at creation, and the desk its creator. */
export async function assertCanAttach(db: Db, auth: AuthContext, id: number): Promise<void> {
  const row = await ownOfficeResponse(db, auth, id);
  if (!(await deskMayWork(db, auth, row.reportId, 1))) throw forbidden('report.notPermittedDesk');
  if (row.status !== 1) throw conflict('report.wrongStage');
}

const lockAtCreation = async (tx: Tx, id: number, officeId: number) => {
  const [row] = await tx
    .select({ id: reportResponses.id })
    .from(reportResponses)
    .where(
      and(eq(reportResponses.id, id), eq(reportResponses.officeId, officeId), eq(reportResponses.status, 1)),
    )
    .for('update');
  if (!row) throw conflict('report.wrongStage');
};

export async function addAttachment(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  upload: Upload,
): Promise<ReportAttachment> {
  const file = await saveUpload(db, store, actor, { type: ATTACHMENT_OWNER, id }, upload, {
    alsoInTransaction: async (tx) => {
      await lockAtCreation(tx, id, officeOf(actor.auth));
      const [{ total }] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.ownerType, ATTACHMENT_OWNER),
            eq(storedFiles.ownerId, id),
            isNull(storedFiles.deletedAt),
          ),
        );
      if (total > MAX_REPORT_ATTACHMENTS)
        throw new AppError(409, 'report.tooManyAttachments', { max: MAX_REPORT_ATTACHMENTS });
      await audit(tx, actor, 'attach', 'report-response', id);
    },
  });
  return {
    id: file.id,
    name: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    url: REPORT_PATHS.attachment(id, file.id),
  };
}

/** remove-report-attachment/{id}/{id2}: the creator desk removes a file while the response is at creation. */
export async function removeAttachment(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  fileId: string,
): Promise<{ id: string }> {
  await assertCanAttach(db, actor.auth, id);
  const removed = await inTransaction(db, async (tx) => {
    await lockAtCreation(tx, id, officeOf(actor.auth));
    const [row] = await tx
      .update(storedFiles)
      .set({ deletedAt: new Date() })
      .where(
        and(
          eq(storedFiles.id, fileId),
          eq(storedFiles.ownerType, ATTACHMENT_OWNER),
          eq(storedFiles.ownerId, id),
          isNull(storedFiles.deletedAt),
        ),
      )
      .returning();
    if (!row) throw notFound();
    await audit(tx, actor, 'delete', 'file', row.id, { before: { id: row.id, name: row.originalName } });
    return row;
  });
  await store.delete(removed.storageKey).catch(() => {});
  return { id: fileId };
}

export async function readAttachment(
  db: Db,
  auth: AuthContext,
  id: number,
  fileId: string,
): Promise<StoredFile> {
  await readableResponse(db, auth, id);
  return readStoredFile(
    db,
    fileId,
    auth,
    (file) => file.ownerType === ATTACHMENT_OWNER && file.ownerId === id,
  );
}
