import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ObjectStore } from '../../lib/object-store/object-store.js';

/**
 * Runs `use` with a local file holding the object `key` (decision 082): content sniffing,
 * sharp, ffprobe and ffmpeg read files. A folder store's own file is read in place; from S3 the
 * object is downloaded to a fresh temporary folder first, refused when it is larger than
 * `maxBytes` (never more than the upload limit on local disk), and removed afterwards.
 */
export async function withLocalCopy<T>(
  objects: ObjectStore,
  key: string,
  maxBytes: number,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const local = objects.localPath(key);
  if (local) return use(local);
  const found = await objects.head(key);
  if (!found) throw new Error(`no object ${key}`);
  if (found.size > maxBytes) throw new Error(`object ${key} is over ${maxBytes} bytes`);
  return inWorkFolder(async (dir) => {
    const file = path.join(dir, 'source');
    await objects.download(key, file);
    return use(file);
  });
}

/** A fresh folder under the system's temporary folder for `use`, removed whatever happens. */
export async function inWorkFolder<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cp-work-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Moves an object to another key: a rename in a folder store (a finished upload may be GBs),
 * a copy and a removal in a bucket.
 */
export async function moveObject(objects: ObjectStore, from: string, to: string): Promise<void> {
  const source = objects.localPath(from);
  const target = objects.localPath(to);
  if (source && target) {
    await mkdir(path.dirname(target), { recursive: true });
    await rename(source, target);
    return;
  }
  await objects.copy(from, to);
  await objects.remove(from);
}
