import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Course, MediaAsset } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, mediaAssets, videoSubtitles, videos } from '../../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addCourse, addStream } from '../../learning/learning-fixtures.js';
import { makeClip, tusUpload } from './media-fixtures.js';

/**
 * The video pipeline end to end (decision 075, 076): a real tus upload, the job queue on this
 * run's database, ffprobe and ffmpeg, the ladder on disk, the `videos` row, and what a learner
 * sees before and after. Short clips and a ladder of 240p and 360p keep it quick.
 */
let t: TestApp;
let dataDir: string;
let work: string;
let projectId: number;
let admin: string;
let learner: string;
let courseId: number;
let lessonId: number;
const host = 'pipeline.test';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-media-pipe-'));
  work = mkdtempSync(path.join(os.tmpdir(), 'cp-media-clips-'));
  t = await createTestApp({ config: { dataDir, JOBS: 'on', MEDIA_LADDER: '240,360' } });
  await t.app.ready();
  projectId = (await addSchool(t.db, host)).project.id;
  await addUser(t.db, projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  admin = await signIn(t.call, host, `ada@${host}`, 'secret-pass', 'mobile');
  const anna = await addUser(t.db, projectId, `anna@${host}`);
  const course = await addCourse(t.db, projectId);
  courseId = course.course.id;
  await addStream(t.db, { projectId, userId: anna.id, courseId });
  learner = await signIn(t.call, host, `anna@${host}`);
  lessonId = [...course.lessonById.values()][0]!.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const staff = (method: 'GET' | 'PUT', url: string, payload?: object) =>
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

/** The learner's lesson showing file `fileId`, as the course answer shows it. */
async function learnersLesson(fileId: number) {
  const res = await t.call({
    method: 'GET',
    url: `/spa/api/v1/courses/${courseId}?expand=stages,stages.days,stages.days.lesson_sets`,
    host,
    token: learner,
  });
  const answer = res.json() as Course;
  const all = answer.stages!.flatMap((s) => s.days!.flatMap((d) => d.lesson_sets!.flatMap((l) => l.lessons)));
  return all.find((l) => l.video_file?.id === fileId);
}

describe('the video pipeline', () => {
  it('turns an upload into a ladder, an MP4 and a poster; learners get the video only when all is there', async () => {
    const clip = makeClip(work, { seconds: 3, size: '640x360' });
    const done = await tusUpload(t, host, admin, 'Welcome.mp4', clip);
    expect(done.statusCode).toBe(204);
    const id = Number(done.headers['media-id']);
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    // The lesson can point at the file at once; the learner sees it as not converted yet.
    await t.db.update(lessons).set({ videoFileId: row!.fileId }).where(eq(lessons.id, lessonId));
    // The course cache hears of the change by NOTIFY, a moment later.
    let before = await learnersLesson(row!.fileId);
    for (let i = 0; i < 40 && !before; i++) {
      await new Promise((r) => setTimeout(r, 50));
      before = await learnersLesson(row!.fileId);
    }
    expect(before?.video_file).toMatchObject({ id: row!.fileId, video: null });
    // A subtitle kept before the video is ready becomes a track when it is.
    await staff('PUT', `/media/${id}/subtitles/en`, { vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n' });

    const ready = await until(id, (a) => a.status === 'ready' || a.status === 'failed');
    expect(ready).toMatchObject({
      status: 'ready',
      progress: 1,
      error: null,
      attempts: 1,
      title: 'Welcome',
      subtitles: ['en'],
      lessons: 1,
    });
    expect(ready.renditions.map((r) => r.height)).toEqual([240, 360]);
    expect(ready.duration).toBeCloseTo(3, 0);
    const folder = path.join(dataDir, 'media', String(projectId), 'library', String(id), 'video');
    const master = readFileSync(path.join(folder, 'hls', 'master.m3u8'), 'utf8');
    expect(master).toMatch(/BANDWIDTH=\d+,RESOLUTION=640x360\n360p\/index\.m3u8/);
    expect(master).toMatch(/RESOLUTION=426x240\n240p\/index\.m3u8/);
    for (const f of [
      'hls/240p/index.m3u8',
      'hls/360p/init.mp4',
      'hls/360p/segment-0.m4s',
      'video.mp4',
      'poster.jpg',
    ]) {
      expect(existsSync(path.join(folder, f)), f).toBe(true);
    }
    expect(readFileSync(path.join(folder, 'video.mp4')).subarray(0, 64).includes(Buffer.from('moov'))).toBe(
      true,
    );
    const [video] = await t.db.select().from(videos).where(eq(videos.fileId, row!.fileId));
    expect(
      await t.db.select().from(videoSubtitles).where(eq(videoSubtitles.videoId, video!.id)),
    ).toMatchObject([{ languageCode: 'en', name: 'English' }]);

    const after = await learnersLesson(row!.fileId);
    expect(after?.video_file?.video?.video_urls.hls_playlist).toMatch(/^\/v\/s\/.+\/hls\/master\.m3u8$/);
    expect(after?.video_file?.video?.subtitles).toMatchObject([{ language_code: 'en' }]);
    // The console's poster is a signed link that opens.
    const poster = await t.call({ method: 'GET', url: ready.poster!, host });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    // The ladder was made in a work folder of its own: the asset's folder holds only what is kept.
    expect(readdirSync(path.dirname(folder)).sort()).toEqual(['original', 'subtitles', 'video']);
  }, 90_000);

  it('a file that is not a video fails at once with "not a video", without a videos row', async () => {
    const fake = path.join(work, 'notes.mp4');
    writeFileSync(fake, 'These are my lesson notes, not a video.\n'.repeat(50));
    const done = await tusUpload(t, host, admin, 'notes.mp4', readFileSync(fake));
    expect(done.statusCode).toBe(204);
    const id = Number(done.headers['media-id']);
    const failed = await until(id, (a) => a.status === 'failed');
    expect(failed).toMatchObject({ error: 'This file is not a video.', attempts: 1, poster: null });
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    expect(await t.db.select().from(videos).where(eq(videos.fileId, row!.fileId))).toEqual([]);
  }, 30_000);

  it('a damaged video is tried three times, then fails with the reason and leaves nothing half-made', async () => {
    const clip = makeClip(work, { seconds: 3, name: 'whole.mp4' });
    const done = await tusUpload(
      t,
      host,
      admin,
      'damaged.mp4',
      clip.subarray(0, Math.floor(clip.length * 0.6)),
    );
    const id = Number(done.headers['media-id']);
    const failed = await until(id, (a) => a.status === 'failed', 60_000);
    expect(failed.attempts).toBe(3);
    expect(failed.error).toMatch(/^The video could not be converted: .+/);
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    expect(await t.db.select().from(videos).where(eq(videos.fileId, row!.fileId))).toEqual([]);
    const dir = path.join(dataDir, 'media', String(projectId), 'library', String(id));
    expect(readdirSync(dir)).toEqual(['original']);
    expect(existsSync(path.join(dir, 'video'))).toBe(false);
  }, 90_000);
});
