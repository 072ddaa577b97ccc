/**
 * A ticket's attachments (screenshots, documents) through the shared upload service: added by the
 * requester or the desk while the ticket is open, read by whoever may read the ticket. The ticket
 * row is locked in the upload's transaction, so the count is checked where it changes.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  MAX_SUPPORT_ATTACHMENTS,
  OPEN_STATUSES,
  SUPPORT_PATHS,
  type TicketAttachment,
} from '../../../common/contracts/support.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, conflict, forbidden } from '../../platform/errors';
import { readStoredFile } from '../../platform/file-serve';
import type { FileStore } from '../../platform/file-store';
import { type StoredFile, saveUpload, type Upload } from '../../platform/files';
import { storedFiles } from '../../platform/platform.table';
import type { AuthContext } from '../auth/auth.session';
import { isOpen, isRequester, mayWork } from './support.access';
import { ATTACHMENT_OWNER, readableRow } from './support.service';
import { supportTickets } from './support.table';

/** Before reading the upload: the caller is the requester or the desk, and the ticket is open. */
export async function assertCanAttach(db: Db, auth: AuthContext, id: number): Promise<void> {
  const row = await readableRow(db, auth, id);
  if (!isRequester(auth, row) && !mayWork(auth, row)) throw forbidden();
  if (!isOpen(row.status)) throw conflict('support.closed');
}

export async function addTicketAttachment(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  upload: Upload,
): Promise<TicketAttachment> {
  const file = await saveUpload(db, store, actor, { type: ATTACHMENT_OWNER, id }, upload, {
    alsoInTransaction: async (tx) => {
      const [row] = await tx
        .select({ id: supportTickets.id })
        .from(supportTickets)
        .where(and(eq(supportTickets.id, id), inArray(supportTickets.status, [...OPEN_STATUSES])))
        .for('update');
      if (!row) throw conflict('support.closed');
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
      if (count > MAX_SUPPORT_ATTACHMENTS) {
        throw new AppError(409, 'support.tooManyAttachments', { max: MAX_SUPPORT_ATTACHMENTS });
      }
      await audit(tx, actor, 'attach', 'support-ticket', id);
    },
  });
  return {
    id: file.id,
    name: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    url: SUPPORT_PATHS.attachment(id, file.id),
  };
}

export async function readTicketAttachment(
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
