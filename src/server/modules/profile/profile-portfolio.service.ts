/**
 * The attachment of a portfolio entry through the upload service (one file per entry, owned by the
 * entry's id): a PDF, an image or an Office document of the officer's work. Read by whoever may
 * read the officer's profile; to anyone else it does not exist (404).
 */
import { and, eq } from 'drizzle-orm';
import { PROFILE_SECTION_PATHS } from '../../../common/contracts/profile-sections.contract';
import type { Db, Tx } from '../../db/client';
import { profilePortfolio } from '../../db/schema';
import { type Actor, audit } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { type CanReadFile, readOwnedFile } from '../../platform/file-serve';
import type { FileStore } from '../../platform/file-store';
import { type FileOwner, removeOwnedFiles, saveUpload, type Upload } from '../../platform/files';
import type { AuthContext } from '../auth/auth.session';
import { canReadProfileOf } from './profile.access';
import { lockProfile, refreshProfileProgress } from './profile.progress';
import { deleteEntryIn } from './profile-sections.service';

const ownerOf = (entryId: number): FileOwner => ({ type: 'profile-portfolio', id: entryId });

async function ownEntryId(db: Db | Tx, userId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ id: profilePortfolio.id })
    .from(profilePortfolio)
    .where(and(eq(profilePortfolio.id, id), eq(profilePortfolio.userId, userId)));
  if (!row) throw notFound();
  return row.id;
}

async function setAttachment(tx: Tx, actor: Actor, id: number, url: string | null, name: string | null) {
  await lockProfile(tx, actor.auth.userId);
  const [before] = await tx
    .select({
      attachmentUrl: profilePortfolio.attachmentUrl,
      attachmentName: profilePortfolio.attachmentName,
    })
    .from(profilePortfolio)
    .where(and(eq(profilePortfolio.id, id), eq(profilePortfolio.userId, actor.auth.userId)))
    .for('update');
  if (!before) throw notFound();
  await tx
    .update(profilePortfolio)
    .set({ attachmentUrl: url, attachmentName: name, updatedAt: new Date() })
    .where(eq(profilePortfolio.id, id));
  await audit(tx, actor, 'update', 'profile_portfolio', id, {
    before,
    after: { attachmentUrl: url, attachmentName: name },
  });
  await refreshProfileProgress(tx, actor.auth.userId);
}

export async function setPortfolioAttachment(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  upload: Upload,
): Promise<{ attachmentUrl: string; attachmentName: string }> {
  await ownEntryId(db, actor.auth.userId, id);
  let result = { attachmentUrl: '', attachmentName: '' };
  await saveUpload(db, store, actor, ownerOf(id), upload, {
    replace: true,
    alsoInTransaction: async (tx, file) => {
      result = {
        attachmentUrl: `${PROFILE_SECTION_PATHS.portfolioAttachment(id)}?v=${file.id.slice(0, 8)}`,
        attachmentName: file.originalName,
      };
      await setAttachment(tx, actor, id, result.attachmentUrl, result.attachmentName);
    },
  });
  return result;
}

export async function removePortfolioAttachment(db: Db, store: FileStore, actor: Actor, id: number) {
  await ownEntryId(db, actor.auth.userId, id);
  const removed = await removeOwnedFiles(db, store, actor, ownerOf(id), (tx) =>
    setAttachment(tx, actor, id, null, null),
  );
  return removed > 0;
}

/** Removes an own portfolio entry with its attachment, in one transaction. */
export async function deletePortfolioEntry(db: Db, store: FileStore, actor: Actor, id: number) {
  await ownEntryId(db, actor.auth.userId, id);
  let progress = 0;
  await removeOwnedFiles(db, store, actor, ownerOf(id), async (tx) => {
    progress = (await deleteEntryIn(tx, actor, 'portfolio', id)).progress;
  });
  return { progress };
}

const canReadAttachment =
  (db: Db): CanReadFile =>
  async (file, auth) => {
    const [entry] = await db
      .select({ userId: profilePortfolio.userId })
      .from(profilePortfolio)
      .where(eq(profilePortfolio.id, file.ownerId));
    return entry !== undefined && canReadProfileOf(db, auth, entry.userId);
  };

export const readPortfolioAttachment = (db: Db, auth: AuthContext, id: number) =>
  readOwnedFile(db, ownerOf(id), auth, canReadAttachment(db));
