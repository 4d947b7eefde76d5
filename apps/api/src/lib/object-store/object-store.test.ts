import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../test/s3-server.js';
import { folderStore } from './folder-store.js';
import type { ObjectStore } from './object-store.js';
import { s3Store } from './s3-store.js';

/**
 * The contract every store keeps (object-store.ts), run against both backends: a folder and an
 * S3-compatible server (s3rver, test/s3-server.ts), the latter under a prefix, as an operator
 * sharing a bucket would set it.
 */
let scratch: string;
let s3: S3TestServer;
const stores: Record<'folder' | 's3', () => ObjectStore> = {
  folder: () => folderStore(path.join(scratch, 'data')),
  s3: () =>
    s3Store({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: s3.credentials,
      forcePathStyle: true,
      prefix: 'installation-a',
    }),
};

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'cp-store-test-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

/** `bytes` of a repeatable pattern, produced chunk by chunk (never all in memory), then maybe a failure. */
function generated(bytes: number, failAfter?: number): Readable {
  const chunk = Buffer.alloc(256 * 1024, 'abcdefghijklmnopqrstuvwxyz0123456789');
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('the source broke'));
      if (sent >= bytes) return this.push(null);
      const next = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += next.length;
      this.push(next);
    },
  });
}

describe.each(['folder', 's3'] as const)('%s store', (kind) => {
  let store: ObjectStore;
  beforeAll(() => {
    store = stores[kind]();
  });

  it('puts and gets an object; a missing key is null, its removal no error', async () => {
    await store.put('media/1/a/hello.txt', 'hello, world');
    const read = await store.get('media/1/a/hello.txt');
    expect(read?.size).toBe(12);
    expect(await text(read!.body)).toBe('hello, world');
    expect((await store.head('media/1/a/hello.txt'))?.size).toBe(12);
    expect(await store.get('media/1/a/missing.txt')).toBeNull();
    expect(await store.head('media/1/a/missing.txt')).toBeNull();
    await store.remove('media/1/a/missing.txt');
    await store.remove('media/1/a/hello.txt');
    expect(await store.head('media/1/a/hello.txt')).toBeNull();
  });

  it('answers ranges: inclusive bytes, to the end, and past the end the whole object unranged', async () => {
    await store.put('files/ranges/digits.txt', '0123456789');
    const middle = await store.get('files/ranges/digits.txt', { start: 2, end: 5 });
    expect(middle?.range).toEqual({ start: 2, end: 5 });
    expect(middle?.size).toBe(10);
    expect(await text(middle!.body)).toBe('2345');
    const tail = await store.get('files/ranges/digits.txt', { start: 7 });
    expect(tail?.range).toEqual({ start: 7, end: 9 });
    expect(await text(tail!.body)).toBe('789');
    const beyond = await store.get('files/ranges/digits.txt', { start: 20 });
    expect(beyond?.range).toBeUndefined();
    expect(await text(beyond!.body)).toBe('0123456789');
  });

  it('streams an object in; a stream that fails leaves nothing under the key', async () => {
    await store.putStream(
      'uploads/1/ok/file.txt',
      Readable.from([Buffer.from('part one, '), Buffer.from('two')]),
    );
    expect(await text((await store.get('uploads/1/ok/file.txt'))!.body)).toBe('part one, two');
    await expect(
      store.putStream('uploads/1/broken/file.bin', generated(1024 * 1024, 512 * 1024)),
    ).rejects.toThrow();
    expect(await store.head('uploads/1/broken/file.bin')).toBeNull();
    if (kind === 'folder') expect(readdirSync(path.join(scratch, 'data/uploads/1/broken'))).toEqual([]);
  });

  it('a failing stream past the first part (multipart on S3) leaves nothing either', async () => {
    const big = 9 * 1024 * 1024;
    await expect(store.putStream('uploads/1/large/file.bin', generated(2 * big, big))).rejects.toThrow();
    expect(await store.head('uploads/1/large/file.bin')).toBeNull();
  });

  it('puts a local file and a whole tree under a prefix; downloads and copies', async () => {
    const dir = path.join(scratch, `${kind}-tree`);
    mkdirSync(path.join(dir, 'hls/720'), { recursive: true });
    writeFileSync(path.join(dir, 'hls/index.m3u8'), '#EXTM3U\n');
    writeFileSync(path.join(dir, 'hls/720/seg-0.ts'), 'segment');
    writeFileSync(path.join(dir, 'poster.jpg'), 'jpeg bytes');
    await store.putTree('media/2/library/a1/video', dir);
    expect(await text((await store.get('media/2/library/a1/video/hls/720/seg-0.ts'))!.body)).toBe('segment');
    expect((await store.head('media/2/library/a1/video/hls/index.m3u8'))?.size).toBe(8);

    await store.putFile('media/2/library/a1/original', path.join(dir, 'poster.jpg'));
    const local = path.join(scratch, `${kind}-downloaded`, 'original');
    await store.download('media/2/library/a1/original', local);
    expect(readFileSync(local, 'utf8')).toBe('jpeg bytes');
    await expect(store.download('media/2/library/none/original', `${local}-none`)).rejects.toThrow();

    await store.copy('media/2/library/a1/original', 'media/2/library/a2/original');
    expect(await text((await store.get('media/2/library/a2/original'))!.body)).toBe('jpeg bytes');
  });

  it("removes a prefix's objects and nothing beside it (a sibling sharing its first letters stays)", async () => {
    await store.put('brand/3/a/one.png', '1');
    await store.put('brand/3/a/deeper/two.png', '2');
    await store.put('brand/3/ab/three.png', '3');
    await store.removePrefix('brand/3/a');
    expect(await store.head('brand/3/a/one.png')).toBeNull();
    expect(await store.head('brand/3/a/deeper/two.png')).toBeNull();
    expect(await store.head('brand/3/ab/three.png')).not.toBeNull();
    await store.removePrefix('brand/3/none');
  });

  it('refuses keys that are not the server’s own paths (a programming error, thrown)', async () => {
    for (const key of [
      '',
      '/media/1/x',
      'media/../secrets/x',
      'secrets/x',
      'media',
      'media//x',
      'media/a\\b',
    ]) {
      await expect(
        Promise.resolve().then(() => store.put(key, 'x')),
        key,
      ).rejects.toThrow(/not an object key/);
    }
  });

  it('takes a 64 MB stream with bounded memory and gives the same bytes back', async () => {
    const bytes = 64 * 1024 * 1024;
    const expected = createHash('sha256');
    for await (const chunk of generated(bytes)) expected.update(chunk);
    // What is held, not what was allocated: collected before each sample.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage();
    let peak = 0;
    const sampler = setInterval(() => {
      gc();
      const now = process.memoryUsage();
      peak = Math.max(peak, now.arrayBuffers + now.heapUsed - before.arrayBuffers - before.heapUsed);
    }, 250);
    try {
      await store.putStream('media/4/big/video.mp4', generated(bytes));
    } finally {
      clearInterval(sampler);
    }
    // Bounded: parts of 8 MB, two at a time on S3; a file stream on a folder. Never the whole 64 MB.
    expect(peak).toBeLessThan(48 * 1024 * 1024);
    const read = await store.get('media/4/big/video.mp4');
    expect(read?.size).toBe(bytes);
    const got = createHash('sha256');
    for await (const chunk of read!.body) got.update(chunk);
    expect(got.digest('hex')).toBe(expected.digest('hex'));
  }, 180_000);
});
