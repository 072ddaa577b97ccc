/**
 * The backup archive is a plain POSIX tar (ustar) file: readable by any `tar`, written and read
 * here without a library. Entries are streamed from and to disk, so an archive of many gigabytes of
 * uploads never sits in memory. Names up to 255 bytes (prefix + name), regular files only.
 */
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';

const BLOCK = 512;
const CHUNK = 1024 * 1024;

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`name too long for tar: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const put = (value: string, offset: number, length: number) => block.write(value, offset, length, 'utf8');
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0');
  put(base, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12);
  put('        ', 148, 8);
  put('0', 156, 1);
  put('ustar\u000000', 257, 8);
  put(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${octal(sum, 7)}\u0000`, 148, 8);
  return block;
}

export class TarWriter {
  private readonly fd: number;
  constructor(path: string) {
    this.fd = openSync(path, 'wx', 0o600);
  }

  private pad(size: number) {
    const rest = size % BLOCK;
    if (rest) writeSync(this.fd, Buffer.alloc(BLOCK - rest));
  }

  addBuffer(name: string, data: Buffer): void {
    writeSync(this.fd, header(name, data.length, new Date()));
    writeSync(this.fd, data);
    this.pad(data.length);
  }

  /** Copies the file at `source` in, as it is now (its size is taken when it is opened). */
  addFile(name: string, source: string): void {
    const input = openSync(source, 'r');
    try {
      const { size, mtime } = fstatSync(input);
      writeSync(this.fd, header(name, size, mtime));
      const buffer = Buffer.alloc(CHUNK);
      for (let done = 0; done < size; ) {
        const read = readSync(input, buffer, 0, Math.min(CHUNK, size - done), done);
        if (read === 0) throw new Error(`${source} shrank while it was copied`);
        writeSync(this.fd, buffer, 0, read);
        done += read;
      }
      this.pad(size);
    } finally {
      closeSync(input);
    }
  }

  close(): void {
    writeSync(this.fd, Buffer.alloc(BLOCK * 2));
    closeSync(this.fd);
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the archive. */
  offset: number;
}

/** The entries of the archive at `path`, read by their headers only. */
export function listTar(path: string): TarEntry[] {
  const fd = openSync(path, 'r');
  try {
    const entries: TarEntry[] = [];
    const block = Buffer.alloc(BLOCK);
    const { size: total } = fstatSync(fd);
    for (let position = 0; position + BLOCK <= total; ) {
      readSync(fd, block, 0, BLOCK, position);
      if (block.every((byte) => byte === 0)) break;
      const field = (offset: number, length: number) =>
        block
          .subarray(offset, offset + length)
          .toString('utf8')
          .replace(/\0.*$/s, '');
      const size = Number.parseInt(field(124, 12).trim() || '0', 8);
      const prefix = field(345, 155);
      const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
      const type = field(156, 1);
      if (type === '0' || type === '') entries.push({ name, size, offset: position + BLOCK });
      position += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
    return entries;
  } finally {
    closeSync(fd);
  }
}

/** The bytes of one entry (for the small ones: the manifest, an embedded database dump). */
export function readTarEntry(path: string, entry: TarEntry): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(entry.size);
    for (let done = 0; done < entry.size; )
      done += readSync(fd, buffer, done, entry.size - done, entry.offset + done);
    return buffer;
  } finally {
    closeSync(fd);
  }
}

/** Copies one entry out to `target`, a chunk at a time. */
export function extractTarEntry(path: string, entry: TarEntry, target: string): void {
  const input = openSync(path, 'r');
  const output = openSync(target, 'wx', 0o600);
  try {
    const buffer = Buffer.alloc(CHUNK);
    for (let done = 0; done < entry.size; ) {
      const read = readSync(input, buffer, 0, Math.min(CHUNK, entry.size - done), entry.offset + done);
      writeSync(output, buffer, 0, read);
      done += read;
    }
  } finally {
    closeSync(input);
    closeSync(output);
  }
}
