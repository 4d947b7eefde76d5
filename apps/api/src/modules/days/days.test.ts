import { saveLessonStatAnswer, userDayStatus } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCourseStreams, userDayStatuses, userLessonStatuses, userScores } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';

let t: TestApp;
let token: string;
let borisToken: string;
let course: CourseContent;
let otherCourse: CourseContent;
let streamId: number;
let borisStreamId: number;
let annaId: number;
const base = '/spa/api/v1';
const day = (n: number) => course.days.find((d) => d.dayNumber === n)!;
const firstLesson = (n: number) => course.lessonsBySet.get(course.setsByDay.get(day(n).id)![0]!.id)![0]!;

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'school-a.test');
  const anna = await addUser(t.db, project.id, 'anna@example.com');
  const boris = await addUser(t.db, project.id, 'boris@example.com');
  annaId = anna.id;
  course = await addCourse(t.db, project.id);
  otherCourse = await addCourse(t.db, project.id);
  // Day 3 of the calendar today: days 1-3 are open, day 4 opens tomorrow.
  const start = new Date(Date.now() - 2 * DAY_MS - 60_000);
  streamId = (
    await addStream(t.db, {
      projectId: project.id,
      userId: anna.id,
      courseId: course.course.id,
      startDate: start,
    })
  ).id;
  borisStreamId = (
    await addStream(t.db, {
      projectId: project.id,
      userId: boris.id,
      courseId: course.course.id,
      startDate: start,
    })
  ).id;
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
  borisToken = await signIn(t.call, 'school-a.test', 'boris@example.com');
});
afterAll(() => t.close());

const start = (n: number, tk = token, sid = streamId, dayId = day(n).id) =>
  t.call({
    method: 'POST',
    url: `${base}/user-course-streams/${sid}/user-day-status/${dayId}/start?expand=day.scores`,
    token: tk,
  });
const finish = (n: number, tk = token, sid = streamId) =>
  t.call({
    method: 'POST',
    url: `${base}/user-course-streams/${sid}/user-day-status/${day(n).id}/finish`,
    token: tk,
  });
const stat = (payload: Record<string, unknown>, tk = token) =>
  t.call({ method: 'POST', url: `${base}/save-lesson-stat?lang=en`, token: tk, payload });
const statOf = (n: number, viewed: number) => ({
  stage_day_id: day(n).id,
  user_course_stream_id: streamId,
  stage_day_lesson_set_lesson_id: firstLesson(n).id,
  viewed_seconds: viewed,
  play_count: 1,
});
const scores = async () =>
  (await t.db.select().from(userScores).where(eq(userScores.userId, annaId))).reduce(
    (s, r) => s + r.amount,
    0,
  );

describe('start and finish a day', () => {
  it('starts an open day and answers the day status with the day and its scores', async () => {
    const res = await start(1);
    expect(res.statusCode).toBe(200);
    const body = userDayStatus.parse(res.json());
    expect(body).toMatchObject({
      stage_day_id: day(1).id,
      status: 'started',
      finished_at: null,
      is_open_by_time_delay: true,
    });
    expect(body.day).toMatchObject({ id: day(1).id, day_number: 1, scores: 10 });
    // Starting again is the same status.
    expect((await start(1)).json().id).toBe(body.id);
  });

  it('refuses to finish before the day’s viewing time, and changes nothing', async () => {
    const res = await finish(1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/мин/);
    const [row] = await t.db
      .select()
      .from(userDayStatuses)
      .where(eq(userDayStatuses.dayId, day(1).id));
    expect(row!.finishedAt).toBeNull();
  });

  it('records a lesson statistic, answering the day status with dayStatusId', async () => {
    const before = await scores();
    const lesson = course.lessonById.get(firstLesson(1).lessonId)!;
    const res = await stat(statOf(1, 8.4));
    expect(res.statusCode).toBe(200);
    const body = saveLessonStatAnswer.parse(res.json());
    expect(body.dayStatusId).toBe(body.id);
    expect(body.lesson).toEqual({
      stage_day_lesson_set_lesson_id: firstLesson(1).id,
      viewed_seconds: 8,
      play_count: 1,
    });
    // The 8 s clip is watched through: the lesson's points land in the balance.
    expect(lesson.scores).toBeGreaterThan(0);
    expect(await scores()).toBe(before + lesson.scores);
    // Records add up: each holds what was watched since the previous send.
    const again = saveLessonStatAnswer.parse((await stat(statOf(1, 4))).json());
    expect(again.lesson).toMatchObject({ viewed_seconds: 12, play_count: 2 });
  });

  it('gives a lesson’s points only once, however much more is watched', async () => {
    const before = await scores();
    // A minute later: a record claims no more than the time since the previous one (issue 8).
    await t.db
      .update(userLessonStatuses)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(userLessonStatuses.userCourseStreamId, streamId));
    expect((await stat(statOf(1, 30))).statusCode).toBe(200);
    expect(await scores()).toBe(before);
  });

  it('shows viewing progress of the day status', async () => {
    const status = (await start(1)).json();
    const res = await t.call({
      method: 'GET',
      url: `${base}/user-course-streams/${streamId}/user-day-status/${status.id}/progress`,
      token,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: status.id,
      viewed_seconds: 16,
      total_seconds: course.videoSecondsByDay.get(day(1).id),
      can_finish: true,
    });
    expect(body.progress).toBeGreaterThan(0);
    expect(body.progress).toBeLessThanOrEqual(100);
  });

  it('finishes the day once: progress counts it, points land in the balance, a second finish adds nothing', async () => {
    const before = await scores();
    const res = await finish(1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'finished', scores_earned: 10 });
    expect(await scores()).toBe(before + 10);
    expect((await finish(1)).statusCode).toBe(200);
    expect(await scores()).toBe(before + 10);
    const [stream] = await t.db.select().from(userCourseStreams).where(eq(userCourseStreams.id, streamId));
    expect(stream!.completeDaysCount).toBe(1);
    // The status call right after shows it (this process evicts its cache on write).
    const status = await t.call({
      method: 'GET',
      url: `${base}/user-course-streams/${streamId}/status?expand=days`,
      token,
    });
    expect(status.json().days[0]).toMatchObject({ stage_day_id: day(1).id, status: 'finished' });
  });
});

