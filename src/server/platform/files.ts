/**
 * The upload service every module uses. An upload is one multipart file, read whole within its
 * cap, its type decided by its bytes (file-types.ts), an image's width checked against the rule;
 * its bytes go to the file store under a generated key and a `stored_files` row says which record
 * owns them, in the transaction of the owning record's write, with an audit row. Bytes a write
 * replaced or removed leave the store once the transaction has committed. Reads go through the
 * owning module's `canRead`, and whoever may not read the record gets a 404.
 */
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_TYPES, MB, nameFitsType, type UploadRule } from '../../common/file-types';
import type { Db, Tx } from '../db/client';
import { type Actor, audit } from './actor';
import { AppError, badRequest } from './errors';
import { DiskFileStore, type FileStore, storageKeyFor } from './file-store';
import { type DetectedType, detectFileType, kindMaxBytes } from './file-types';
import { storedFiles } from './platform.table';
import { inTransaction } from './transactions';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

/** The file store (DATA_DIR/files unless one is given) and the multipart parser, for every module. */
export async function registerFiles(app: FastifyInstance, store?: FileStore): Promise<void> {
  app.decorate('fileStore', store ?? new DiskFileStore(path.join(app.config.dataDir, 'files')));
  await app.register(multipart, {
    limits: { fileSize: app.config.uploadMaxMb * MB, files: 1, fields: 10, parts: 11, headerPairs: 50 },
  });
}

export type StoredFile = typeof storedFiles.$inferSelect;

/** The record a file belongs to, e.g. `{ type: 'profile-photo', id: userId }`. */
export interface FileOwner {
  type: string;
  id: number;
}

export interface Upload {
  bytes: Buffer;
  detected: DetectedType;
  /** The uploader's name for it, cleaned; shown on download, never used as a path. */
  originalName: string;
  sha256: string;
}

/** A route's rule; `field` is the multipart field carrying the file ('file' unless said). */
export type UploadPolicy = Omit<UploadRule, 'maxBytes'> & { maxBytes?: number; field?: string };

const fileRequired = () => badRequest('file.required', [{ field: 'file', messageKey: 'file.required' }]);
const wrongType = () =>
  new AppError(415, 'error.fileType', {}, [{ field: 'file', messageKey: 'error.fileType' }]);
const tooLarge = () => new AppError(413, 'error.tooLarge');

