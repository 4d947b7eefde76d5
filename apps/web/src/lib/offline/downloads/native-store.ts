import { Capacitor } from '@capacitor/core';
import { Directory, Filesystem, type FilesystemPlugin } from '@capacitor/filesystem';
import { type DownloadStore, StorageFullError } from './download-store';

/**
 * Downloads in the mobile shell (decision 070): files in the app's own storage through
 * @capacitor/filesystem, which the system never evicts as it may evict a WebView's Cache Storage
 * and IndexedDB when the device runs short of space. `Directory.LibraryNoCloud` is the app's files
 * folder on Android (the one `Directory.Data` names there too) and, on iOS, Library/NoCloud, kept
 * out of iCloud backups as Apple asks of content that can be downloaded again (on iOS
 * `Directory.Data` is Documents, which is backed up). Everything lives under `offline/`, at the
 * paths of offline-paths.ts (spec 02 §9); Android's backup rules leave that folder out too.
 *
 * The bridge carries binary data as base64 strings, so bytes cross it in slices of CHUNK_BYTES:
 * a whole video file never sits in memory as one string. A file being stored is written beside
 * its place and renamed into it, so a cut write never leaves a short file at the real path.
 */
export const NATIVE_DIRECTORY = Directory.LibraryNoCloud;
export const NATIVE_ROOT = 'offline';
export const CHUNK_BYTES = 4 * 1024 * 1024;

/** The plugin's calls the store uses (the tests pass the same calls on a folder of the disk). */
export type NativeFilesystem = Pick<
  FilesystemPlugin,
  'writeFile' | 'appendFile' | 'readFile' | 'deleteFile' | 'rmdir' | 'readdir' | 'stat' | 'rename' | 'getUri'
>;

export const nativePath = (path: string): string => `${NATIVE_ROOT}/${path}`;
const partPath = (path: string) => `${nativePath(path)}.part`;
const writingPath = (path: string) => `${nativePath(path)}.writing`;

/** The plugin reports a missing file with code 8 ("OS-PLUG-FILE-0008", "... does not exist"). */
export function isMissingFile(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'OS-PLUG-FILE-0008' || (typeof message === 'string' && /does ?n[o']t exist/i.test(message));
}

/**
 * A full disk is no error code of its own: the plugin passes the system's text on (code 13,
 * "operation failed"): Android's `ENOSPC (No space left on device)`, iOS's "couldn't be saved
 * because there isn't enough space". Either is spec 02 §8 "Not enough space" (code 10).
 */
const NO_SPACE = /ENOSPC|no space left|enough space|out of space|disk (?:is )?full|storage (?:is )?full/i;

export function storeError(error: unknown): unknown {
  if (error instanceof StorageFullError) return error;
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'QuotaExceededError') return new StorageFullError(error);
  if (typeof message === 'string' && NO_SPACE.test(message)) return new StorageFullError(error);
  return error;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw storeError(error);
  }
}

/** A slice of bytes as the base64 the plugin writes (the browser encodes it, natively). */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** `a/b/c` -> the folder `a/b` and the start of names in it, `c` (a remove's prefix is either). */
export function splitPrefix(prefix: string): { folder: string; start: string } {
  const cut = prefix.lastIndexOf('/');
  return cut < 0
    ? { folder: '', start: prefix }
    : { folder: prefix.slice(0, cut), start: prefix.slice(cut + 1) };
}

export function createNativeStore(
  fs: NativeFilesystem = Filesystem,
  toWebUrl: (fileUri: string) => string = (uri) => Capacitor.convertFileSrc(uri),
): DownloadStore {
  const directory = NATIVE_DIRECTORY;

  const sizeOf = async (path: string): Promise<number | null> => {
    try {
      return (await fs.stat({ path, directory })).size;
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  };

  const forget = async (path: string) => {
    try {
      await fs.deleteFile({ path, directory });
    } catch (error) {
      if (!isMissingFile(error)) throw error;
    }
  };

  /** Appends `data` to the file at `path`, creating it (and its folders) when it is not there. */
  const append = async (path: string, data: Blob, exists: boolean) => {
    let created = exists;
    for (let at = 0; at < data.size || !created; at += CHUNK_BYTES) {
      const slice = await blobToBase64(data.slice(at, at + CHUNK_BYTES));
      if (created) await guarded(() => fs.appendFile({ path, directory, data: slice }));
      else await guarded(() => fs.writeFile({ path, directory, data: slice, recursive: true }));
      created = true;
    }
  };

  return {
    async put(path, data) {
      // The content type is the file's name's business here: the WebView's local server types
      // what it serves by extension (.m3u8, .m4s, .mp4, .vtt).
      const writing = writingPath(path);
      await forget(writing);
      await append(writing, data, false);
      await forget(nativePath(path));
      await guarded(() => fs.rename({ from: writing, to: nativePath(path), directory }));
    },
    size: (path) => sizeOf(nativePath(path)),
    async urlOf(path) {
      const { uri } = await fs.getUri({ path: nativePath(path), directory });
      return toWebUrl(uri);
    },
    async appendPart(path, data) {
      await append(partPath(path), data, (await sizeOf(partPath(path))) !== null);
    },
    async partSize(path) {
      return (await sizeOf(partPath(path))) ?? 0;
    },
    async takePart(path) {
      const part = partPath(path);
      const size = await sizeOf(part);
      if (size === null) return null;
      const slices: Uint8Array<ArrayBuffer>[] = [];
      for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
        const { data } = await fs.readFile({ path: part, directory, offset, length: CHUNK_BYTES });
        slices.push(
          typeof data === 'string' ? base64ToBytes(data) : new Uint8Array(await data.arrayBuffer()),
        );
      }
      await forget(part);
      return new Blob(slices);
    },
    async remove(prefix) {
      const { folder, start } = splitPrefix(nativePath(prefix));
      let entries: Awaited<ReturnType<NativeFilesystem['readdir']>>['files'];
      try {
        entries = (await fs.readdir({ path: folder, directory })).files;
      } catch (error) {
        if (isMissingFile(error)) return;
        throw error;
      }
      for (const entry of entries.filter((file) => file.name.startsWith(start))) {
        const path = `${folder}/${entry.name}`;
        if (entry.type === 'directory') await fs.rmdir({ path, directory, recursive: true });
        else await forget(path);
      }
    },
    async estimate() {
      // Neither plugin says how much the disk holds; the WebView's own estimate counts its
      // storage, not these files. A full disk still shows as StorageFullError when writing.
      return null;
    },
  };
}
