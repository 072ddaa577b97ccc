/**
 * Reading stored files. The owning module says who may read (`canRead`); anyone else, like a
 * caller asking for a file that does not exist, gets a 404. A file is sent with the stored type (never
 * sniffed by the browser), inline for images and PDF and as a download otherwise, the name encoded
 * for Bangla (RFC 6266 / 8187), and a private cache the browser must revalidate, so a shared office
 * computer never shows one user's file to the next without asking the server.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_TYPES } from '../../common/file-types';
import type { Db } from '../db/client';
import type { AuthContext } from '../modules/auth/auth.session';
import { notFound } from './errors';
import type { FileStore } from './file-store';
import { type FileOwner, liveFilesOf, type StoredFile } from './files';
import { storedFiles } from './platform.table';

/** The owning module's answer to "may this caller read this file?" */
export type CanReadFile = (file: StoredFile, auth: AuthContext) => boolean | Promise<boolean>;

/** The owner's current file, if the caller may read it; otherwise (or when there is none) a 404. */
export async function readOwnedFile(
  db: Db,
  owner: FileOwner,
  auth: AuthContext,
  canRead: CanReadFile,
): Promise<StoredFile> {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(liveFilesOf(owner))
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
    .limit(1);
  if (!file || !(await canRead(file, auth))) throw notFound();
  return file;
}

/** A file by its id (attachments listed by id), if the caller may read it; otherwise a 404. */
export async function readStoredFile(
  db: Db,
  id: string,
  auth: AuthContext,
  canRead: CanReadFile,
): Promise<StoredFile> {
  const [file] = /^[0-9a-f-]{36}$/.test(id)
    ? await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), isNull(storedFiles.deletedAt)))
    : [];
  if (!file || !(await canRead(file, auth))) throw notFound();
  return file;
}

/** `inline` or `attachment` with an ASCII fallback name and the exact UTF-8 name. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const isInline = (mimeType: string) =>
  Object.values(FILE_TYPES).some((type) => type.mime === mimeType && type.inline);

export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  file: StoredFile,
): Promise<FastifyReply> {
  const etag = `"${file.sha256}"`;
  reply
    .header('cache-control', 'private, no-cache')
    .header('vary', 'authorization')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  const known = request.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.status(304).send();
  }
  const stream = await store.get(file.storageKey);
  if (!stream) throw notFound();
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.sizeBytes)
    .header(
      'content-disposition',
      contentDisposition(isInline(file.mimeType) ? 'inline' : 'attachment', file.originalName),
    )
    .send(stream);
}
