import { dayStatusProgress, streamStatus, userCourseStream } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOptions } from '../../db/schema/index.js';
import { homeStrengthCourse } from '../../seed/seed-training-options.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';

// Training options (decision 093): `POST .../filters` refuses what is not the learner's own or
// not the course's, and the day's finish rule counts only the lessons the choice shows.

let t: TestApp;
let anna: string;
let otherSchool: string;
let course: CourseContent;
let other: CourseContent;
const ids: Record<string, number> = {};
const base = '/spa/api/v1';

const value = (c: CourseContent, key: string) => c.values.find((v) => v.key === key)!;
const choose = (filters: unknown, opts: { streamId?: number; token?: string; host?: string } = {}) =>
  t.call({
    method: 'POST',
    url: `${base}/user-course-streams/${opts.streamId ?? ids.anna}/filters?lang=en`,
    token: opts.token ?? anna,
    host: opts.host,
    payload: filters === undefined ? {} : { filters },
  });
const saved = async (streamId = ids.anna!) =>
  (await t.db.select().from(userOptions).where(eq(userOptions.userCourseStreamId, streamId)))
    .map((o) => `${o.trainingOptionId}:${o.trainingOptionValueId}`)
    .sort();

/** The day's lesson set entries by lesson key. */
const entry = (n: number, key: string) => {
  const day = course.days.find((d) => d.dayNumber === n)!;
  for (const set of course.setsByDay.get(day.id) ?? []) {
    for (const e of course.lessonsBySet.get(set.id) ?? []) {
      if (course.lessonById.get(e.lessonId)!.key === key) return { day, entry: e };
    }
  }
  throw new Error(`no ${key} on day ${n}`);
};
const watch = (n: number, key: string, seconds = 8) => {
  const { day, entry: e } = entry(n, key);
  return t.call({
    method: 'POST',
    url: `${base}/save-lesson-stat?lang=en`,
    token: anna,
    payload: {
      stage_day_id: day.id,
      user_course_stream_id: ids.anna,
      stage_day_lesson_set_lesson_id: e.id,
      viewed_seconds: seconds,
      play_count: 1,
    },
  });
};
const dayId = (n: number) => course.days.find((d) => d.dayNumber === n)!.id;
const finish = (n: number) =>
  t.call({
    method: 'POST',
    url: `${base}/user-course-streams/${ids.anna}/user-day-status/${dayId(n)}/finish?lang=en`,
    token: anna,
  });
const start = async (n: number) =>
  (
    await t.call({
      method: 'POST',
      url: `${base}/user-course-streams/${ids.anna}/user-day-status/${dayId(n)}/start`,
      token: anna,
    })
  ).json().id as number;
const progress = async (dayStatusId: number) =>
  dayStatusProgress.parse(
    (
      await t.call({
        method: 'GET',
        url: `${base}/user-course-streams/${ids.anna}/user-day-status/${dayStatusId}/progress`,
        token: anna,
      })
    ).json(),
  );

beforeAll(async () => {
  t = await createTestApp();
  const a = await addSchool(t.db, 'school-a.test');
  const b = await addSchool(t.db, 'school-b.test');
  const annaRow = await addUser(t.db, a.project.id, 'anna@example.com');
  const borisRow = await addUser(t.db, a.project.id, 'boris@example.com');
  const carlaRow = await addUser(t.db, b.project.id, 'carla@example.com');
  // 8 s clips: a day of warm-up, a lesson per level and one per equipment is finished by 24 s.
  course = await addCourse(t.db, a.project.id, homeStrengthCourse({ slug: 'strength-a', lessonSeconds: 8 }));
  other = await addCourse(t.db, a.project.id, homeStrengthCourse({ slug: 'strength-b', lessonSeconds: 8 }));
  const otherSchoolCourse = await addCourse(
    t.db,
    b.project.id,
    homeStrengthCourse({ slug: 'strength-c', lessonSeconds: 8 }),
  );
  // Days 1-3 are open.
  const startDate = new Date(Date.now() - 2 * DAY_MS - 60_000);
  const stream = (userId: number, projectId: number, courseId: number) =>
    addStream(t.db, { projectId, userId, courseId, startDate }).then((s) => s.id);
  ids.anna = await stream(annaRow.id, a.project.id, course.course.id);
  ids.boris = await stream(borisRow.id, a.project.id, course.course.id);
  ids.carla = await stream(carlaRow.id, b.project.id, otherSchoolCourse.course.id);
  anna = await signIn(t.call, 'school-a.test', 'anna@example.com');
  otherSchool = await signIn(t.call, 'school-b.test', 'carla@example.com');
});
afterAll(() => t.close());

