import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, days, files, lessons, userCourseStreams } from '../../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addStream } from '../../learning/learning-fixtures.js';
import { importCourseFolder } from './course-folder.js';
import { importCourse, ManifestError } from './course-import.service.js';
import { createMediaStore, MediaError } from './media-store.js';

const example = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../seed/example-course');
let t: TestApp;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await addSchool(t.db, 'school-a.test')).project.id;
  await addSchool(t.db, 'school-b.test');
});
afterAll(() => t.close());

const counts = async () => {
  const result = await t.db.execute(sql`select
      (select count(*)::int from courses) as courses, (select count(*)::int from stages) as stages,
      (select count(*)::int from days) as days, (select count(*)::int from lesson_sets) as sets,
      (select count(*)::int from lesson_set_lessons) as set_lessons, (select count(*)::int from lessons) as lessons,
      (select count(*)::int from files) as files, (select count(*)::int from videos) as videos,
      (select count(*)::int from video_subtitles) as subtitles, (select count(*)::int from documents) as documents,
      (select count(*)::int from homeworks) as homeworks,
      (select count(*)::int from course_stage_homeworks) as stage_homeworks,
      (select count(*)::int from stage_day_homeworks) as day_homeworks`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0];
};

describe('npm run import:course', () => {
  let first: Awaited<ReturnType<typeof importCourseFolder>>;

  it('creates the course of the example folder for the school of a host, copying its media', async () => {
    first = await importCourseFolder(t.db, {
      folder: example,
      objects: t.app.objects,
      host: 'school-a.test',
    });
    expect(first).toMatchObject({ created: true, version: 1, projectId, slug: 'example-breathing' });
    expect(await counts()).toEqual({
      courses: 1,
      stages: 2,
      days: 10,
      sets: 8,
      set_lessons: 10,
      lessons: 3,
      files: 9,
      videos: 3,
      subtitles: 4,
      documents: 3,
      // One task of each kind (decision 048): the stages place three, the days two.
      homeworks: 5,
      stage_homeworks: 3,
      day_homeworks: 2,
    });
    // In the app's store (decision 081), at the key of its path under /v/.
    const copied = `media/${projectId}/example-breathing/media/clip-1/hls`;
    const master = await t.app.objects.get(`${copied}/index.m3u8`);
    expect(master && (await master.body.toArray()).join('')).toMatch(/^#EXTM3U/);
    // The ladder's folders come along with the master playlist (issue 12).
    expect(await t.app.objects.head(`${copied}/720p/segment-1.m4s`)).not.toBeNull();
    expect(await t.app.objects.head(`${copied}/360p/segment-1.m4s`)).not.toBeNull();
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.key, 'belly'));
    expect(lesson).toMatchObject({ title: 'Дыхание животом', subtitle: 'выполнение' });
    const [video] = await t.db.select().from(files).where(eq(files.id, lesson!.videoFileId!));
    expect(video).toMatchObject({
      type: 1,
      url: `/v/media/${projectId}/example-breathing/media/clip-3/video.mp4`,
      duration: 61,
    });
  });

  it('answers the imported course to a learner of the school', async () => {
    const user = await addUser(t.db, projectId, 'anna@example.com');
    await addStream(t.db, { projectId, userId: user.id, courseId: first.courseId });
    const token = await signIn(t.call, 'school-a.test', 'anna@example.com');
    const course = await t.call({
      method: 'GET',
      url: `/spa/api/v1/courses/${first.courseId}?expand=documents`,
      token,
    });
    expect(course.json().documents.map((d: { title: string }) => d.title)).toEqual([
      'Путеводитель (PDF)',
      'Сайт школы',
      'Памятка',
    ]);
  });

  it('a second import of the same folder updates in place: same ids, no duplicates, version 2', async () => {
    const before = await counts();
    const dayIds = (await t.db.select({ id: days.id }).from(days).orderBy(days.dayNumber)).map((d) => d.id);
    const again = await importCourseFolder(t.db, {
      folder: example,
      objects: t.app.objects,
      host: 'school-a.test',
    });
    expect(again).toMatchObject({ created: false, version: 2, courseId: first.courseId });
    expect(await counts()).toEqual(before);
    expect((await t.db.select({ id: days.id }).from(days).orderBy(days.dayNumber)).map((d) => d.id)).toEqual(
      dayIds,
    );
  });

  it('an edited manifest changes what changed, removes what is gone, and recounts the streams’ days', async () => {
    const manifest = JSON.parse(readFileSync(path.join(example, 'course.json'), 'utf8'));
    manifest.title = 'Renamed';
    manifest.stages[1].days = manifest.stages[1].days.slice(0, 2);
    const store = createMediaStore({ sourceDir: example, urlPrefix: '/v/x', pathPrefix: 'x' });
    const result = await importCourse(t.db, projectId, manifest, store);
    expect(result).toMatchObject({ created: false, version: 3 });
    const [course] = await t.db.select().from(courses).where(eq(courses.id, first.courseId));
    expect(course!.title).toBe('Renamed');
    expect((await t.db.select().from(days)).map((d) => d.dayNumber).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    const [stream] = await t.db.select().from(userCourseStreams);
    expect(stream!.daysCount).toBe(6);
  });

  it('a bad manifest is refused with the path of each bad field, and nothing changes', async () => {
    const before = await counts();
    const bad = {
      slug: 'Bad Slug',
      title: '',
      stages: [
        { key: 's', title: 'S', days: [{ day_number: 0, title: 'x', lesson_sets: [{ lessons: ['nope'] }] }] },
      ],
    };
    const store = createMediaStore({ sourceDir: example, urlPrefix: '/v/x', pathPrefix: 'x' });
    const error = await importCourse(t.db, projectId, bad, store).catch((e) => e);
    expect(error).toBeInstanceOf(ManifestError);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^slug: /),
        expect.stringMatching(/^title: /),
        expect.stringMatching(/^stages\.0\.days\.0\.day_number: /),
      ]),
    );
    const dangling = {
      slug: 'ok',
      title: 'T',
      stages: [
        { key: 's', title: 'S', days: [{ day_number: 1, title: 'x', lesson_sets: [{ lessons: ['nope'] }] }] },
      ],
    };
    const refs = await importCourse(t.db, projectId, dangling, store).catch((e) => e);
    expect(refs.problems).toEqual(['stages.0.days.0.lesson_sets.0.lessons.0: no lesson "nope" in "lessons"']);
    const missing = {
      ...dangling,
      videos: { v: { mp4: 'media/none.mp4', duration: 3 } },
      stages: [{ key: 's', title: 'S', days: [{ day_number: 1, title: 'x' }] }],
    };
    const media = await importCourse(t.db, projectId, missing, store).catch((e) => e);
    expect(media).toBeInstanceOf(MediaError);
    expect(media.message).toMatch(/^videos\.v\.mp4: file "media\/none\.mp4" not found/);
    expect(await counts()).toEqual(before);
  });

  it('an unknown host or an ambiguous school is refused', async () => {
    await expect(
      importCourseFolder(t.db, { folder: example, objects: t.app.objects, host: 'nowhere.test' }),
    ).rejects.toThrow(/no school/);
    await expect(importCourseFolder(t.db, { folder: example, objects: t.app.objects })).rejects.toThrow(
      /--host or --project/,
    );
  });
});
