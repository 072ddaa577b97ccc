/**
 * The upload component's checks before anything is sent, the same rules the API applies: the size
 * cap, the type told by the file's first bytes (not its name or the browser's guess), the name's
 * extension agreeing with it, and an image's width from its header. The server checks again, and
 * also reads what is inside Office files; here their name says which of them a container is.
 */
import {
  extensionOf,
  FILE_TYPES,
  type FileTypeId,
  nameFitsType,
  sniffMagic,
  typesOfMagic,
  typesOfRule,
  type UploadRule,
} from '../../common/file-types';
import { imageSize } from '../../common/image-size';

export type FileProblem =
  | { key: 'file.required' | 'error.tooLarge' | 'error.fileType' }
  | { key: 'file.imageTooNarrow'; minWidth: number; width: number };

/** Enough for every magic number; an image is then read whole (it is within its cap) for its size. */
const HEAD_BYTES = 64;

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

export async function checkFile(file: File, rule: UploadRule): Promise<FileProblem | null> {
  if (file.size === 0) return { key: 'file.required' };
  if (file.size > rule.maxBytes) return { key: 'error.tooLarge' };
  const magic = sniffMagic(await bytesOf(file.slice(0, HEAD_BYTES)));
  const allowed = typesOfRule(rule);
  const candidates: FileTypeId[] = magic ? typesOfMagic(magic).filter((type) => allowed.includes(type)) : [];
  const extension = extensionOf(file.name) ?? '';
  const type =
    candidates.length > 1
      ? candidates.find((candidate) => FILE_TYPES[candidate].extensions.includes(extension))
      : candidates[0];
  if (!type || !nameFitsType(file.name, type)) return { key: 'error.fileType' };
  if (FILE_TYPES[type].kind !== 'image') return null;
  const size = imageSize(await bytesOf(file), type);
  if (!size) return { key: 'error.fileType' };
  if (rule.minWidth && size.width < rule.minWidth) {
    return { key: 'file.imageTooNarrow', minWidth: rule.minWidth, width: size.width };
  }
  return null;
}
