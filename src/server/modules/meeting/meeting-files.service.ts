/**
 * A meeting's papers (working papers, presentations) through the shared upload service: attached by
 * the calling office until the minutes are final, read by whoever may read the meeting. The meeting
 * row is locked in the upload's transaction, so the count and the state are checked where they change.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  MAX_MEETING_PAPERS,
  MEETING_PATHS,
  type MeetingPaper,
  type MeetingStatus,
} from '../../../common/contracts/meeting.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { readStoredFile } from '../../platform/file-serve';
import type { FileStore } from '../../platform/file-store';
import { type StoredFile, saveUpload, type Upload } from '../../platform/files';
import { storedFiles } from '../../platform/platform.table';
import type { AuthContext } from '../auth/auth.session';
import { isCallingOffice, mayManage, readableMeeting } from './meeting.service';
import { meetings } from './meeting.table';

export const PAPER_OWNER = 'meeting';
export const PAPERS_OPEN: readonly MeetingStatus[] = ['draft', 'invited', 'held', 'minutes_pending'];

/** Before reading the upload: a meeting of the caller's office, its minutes not final yet. */
export async function assertCanAttachPaper(db: Db, auth: AuthContext, id: number): Promise<void> {
  const row = await readableMeeting(db, auth, id);
  if (!isCallingOffice(auth, row)) throw notFound();
  if (!mayManage(auth, row)) throw forbidden();
  if (!PAPERS_OPEN.includes(row.status)) throw conflict('meeting.minutesLocked');
}

const toPaper = (id: number, file: StoredFile): MeetingPaper => ({
  id: file.id,
  name: file.originalName,
  mimeType: file.mimeType,
  sizeBytes: file.sizeBytes,
  url: MEETING_PATHS.paper(id, file.id),
});

export async function addPaper(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  upload: Upload,
): Promise<MeetingPaper> {
  const file = await saveUpload(db, store, actor, { type: PAPER_OWNER, id }, upload, {
    alsoInTransaction: async (tx) => {
      const [row] = await tx
        .select({ id: meetings.id })
        .from(meetings)
        .where(
          and(
            eq(meetings.id, id),
            eq(meetings.officeId, actor.auth.activeRole.OfficeId),
            inArray(meetings.status, [...PAPERS_OPEN]),
          ),
        )
        .for('update');
      if (!row) throw conflict('meeting.minutesLocked');
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.ownerType, PAPER_OWNER),
            eq(storedFiles.ownerId, id),
            isNull(storedFiles.deletedAt),
          ),
        );
      if (count > MAX_MEETING_PAPERS)
        throw new AppError(409, 'meeting.tooManyPapers', { max: MAX_MEETING_PAPERS });
      await audit(tx, actor, 'attach', 'meeting', id);
    },
  });
  return toPaper(id, file);
}

export async function papersOf(db: Db | Tx, id: number): Promise<MeetingPaper[]> {
  const files = await db
    .select()
    .from(storedFiles)
    .where(
      and(eq(storedFiles.ownerType, PAPER_OWNER), eq(storedFiles.ownerId, id), isNull(storedFiles.deletedAt)),
    )
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
  return files.map((file) => toPaper(id, file));
}

export async function readPaper(db: Db, auth: AuthContext, id: number, fileId: string): Promise<StoredFile> {
  await readableMeeting(db, auth, id);
  return readStoredFile(db, fileId, auth, (file) => file.ownerType === PAPER_OWNER && file.ownerId === id);
}