/** The multipart parser's refusals: too large is a 413, anything else malformed input. */
function multipartRefusal(error: unknown): never {
  const code = (error as { code?: string }).code ?? '';
  if (['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(code))
    throw tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fileRequired();
  throw badRequest();
}

/** Reads the request's file and checks it against the rule: 400, 413 or 415 when it fails. */
export async function readUpload(request: FastifyRequest, rule: UploadPolicy): Promise<Upload> {
  const { uploadMaxMb } = request.server.config;
  const kindCap = Math.max(...rule.kinds.map((kind) => kindMaxBytes(kind, uploadMaxMb)));
  const limit = Math.min(kindCap, rule.maxBytes ?? kindCap);
  if (!request.isMultipart()) throw fileRequired();
  const part = await request.file({ limits: { fileSize: limit } }).catch(multipartRefusal);
  if (!part || part.fieldname !== (rule.field ?? 'file')) throw fileRequired();
  const bytes = await part.toBuffer().catch(multipartRefusal);
  if (bytes.length === 0) throw fileRequired();

  const detected = detectFileType(bytes);
  if (
    !detected ||
    !rule.kinds.includes(detected.kind) ||
    (rule.types && !rule.types.includes(detected.type)) ||
    !nameFitsType(part.filename ?? '', detected.type)
  )
    throw wrongType();
  if (bytes.length > Math.min(kindMaxBytes(detected.kind, uploadMaxMb), limit)) throw tooLarge();
  if (rule.minWidth && detected.width !== null && detected.width < rule.minWidth) {
    throw new AppError(400, 'file.imageTooNarrow', { minWidth: rule.minWidth, width: detected.width });
  }
  return {
    bytes,
    detected,
    originalName: cleanFileName(part.filename ?? '', detected),
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/**
 * A name safe to show and to put in a header: no folders, control or direction-changing characters
 * (Bangla's joiners stay), at most 150 characters, with the extension of the type the bytes are.
 */
export function cleanFileName(name: string, detected: Pick<DetectedType, 'type'>): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const extension = FILE_TYPES[detected.type].extensions[0];
  const stem = cleaned.replace(/\.[^.]*$/, '').slice(0, 140) || 'file';
  const ownExtension = /\.([^.]+)$/.exec(cleaned)?.[1];
  return `${stem}.${ownExtension && nameFitsType(cleaned, detected.type) ? ownExtension : extension}`;
}

/** The owner's files not deleted. */
export const liveFilesOf = (owner: FileOwner) =>
  and(
    eq(storedFiles.ownerType, owner.type),
    eq(storedFiles.ownerId, owner.id),
    isNull(storedFiles.deletedAt),
  );

/** One writer at a time per owner, so two uploads at once cannot leave two live files in one slot. */
const lockOwner = (tx: Tx, owner: FileOwner) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${owner.type}), ${owner.id})`);

/** What the audit trail keeps of a file: not its bytes. */
const summary = (file: StoredFile) => ({
  id: file.id,
  ownerType: file.ownerType,
  ownerId: file.ownerId,
  originalName: file.originalName,
  mimeType: file.mimeType,
  sizeBytes: file.sizeBytes,
  sha256: file.sha256,
});

/** Bytes of rows already marked deleted; a failure leaves an orphan, never a broken record. */
async function dropBytes(store: FileStore, files: StoredFile[]): Promise<void> {
  await Promise.allSettled(files.map((file) => store.delete(file.storageKey)));
}

export interface SaveOptions {
  /** The owner has one file (a photo): the one it had is marked deleted and its bytes removed. */
  replace?: boolean;
  /** The owning record's own write, in the same transaction. */
  alsoInTransaction?: (tx: Tx, file: StoredFile) => Promise<void>;
}

/** Stores an upload for `owner`; the bytes are written first and removed again if the write fails. */
export async function saveUpload(
  db: Db,
  store: FileStore,
  actor: Actor,
  owner: FileOwner,
  upload: Upload,
  options: SaveOptions = {},
): Promise<StoredFile> {
  const id = randomUUID();
  const storageKey = storageKeyFor(id, FILE_TYPES[upload.detected.type].extensions[0]);
  await store.put(storageKey, upload.bytes);
  let replaced: StoredFile[] = [];
  let file: StoredFile;
  try {
    file = await inTransaction(db, async (tx) => {
      if (options.replace) {
        await lockOwner(tx, owner);
        replaced = await tx
          .update(storedFiles)
          .set({ deletedAt: new Date() })
          .where(liveFilesOf(owner))
          .returning();
      }
      const [row] = await tx
        .insert(storedFiles)
        .values({
          id,
          ownerType: owner.type,
          ownerId: owner.id,
          storageKey,
          originalName: upload.originalName,
          mimeType: upload.detected.mime,
          sizeBytes: upload.bytes.length,
          width: upload.detected.width,
          height: upload.detected.height,
          sha256: upload.sha256,
          uploadedBy: actor.auth.userId,
        })
        .returning();
      await audit(tx, actor, 'upload', 'file', id, {
        ...(replaced.length > 0 && { before: replaced.map(summary) }),
        after: summary(row),
      });
      await options.alsoInTransaction?.(tx, row);
      return row;
    });
  } catch (error) {
    await store.delete(storageKey).catch(() => {});
    throw error;
  }
  await dropBytes(store, replaced);
  return file;
}

/** Removes the owner's files (marked deleted, with audit rows); their bytes go after the commit. */
export async function removeOwnedFiles(
  db: Db,
  store: FileStore,
  actor: Actor,
  owner: FileOwner,
  alsoInTransaction?: (tx: Tx, removed: StoredFile[]) => Promise<void>,
): Promise<number> {
  const removed = await inTransaction(db, async (tx) => {
    await lockOwner(tx, owner);
    const rows = await tx
      .update(storedFiles)
      .set({ deletedAt: new Date() })
      .where(liveFilesOf(owner))
      .returning();
    for (const row of rows) await audit(tx, actor, 'delete', 'file', row.id, { before: summary(row) });
    await alsoInTransaction?.(tx, rows);
    return rows;
  });
  await dropBytes(store, removed);
  return removed.length;
}
