/**
 * Files for upload tests, written byte by byte: a real PNG (zlib), headers of JPEG, WebP and GIF,
 * a PDF, Office zips and OLE2 compound files, and what must be refused (HTML, SVG).
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), typeAndData, u32be(crc32(typeAndData))]);
}

/** A real, decodable PNG: RGB, a light gradient; `padding` bytes of noise in a private chunk make it big. */
export function pngBytes(width: number, height: number, padding = 0): Buffer {
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 0xf0);
    row[0] = 0; // filter: none
    for (let x = 0; x < width; x++) row[1 + x * 3] = (x + y) & 0xff;
    rows.push(row);
  }
  const chunks = [pngChunk('IHDR', header)];
  if (padding > 0) {
    const noise = Buffer.alloc(padding);
    for (let index = 0; index < padding; index += 4) noise.writeUInt32LE((index * 2654435761) >>> 0, index);
    chunks.push(pngChunk('prVt', noise));
  }
  chunks.push(pngChunk('IDAT', deflateSync(Buffer.concat(rows))), pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/** A JPEG's markers up to the frame header (SOI, JFIF, optional EXIF orientation, SOF0), then EOI. */
export function jpegBytes(width: number, height: number, orientation?: number): Buffer {
  const segment = (marker: number, data: Buffer) =>
    Buffer.concat([Buffer.from([0xff, marker]), u16be(data.length + 2), data]);
  const jfif = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
  const parts = [Buffer.from([0xff, 0xd8]), jfif];
  if (orientation !== undefined) {
    // Big-endian TIFF, IFD0 at 8 with one entry: 0x0112 SHORT 1 = orientation.
    const tiff = Buffer.concat([
      Buffer.from('MM\0*', 'latin1'),
      u32be(8),
      u16be(1),
      u16be(0x0112),
      u16be(3),
      u32be(1),
      u16be(orientation),
      u16be(0),
      u32be(0),
    ]);
    parts.push(segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])));
  }
  const frame = Buffer.concat([Buffer.from([8]), u16be(height), u16be(width), Buffer.from([1, 1, 0x11, 0])]);
  parts.push(segment(0xc0, frame), Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

export function gifBytes(width: number, height: number): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), size, Buffer.from([0, 0, 0, 0x3b])]);
}

/** A WebP header of each flavour: lossy (VP8), lossless (VP8L) or extended (VP8X). */
export function webpBytes(flavour: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const body = Buffer.alloc(20);
  if (flavour === 'VP8 ') {
    body.set([0x9d, 0x01, 0x2a], 3);
    body.writeUInt16LE(width, 6);
    body.writeUInt16LE(height, 8);
  } else if (flavour === 'VP8L') {
    body[0] = 0x2f;
    body.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  } else {
    body.writeUIntLE(width - 1, 4, 3);
    body.writeUIntLE(height - 1, 7, 3);
  }
  const chunk = Buffer.concat([Buffer.from(flavour, 'latin1'), Buffer.alloc(4), body]);
  const riffSize = Buffer.alloc(4);
  riffSize.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), riffSize, Buffer.from('WEBP', 'latin1'), chunk]);
}

export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

export const htmlBytes = () =>
  Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const svgBytes = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><script>alert(1)</script></svg>',
  );

/** A zip of the entries, each stored or deflated, with a central directory. */
export function zipOf(entries: { name: string; data: string | Buffer; deflate?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data);
    const stored = entry.deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, 'utf8');
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0); // version needed
    fields.writeUInt16LE(entry.deflate ? 8 : 0, 4);
    fields.writeUInt32LE(crc32(data), 10);
    fields.writeUInt32LE(stored.length, 14);
    fields.writeUInt32LE(data.length, 18);
    fields.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([u32le(0x04034b50), fields, name, stored]);
    // The central header repeats the local fields after 'version made by', then comment length,
    // disk, attributes (10 bytes) and where the local header is.
    const central = Buffer.concat([
      u32le(0x02014b50),
      u16le(20),
      fields,
      Buffer.alloc(10),
      u32le(offset),
      name,
    ]);
    locals.push(local);
    directory.push(central);
    offset += local.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

function u32le(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
}
function u16le(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
}

const OOXML = {
  docx: ['word/document.xml', 'wordprocessingml.document.main+xml'],
  pptx: ['ppt/presentation.xml', 'presentationml.presentation.main+xml'],
  xlsx: ['xl/workbook.xml', 'spreadsheetml.sheet.main+xml'],
} as const;

/** A minimal OOXML package; `macros` makes it the macro-enabled kind (docm and the like). */
export function ooxmlBytes(type: keyof typeof OOXML, options: { macros?: boolean } = {}): Buffer {
  const [mainPart, contentType] = OOXML[type];
  const main = options.macros
    ? 'application/vnd.ms-word.document.macroEnabled.main+xml'
    : `application/vnd.openxmlformats-officedocument.${contentType}`;
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/${mainPart}" ContentType="${main}"/></Types>`;
  return zipOf([
    { name: '[Content_Types].xml', data: types, deflate: true },
    { name: '_rels/.rels', data: '<Relationships/>' },
    { name: mainPart, data: '<document/>', deflate: true },
    ...(options.macros ? [{ name: `${mainPart.split('/')[0]}/vbaProject.bin`, data: 'macro' }] : []),
  ]);
}

/** A compound file (MS-CFB, 512-byte sectors): sector 0 the FAT, sector 1 the directory of `streams`. */
export function oleBytes(streams: string[]): Buffer {
  const header = Buffer.alloc(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c); // DIFAT[0]: the FAT is sector 0
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is a FAT sector
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1 ends the directory chain
  const directory = Buffer.alloc(512);
  ['Root Entry', ...streams].slice(0, 4).forEach((name, index) => {
    const entry = index * 128;
    directory.write(`${name}\0`, entry, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, entry + 0x40);
    directory[entry + 0x42] = index === 0 ? 5 : 2;
  });
  return Buffer.concat([header, fat, directory]);
}
