import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleDomain, uploadedFile } from '@cp/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Store } from '../../lib/object-store/s3-store.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { type S3TestServer, startS3Server } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addBrandSchool, type BrandSchool, logoUpload } from '../console/brand/brand-fixtures.js';
import { importCourseFolder } from '../courses/import/course-folder.js';
import { addStream } from '../learning/learning-fixtures.js';

/**
 * The files a learner sees, with the app's store in an S3-compatible bucket (s3rver; decision
 * 081): imported course media behind signed links (ranges included), avatars behind their signed
 * file links, brand pictures, each on its own school's host only.
 */
const example = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed/example-course');
let s3: S3TestServer;
let t: TestApp;
let school: BrandSchool;
let projectId: number;
let token: string;
/** The bucket seen from outside the app: proves the bytes are there, not in some folder. */
let bucket: ReturnType<typeof s3Store>;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ config: s3.config });
  school = await addBrandSchool(t.db, 'school-a.test');
  projectId = school.projectId;
  await addSchool(t.db, 'school-b.test');
  const anna = await addUser(t.db, projectId, 'anna@example.com');
  const { courseId } = await importCourseFolder(t.db, { folder: example, objects: t.app.objects, projectId });
  await addStream(t.db, { projectId, userId: anna.id, courseId });
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
  bucket = s3Store({ ...s3, region: 'us-east-1', forcePathStyle: true });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

/** The first signed link of the learner's course answer whose path ends like `tail`. */
async function signedLink(tail: RegExp): Promise<string> {
  const list = await t.call({
    method: 'GET',
    url: '/spa/api/v1/courses?expand=stages,stages.days,stages.days.lesson_sets',
    token,
  });
  expect(list.statusCode).toBe(200);
  const links = list.body.match(/\/v\/s\/[^"]+/g) ?? [];
  const link = links.find((l) => tail.test(l));
  if (!link) throw new Error(`no signed link like ${tail} in ${links.join(' ')}`);
  return link;
}

describe('course media from an S3 bucket', () => {
  it('the import put the media in the bucket, at the key of their path under /v/', async () => {
    expect(t.app.objects.kind).toBe('s3');
    const key = `media/${projectId}/example-breathing/media/clip-3/video.mp4`;
    const size = statSync(path.join(example, 'media/clip-3/video.mp4')).size;
    expect((await bucket.head(key))?.size).toBe(size);
  });

  it('a signed link serves the video whole, by HEAD, and by ranges (206, 416 past the end)', async () => {
    const mp4 = await signedLink(/\/media\/\d+\/example-breathing\/media\/clip-\d\/video\.mp4$/);
    const clip = /(media\/clip-\d\/video\.mp4)$/.exec(mp4)![1]!;
    const source = readFileSync(path.join(example, clip));
    const host = 'school-a.test';

    const whole = await t.call({ method: 'GET', url: mp4, host });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(whole.headers['content-disposition']).toMatch(/^inline; filename="video.mp4"/);
    expect(whole.rawPayload.equals(source)).toBe(true);

    const head = await t.call({ method: 'HEAD', url: mp4, host });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(source.length);
    expect(head.rawPayload.length).toBe(0);

    const first = await t.call({ method: 'GET', url: mp4, host, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${source.length}`);
    expect(first.rawPayload.equals(source.subarray(0, 100))).toBe(true);
    const last = await t.call({ method: 'GET', url: mp4, host, headers: { range: 'bytes=-10' } });
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload.equals(source.subarray(source.length - 10))).toBe(true);
    const open = await t.call({
      method: 'GET',
      url: mp4,
      host,
      headers: { range: `bytes=${source.length - 5}-` },
    });
    expect(open.headers['content-range']).toBe(
      `bytes ${source.length - 5}-${source.length - 1}/${source.length}`,
    );

    const past = await t.call({
      method: 'GET',
      url: mp4,
      host,
      headers: { range: `bytes=${source.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${source.length}`);
    expect(past.headers['cache-control']).toBe('no-store');
  });

  it('a playlist and the segments it names come through the same folder link', async () => {
    const playlist = await signedLink(/\/example-breathing\/media\/clip-\d\/hls\/index\.m3u8$/);
    const list = await t.call({ method: 'GET', url: playlist, host: 'school-a.test' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('mpegurl');
    const uri = list.body.split('\n').find((l) => l && !l.startsWith('#'))!;
    const next = new URL(uri, `http://school-a.test${playlist}`).pathname;
    expect((await t.call({ method: 'GET', url: next, host: 'school-a.test' })).statusCode).toBe(200);
  });

  it("another school's host refuses the link, and a missing object is 404", async () => {
    const mp4 = await signedLink(/video\.mp4$/);
    const elsewhere = await t.call({ method: 'GET', url: mp4, host: 'school-b.test' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.headers['cache-control']).toBe('no-store');
    await bucket.remove(
      `media/${projectId}/example-breathing/${/(media\/clip-\d\/video\.mp4)$/.exec(mp4)![1]}`,
    );
    expect((await t.call({ method: 'GET', url: mp4, host: 'school-a.test' })).statusCode).toBe(404);
  });
});

describe('avatars and brand pictures in an S3 bucket', () => {
  it('an uploaded avatar is kept in the bucket and served back through its signed link', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const boundary = '----avatar-s3';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n`;
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/user/avatar/upload?lang=en',
      token,
      payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = uploadedFile.parse(res.json());
    const file = await t.call({ method: 'GET', url, host: 'school-a.test' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    expect((await t.call({ method: 'GET', url, host: 'school-b.test' })).statusCode).toBe(403);
  });

  it('a logo is kept in the bucket, served on its school’s hosts only, and is the app icon', async () => {
    const png = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#12ab34' } })
      .png()
      .toBuffer();
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/staff/brand/logo?lang=en',
      host: school.host,
      token: school.tokens.admin,
      ...logoUpload(png),
    });
    expect(res.statusCode, res.body).toBe(200);
    const logo = consoleDomain.parse(res.json()).frontendSettings.spa_header_logo!;
    expect(logo).toMatch(new RegExp(`^/v/brand/${projectId}/[0-9a-f]{32}\\.png$`));
    expect(await bucket.head(logo.slice('/v/'.length))).not.toBeNull();
    const file = await t.call({ method: 'GET', url: logo, host: school.host });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    expect((await t.call({ method: 'GET', url: logo, host: 'school-b.test' })).statusCode).toBe(404);
    // The installable app's icon (decision 066) is drawn from the stored logo: its colour in the middle.
    const icon = await t.call({ method: 'GET', url: '/class/pwa-icons/192.png', host: school.host });
    expect(icon.statusCode).toBe(200);
    const { data, info } = await sharp(icon.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const middle = (96 * info.width + 96) * info.channels;
    expect([...data.subarray(middle, middle + 3)]).toEqual([0x12, 0xab, 0x34]);
  });
});
