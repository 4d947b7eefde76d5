import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamFreezes, userCourseStreams, userDayStatuses } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';

/**
 * Issue 8 "Freeze lifted early corrupts the stream": a freeze never takes back time
 * already lived, and lifting it gives back every whole day not frozen (decision 043).
 */

let t: TestApp;
let token: string;
let userId: number;
let projectId: number;
let course: CourseContent;
const base = '/spa/api/v1';
const sec = (ms: number) => Math.floor(ms / 1000);
const today = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'school-a.test');
  projectId = project.id;
  userId = (await addUser(t.db, project.id, 'anna@example.com')).id;
  course = await addCourse(t.db, project.id);
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
});
afterAll(() => t.close());

/** A stream on calendar day 3 with days 1-3 finished (day 3 opened a minute ago). */
async function runningStream() {
  const stream = await addStream(t.db, {
    projectId,
    userId,
    courseId: course.course.id,
    startDate: new Date(Date.now() - 2 * DAY_MS - 60_000),
  });
  const finishedAt = new Date(Date.now() - 30_000);
  await t.db.insert(userDayStatuses).values(
    [1, 2, 3].map((n) => ({
      projectId,
      userCourseStreamId: stream.id,
      dayId: course.days[n - 1]!.id,
      finishedAt,
    })),
  );
  return stream.id;
}

const create = (streamId: number, startMs: number, endMs: number) =>
  t.call({
    method: 'POST',
    url: `${base}/user-course-streams/${streamId}/freeze/create?lang=en`,
    token,
    payload: { start_date: sec(startMs), end_date: sec(endMs) },
  });
const cancel = (streamId: number) =>
  t.call({ method: 'GET', url: `${base}/user-course-streams/${streamId}/freeze/cancel?lang=en`, token });
const endDate = async (streamId: number) =>
  (
    await t.db.select().from(userCourseStreams).where(eq(userCourseStreams.id, streamId))
  )[0]!.endDate!.getTime();
const status = async (streamId: number) =>
  (
    await t.call({ method: 'GET', url: `${base}/user-course-streams/${streamId}/status?expand=days`, token })
  ).json() as {
    status: string;
    currentDay: number;
    days: { stage_day_id: number; status: string; is_open: boolean }[];
  };

/** Lets `ms` of time pass for one stream: every stored moment of it moves back by `ms`. */
async function passTime(streamId: number, ms: number) {
  const by = sql`${`${ms} milliseconds`}::interval`;
  await t.db
    .update(userCourseStreams)
    .set({
      startDate: sql`${userCourseStreams.startDate} - ${by}`,
      endDate: sql`${userCourseStreams.endDate} - ${by}`,
    })
    .where(eq(userCourseStreams.id, streamId));
  await t.db
    .update(streamFreezes)
    .set({
      startDate: sql`${streamFreezes.startDate} - ${by}`,
      endDate: sql`${streamFreezes.endDate} - ${by}`,
      createdAt: sql`${streamFreezes.createdAt} - ${by}`,
      canceledAt: sql`${streamFreezes.canceledAt} - ${by}`,
    })
    .where(eq(streamFreezes.userCourseStreamId, streamId));
  await t.db
    .update(userDayStatuses)
    .set({
      startedAt: sql`${userDayStatuses.startedAt} - ${by}`,
      finishedAt: sql`${userDayStatuses.finishedAt} - ${by}`,
    })
    .where(eq(userDayStatuses.userCourseStreamId, streamId));
  t.app.learning.streamChanged({ id: streamId, userId });
}

/** Days 1-3 stay open and finished. */
function expectFinishedDaysOpen(s: Awaited<ReturnType<typeof status>>) {
  for (const n of [1, 2, 3]) {
    expect(s.days[n - 1]).toMatchObject({
      stage_day_id: course.days[n - 1]!.id,
      status: 'finished',
      is_open: true,
    });
  }
}

describe('a freeze lifted the same day', () => {
  it('freeze from today and lift at once, three times: end date, today and finished days as they were', async () => {
    const streamId = await runningStream();
    const end = await endDate(streamId);
    const before = await status(streamId);
    expect(before.currentDay).toBe(3);
    expectFinishedDaysOpen(before);
    for (let i = 0; i < 3; i++) {
      const created = await create(streamId, today(), today() + 5 * DAY_MS);
      expect(created.statusCode).toBe(200);
      expect(created.json().status).toBe(1);
      expect((await status(streamId)).status).toBe('freeze');
      expect((await cancel(streamId)).statusCode).toBe(200);
      expect(await endDate(streamId)).toBe(end);
      const after = await status(streamId);
      expect(after).toMatchObject({ status: 'open', currentDay: 3 });
      expectFinishedDaysOpen(after);
      // The freeze held from the moment it was asked for, not from midnight.
      expect(created.json().start_date).toBeGreaterThanOrEqual(sec(Date.now()) - 60);
    }
  });
});

describe('a freeze lifted after N days', () => {
  it('moves the end date and the schedule by exactly the whole days frozen', async () => {
    const streamId = await runningStream();
    const end = await endDate(streamId);
    expect((await create(streamId, today(), today() + 5 * DAY_MS)).statusCode).toBe(200);
    expect(await endDate(streamId)).toBe(end + 5 * DAY_MS);
    // Two days and an hour go by while frozen: the calendar holds at day 3.
    await passTime(streamId, 2 * DAY_MS + 60 * 60_000);
    const shiftedEnd = end - (2 * DAY_MS + 60 * 60_000);
    expect((await status(streamId)).currentDay).toBe(3);
    expect((await cancel(streamId)).statusCode).toBe(200);
    // Two whole days were frozen; the hour of the third is given back with the rest.
    expect(await endDate(streamId)).toBe(shiftedEnd + 2 * DAY_MS);
    const after = await status(streamId);
    expect(after).toMatchObject({ status: 'open', currentDay: 3 });
    expectFinishedDaysOpen(after);
    // Day 4 still waits: it opens two days later than it would have.
    expect(after.days[3]).toMatchObject({ is_open: false });
  });
});

describe('a stream that has not started', () => {
  it('cannot be frozen: 409 in the error shape, nothing written', async () => {
    const stream = await addStream(t.db, {
      projectId,
      userId,
      courseId: course.course.id,
      startDate: new Date(today() + 5 * DAY_MS),
      endDate: new Date(today() + 40 * DAY_MS),
    });
    const res = await create(stream.id, today() + 6 * DAY_MS, today() + 8 * DAY_MS);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      name: 'Conflict',
      status: 409,
      message: expect.stringMatching(/not started/),
    });
    expect(await endDate(stream.id)).toBe(today() + 40 * DAY_MS);
    expect(
      await t.db.select().from(streamFreezes).where(eq(streamFreezes.userCourseStreamId, stream.id)),
    ).toHaveLength(0);
  });
});
