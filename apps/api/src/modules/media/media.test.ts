import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Course, FileResource } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMediaDir } from '../../lib/package-paths.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';
import { MEDIA_LINK_WINDOW_S, mediaLinksOf } from './media-links.js';

/** ARCHITECTURE §8 (docs/ARCHITECTURE.md): course media reach only a learner entitled to that day. */

let t: TestApp;
let dataDir: string;
let schoolA: number;
let schoolB: number;
let anna: number;
let token: string;
let demoToken: string;
let strangerToken: string;
let course: CourseContent;
let demoCourse: CourseContent;
const base = '/spa/api/v1';
const expand = 'stages,stages.days,stages.days.lesson_sets,documents';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-media-'));
  t = await createTestApp({ config: { dataDir } });
  schoolA = (await addSchool(t.db, 'school-a.test')).project.id;
  schoolB = (await addSchool(t.db, 'school-b.test')).project.id;
  const annaRow = await addUser(t.db, schoolA, 'anna@example.com');
  anna = annaRow.id;
  const dina = await addUser(t.db, schoolA, 'dina@example.com');
  await addUser(t.db, schoolA, 'sam@example.com');
  course = await addCourse(t.db, schoolA);
  demoCourse = await addCourse(t.db, schoolA);
  // Started two days ago: days 1-3 are open by the calendar, day 4 opens tomorrow (spec 02 §4).
  await addStream(t.db, { projectId: schoolA, userId: anna, courseId: course.course.id });
  await addStream(t.db, {
    projectId: schoolA,
    userId: dina.id,
    courseId: demoCourse.course.id,
    isDemo: true,
    courseFullAccess: false,
  });
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
  demoToken = await signIn(t.call, 'school-a.test', 'dina@example.com');
  strangerToken = await signIn(t.call, 'school-a.test', 'sam@example.com');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, opts: { token?: string; host?: string; headers?: Record<string, string> } = {}) =>
  t.call({ method: 'GET', url, ...opts });

async function courseAnswer(c: CourseContent, tk = token) {
  const res = await get(`${base}/courses/${c.course.id}?expand=${expand}`, { token: tk });
  expect(res.statusCode).toBe(200);
  return res.json() as Course;
}

const dayOf = (answer: Course, n: number) =>
  answer.stages!.flatMap((s) => s.days!).find((d) => d.day_number === n)!;
const firstVideo = (answer: Course, n: number): FileResource['video'] | undefined =>
  dayOf(answer, n).lesson_sets![0]!.lessons[0]!.video_file?.video;

/** A link of the answer, resolved like the browser does against the page. */
const resolve = (link: string, against = 'http://school-a.test/class/') => new URL(link, against).pathname;

