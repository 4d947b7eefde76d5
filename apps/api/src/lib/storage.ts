import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (ARCHITECTURE §1: one storage interface, local disk by
 * default). Keys are relative paths the server chose, never names from a request.
 */
export interface FileStorage {
  /** Streams `source` to `key`; removes the partial file when the stream fails. */
  writeStream(key: string, source: Readable): Promise<void>;
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Readable;
  /** A local path for libraries that read files (sharp); local disk only. */
  localPath(key: string): string;
  remove(key: string): Promise<void>;
}

export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`storage key outside the root: ${key}`);
    return full;
  };
  return {
    async writeStream(key, source) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      try {
        await pipeline(source, createWriteStream(full, { flags: 'wx' }));
      } catch (err) {
        await rm(full, { force: true });
        throw err;
      }
    },
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data, { flag: 'wx' });
    },
    read: (key) => createReadStream(resolve(key)),
    localPath: resolve,
    remove: (key) => rm(resolve(key), { force: true }),
  };
}
