import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Directory } from '@capacitor/filesystem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentFilePath, userFolder, videoFilePath } from '../offline-paths';
import { StorageFullError } from './download-store';
import {
  CHUNK_BYTES,
  createNativeStore,
  isMissingFile,
  type NativeFilesystem,
  nativePath,
  splitPrefix,
  storeError,
} from './native-store';

/**
 * The shell's store (decision 070) on a real folder of this machine, through the plugin's calls
 * with the plugin's conventions (base64 data, byte ranges, "does not exist" as code 8). What only
 * a device shows (the WebView opening the converted address, a real full disk) is in the decision.
 */
let root: string;
const calls: { method: string; directory: unknown }[] = [];

function missing(method: string, file: string): Error {
  return Object.assign(new Error(`'${method}' failed because file at '${file}' does not exist.`), {
    code: 'OS-PLUG-FILE-0008',
  });
}

function diskFilesystem(): NativeFilesystem {
  const on = (file: string) => path.join(root, file);
  const seen = (method: string, directory: unknown) => calls.push({ method, directory });
  const must = (method: string, file: string) => {
    if (!existsSync(on(file))) throw missing(method, file);
  };
  return {
    async writeFile({ path: file, data, directory, recursive }) {
      seen('writeFile', directory);
      if (recursive) mkdirSync(path.dirname(on(file)), { recursive: true });
      writeFileSync(on(file), Buffer.from(data as string, 'base64'));
      return { uri: `file://${on(file)}` };
    },
    async appendFile({ path: file, data, directory }) {
      seen('appendFile', directory);
      appendFileSync(on(file), Buffer.from(data, 'base64'));
    },
    async readFile({ path: file, directory, offset = 0, length = -1 }) {
      seen('readFile', directory);
      must('readFile', file);
      const bytes = readFileSync(on(file));
      return { data: bytes.subarray(offset, length > 0 ? offset + length : undefined).toString('base64') };
    },
    async deleteFile({ path: file, directory }) {
      seen('deleteFile', directory);
      must('deleteFile', file);
      unlinkSync(on(file));
    },
    async rmdir({ path: folder, directory }) {
      seen('rmdir', directory);
      must('rmdir', folder);
      rmSync(on(folder), { recursive: true });
    },
    async readdir({ path: folder, directory }) {
      seen('readdir', directory);
      must('readdir', folder);
      return {
        files: readdirSync(on(folder), { withFileTypes: true }).map((entry) => ({
          name: entry.name,
          type: entry.isDirectory() ? ('directory' as const) : ('file' as const),
          size: statSync(path.join(on(folder), entry.name)).size,
          mtime: 0,
          uri: `file://${path.join(on(folder), entry.name)}`,
        })),
      };
    },
    async stat({ path: file, directory }) {
      seen('stat', directory);
      must('stat', file);
      const info = statSync(on(file));
      return {
        name: path.basename(file),
        type: info.isDirectory() ? 'directory' : 'file',
        size: info.size,
        mtime: 0,
        uri: `file://${on(file)}`,
      };
    },
    async rename({ from, to, directory }) {
      seen('rename', directory);
      must('rename', from);
      renameSync(on(from), on(to));
    },
    async getUri({ path: file, directory }) {
      seen('getUri', directory);
      return { uri: `file://${on(file)}` };
    },
  };
}