describe('POST .../filters: bad input and other people’s streams change nothing', () => {
  it('saves a choice of every option and answers the stream with its filters', async () => {
    const level = value(course, 'beginner');
    const kit = value(course, 'none');
    const res = await choose({ [level.trainingOptionId]: level.id, [kit.trainingOptionId]: kit.id });
    expect(res.statusCode).toBe(200);
    expect(userCourseStream.partial().parse(res.json()).filters).toEqual({
      [level.trainingOptionId]: level.id,
      [kit.trainingOptionId]: kit.id,
    });
    expect(await saved()).toHaveLength(2);
  });

  it('refuses a value of another option of the course: 422 under filters.<id>', async () => {
    const before = await saved();
    const level = value(course, 'advanced');
    const kit = value(course, 'dumbbells');
    const res = await choose({ [level.trainingOptionId]: kit.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: `filters.${level.trainingOptionId}`, message: expect.stringMatching(/option/i) },
    ]);
    expect(await saved()).toEqual(before);
  });

  it('refuses a value of another course of the school, even with a good one beside it', async () => {
    const before = await saved();
    const good = value(course, 'advanced');
    const foreign = value(other, 'advanced');
    const res = await choose({ [good.trainingOptionId]: good.id, [foreign.trainingOptionId]: foreign.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe(`filters.${foreign.trainingOptionId}`);
    expect(await saved()).toEqual(before);
  });

  it('refuses garbage with 422 and keeps the choice', async () => {
    const before = await saved();
    const level = value(course, 'advanced');
    for (const filters of [
      undefined,
      'beginner',
      [level.id],
      { level: level.id },
      { [level.trainingOptionId]: 'advanced' },
      { [level.trainingOptionId]: -1 },
      { [level.trainingOptionId]: 1.5 },
      { [level.trainingOptionId]: null },
      { '1e3': level.id },
      { [level.trainingOptionId]: 99_999_999 },
    ]) {
      const res = await choose(filters);
      expect(res.statusCode, JSON.stringify(filters)).toBe(422);
      expect(Array.isArray(res.json())).toBe(true);
    }
    const raw = await t.call({
      method: 'POST',
      url: `${base}/user-course-streams/${ids.anna}/filters`,
      token: anna,
      headers: { 'content-type': 'application/json' },
      payload: '{"filters": {',
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
    expect(await saved()).toEqual(before);
  });

  it('another learner’s stream is 404 and theirs stays as it was', async () => {
    const level = value(course, 'advanced');
    const res = await choose({ [level.trainingOptionId]: level.id }, { streamId: ids.boris });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
    expect(await saved(ids.boris)).toEqual([]);
  });

  it('another school’s stream is 404 from this school and with this school’s token', async () => {
    const level = value(course, 'advanced');
    const fromHere = await choose({ [level.trainingOptionId]: level.id }, { streamId: ids.carla });
    expect(fromHere.statusCode).toBe(404);
    // The other school's learner on the other school's host, naming this school's stream.
    const fromThere = await choose(
      { [level.trainingOptionId]: level.id },
      { streamId: ids.anna, token: otherSchool, host: 'school-b.test' },
    );
    expect(fromThere.statusCode).toBe(404);
    // This school's token on the other school's host is no session there.
    const crossed = await choose({}, { streamId: ids.carla, host: 'school-b.test' });
    expect(crossed.statusCode).toBe(401);
    expect(await saved(ids.carla)).toEqual([]);
  });

  it('without a token is 401 and changes nothing', async () => {
    const before = await saved();
    const res = await t.call({
      method: 'POST',
      url: `${base}/user-course-streams/${ids.anna}/filters`,
      payload: { filters: {} },
    });
    expect(res.statusCode).toBe(401);
    expect(await saved()).toEqual(before);
  });

  it('an empty choice clears it', async () => {
    expect((await choose({})).json().filters).toEqual({});
    expect(await saved()).toEqual([]);
  });
});

describe('the day’s finish rule follows the choice', () => {
  it('without a choice every lesson counts: the day’s own finish time', async () => {
    const id = await start(1);
    expect(await progress(id)).toMatchObject({ lessons_count: 5, total_seconds: 40, finish_total_time: 24 });
  });

  it('counts only the lessons the choice shows', async () => {
    const level = value(course, 'beginner');
    expect((await choose({ [level.trainingOptionId]: level.id })).statusCode).toBe(200);
    const id = await start(1);
    // Level chosen, equipment not: warm-up, the beginner lesson and both equipment lessons.
    expect(await progress(id)).toMatchObject({ lessons_count: 4, total_seconds: 32, finish_total_time: 24 });
    // What is watched of the advanced lesson is kept but does not count.
    expect((await watch(1, 'jump-lunges')).statusCode).toBe(200);
    expect((await watch(1, 'warm-up')).statusCode).toBe(200);
    expect((await progress(id)).viewed_seconds).toBe(8);
    const early = await finish(1);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/finish the day/);
  });

  it('asks no more than what the choice shows, and finishes', async () => {
    const level = value(course, 'beginner');
    const kit = value(course, 'dumbbells');
    await choose({ [level.trainingOptionId]: level.id, [kit.trainingOptionId]: kit.id });
    const id = await start(1);
    expect(await progress(id)).toMatchObject({ lessons_count: 3, total_seconds: 24, finish_total_time: 24 });
    expect((await watch(1, 'wall-push-ups')).statusCode).toBe(200);
    expect((await finish(1)).statusCode).toBe(409);
    expect((await watch(1, 'dumbbell-rows')).statusCode).toBe(200);
    const done = await finish(1);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('finished');
  });

  it('a changed choice leaves finished days finished; the next day follows the new one', async () => {
    const level = value(course, 'advanced');
    const kit = value(course, 'none');
    await choose({ [level.trainingOptionId]: level.id, [kit.trainingOptionId]: kit.id });
    const statuses = streamStatus.parse(
      (
        await t.call({
          method: 'GET',
          url: `${base}/user-course-streams/${ids.anna}/status?expand=days`,
          token: anna,
        })
      ).json(),
    );
    expect(statuses.days!.find((d) => d.stage_day_id === dayId(1))!.status).toBe('finished');
    expect((await finish(1)).statusCode).toBe(200);
    // Day 2: warm-up, burpees (advanced) and the plank (no equipment) are the day.
    const id = await start(2);
    expect(await progress(id)).toMatchObject({ lessons_count: 3, total_seconds: 24 });
    await watch(2, 'chair-squats');
    await watch(2, 'dumbbell-rows');
    await watch(2, 'warm-up');
    await watch(2, 'burpees');
    expect((await finish(2)).statusCode).toBe(409);
    await watch(2, 'plank');
    expect((await finish(2)).statusCode).toBe(200);
  });
});
