import { CONTENT_IMAGE_MAX_BYTES } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, communities } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  addContentSchool,
  type ContentSchool,
  contentSnapshot,
  multipartBody,
  picture,
  staffCall,
  uploadPicture,
} from './content-fixtures.js';

/** Banners and their pictures in the console (decision 077), and what learners see of them. */
let t: TestApp;
let a: ContentSchool;
let b: ContentSchool;
let call: ReturnType<typeof staffCall>;

beforeAll(async () => {
  t = await createTestApp();
  call = staffCall(t);
  a = await addContentSchool(t, 'banners-a.test');
  b = await addContentSchool(t, 'banners-b.test');
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(method, `/content/banners${url}?lang=en`, a.admin.token, payload, a.host);
/** The learner's banners (spec 01 §7 `GET /banners`). */
const learnerBanners = async () =>
  (
    await t.call({ method: 'GET', url: '/spa/api/v1/banners?lang=en', token: a.tokens.anna, host: a.host })
  ).json();

describe('banner pictures', () => {
  it('keeps a PNG, JPEG or WebP as a WebP among the school’s public assets, on its own hosts only', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const res = await uploadPicture(t, a, await picture(format));
      expect(res.statusCode, format).toBe(201);
      expect(res.json()).toMatchObject({
        url: expect.stringMatching(/^\/v\/brand\/\d+\/[0-9a-f]{32}\.webp$/),
        mime: 'image/webp',
      });
    }
    const { url } = (await uploadPicture(t, a)).json();
    const served = await t.call({ method: 'GET', url, host: a.host });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await t.call({ method: 'GET', url, host: b.host })).statusCode).toBe(404);
  });

  it('refuses what is not a picture (by content, whatever its name), a broken one and one over 2 MB', async () => {
    const notImage = await t.call({
      method: 'POST',
      url: '/spa/api/v1/staff/content/images?lang=en',
      token: a.admin.token,
      host: a.host,
      ...multipartBody(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'),
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json()).toEqual([
      { field: 'file', message: 'The file must be a PNG, JPEG or WebP image.' },
    ]);
    const png = await picture('png');
    const broken = await uploadPicture(t, a, Buffer.concat([png.subarray(0, 40), Buffer.alloc(40)]));
    expect(broken.statusCode).toBe(422);
    expect(broken.json()[0].field).toBe('file');
    const big = await uploadPicture(t, a, Buffer.concat([png, Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
  });
});

describe('banners', () => {
  let id: number;
  let image: string;

  it('adds a banner that the learner sees at once, with one audit line', async () => {
    image = (await uploadPicture(t, a)).json().url;
    const res = await admin('POST', '', {
      title: 'Spring sale',
      image,
      link: 'https://example.com/sale',
      platforms: ['desktop', 'mobile'],
      positions: [24, 1, 1],
      course_ids: [a.courseId],
      not_display_course_ids: [a.course2],
    });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({ title: 'Spring sale', positions: [1, 24], image: { url: image } });
    expect(await learnerBanners()).toEqual([
      expect.objectContaining({
        id,
        title: 'Spring sale',
        file: { url: image, name: image.split('/').pop(), mime: 'image/webp' },
        link: 'https://example.com/sale',
        platforms: ['desktop', 'mobile'],
        positions: [1, 24],
        course_ids: [a.courseId],
        not_display_course_ids: [a.course2],
      }),
    ]);
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.action, 'banner.create')));
    expect(lines).toHaveLength(1);
  });

  it('refuses another school’s course or community, a picture not uploaded, and no picture: 422 on the field, nothing changed', async () => {
    const [club] = await t.db
      .insert(communities)
      .values({ projectId: b.projectId, title: 'B club' })
      .returning();
    const otherPicture = (await uploadPicture(t, b)).json().url;
    const before = await contentSnapshot(t);
    const cases = [
      [{ course_ids: [b.courseId] }, 'course_ids', `The school has no course number ${b.courseId}.`],
      [{ not_display_course_ids: [b.courseId] }, 'not_display_course_ids', undefined],
      [{ community_ids: [club!.id] }, 'community_ids', undefined],
      [{ image: otherPicture }, 'image', 'Upload the image again: this file was not found.'],
      [{ image: '/v/banners/breathe.jpg' }, 'image', undefined],
      [{ image: '' }, 'image', undefined],
      [{ positions: [] }, 'positions', undefined],
      [{ link: 'ftp://example.com' }, 'link', undefined],
    ] as const;
    for (const [change, field, text] of cases) {
      const res = await admin('PUT', `/${id}`, { title: 'Changed', image, positions: [1], ...change });
      expect(res.statusCode, field).toBe(422);
      expect(res.json()[0].field, JSON.stringify(change)).toBe(field);
      if (text) expect(res.json()[0].message).toBe(text);
    }
    const { image: _image, ...noImage } = { title: 'No picture', image, positions: [1] };
    expect((await admin('POST', '', noImage)).json()[0].field).toBe('image');
    expect(await contentSnapshot(t)).toEqual(before);
  });

  it('changes a banner keeping its picture, with before and after in the log', async () => {
    const res = await admin('PUT', `/${id}`, {
      title: 'Summer sale',
      image,
      link: '/class/courses',
      positions: [4],
      sort: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(await learnerBanners()).toEqual([
      expect.objectContaining({
        id,
        title: 'Summer sale',
        link: '/class/courses',
        positions: [4],
        platforms: [],
        course_ids: [],
      }),
    ]);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.action, 'banner.update')));
    expect(line!.details).toMatchObject({
      before: { title: 'Spring sale' },
      after: { title: 'Summer sale' },
    });
  });

  it('deletes a banner: learners no longer get it', async () => {
    expect((await admin('DELETE', `/${id}`)).statusCode).toBe(204);
    expect(await learnerBanners()).toEqual([]);
    expect((await admin('GET', '')).json()).toEqual([]);
    expect((await admin('DELETE', `/${id}`)).statusCode).toBe(404);
  });
});
