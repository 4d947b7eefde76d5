import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ChatMessage, UPLOADS_PATH } from '@cp/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { type S3TestServer, startS3Server } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectPhotoServed, makeMedia, refusal, tusUpload } from './uploads-fixtures.js';

/**
 * Chat attachments with the object store in a bucket (decision 082): tus keeps the upload in
 * the bucket (@tus/s3-store) between PATCHes, the finished file is sniffed and previewed from a
 * temporary copy, and everything lands at `uploads/<school>/<id>/` in the bucket, served back
 * behind its signed link. The S3 server is s3rver (it does not check signatures).
 */
const LIMIT = 512 * 1024;
let s3: S3TestServer;
let t: TestApp;
let base: string;
let a: ChatSchool;
let dir: string;
let media: { jpeg: Buffer; mp4: Buffer };

beforeAll(async () => {
  s3 = await startS3Server();
  dir = mkdtempSync(path.join(os.tmpdir(), 'cp-uploads-s3-'));
  media = await makeMedia(dir);
  t = await createTestApp({ config: { ...s3.config, UPLOAD_MAX_BYTES: LIMIT } });
  a = await addChatSchool(t, '127.0.0.1');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const rowOf = async (id: string) => (await t.db.select().from(uploads).where(eq(uploads.id, id)))[0];
const bytesOf = async (key: string) => {
  const found = await t.app.objects.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** What tus kept of an upload while it was in progress, in the bucket. */
const tusLeftovers = async (id: string) => {
  const keys = ['', '.info', '.part'].map((end) => `uploads/incoming/${id}${end}`);
  const found = await Promise.all(keys.map((k) => t.app.objects.head(k)));
  return keys.filter((_, i) => found[i] !== null);
};

describe('a chat attachment on S3', () => {
  it('uploads in two PATCHes kept in the bucket between them, and lands in the bucket with its thumbnail', async () => {
    expect(t.app.objects.kind).toBe('s3');
    const patches: string[] = [];
    const { id } = await tusUpload(base, media.jpeg, {
      token: a.tokens.anna,
      name: 'holiday.jpg',
      chunkSize: Math.ceil(media.jpeg.length / 2),
      onRequest: (req) => {
        if (req.getMethod() === 'PATCH') patches.push(req.getHeader('Upload-Offset') ?? '');
      },
    });
    expect(patches).toEqual(['0', String(Math.ceil(media.jpeg.length / 2))]);
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ status: 'ready', kind: 'image', mime: 'image/jpeg' });
    expect(row.storagePath).toBe(`${a.projectId}/${id}/file.jpg`);
    expect((await bytesOf(`uploads/${row.storagePath}`))?.equals(media.jpeg)).toBe(true);
    const thumb = await sharp((await bytesOf(`uploads/${row.previewPath}`))!).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 240, 480]);
    // The tus objects (the bytes, its record, a partial part) are gone from `incoming`.
    expect(await tusLeftovers(id)).toEqual([]);

    const sent = await t.call({
      method: 'POST',
      url: `/spa/api/v1/chats/${a.chats.anna}/messages?lang=en`,
      host: a.host,
      token: a.tokens.anna,
      payload: { message: '', files: [id] },
    });
    expect(sent.statusCode).toBe(201);
    const [file] = (sent.json() as ChatMessage).files;
    await expectPhotoServed(t, a.host, file!, media.jpeg);
  });

  it('a video gets its poster frame by ffmpeg from a temporary copy', async () => {
    const { id } = await tusUpload(base, media.mp4, { token: a.tokens.eva, name: 'answer.mp4' });
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({
      status: 'ready',
      kind: 'video',
      previewPath: `${a.projectId}/${id}/preview.jpg`,
    });
    const poster = await sharp((await bytesOf(`uploads/${row.previewPath}`))!).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 320, 240]);
    expect(await tusLeftovers(id)).toEqual([]);
  });

  it('a text file named .jpg is refused by its content (415) and leaves nothing in the bucket', async () => {
    const text = Buffer.from('just some words, not a picture at all\n'.repeat(50));
    let id = '';
    const err = await tusUpload(base, text, {
      token: a.tokens.bob,
      name: 'notes.jpg',
      onRequest: (req) => {
        if (req.getMethod() === 'PATCH') id = req.getURL().split('/').pop()!;
      },
    }).catch((e: unknown) => e);
    expect(refusal(err).status).toBe(415);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await rowOf(id)).toBeUndefined();
    expect(await tusLeftovers(id)).toEqual([]);
    expect(await t.app.objects.head(`uploads/${a.projectId}/${id}/file.txt`)).toBeNull();
  });

  it('an unfinished upload withdrawn (tus DELETE) takes its row and what the bucket held of it', async () => {
    const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${a.tokens.bob}` };
    const created = await fetch(`${base}${UPLOADS_PATH}`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(media.jpeg.length),
        'upload-metadata': `filename ${Buffer.from('half.jpg').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, base).pathname;
    const id = url.slice(url.lastIndexOf('/') + 1);
    const half = await fetch(`${base}${url}`, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: media.jpeg.subarray(0, 1000),
    });
    expect(half.status).toBe(204);
    expect(half.headers.get('upload-offset')).toBe('1000');
    // Under S3's 5 MB smallest part, tus keeps the bytes as `<id>.part` beside its record.
    expect((await tusLeftovers(id)).sort()).toEqual([
      `uploads/incoming/${id}.info`,
      `uploads/incoming/${id}.part`,
    ]);
    const head = await fetch(`${base}${url}`, { method: 'HEAD', headers });
    expect(head.headers.get('upload-offset')).toBe('1000');
    expect((await fetch(`${base}${url}`, { method: 'DELETE', headers })).status).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
    expect(await tusLeftovers(id)).toEqual([]);
  });
});
