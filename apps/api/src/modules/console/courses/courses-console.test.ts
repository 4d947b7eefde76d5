import { consoleCourseList, courseDraft, courseVideoList, FILE_TYPES } from '@cp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  courseDrafts,
  courses,
  courseVersions,
  files,
  mediaAssets,
} from '../../../db/schema/index.js';
import { softMorningCourse, tenDayCourse } from '../../../seed/demo-courses.js';
import { demoMediaStore } from '../../../seed/seed-learning.js';
import { addChatSchool, type ChatSchool } from '../../../test/chat-fixtures.js';
import { addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { exportCourse } from '../../courses/import/course-export.js';
import { importCourse } from '../../courses/import/course-import.service.js';
import { addStream } from '../../learning/learning-fixtures.js';

/** The console's courses (issue 13, decision 074): drafts, saving, publishing, who may. */
let t: TestApp;
let a: School;
let b: School;

type School = ChatSchool & { admin: string; tenDay: number; videoFile: number };

/** A chat school (learner anna, expert eva) with an administrator and a ten-day course anna learns. */
async function addSchool(host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  const admin = await signIn(t.call, host, `ada@${host}`, 'secret-pass', 'mobile');
  const m = tenDayCourse(`ten-${host.split('.')[0]}`, 'Десять дней', 'Десять', 1, { lessonSeconds: 8 });
  const { courseId } = await importCourse(t.db, s.projectId, m, demoMediaStore());
  await addStream(t.db, { projectId: s.projectId, userId: s.users.anna.id, courseId });
  const [video] = await t.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.projectId, s.projectId), eq(files.type, FILE_TYPES.video)))
    .limit(1);
  return { ...s, admin, tenDay: courseId, videoFile: video!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await addSchool('courses-a.test');
  b = await addSchool('courses-b.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const staff = (method: Method, url: string, token?: string, payload?: object, host = a.host) =>
  t.call({
    method,
    url: `/spa/api/v1/staff${url}${url.includes('?') ? '&' : '?'}lang=en`,
    token,
    host,
    ...(payload ? { payload } : {}),
  });
const learner = (url: string, s = a) =>
  t.call({ method: 'GET', url: `/spa/api/v1${url}`, token: s.tokens.anna, host: s.host });

const draftRow = async (id: number) =>
  (await t.db.select().from(courseDrafts).where(eq(courseDrafts.id, id)))[0];
const versionOf = async (courseId: number) =>
  (await t.db.select({ v: courses.version }).from(courses).where(eq(courses.id, courseId)))[0]!.v;
const auditCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
/** The day titles a learner of the ten-day course sees in its first stage's day view. */
const learnerDayTitles = async (s = a) => {
  const course = (await learner(`/courses/${s.tenDay}?expand=stages`, s)).json();
  const stageId = course.stages[0].id;
  const days = (await learner(`/courses/${s.tenDay}/stages/${stageId}/days`, s)).json();
  return days.map((d: { title: string }) => d.title);
};

/** Saves a manifest that must be accepted. */
const save = async (id: number, revision: number, manifest: object) => {
  const res = await staff('PUT', `/course-drafts/${id}`, a.admin, { revision, manifest });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return courseDraft.parse(res.json());
};

/** Opens (or reopens) the school's ten-day course as a draft. */
const openDraft = async (s = a) => {
  const res = await staff('POST', '/course-drafts', s.admin, { course_id: s.tenDay }, s.host);
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return courseDraft.parse(res.json());
};

describe('who may call the console course routes', () => {
  let draftId: number;
  const routes = (id: number, courseId: number) =>
    [
      ['GET', '/console/courses', undefined],
      ['POST', '/course-drafts', { course_id: courseId }],
      ['GET', `/course-drafts/${id}`, undefined],
      ['PUT', `/course-drafts/${id}`, { revision: 1, manifest: { slug: 'x' } }],
      ['POST', `/course-drafts/${id}/publish`, { revision: 1 }],
      ['DELETE', `/course-drafts/${id}`, undefined],
      ['GET', '/course-videos', undefined],
    ] as const;

  beforeAll(async () => {
    draftId = (await openDraft()).id;
  });

  it('without a token 401, a learner and an expert 403, and nothing changes', async () => {
    const before = await draftRow(draftId);
    const lines = await auditCount();
    for (const [method, url, payload] of routes(draftId, a.tenDay)) {
      expect((await staff(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [a.tokens.anna, a.tokens.eva]) {
        const res = await staff(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await draftRow(draftId)).toEqual(before);
    expect(await auditCount()).toBe(lines);
    expect(await versionOf(a.tenDay)).toBe(1);
  });

  it("an administrator of another school gets 404 for this school's drafts and courses", async () => {
    const before = await draftRow(draftId);
    for (const [method, url, payload] of routes(draftId, a.tenDay).slice(1, 6)) {
      const res = await staff(method, url, b.admin, payload, b.host);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Page not found.');
    }
    expect(await draftRow(draftId)).toEqual(before);
    // Their lists show only their own school.
    const list = consoleCourseList.parse(
      (await staff('GET', '/console/courses', b.admin, undefined, b.host)).json(),
    );
    expect(list.map((c) => c.course_id)).not.toContain(a.tenDay);
    const videos = courseVideoList.parse(
      (await staff('GET', '/course-videos', b.admin, undefined, b.host)).json(),
    );
    expect(videos.map((v) => v.id)).not.toContain(a.videoFile);
  });

  it('bad input is 422 and changes nothing', async () => {
    const before = await draftRow(draftId);
    const bad = [
      ['POST', '/course-drafts', {}],
      ['POST', '/course-drafts', { slug: 'Not A Slug', title: 'x' }],
      ['GET', '/course-drafts/abc', undefined],
      ['PUT', `/course-drafts/${draftId}`, { revision: 'one', manifest: {} }],
      ['PUT', `/course-drafts/${draftId}`, { revision: before!.revision, manifest: { slug: before!.slug } }],
      ['POST', `/course-drafts/${draftId}/publish`, { revision: 0 }],
      ['DELETE', '/course-drafts/0', undefined],
      ['GET', '/course-videos?per-page=0', undefined],
    ] as const;
    for (const [method, url, payload] of bad) {
      const res = await t.call({
        method,
        url: `/spa/api/v1/staff${url}`,
        token: a.admin,
        host: a.host,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(res.json()[0]).toHaveProperty('field');
    }
    expect(await draftRow(draftId)).toEqual(before);
  });
});

describe('a draft of a published course', () => {
  let draft: ReturnType<typeof courseDraft.parse>;

  it('opens the course as its manifest; opening it again answers the same draft', async () => {
    draft = await openDraft();
    expect(draft).toMatchObject({
      course_id: a.tenDay,
      slug: 'ten-courses-a',
      base_version: 1,
      problems: [],
    });
    const again = await staff('POST', '/course-drafts', a.admin, { course_id: a.tenDay });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(draft.id);
    const m = draft.manifest as { videos: Record<string, unknown>; stages: { days: unknown[] }[] };
    expect(Object.values(m.videos)).toContainEqual({ file_id: a.videoFile, subtitles: [] });
    const list = consoleCourseList.parse((await staff('GET', '/console/courses', a.admin)).json());
    expect(list.find((c) => c.course_id === a.tenDay)).toMatchObject({
      version: 1,
      draft: { id: draft.id, updated_by: { name: 'Ada' }, published_at: null, unpublished_changes: true },
    });
  });

  it('saves at its revision; a stale revision is 409 and saves nothing; a bad shape is 422 with its path', async () => {
    const m = structuredClone(draft.manifest) as { stages: { days: { title: string }[] }[] };
    m.stages[0]!.days[2]!.title = 'Новое название третьего дня';
    const saved = await staff('PUT', `/course-drafts/${draft.id}`, a.admin, {
      revision: draft.revision,
      manifest: m,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ revision: draft.revision + 1, problems: [] });
    const staleOne = structuredClone(m);
    staleOne.stages[0]!.days[2]!.title = 'Чужая правка';
    const stale = await staff('PUT', `/course-drafts/${draft.id}`, a.admin, {
      revision: draft.revision,
      manifest: staleOne,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else saved/);
    const empty = structuredClone(m);
    empty.stages[0]!.days[2]!.title = '';
    const bad = await staff('PUT', `/course-drafts/${draft.id}`, a.admin, {
      revision: draft.revision + 1,
      manifest: empty,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toContainEqual(expect.objectContaining({ field: 'stages.0.days.2.title' }));
    const row = await draftRow(draft.id);
    expect(row!.revision).toBe(draft.revision + 1);
    expect((row!.manifest as typeof m).stages[0]!.days[2]!.title).toBe('Новое название третьего дня');
    draft = courseDraft.parse(saved.json());
  });

  it('the learner sees nothing of the draft until it is published', async () => {
    expect((await learnerDayTitles())[2]).not.toBe('Новое название третьего дня');
    const versions = (await learner('/courses/versions')).json();
    expect(versions.find((v: { id: number }) => v.id === a.tenDay).version).toBe(1);
  });

  it('warns of a dangling reference on save and refuses to publish it, changing nothing', async () => {
    const m = structuredClone(draft.manifest) as {
      stages: { days: { lesson_sets: { lessons: string[] }[] }[] }[];
    };
    const set = m.stages[0]!.days[0]!.lesson_sets[0]!;
    set.lessons.push('no-such-lesson');
    const saved = await save(draft.id, draft.revision, m);
    expect(saved.problems).toEqual([
      {
        field: `stages.0.days.0.lesson_sets.0.lessons.${set.lessons.length - 1}`,
        message: 'no lesson "no-such-lesson" in "lessons"',
      },
    ]);
    const res = await staff('POST', `/course-drafts/${draft.id}/publish`, a.admin, {
      revision: saved.revision,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(saved.problems);
    expect(await versionOf(a.tenDay)).toBe(1);
    // Back to the good manifest for the next test.
    draft = await save(draft.id, saved.revision, draft.manifest);
  });

  it('a video file of another school, or a missing one, is a problem on its field: publish refuses, nothing written', async () => {
    for (const fileId of [b.videoFile, 2_000_000]) {
      const m = structuredClone(draft.manifest) as { videos: Record<string, { file_id: number }> };
      const key = Object.keys(m.videos)[0]!;
      m.videos[key] = { file_id: fileId };
      const saved = await save(draft.id, draft.revision, m);
      const problem = { field: `videos.${key}.file_id`, message: `no video file ${fileId} in this school` };
      expect(saved.problems).toEqual([problem]);
      const lines = await auditCount();
      const res = await staff('POST', `/course-drafts/${draft.id}/publish`, a.admin, {
        revision: saved.revision,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual([problem]);
      expect(await versionOf(a.tenDay)).toBe(1);
      expect(await auditCount()).toBe(lines);
      draft = await save(draft.id, saved.revision, draft.manifest);
    }
  });

  it('a lesson survey that is not an http(s) address is refused on its field (422)', async () => {
    const m = structuredClone(draft.manifest) as { lessons: { survey_form_url?: string }[] };
    m.lessons[0]!.survey_form_url = 'javascript:alert(1)';
    const res = await staff('PUT', `/course-drafts/${draft.id}`, a.admin, {
      revision: draft.revision,
      manifest: m,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'lessons.0.survey_form_url', message: 'Must be a link (URL).' }]);
  });

  it('a video the media library could not convert is a problem on its field, and the lesson picker leaves it out', async () => {
    const [file] = await t.db
      .insert(files)
      .values({
        projectId: a.projectId,
        type: FILE_TYPES.video,
        name: 'notvideo.txt',
        url: '/v/x/notvideo.txt',
      })
      .returning();
    await t.db.insert(mediaAssets).values({
      projectId: a.projectId,
      fileId: file!.id,
      title: 'notvideo.txt',
      originalName: 'notvideo.txt',
      originalSize: 12,
      originalPath: 'media/notvideo.txt',
      status: 'failed',
    });
    const picker = courseVideoList.parse((await staff('GET', '/course-videos?per-page=100', a.admin)).json());
    expect(picker.map((v) => v.id)).not.toContain(file!.id);
    const m = structuredClone(draft.manifest) as { videos: Record<string, { file_id: number }> };
    const key = Object.keys(m.videos)[0]!;
    m.videos[key] = { file_id: file!.id };
    const saved = await save(draft.id, draft.revision, m);
    const problem = {
      field: `videos.${key}.file_id`,
      message: `video file ${file!.id} could not be converted; choose another`,
    };
    expect(saved.problems).toEqual([problem]);
    const res = await staff('POST', `/course-drafts/${draft.id}/publish`, a.admin, {
      revision: saved.revision,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([problem]);
    expect(await versionOf(a.tenDay)).toBe(1);
    draft = await save(draft.id, saved.revision, draft.manifest);
  });

  it('publishing raises the version, keeps the note, and the learner then sees the edit', async () => {
    const stale = await staff('POST', `/course-drafts/${draft.id}/publish`, a.admin, {
      revision: draft.revision - 1,
    });
    expect(stale.statusCode).toBe(409);
    const res = await staff('POST', `/course-drafts/${draft.id}/publish`, a.admin, {
      revision: draft.revision,
      note: 'Третий день переименован',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      course_id: a.tenDay,
      version: 2,
      draft: { base_version: 2, published_version: 2, published_at: expect.any(Number), problems: [] },
    });
    expect((await learnerDayTitles())[2]).toBe('Новое название третьего дня');
    const versions = (await learner('/courses/versions')).json();
    expect(versions.find((v: { id: number }) => v.id === a.tenDay).version).toBe(2);
    const [row] = await t.db
      .select()
      .from(courseVersions)
      .where(and(eq(courseVersions.courseId, a.tenDay), eq(courseVersions.version, 2)));
    expect(row!.note).toBe('Третий день переименован');
    const actions = (
      await t.db
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.projectId, a.projectId))
    ).map((l) => l.action);
    expect(actions).toContain('course.draft_create');
    expect(actions).toContain('course.draft_update');
    expect(actions.filter((x) => x === 'course.publish')).toHaveLength(1);
    const list = consoleCourseList.parse((await staff('GET', '/console/courses', a.admin)).json());
    expect(list.find((c) => c.course_id === a.tenDay)).toMatchObject({
      version: 2,
      draft: { unpublished_changes: false },
    });
  });

  it('discarding the draft keeps the published course', async () => {
    expect((await staff('DELETE', `/course-drafts/${draft.id}`, a.admin)).statusCode).toBe(204);
    expect((await staff('GET', `/course-drafts/${draft.id}`, a.admin)).statusCode).toBe(404);
    expect(await versionOf(a.tenDay)).toBe(2);
    expect((await learnerDayTitles())[2]).toBe('Новое название третьего дня');
  });
});

describe('a new course', () => {
  it('starts as a publishable draft, refuses a taken slug, and becomes a course when published', async () => {
    const taken = await staff('POST', '/course-drafts', a.admin, { slug: 'ten-courses-a', title: 'Copy' });
    expect(taken.statusCode).toBe(409);
    const res = await staff('POST', '/course-drafts', a.admin, { slug: 'fresh', title: 'Свежий курс' });
    expect(res.statusCode).toBe(201);
    const draft = courseDraft.parse(res.json());
    expect(draft).toMatchObject({ course_id: null, slug: 'fresh', problems: [] });
    expect(
      (await staff('POST', '/course-drafts', a.admin, { slug: 'fresh', title: 'Again' })).statusCode,
    ).toBe(409);
    const renamed = { ...draft.manifest, slug: 'other' };
    const slugChange = await staff('PUT', `/course-drafts/${draft.id}`, a.admin, {
      revision: 1,
      manifest: renamed,
    });
    expect(slugChange.statusCode).toBe(422);
    expect(slugChange.json()).toEqual([{ field: 'slug', message: "A draft's course slug cannot change." }]);
    const published = await staff('POST', `/course-drafts/${draft.id}/publish`, a.admin, { revision: 1 });
    expect(published.statusCode).toBe(200);
    const courseId = published.json().course_id;
    expect(published.json()).toMatchObject({ version: 1, draft: { course_id: courseId } });
    const list = consoleCourseList.parse((await staff('GET', '/console/courses', a.admin)).json());
    expect(list.find((c) => c.course_id === courseId)).toMatchObject({ title: 'Свежий курс', version: 1 });
    // The log names the course by its title, as the console does, not by its slug (decision 119;
    // issue 28's journey read "published a course “breathing-for-beginners”").
    const lines = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.targetId, String(draft.id))));
    expect(lines.find((l) => l.action === 'course.draft_create')?.details).toMatchObject({
      subject: 'Свежий курс',
      slug: 'fresh',
    });
    const [publishLine] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.projectId, a.projectId),
          eq(auditLog.action, 'course.publish'),
          eq(auditLog.targetId, String(courseId)),
        ),
      );
    expect(publishLine?.details).toMatchObject({ subject: 'Свежий курс', slug: 'fresh', version: 1 });
  });
});

describe('GET /staff/course-videos', () => {
  it("lists the school's video files newest first, searchable, with whether they are converted", async () => {
    const [bare] = await t.db
      .insert(files)
      .values({
        projectId: a.projectId,
        type: FILE_TYPES.video,
        name: 'raw-upload.mp4',
        url: '/v/x/raw-upload.mp4',
      })
      .returning();
    const all = courseVideoList.parse((await staff('GET', '/course-videos', a.admin)).json());
    expect(all[0]).toMatchObject({ id: bare!.id, title: 'raw-upload.mp4', converted: false });
    expect(all.find((v) => v.id === a.videoFile)).toMatchObject({ converted: true, duration: 8 });
    const found = courseVideoList.parse((await staff('GET', '/course-videos?search=raw-up', a.admin)).json());
    expect(found.map((v) => v.id)).toEqual([bare!.id]);
  });
});

describe('export and import', () => {
  it('the export of a course imported again changes nothing a learner sees but the version', async () => {
    const { courseId } = await importCourse(t.db, a.projectId, softMorningCourse(), demoMediaStore());
    await addStream(t.db, { projectId: a.projectId, userId: a.users.bob.id, courseId });
    const view = async () => {
      const res = await t.call({
        method: 'GET',
        url: `/spa/api/v1/courses/${courseId}?expand=trainingOptions,stages.course_stage_homeworks,stages.days.lesson_sets,lessons,documents`,
        token: a.tokens.bob,
        host: a.host,
      });
      expect(res.statusCode).toBe(200);
      // Signed links carry their expiry; versions and times are what publishing changes.
      return JSON.parse(res.body.replace(/\/v\/s\/[^/]+\//g, '/v/s/…/'), (key, value) =>
        ['version', 'updated_at'].includes(key) ? undefined : value,
      );
    };
    const before = await view();
    const exported = (await exportCourse(t.db, a.projectId, courseId))!;
    const result = await importCourse(t.db, a.projectId, exported, demoMediaStore());
    expect(result).toMatchObject({ courseId, version: 2, created: false });
    expect(await view()).toEqual(before);
    expect(await exportCourse(t.db, a.projectId, courseId)).toEqual(exported);
    expect(await exportCourse(t.db, b.projectId, courseId)).toBeNull();
  });
});
