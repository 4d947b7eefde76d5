import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { MediaAsset } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets, videos } from '../../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../../test/fixtures.js';
import type { S3TestServer } from '../../../test/s3-server.js';
import { startS3Server } from '../../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { makeClip, tusUpload } from './media-fixtures.js';

/**
 * The media library with the object store in a bucket (decision 082): the tus upload kept in
 * the bucket, the original moved to `media/<school>/library/<asset>/original`, the transcode
 * run in a local work folder from a downloaded copy, its ladder put under `video/` and only
 * then published; a failed transcode leaves no `video/` object and no `videos` row; deleting
 * removes the asset's every object. The S3 server is s3rver (it does not check signatures).
 */
let s3: S3TestServer;
let client: S3Client;
let t: TestApp;
let work: string;
let projectId: number;
let admin: string;
const host = 'media-s3.test';

beforeAll(async () => {
  s3 = await startS3Server();
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: s3.credentials,
  });
  work = mkdtempSync(path.join(os.tmpdir(), 'cp-media-s3-'));
  t = await createTestApp({ config: { ...s3.config, JOBS: 'on', MEDIA_LADDER: '240' } });
  await t.app.ready();
  projectId = (await addSchool(t.db, host)).project.id;
  await addUser(t.db, projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  admin = await signIn(t.call, host, `ada@${host}`, 'secret-pass', 'mobile');
}, 60_000);
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The bucket's keys under a prefix, as S3 lists them (not through the store under test). */
async function keysUnder(prefix: string): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${prefix}/` }));
  return (page.Contents ?? []).map((o) => o.Key!.slice(prefix.length + 1)).sort();
}

const staff = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({
    method,
    url: `/spa/api/v1/staff${url}?lang=en`,
    host,
    token: admin,
    ...(payload ? { payload } : {}),
  });

async function until(id: number, done: (a: MediaAsset) => boolean, ms = 60_000): Promise<MediaAsset> {
  const end = Date.now() + ms;
  for (;;) {
    const asset = (await staff('GET', `/media/${id}`)).json() as MediaAsset;
    if (done(asset)) return asset;
    if (Date.now() > end) throw new Error(`asset ${id} stayed ${asset.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('the video pipeline on S3', () => {
  it('keeps the original in the bucket, puts the ladder and poster there, then publishes; delete removes it all', async () => {
    expect(t.app.objects.kind).toBe('s3');
    const clip = makeClip(work, { seconds: 2 });
    const done = await tusUpload(t, host, admin, 'Welcome.mp4', clip);
    expect(done.statusCode).toBe(204);
    const id = Number(done.headers['media-id']);
    const asset = `media/${projectId}/library/${id}`;
    // Nothing of the upload is left where tus kept it.
    expect(await keysUnder('media/.incoming')).toEqual([]);
    await staff('PUT', `/media/${id}/subtitles/en`, { vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n' });

    const ready = await until(id, (a) => a.status === 'ready' || a.status === 'failed');
    expect(ready).toMatchObject({ status: 'ready', error: null, subtitles: ['en'] });
    expect(await keysUnder(asset)).toEqual([
      'original',
      'subtitles/en.vtt',
      'video/hls/240p/index.m3u8',
      'video/hls/240p/init.mp4',
      'video/hls/240p/segment-0.m4s',
      'video/hls/master.m3u8',
      'video/poster.jpg',
      'video/video.mp4',
    ]);
    const master = await t.app.objects.get(`${asset}/video/hls/master.m3u8`);
    const text = (await master!.body.toArray()).map(String).join('');
    expect(text).toMatch(/RESOLUTION=320x240\n240p\/index\.m3u8/);
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    expect(await t.db.select().from(videos).where(eq(videos.fileId, row!.fileId))).toHaveLength(1);
    // The console's poster and the subtitles are signed links served from the bucket.
    const poster = await t.call({ method: 'GET', url: ready.poster!, host });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const mp4 = await t.call({ method: 'GET', url: ready.mp4!, host, headers: { range: 'bytes=0-63' } });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.rawPayload.includes(Buffer.from('ftyp'))).toBe(true);

    expect((await staff('DELETE', `/media/${id}`)).statusCode).toBe(204);
    expect(await keysUnder(asset)).toEqual([]);
  }, 90_000);

  it('a failed transcode leaves no video/ object (not even one put before) and no videos row', async () => {
    const clip = makeClip(work, { seconds: 3, name: 'whole.mp4' });
    const done = await tusUpload(
      t,
      host,
      admin,
      'damaged.mp4',
      clip.subarray(0, Math.floor(clip.length * 0.6)),
    );
    const id = Number(done.headers['media-id']);
    const asset = `media/${projectId}/library/${id}`;
    // What an earlier attempt might have left: a failed attempt removes it too.
    await t.app.objects.put(`${asset}/video/hls/master.m3u8`, '#EXTM3U\n');
    const failed = await until(id, (a) => a.status === 'failed', 60_000);
    expect(failed.attempts).toBe(3);
    expect(failed.error).toMatch(/^The video could not be converted: .+/);
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    expect(await t.db.select().from(videos).where(eq(videos.fileId, row!.fileId))).toEqual([]);
    expect(await keysUnder(asset)).toEqual(['original']);
  }, 90_000);
});