describe('signed media links', () => {
  it('opens a day’s playlist, its segments and subtitles, the MP4 with HEAD and Range, and documents', async () => {
    const answer = await courseAnswer(course);
    const video = firstVideo(answer, 1)!;
    const playlist = video.video_urls.hls_playlist!;
    expect(playlist).toMatch(/^\/v\/s\/\d+\.\d+\.\d+\.[\w-]{43}\/demo\/clip-\d\/hls\/index\.m3u8$/);

    const list = await get(playlist);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('mpegurl');
    expect(list.headers['x-content-type-options']).toBe('nosniff');
    // A shared cache may keep it no longer than the link lives (decision 042).
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(list.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(2 * MEDIA_LINK_WINDOW_S);
    // The playlist names its init segment and segments relatively: they inherit the token.
    const uris = [
      ...[...list.body.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]!),
      ...list.body.split('\n').filter((l) => l && !l.startsWith('#')),
    ];
    expect(uris.length).toBeGreaterThan(1);
    for (const uri of uris) {
      const segment = await get(resolve(uri, `http://school-a.test${playlist}`));
      expect(segment.statusCode).toBe(200);
      expect(segment.rawPayload.length).toBeGreaterThan(0);
    }

    const subtitle = await get(video.subtitles[0]!.link);
    expect(subtitle.statusCode).toBe(200);
    expect(subtitle.headers['content-type']).toContain('text/vtt');
    expect(subtitle.body.startsWith('WEBVTT')).toBe(true);
    expect((await get(video.video_urls.preview!)).statusCode).toBe(200);

    const mp4 = video.video_urls.mp4_playlist!;
    const clip = /demo\/(clip-\d)\//.exec(mp4)![1]!;
    const size = statSync(path.join(demoMediaDir, clip, 'video.mp4')).size;
    const head = await t.call({ method: 'HEAD', url: mp4 });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
    expect(head.rawPayload.length).toBe(0);
    const range = await get(mp4, { headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(range.rawPayload.length).toBe(100);

    const guide = answer.documents!.find((d) => d.file?.name === 'guide-ru.pdf')!;
    const pdf = await get(guide.file!.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('filename="guide-ru.pdf"');
  });

  it('serves nothing of a course without a link, at the path the media are stored under', async () => {
    const video = firstVideo(await courseAnswer(course), 1)!;
    const bare = video.video_urls.mp4_playlist!.replace(/^\/v\/s\/[^/]+\//, '/v/');
    expect(bare).toMatch(/^\/v\/demo\/clip-\d\/video\.mp4$/);
    for (const url of [bare, '/v/demo/clip-2/hls/index.m3u8', '/v/demo/docs/guide-ru.pdf']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a tampered, an expired or another learner’s link', async () => {
    const mp4 = firstVideo(await courseAnswer(course), 1)!.video_urls.mp4_playlist!;
    const [, tokenPart, rest] = /^\/v\/s\/([^/]+)\/(.+)$/.exec(mp4)!;
    const [user, expires, depth, signature] = tokenPart!.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BA' : 'AA'}`;
    const expired = mediaLinksOf(t.db).link(schoolA, anna, rest!, 'file', {
      nowMs: Date.now() - 3 * MEDIA_LINK_WINDOW_S * 1000,
    });
    for (const url of [
      `/v/s/${user}.${expires}.${depth}.${flipped}/${rest}`,
      `/v/s/${user}.${Number(expires) + MEDIA_LINK_WINDOW_S}.${depth}.${signature}/${rest}`,
      `/v/s/${anna + 1000}.${expires}.${depth}.${signature}/${rest}`,
      // A key the link was not signed with (decision 098): a learner cannot move their link to a new key.
      `/v/s/${user}.${expires}.${depth}.1.${signature}/${rest}`,
      `/v/s/not-a-token/${rest}`,
      expired,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ status: 403 });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('opens nothing on another school’s host', async () => {
    const mp4 = firstVideo(await courseAnswer(course), 1)!.video_urls.mp4_playlist!;
    expect((await get(mp4)).statusCode).toBe(200);
    expect((await get(mp4, { host: 'school-b.test' })).statusCode).toBe(403);
  });

  it('opens no other school’s imported media, even with a link signed on this host', async () => {
    const folder = path.join(dataDir, 'media', String(schoolB), 'face-yoga');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'notes.txt'), 'school B');
    const file = `media/${schoolB}/face-yoga/notes.txt`;
    const links = mediaLinksOf(t.db);
    expect((await get(links.link(schoolA, anna, file, 'file'))).statusCode).toBe(404);
    const bella = await addUser(t.db, schoolB, 'bella@example.com');
    expect(
      (await get(links.link(schoolB, bella.id, file, 'file'), { host: 'school-b.test' })).statusCode,
    ).toBe(200);
    // A link naming a learner of another school opens nothing here, even signed for this one.
    expect((await get(links.link(schoolB, anna, file, 'file'), { host: 'school-b.test' })).statusCode).toBe(
      403,
    );
  });

  it('opens only the signed folder or file: no `..`, no sibling', async () => {
    const video = firstVideo(await courseAnswer(course), 1)!;
    const playlist = video.video_urls.hls_playlist!;
    const folder = playlist.replace(/index\.m3u8$/, '');
    const docLink = (await courseAnswer(course)).documents!.find((d) => d.file?.name === 'guide-ru.pdf')!
      .file!.url;
    for (const url of [
      `${folder}%2e%2e/video.mp4`,
      `${folder}..%2fvideo.mp4`,
      `${folder}%2e%2e/%2e%2e/%2e%2e/assets/mindful/logo.svg`,
      playlist.replace(/hls\/index\.m3u8$/, 'video.mp4'),
      docLink.replace(/guide-ru\.pdf$/, 'notes-ru.txt'),
      `${docLink}/more`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('gives no media links for a day the learner may not see: calendar and demo locks', async () => {
    const answer = await courseAnswer(course);
    expect(firstVideo(answer, 3)).toBeDefined();
    // Day 4 opens tomorrow: its lessons come without video, its documents without links.
    const day4 = dayOf(answer, 4);
    expect(day4.lesson_sets![0]!.lessons.every((l) => l.video_file === null)).toBe(true);
    const stageDay = await get(
      `${base}/courses/${course.course.id}/stages/${day4.stage_id}/days/${day4.id}`,
      {
        token,
      },
    );
    expect(stageDay.statusCode).toBe(200);
    expect(stageDay.body).not.toContain('/v/');
    // A demo without full access: day 3 is locked (spec 02 §4); days 1 and 2 play.
    const demo = await courseAnswer(demoCourse, demoToken);
    expect(firstVideo(demo, 1)?.video_urls.hls_playlist).toMatch(/^\/v\/s\//);
    expect(dayOf(demo, 3).lesson_sets![0]!.lessons.every((l) => l.video_file === null)).toBe(true);
  });

  it('gives a learner without a stream of the course no answer and so no link', async () => {
    const res = await get(`${base}/courses/${course.course.id}?expand=${expand}`, { token: strangerToken });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('/v/');
  });

  it('keeps an ended stream’s media closed', async () => {
    const ended = await addUser(t.db, schoolA, 'erik@example.com');
    const now = Date.now();
    await addStream(t.db, {
      projectId: schoolA,
      userId: ended.id,
      courseId: course.course.id,
      startDate: new Date(now - 40 * DAY_MS),
      endDate: new Date(now - DAY_MS),
    });
    const answer = await courseAnswer(course, await signIn(t.call, 'school-a.test', 'erik@example.com'));
    const lessons = answer.stages!.flatMap((s) =>
      s.days!.flatMap((d) => d.lesson_sets!.flatMap((l) => l.lessons)),
    );
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons.every((l) => l.video_file === null)).toBe(true);
    expect(answer.documents).toEqual([]);
    expect(answer.demo_video).toBeNull();
  });

  it('signs the links of the courses list per learner', async () => {
    const res = await get(`${base}/courses?expand=stages.days.lesson_sets,documents`, { token });
    expect(res.statusCode).toBe(200);
    const [listed] = res.json() as Course[];
    const playlist = firstVideo(listed!, 1)!.video_urls.hls_playlist!;
    expect(playlist).toMatch(new RegExp(`^/v/s/${anna}\\.`));
    expect((await get(playlist)).statusCode).toBe(200);
    expect(firstVideo(listed!, 4)).toBeUndefined();
  });
});

/**
 * Issue 25 (decision 098): a learner an administrator blocks, or whose stream an administrator
 * stops or ends, loses the links they hold at once, not when the links expire; nobody else does.
 */
describe('links revoked by an administrator', () => {
  let admin: string;
  const staff = (url: string) =>
    t.call({ method: 'POST', url: `${base}/staff${url}?lang=en`, token: admin, headers: {} });
  /** A learner of `course` with a stream open now, signed in. */
  async function learner(email: string) {
    const user = await addUser(t.db, schoolA, email);
    const stream = await addStream(t.db, { projectId: schoolA, userId: user.id, courseId: course.course.id });
    return { user, stream, token: await signIn(t.call, 'school-a.test', email) };
  }
  /** The links a learner's app holds: the day's playlist (a folder link) and its MP4 (a file link). */
  async function heldLinks(tk: string) {
    const video = firstVideo(await courseAnswer(course, tk), 1)!;
    return [video.video_urls.hls_playlist!, video.video_urls.mp4_playlist!];
  }
  const statuses = async (urls: string[]) => Promise.all(urls.map(async (u) => (await get(u)).statusCode));

  beforeAll(async () => {
    await addUser(t.db, schoolA, 'ada@example.com', 'secret-pass', { role: 'admin' });
    admin = await signIn(t.call, 'school-a.test', 'ada@example.com', 'secret-pass', 'mobile');
  });

  it('blocking closes the learner’s links at once, not another learner’s; after unblocking new links open', async () => {
    const lena = await learner('lena@example.com');
    const mark = await learner('mark@example.com');
    const held = await heldLinks(lena.token);
    const marks = await heldLinks(mark.token);
    expect(await statuses([...held, ...marks])).toEqual([200, 200, 200, 200]);

    expect((await staff(`/learners/${lena.user.id}/block`)).statusCode).toBe(200);
    for (const url of held) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await statuses(marks)).toEqual([200, 200]);

    expect((await staff(`/learners/${lena.user.id}/unblock`)).statusCode).toBe(200);
    // Unblocking gives nothing back by itself: the links held before the block stay closed.
    expect(await statuses(held)).toEqual([403, 403]);
    const again = await signIn(t.call, 'school-a.test', 'lena@example.com');
    const fresh = await heldLinks(again);
    expect(fresh).not.toEqual(held);
    expect(await statuses(fresh)).toEqual([200, 200]);
    // The courses list signs with the same key.
    const list = await get(`${base}/courses?expand=stages.days.lesson_sets`, { token: again });
    const listed = (list.json() as Course[]).find((c) => c.id === course.course.id)!;
    expect(await statuses([firstVideo(listed, 1)!.video_urls.hls_playlist!])).toEqual([200]);
  });

  it('stopping or ending a stream closes its learner’s links at once; resuming gives new links', async () => {
    const olga = await learner('olga@example.com');
    const pavel = await learner('pavel@example.com');
    const pavels = await heldLinks(pavel.token);
    const held = await heldLinks(olga.token);
    expect(await statuses(held)).toEqual([200, 200]);

    expect((await staff(`/streams/${olga.stream.id}/stop`)).statusCode).toBe(200);
    expect(await statuses(held)).toEqual([403, 403]);
    expect(await statuses(pavels)).toEqual([200, 200]);

    expect((await staff(`/streams/${olga.stream.id}/resume`)).statusCode).toBe(200);
    expect(await statuses(held)).toEqual([403, 403]);
    const resumed = await heldLinks(olga.token);
    expect(await statuses(resumed)).toEqual([200, 200]);

    expect((await staff(`/streams/${olga.stream.id}/end`)).statusCode).toBe(200);
    expect(await statuses(resumed)).toEqual([403, 403]);
    expect(await statuses(pavels)).toEqual([200, 200]);
  });
});

describe('public assets', () => {
  it('serves brand assets and course covers to anyone, cacheable and not sniffed', async () => {
    const logo = await get('/v/mindful/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    const cover = await get(course.course.mainImage!);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toBe('public, max-age=3600');
    // A cover is public on its own school's host only.
    expect((await get(course.course.mainImage!, { host: 'school-b.test' })).statusCode).toBe(404);
  });
});