describe('closed days', () => {
  it('a day whose date has not come is 403 with the date, and nothing is written', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${base}/user-course-streams/${streamId}/user-day-status/${day(4).id}/start?lang=en`,
      token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/opens on \d\d\.\d\d\.\d{4}/);
    const rows = await t.db
      .select()
      .from(userDayStatuses)
      .where(eq(userDayStatuses.dayId, day(4).id));
    expect(rows).toHaveLength(0);
  });
});

describe('bad input changes nothing', () => {
  const lessonRows = async () => (await t.db.select().from(userLessonStatuses)).length;

  it('a day of another course: start 404, statistics 422 naming stage_day_id', async () => {
    const foreignDay = otherCourse.days[0]!.id;
    expect((await start(1, token, streamId, foreignDay)).statusCode).toBe(404);
    const before = await lessonRows();
    const res = await stat({ ...statOf(1, 5), stage_day_id: foreignDay });
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe('stage_day_id');
    expect(await lessonRows()).toBe(before);
  });

  it('a lesson of another day -> 422 naming the lesson', async () => {
    const res = await stat({ ...statOf(1, 5), stage_day_lesson_set_lesson_id: firstLesson(2).id });
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe('stage_day_lesson_set_lesson_id');
  });

  it.each([
    ['negative', -1],
    ['huge', 10_000_000],
    ['not a number', 'ten'],
  ])('%s viewed time -> 422 naming viewed_seconds', async (_name, viewed) => {
    const before = await lessonRows();
    const res = await stat({ ...statOf(1, 5), viewed_seconds: viewed });
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe('viewed_seconds');
    expect(await lessonRows()).toBe(before);
  });

  it('a day status id that is not this day’s -> 422 naming day_status', async () => {
    const res = await stat({ ...statOf(2, 5), day_status: 999_999 });
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe('day_status');
  });
});

describe('another learner’s ids reveal nothing', () => {
  it('their stream: start, finish, statistics and progress are 404', async () => {
    expect((await start(1, token, borisStreamId)).statusCode).toBe(404);
    expect((await finish(1, token, borisStreamId)).statusCode).toBe(404);
    const res = await stat({ ...statOf(1, 5), user_course_stream_id: borisStreamId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ name: 'Not Found', status: 404 });
  });

  it('their day status through my stream is 404', async () => {
    const theirs = (await start(1, borisToken, borisStreamId)).json();
    const res = await t.call({
      method: 'GET',
      url: `${base}/user-course-streams/${streamId}/user-day-status/${theirs.id}/progress`,
      token,
    });
    expect(res.statusCode).toBe(404);
    const direct = await t.call({
      method: 'GET',
      url: `${base}/user-course-streams/${borisStreamId}/user-day-status/${theirs.id}/progress`,
      token,
    });
    expect(direct.statusCode).toBe(404);
  });
});
