/**
 * Which Office document a container holds, read from its structure, not its name:
 * - docx, xlsx and pptx are zip files whose [Content_Types].xml names the main part of Word, Excel
 *   or PowerPoint and whose folder (word/, xl/, ppt/) holds it;
 * - doc and xls are OLE2 compound files with a 'WordDocument' or 'Workbook' stream.
 * Files with macros (vbaProject.bin, macro-enabled content types, a 'Macros' or '_VBA_PROJECT_CUR'
 * storage) are refused: a macro is a program. Anything malformed gives null, never an exception.
 */
import { inflateRawSync } from 'node:zlib';
import type { FileTypeId } from '../../common/file-types';

const MAIN_PARTS: { type: FileTypeId; folder: string; contentType: string }[] = [
  {
    type: 'docx',
    folder: 'word/',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  },
  {
    type: 'xlsx',
    folder: 'xl/',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  },
  {
    type: 'pptx',
    folder: 'ppt/',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  },
];

const CONTENT_TYPES = '[Content_Types].xml';
/** [Content_Types].xml is a few kilobytes; more is not an Office file (or a zip bomb). */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;
const MAX_ZIP_ENTRIES = 20_000;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

export function officeZipType(bytes: Buffer): FileTypeId | null {
  try {
    const entries = zipEntries(bytes);
    if (!entries) return null;
    const names = entries.map((entry) => entry.name);
    if (names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return null;
    const contentTypesEntry = entries.find((entry) => entry.name === CONTENT_TYPES);
    const contentTypes = contentTypesEntry && entryText(bytes, contentTypesEntry);
    if (!contentTypes || /macroEnabled/i.test(contentTypes)) return null;
    const main = MAIN_PARTS.find(
      (part) => contentTypes.includes(part.contentType) && names.some((name) => name.startsWith(part.folder)),
    );
    return main?.type ?? null;
  } catch {
    return null;
  }
}

/** The central directory's entries, found through the end-of-central-directory record. */
function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const searchFrom = Math.max(0, bytes.length - (22 + 0xffff));
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // ZIP64 markers: no Office file within the size caps needs them.
  if (count === 0xffff || directoryOffset === 0xffffffff || count > MAX_ZIP_ENTRIES) return null;
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One entry's bytes as they lie in the zip (stored or deflated), found through its local header. */
function entryData(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localHeaderOffset;
  if (bytes.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  return data.length === entry.compressedSize ? data : null;
}

/** One entry's contents, stored or deflated, within `maxBytes`; null past it or when unreadable. */
function entryContents(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer | null {
  const data = entryData(bytes, entry);
  if (!data) return null;
  if (entry.method === 0) return data.length <= maxBytes ? data : null;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(maxBytes, 1) });
  } catch {
    return null;
  }
}

/** One entry's contents as text, within CONTENT_TYPES_MAX_BYTES. */
function entryText(bytes: Buffer, entry: ZipEntry): string | null {
  return entryContents(bytes, entry, CONTENT_TYPES_MAX_BYTES)?.toString('utf8') ?? null;
}

/**
 * Whether an Office zip's entries, unpacked, come to at most `maxBytes` together. A reader that
 * opens a workbook (exceljs) unpacks every part in memory, and two megabytes of zip can unpack to
 * gigabytes. The sizes a zip declares can lie, so the entries are inflated here, within the cap.
 */
export function unzippedSizeWithin(bytes: Buffer, maxBytes: number): boolean {
  try {
    const entries = zipEntries(bytes);
    if (!entries) return false;
    let left = maxBytes;
    for (const entry of entries) {
      const contents = entryContents(bytes, entry, left);
      if (!contents) return false;
      left -= contents.length;
      if (left < 0) return false;
    }
    return true;
  } catch {
    return false;
  }
}

const END_OF_CHAIN = 0xfffffffe;
const OLE_STREAM_TYPES: [stream: string, type: FileTypeId][] = [
  ['WordDocument', 'doc'],
  ['Workbook', 'xls'],
  ['Book', 'xls'],
];
const OLE_MACRO_STORAGES = ['Macros', '_VBA_PROJECT_CUR', 'VBA'];

export function oleOfficeType(bytes: Buffer): FileTypeId | null {
  try {
    const names = oleDirectoryNames(bytes);
    if (!names || names.some((name) => OLE_MACRO_STORAGES.includes(name))) return null;
    return OLE_STREAM_TYPES.find(([stream]) => names.includes(stream))?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * The names in a compound file's directory (MS-CFB): the directory is a chain of sectors whose
 * links are in the FAT; the FAT's own sectors are listed in the header (first 109) and in DIFAT
 * sectors after that.
 */
function oleDirectoryNames(bytes: Buffer): string[] | null {
  const sectorShift = bytes.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const perSector = sectorSize / 4;
  const maxSectors = Math.ceil(bytes.length / sectorSize);

  const fatSectorAt = (index: number): number => {
    if (index < 109) return bytes.readUInt32LE(0x4c + index * 4);
    let difat = bytes.readUInt32LE(0x44);
    let rest = index - 109;
    for (let hops = 0; rest >= perSector - 1; hops++) {
      if (hops > maxSectors) throw new Error('DIFAT loop');
      difat = bytes.readUInt32LE(sectorOffset(difat) + (perSector - 1) * 4);
      rest -= perSector - 1;
    }
    return bytes.readUInt32LE(sectorOffset(difat) + rest * 4);
  };
  const nextSector = (sector: number) =>
    bytes.readUInt32LE(sectorOffset(fatSectorAt(Math.floor(sector / perSector))) + (sector % perSector) * 4);

  const names: string[] = [];
  let sector = bytes.readUInt32LE(0x30);
  for (let visited = 0; sector !== END_OF_CHAIN; visited++) {
    if (visited > maxSectors) return null;
    const start = sectorOffset(sector);
    if (start + sectorSize > bytes.length) return null;
    for (let entry = start; entry < start + sectorSize; entry += 128) {
      const nameLength = bytes.readUInt16LE(entry + 0x40);
      const objectType = bytes[entry + 0x42];
      if (objectType === 0 || nameLength < 2 || nameLength > 64) continue;
      names.push(bytes.toString('utf16le', entry, entry + nameLength - 2));
    }
    sector = nextSector(sector);
  }
  return names;
}
