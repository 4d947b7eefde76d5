import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey, assertObjectPrefix } from './object-keys.js';
import type { ObjectStore } from './object-store.js';

/**
 * The embedded default (decision 081): objects are files under `root` (DATA_DIR), each key its
 * path, so the folders the server always used (`files/`, `uploads/`, `media/`, `brand/`) are the
 * store as they are. Writes go to a temporary name beside the file and are renamed into place,
 * so a reader never sees half a file and a failed write leaves nothing under the key.
 */
export function folderStore(root: string): ObjectStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...assertObjectKey(key).split('/'));
  const partOf = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;

  /** Writes through a part file; a failure removes it and leaves any earlier object as it was. */
  async function writeVia(key: string, write: (part: string) => Promise<void>) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const part = partOf(file);
    try {
      await write(part);
      await rename(part, file);
    } catch (err) {
      await rm(part, { force: true });
      throw err;
    }
  }

  const statFile = async (file: string) => {
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? info : null;
  };

  return {
    kind: 'folder',
    description: `folder ${base}`,
    put: (key, body) => writeVia(key, (part) => writeFile(part, body)),
    putStream: (key, body: Readable) => writeVia(key, (part) => pipeline(body, createWriteStream(part))),
    putFile: (key, file) => writeVia(key, (part) => copyFile(file, part)),
    async putTree(prefix, dir) {
      const target = fileOf(assertObjectPrefix(prefix));
      await mkdir(target, { recursive: true });
      await cp(dir, target, { recursive: true });
    },
    async get(key, range) {
      const file = fileOf(key);
      const info = await statFile(file);
      if (!info) return null;
      const lastModified = info.mtime;
      if (range && range.start < info.size) {
        const end = Math.min(range.end ?? info.size - 1, info.size - 1);
        if (end >= range.start) {
          const body = createReadStream(file, { start: range.start, end });
          return { body, size: info.size, lastModified, range: { start: range.start, end } };
        }
      }
      return { body: createReadStream(file), size: info.size, lastModified };
    },
    async head(key) {
      const info = await statFile(fileOf(key));
      return info ? { size: info.size, lastModified: info.mtime } : null;
    },
    async download(key, file) {
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(fileOf(key), file);
    },
    copy: (from, to) => writeVia(to, (part) => copyFile(fileOf(from), part)),
    remove: (key) => rm(fileOf(key), { force: true }),
    async removePrefix(prefix) {
      await rm(fileOf(assertObjectPrefix(prefix)), { recursive: true, force: true });
    },
    localPath: fileOf,
  };
}

/** Every file under `dir`, as paths relative to it with `/` between folders (putTree on S3). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}
