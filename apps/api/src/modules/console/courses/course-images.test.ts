import { readdirSync } from 'node:fs';
import { CONTENT_IMAGE_MAX_BYTES, contentImage, courseDraft } from '@cp/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenDayCourse } from '../../../seed/demo-courses.js';
import { demoMediaStore } from '../../../seed/seed-learning.js';
import { addChatSchool, type ChatSchool } from '../../../test/chat-fixtures.js';
import { addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { importCourse } from '../../courses/import/course-import.service.js';
import { addStream } from '../../learning/learning-fixtures.js';
import { multipartBody, picture } from '../content/content-fixtures.js';

/**
 * A course's cover and background pictures (issue 28, decision 118): `POST /staff/course-images`
 * keeps a picture among the school's brand assets, the draft names its address, and publishing
 * shows it to the learners. Administrators only; a file that is not a picture, or too big, is
 * refused and nothing is stored.
 */
let t: TestApp;
let a: School;
let b: School;

type School = ChatSchool & { admin: string; course: number };

async function addSchool(host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  const admin = await signIn(t.call, host, `ada@${host}`, 'secret-pass', 'mobile');
  const m = tenDayCourse(`ten-${host.split('.')[0]}`, 'Десять дней', 'Десять', 1, { lessonSeconds: 8 });
  // An imported course names its picture by an address: the editor must keep taking that.
  delete m.main_image;
  m.main_image_url = 'https://cdn.example.com/ten-days.jpg';
  const { courseId } = await importCourse(t.db, s.projectId, m, demoMediaStore());
  await addStream(t.db, { projectId: s.projectId, userId: s.users.anna.id, courseId });
  return { ...s, admin, course: courseId };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await addSchool('course-images-a.test');
  b = await addSchool('course-images-b.test');
});
afterAll(() => t.close());

const upload = (data: Buffer, token: string | undefined, s = a, filename = 'cover.png') =>
  t.call({
    method: 'POST',
    url: '/spa/api/v1/staff/course-images?lang=en',
    token,
    host: s.host,
    ...multipartBody(data, filename),
  });

/** The school's stored brand assets (the store of the tests is a folder). */
function storedPictures(s: School): string[] {
  const folder = t.app.objects.localPath(`brand/${s.projectId}`);
  if (folder === null) throw new Error('the tests keep their objects in a folder');
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, s: School, payload?: object) =>
  t.call({
    method,
    url: `/spa/api/v1/staff${url}?lang=en`,
    token: s.admin,
    host: s.host,
    ...(payload ? { payload } : {}),
  });

describe('POST /staff/course-images', () => {
  it('keeps a picture as WebP among the school’s assets, served on its hosts only', async () => {
    const before = storedPictures(a);
    const res = await upload(await picture('jpeg', 3000, 1000), a.admin, a, 'Обложка.jpg');
    expect(res.statusCode).toBe(201);
    const image = contentImage.parse(res.json());
    expect(image).toMatchObject({ name: 'Обложка.webp', mime: 'image/webp' });
    expect(image.url).toMatch(new RegExp(`^/v/brand/${a.projectId}/[0-9a-f]{32}\\.webp$`));
    expect(storedPictures(a)).toHaveLength(before.length + 1);
    const file = await t.call({ method: 'GET', url: image.url, host: a.host });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    // Fitted into 2560 px, never enlarged; the aspect kept.
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 2560,
      height: 853,
    });
    expect((await t.call({ method: 'GET', url: image.url, host: b.host })).statusCode).toBe(404);
  });

  it('without a token 401, a learner and an expert 403: nothing is stored', async () => {
    const before = storedPictures(a);
    const png = await picture('png');
    expect((await upload(png, undefined)).statusCode).toBe(401);
    for (const token of [a.tokens.anna, a.tokens.eva]) {
      const res = await upload(png, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, message: expect.any(String) });
    }
    // An administrator of another school stores in their own school, never in this one.
    expect((await upload(png, b.admin, b)).statusCode).toBe(201);
    expect(storedPictures(a)).toEqual(before);
  });

  it('refuses what is not a picture (by its bytes), a damaged one, none and one over 2 MB: nothing is stored', async () => {
    const before = storedPictures(a);
    const png = await picture('png');
    const notPicture = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      a.admin,
      a,
      'x.png',
    );
    expect(notPicture.statusCode).toBe(422);
    expect(notPicture.json()).toEqual([
      { field: 'file', message: 'The file must be a PNG, JPEG or WebP image.' },
    ]);
    const damaged = await upload(Buffer.concat([png.subarray(0, 40), Buffer.alloc(40)]), a.admin);
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json()).toEqual([
      { field: 'file', message: "The image can't be read: the file is damaged." },
    ]);
    const wrongField = await t.call({
      method: 'POST',
      url: '/spa/api/v1/staff/course-images?lang=en',
      token: a.admin,
      host: a.host,
      ...multipartBody(png, 'cover.png', 'picture'),
    });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()[0]).toMatchObject({ field: 'file' });
    const big = await upload(Buffer.concat([png, Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]), a.admin);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ status: 413 });
    const ru = await t.call({
      method: 'POST',
      url: '/spa/api/v1/staff/course-images?lang=ru',
      token: a.admin,
      host: a.host,
      ...multipartBody(Buffer.from('plain text'), 'x.jpg'),
    });
    expect(ru.json()).toEqual([{ field: 'file', message: 'Нужно изображение PNG, JPEG или WebP.' }]);
    expect(storedPictures(a)).toEqual(before);
  });
});

describe('a course’s pictures in its draft', () => {
  it('an uploaded cover and a typed address are saved and published; the learner gets both', async () => {
    const opened = await staff('POST', '/course-drafts', a, { course_id: a.course });
    const draft = courseDraft.parse(opened.json());
    // The imported course's address comes back as it was.
    expect(draft.manifest.main_image_url).toBe('https://cdn.example.com/ten-days.jpg');
    const cover = contentImage.parse((await upload(await picture('png'), a.admin)).json()).url;
    const manifest = {
      ...draft.manifest,
      main_image_url: cover,
      background_image_url: 'https://cdn.example.com/ten-days-wide.jpg',
    };
    const saved = await staff('PUT', `/course-drafts/${draft.id}`, a, { revision: draft.revision, manifest });
    expect(saved.statusCode).toBe(200);
    expect(courseDraft.parse(saved.json()).problems).toEqual([]);
    const published = await staff('POST', `/course-drafts/${draft.id}/publish`, a, {
      revision: draft.revision + 1,
    });
    expect(published.statusCode).toBe(200);
    const course = await t.call({
      method: 'GET',
      url: `/spa/api/v1/courses/${a.course}`,
      token: a.tokens.anna,
      host: a.host,
    });
    expect(course.json()).toMatchObject({
      main_image: cover,
      background_image: 'https://cdn.example.com/ten-days-wide.jpg',
    });
  });
});
