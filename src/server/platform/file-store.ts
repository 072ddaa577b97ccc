/**
 * Where uploaded bytes live. The store knows keys and bytes only; what a file is and who may read
 * it is in the `stored_files` table. The disk store keeps files under DATA_DIR/files; another
 * store (an S3-compatible bucket, say) implements the same three calls. With more than one app
 * instance, every instance must see the same store (a shared volume or a bucket).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Writes the bytes under `key`, all or nothing: a reader never sees half a file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key` as a stream, or null when there are none. */
  get(key: string): Promise<Readable | null>;
  /** Removes `key`; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * A generated key: two levels of folders from the id (256 × 256, so no folder grows huge), then
 * the id with the type's extension. Nothing of the uploader's file name is in it.
 */
export const storageKeyFor = (id: string, extension: string) =>
  `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}.${extension}`;

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export class DiskFileStore implements FileStore {
  constructor(readonly root: string) {}

  /** The file of `key`; a key that is not one this service generates is refused. */
  pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed over it: a rename in one folder is atomic.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await open(temporary, 'wx', 0o640);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    try {
      // Opened here, so a missing file is known before any header is sent.
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
