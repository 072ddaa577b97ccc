/**
 * The width and height of an image read from its header bytes: JPEG (SOF marker, turned by the
 * EXIF orientation as browsers show it), PNG (IHDR), WebP (VP8, VP8L, VP8X) and GIF (the logical
 * screen). No decoder and no native code; anything malformed gives null, never an exception.
 */
import type { FileTypeId } from './file-types';

export interface ImageSize {
  width: number;
  height: number;
}

/** Larger than any picture an office needs, small enough that no viewer chokes on it. */
export const IMAGE_MAX_SIDE_PX = 20_000;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const text = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

export function imageSize(bytes: Uint8Array, type: FileTypeId): ImageSize | null {
  let size: ImageSize | null = null;
  try {
    if (type === 'png') size = pngSize(bytes);
    else if (type === 'gif') size = gifSize(bytes);
    else if (type === 'webp') size = webpSize(bytes);
    else if (type === 'jpeg') size = jpegSize(bytes);
  } catch {
    // A read past the end of a truncated header: not a readable image.
    return null;
  }
  if (!size) return null;
  const sane = (side: number) => Number.isInteger(side) && side >= 1 && side <= IMAGE_MAX_SIDE_PX;
  return sane(size.width) && sane(size.height) ? size : null;
}

function pngSize(bytes: Uint8Array): ImageSize | null {
  if (text(bytes, 12, 4) !== 'IHDR') return null;
  const data = view(bytes);
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

function gifSize(bytes: Uint8Array): ImageSize {
  const data = view(bytes);
  return { width: data.getUint16(6, true), height: data.getUint16(8, true) };
}

function webpSize(bytes: Uint8Array): ImageSize | null {
  const data = view(bytes);
  const chunk = text(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    // A key frame: start code 9d 01 2a, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const uint24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    if (bytes.length < 30) return null;
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return null;
}

/** Start-of-frame markers carry the size: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): ImageSize | null {
  const data = view(bytes);
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // The scan or the end came before any frame header.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null;
    const length = data.getUint16(offset + 2);
    if (length < 2) return null;
    if (marker === 0xe1)
      orientation = exifOrientation(bytes.subarray(offset + 4, offset + 2 + length)) ?? orientation;
    if (isStartOfFrame(marker)) {
      const height = data.getUint16(offset + 5);
      const width = data.getUint16(offset + 7);
      // Orientations 5 to 8 turn the picture a quarter: its shown width is the stored height.
      return orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
    }
    offset += 2 + length;
  }
  return null;
}

/** The orientation tag (0x0112) of IFD0 in an APP1 'Exif' segment; null when absent or unreadable. */
function exifOrientation(segment: Uint8Array): number | null {
  try {
    return orientationTag(segment);
  } catch {
    return null; // broken EXIF: viewers show the picture as stored, and so do we
  }
}

function orientationTag(segment: Uint8Array): number | null {
  if (text(segment, 0, 6) !== 'Exif\0\0') return null;
  const tiff = segment.subarray(6);
  const data = view(tiff);
  const order = text(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  if (data.getUint16(2, little) !== 42) return null;
  const ifd = data.getUint32(4, little);
  const count = data.getUint16(ifd, little);
  for (let index = 0; index < count; index++) {
    const entry = ifd + 2 + index * 12;
    if (data.getUint16(entry, little) === 0x0112) return data.getUint16(entry + 8, little);
  }
  return null;
}