/** Capacitor's convertFileSrc on Android: the WebView's local server answers this address. */
const convert = (uri: string) => uri.replace('file://', 'https://localhost/_capacitor_file_');
const onDisk = (file: string) => readFileSync(path.join(root, nativePath(file)));
const bytes = (size: number) => new Uint8Array(randomBytes(size));
const contentOf = (blob: Blob) =>
  new Promise<Buffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'cp-native-store-'));
  calls.length = 0;
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('native store', () => {
  const segment = videoFilePath(7, 3, 45, '720p', 'segment_001.m4s');

  it('stores a file at the spec 02 §9 path under offline/, replacing what was there', async () => {
    const store = createNativeStore(diskFilesystem(), convert);
    const big = bytes(CHUNK_BYTES * 2 + 1234);
    await store.put(segment, new Blob([big]), 'video/iso.segment');
    expect(await store.size(segment)).toBe(big.length);
    expect(Buffer.compare(onDisk(segment), Buffer.from(big))).toBe(0);
    expect(nativePath(segment)).toBe('offline/7/videos/courses/3/45/720p/segment_001.m4s');

    const small = bytes(10);
    await store.put(segment, new Blob([small]), 'video/iso.segment');
    expect(Buffer.compare(onDisk(segment), Buffer.from(small))).toBe(0);
    // Nothing is left beside it from the writing.
    expect(readdirSync(path.join(root, 'offline/7/videos/courses/3/45/720p'))).toEqual(['segment_001.m4s']);
    expect(calls.every((call) => call.directory === Directory.LibraryNoCloud)).toBe(true);
  });

  it('opens a stored file at the address the WebView serves it from', async () => {
    const store = createNativeStore(diskFilesystem(), convert);
    expect(await store.urlOf(segment)).toBe(
      `https://localhost/_capacitor_file_${path.join(root, 'offline/7/videos/courses/3/45/720p/segment_001.m4s')}`,
    );
  });

  it('keeps a paused file as a part, gives it back whole and then forgets it', async () => {
    const store = createNativeStore(diskFilesystem(), convert);
    expect(await store.partSize(segment)).toBe(0);
    expect(await store.takePart(segment)).toBeNull();
    const first = bytes(CHUNK_BYTES + 5);
    const second = bytes(777);
    await store.appendPart(segment, new Blob([first]));
    await store.appendPart(segment, new Blob([second]));
    expect(await store.partSize(segment)).toBe(first.length + second.length);
    // The part is not the file: nothing is stored at the path yet.
    expect(await store.size(segment)).toBeNull();

    const whole = await store.takePart(segment);
    const expected = Buffer.concat([Buffer.from(first), Buffer.from(second)]);
    expect(Buffer.compare(await contentOf(whole!), expected)).toBe(0);
    expect(await store.partSize(segment)).toBe(0);
    expect(await store.takePart(segment)).toBeNull();
  });

  it("removes one video's files, or a learner's whole folder, and nothing else", async () => {
    const store = createNativeStore(diskFilesystem(), convert);
    const other = videoFilePath(7, 3, 46, '720p', 'index.m3u8');
    const document = documentFilePath(7, 3, 9, 'notes.pdf');
    const nextLearner = videoFilePath(8, 3, 45, '720p', 'index.m3u8');
    for (const file of [segment, other, document, nextLearner])
      await store.put(file, new Blob(['x']), 'text/plain');
    await store.appendPart(videoFilePath(7, 3, 45, '720p', 'segment_002.m4s'), new Blob(['part']));

    await store.remove('7/videos/courses/3/45/');
    expect(await store.size(segment)).toBeNull();
    expect(await store.partSize(videoFilePath(7, 3, 45, '720p', 'segment_002.m4s'))).toBe(0);
    expect(await store.size(other)).toBe(1);

    await store.remove(userFolder(7));
    expect(await store.size(other)).toBeNull();
    expect(await store.size(document)).toBeNull();
    expect(await store.size(nextLearner)).toBe(1);
    // Removing what is not there is no error.
    await store.remove(userFolder(99));
  });

  it('reports a full disk on Android and iOS as StorageFullError', async () => {
    const full = (message: string): NativeFilesystem => ({
      ...diskFilesystem(),
      async writeFile() {
        throw Object.assign(new Error(message), { code: 'OS-PLUG-FILE-0013' });
      },
    });
    const android =
      "'writeFile' failed with: /data/user/0/app/files/offline/x: write failed: ENOSPC (No space left on device)";
    const ios = "'writeFile' failed with: The file “x” couldn’t be saved because there isn’t enough space.";
    for (const message of [android, ios]) {
      const store = createNativeStore(full(message), convert);
      await expect(store.appendPart(segment, new Blob(['x']))).rejects.toBeInstanceOf(StorageFullError);
      await expect(store.put(segment, new Blob(['x']), 'text/plain')).rejects.toBeInstanceOf(
        StorageFullError,
      );
    }
  });

  it('says nothing of the space it has', async () => {
    expect(await createNativeStore(diskFilesystem(), convert).estimate()).toBeNull();
  });
});

describe('error mapping', () => {
  it('maps only a lack of space to StorageFullError', () => {
    expect(storeError(new DOMException('quota', 'QuotaExceededError'))).toBeInstanceOf(StorageFullError);
    const denied = Object.assign(new Error('Unable to do file operation, user denied permission request.'), {
      code: 'OS-PLUG-FILE-0007',
    });
    expect(storeError(denied)).toBe(denied);
    const gone = missing('stat', 'offline/x');
    expect(storeError(gone)).toBe(gone);
    expect(isMissingFile(gone)).toBe(true);
    expect(isMissingFile(denied)).toBe(false);
  });

  it('splits a prefix into its folder and the start of names in it', () => {
    expect(splitPrefix('offline/7/')).toEqual({ folder: 'offline/7', start: '' });
    expect(splitPrefix('offline/7/videos/courses/3/45')).toEqual({
      folder: 'offline/7/videos/courses/3',
      start: '45',
    });
  });
});
