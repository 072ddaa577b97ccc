/**
 * The file types uploads may have, recognised by their first bytes (magic numbers), never by the
 * name or the content type a client claims. Runs in the browser and on the server: the upload
 * component checks a file before sending it, and the server checks it again (with the Office
 * containers' insides, which only it reads). SVG, HTML and anything else scriptable is not on the
 * list, so it is refused.
 */

export type FileKind = 'image' | 'pdf' | 'office';

export type FileTypeId = 'jpeg' | 'png' | 'webp' | 'gif' | 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls';

export interface FileTypeInfo {
  kind: FileKind;
  mime: string;
  /** Names ending otherwise are refused: a PNG called report.pdf is not taken for either. */
  extensions: readonly string[];
  /** Shown in the browser (images, PDF) rather than downloaded. */
  inline: boolean;
}

export const FILE_TYPES: Record<FileTypeId, FileTypeInfo> = {
  jpeg: { kind: 'image', mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], inline: true },
  png: { kind: 'image', mime: 'image/png', extensions: ['png'], inline: true },
  webp: { kind: 'image', mime: 'image/webp', extensions: ['webp'], inline: true },
  gif: { kind: 'image', mime: 'image/gif', extensions: ['gif'], inline: true },
  pdf: { kind: 'pdf', mime: 'application/pdf', extensions: ['pdf'], inline: true },
  docx: {
    kind: 'office',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    inline: false,
  },
  xlsx: {
    kind: 'office',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    inline: false,
  },
  pptx: {
    kind: 'office',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    inline: false,
  },
  doc: { kind: 'office', mime: 'application/msword', extensions: ['doc'], inline: false },
  xls: { kind: 'office', mime: 'application/vnd.ms-excel', extensions: ['xls'], inline: false },
};

export const MB = 1024 * 1024;

/** The largest image any upload takes; documents are capped by the server's UPLOAD_MAX_MB. */
export const IMAGE_MAX_BYTES = 5 * MB;

/** What a route (and the component in front of it) accepts. */
export interface UploadRule {
  kinds: readonly FileKind[];
  /** Only these types of the kinds, when a route reads the file itself (an import takes xlsx only). */
  types?: readonly FileTypeId[];
  /** The largest file in bytes. */
  maxBytes: number;
  /** Images narrower than this many pixels are refused (SPEC.md §5: pictures at least 500 px). */
  minWidth?: number;
}

/**
 * What the first bytes say: a type, or one of the two Office containers (a zip for docx/xlsx/pptx,
 * an OLE2 compound file for doc/xls), whose contents decide the type. Null for anything else.
 */
export type Magic = Exclude<FileTypeId, 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls'> | 'zip' | 'ole2';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffMagic(bytes: Uint8Array): Magic | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  return null;
}

/** The types a magic number can turn out to be. */
export function typesOfMagic(magic: Magic): FileTypeId[] {
  if (magic === 'zip') return ['docx', 'xlsx', 'pptx'];
  if (magic === 'ole2') return ['doc', 'xls'];
  return [magic];
}

export const typesOfKinds = (kinds: readonly FileKind[]): FileTypeId[] =>
  (Object.keys(FILE_TYPES) as FileTypeId[]).filter((type) => kinds.includes(FILE_TYPES[type].kind));

/** The types a rule takes: those of its kinds, narrowed to its `types` when it names them. */
export const typesOfRule = (rule: Pick<UploadRule, 'kinds' | 'types'>): FileTypeId[] =>
  typesOfKinds(rule.kinds).filter((type) => !rule.types || rule.types.includes(type));

/** The extension of a file name in lower case, or null when it has none. */
export function extensionOf(name: string): string | null {
  const match = /\.([^./\\]+)$/.exec(name.trim());
  return match ? match[1].toLowerCase() : null;
}

/** A name without an extension is fine; one with an extension must name the type the bytes are. */
export const nameFitsType = (name: string, type: FileTypeId) => {
  const extension = extensionOf(name);
  return extension === null || FILE_TYPES[type].extensions.includes(extension);
};

/** The `accept` list of a file input for the kinds (narrowed to `only`, when given), by extension and type. */
export function acceptList(kinds: readonly FileKind[], only?: readonly FileTypeId[]): string {
  const types = typesOfRule({ kinds, types: only });
  const extensions = types.flatMap((type) => FILE_TYPES[type].extensions.map((extension) => `.${extension}`));
  return [...extensions, ...types.map((type) => FILE_TYPES[type].mime)].join(',');
}
