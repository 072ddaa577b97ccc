/**
 * The server's verdict on an upload's bytes: its type (magic number, then the Office container's
 * insides) and, for an image, the size its header gives. The client's claims play no part.
 */
import {
  FILE_TYPES,
  type FileKind,
  type FileTypeId,
  IMAGE_MAX_BYTES,
  MB,
  sniffMagic,
} from '../../common/file-types';
import { imageSize } from '../../common/image-size';
import { officeZipType, oleOfficeType } from './office-formats';

export interface DetectedType {
  type: FileTypeId;
  kind: FileKind;
  mime: string;
  width: number | null;
  height: number | null;
}

/** The file's type from its bytes; null when it is none of FILE_TYPES or is unreadable. */
export function detectFileType(bytes: Buffer): DetectedType | null {
  const magic = sniffMagic(bytes);
  if (!magic) return null;
  const type = magic === 'zip' ? officeZipType(bytes) : magic === 'ole2' ? oleOfficeType(bytes) : magic;
  if (!type) return null;
  const { kind, mime } = FILE_TYPES[type];
  if (kind !== 'image') return { type, kind, mime, width: null, height: null };
  const size = imageSize(bytes, type);
  return size ? { type, kind, mime, ...size } : null;
}

/** Each kind's own cap: images 5 MB, documents UPLOAD_MAX_MB (10 MB unless configured). */
export function kindMaxBytes(kind: FileKind, uploadMaxMb: number): number {
  const documents = uploadMaxMb * MB;
  return kind === 'image' ? Math.min(IMAGE_MAX_BYTES, documents) : documents;
}
