import { streamFreeze } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamFreezes, userCourseStreams } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';

let t: TestApp;
let token: string;
let course: CourseContent;
let streamId: number;
let borisStreamId: number;
let endedStreamId: number;
const base = '/spa/api/v1';
const sec = (ms: number) => Math.floor(ms / 1000);
const today = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'school-a.test');
  const anna = await addUser(t.db, project.id, 'anna@example.com');
  const boris = await addUser(t.db, project.id, 'boris@example.com');
  course = await addCourse(t.db, project.id);
  const p = { projectId: project.id, courseId: course.course.id };
  streamId = (
    await addStream(t.db, { ...p, userId: anna.id, startDate: new Date(Date.now() - 2 * DAY_MS - 60_000) })
  ).id;
  endedStreamId = (await addStream(t.db, { ...p, userId: anna.id, status: 'ended' })).id;
  borisStreamId = (await addStream(t.db, { ...p, userId: boris.id })).id;
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, sid = streamId) =>
  t.call({ method: 'POST', url: `${base}/user-course-streams/${sid}/freeze/create?lang=en`, token, payload });
const cancel = (sid = streamId) =>
  t.call({ method: 'GET', url: `${base}/user-course-streams/${sid}/freeze/cancel?lang=en`, token });
const endDate = async () =>
  (
    await t.db.select().from(userCourseStreams).where(eq(userCourseStreams.id, streamId))
  )[0]!.endDate!.getTime();
const freezeCount = async () => (await t.db.select().from(streamFreezes)).length;

describe('bad freezes change nothing', () => {
  it.each([
    [
      'end before start',
      { start_date: sec(today() + 3 * DAY_MS), end_date: sec(today() + 2 * DAY_MS) },
      'end_date',
    ],
    [
      'end equal to start',
      { start_date: sec(today() + 3 * DAY_MS), end_date: sec(today() + 3 * DAY_MS) },
      'end_date',
    ],
    [
      'start in the past',
      { start_date: sec(today() - 2 * DAY_MS), end_date: sec(today() + 2 * DAY_MS) },
      'start_date',
    ],
    [
      'longer than 90 days',
      { start_date: sec(today() + DAY_MS), end_date: sec(today() + 120 * DAY_MS) },
      'end_date',
    ],
    [
      'after access ends',
      { start_date: sec(today() + 60 * DAY_MS), end_date: sec(today() + 62 * DAY_MS) },
      'start_date',
    ],
    ['not a date', { start_date: 'tomorrow', end_date: '2030-01-01' }, 'start_date'],
  ])('%s -> 422 naming the field', async (_name, payload, field) => {
    const [before, freezes] = [await endDate(), await freezeCount()];
    const res = await create(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe(field);
    expect(await endDate()).toBe(before);
    expect(await freezeCount()).toBe(freezes);
  });

  it('a stream that has ended cannot be frozen (409)', async () => {
    const res = await create(
      { start_date: sec(today() + DAY_MS), end_date: sec(today() + 3 * DAY_MS) },
      endedStreamId,
    );
    expect(res.statusCode).toBe(409);
  });

  it('nothing to cancel -> 409', async () => {
    expect((await cancel()).statusCode).toBe(409);
  });
});

describe('freezing a stream', () => {
  it('a future freeze moves the end date by its days and shows as created', async () => {
    const before = await endDate();
    const res = await create({
      start_date: sec(today() + 10 * DAY_MS),
      end_date: sec(today() + 13 * DAY_MS),
    });
    expect(res.statusCode).toBe(200);
    const freeze = streamFreeze.parse(res.json());
    expect(freeze).toMatchObject({ status: 0, user_course_stream_id: streamId });
    expect(freeze.end_date - freeze.start_date).toBe(3 * 86_400);
    expect(await endDate()).toBe(before + 3 * DAY_MS);
  });

  it('an overlapping freeze -> 409 and nothing changes', async () => {
    const before = await endDate();
    const res = await create({
      start_date: sec(today() + 12 * DAY_MS),
      end_date: sec(today() + 15 * DAY_MS),
    });
    expect(res.statusCode).toBe(409);
    expect(await endDate()).toBe(before);
  });

  it('cancelling a freeze that has not started gives all its days back', async () => {
    const before = await endDate();
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(2);
    expect(await endDate()).toBe(before - 3 * DAY_MS);
  });

  it('a freeze from today: the stream is frozen, its days do not open, the access text has the date', async () => {
    const res = await create({ start_date: sec(today()), end_date: sec(today() + 5 * DAY_MS) });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(1);
    const status = (
      await t.call({
        method: 'GET',
        url: `${base}/user-course-streams/${streamId}/status?expand=days`,
        token,
      })
    ).json();
    expect(status.status).toBe('freeze');
    expect(status.days.every((d: { is_open: boolean }) => !d.is_open)).toBe(true);
    const stream = (
      await t.call({ method: 'GET', url: `${base}/user-course-streams/${streamId}`, token })
    ).json();
    expect(stream.user_course_stream_freeze).toMatchObject({ status: 1 });
    const start = await t.call({
      method: 'POST',
      url: `${base}/user-course-streams/${streamId}/user-day-status/${course.days[0]!.id}/start?lang=en`,
      token,
    });
    expect(start.statusCode).toBe(403);
    expect(start.json().message).toMatch(/frozen until \d\d\.\d\d\.\d{4}/);
  });

  it('lifting it early opens the days again and gives back the days not used', async () => {
    const before = await endDate();
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(2);
    // Lifted the day it began, it held no whole day: all five come off the end date (decision 043).
    expect(before - (await endDate())).toBe(5 * DAY_MS);
    const status = (
      await t.call({
        method: 'GET',
        url: `${base}/user-course-streams/${streamId}/status?expand=days`,
        token,
      })
    ).json();
    expect(status.status).toBe('open');
    expect(status.days[0].is_open).toBe(true);
  });
});

describe('another learner’s stream reveals nothing', () => {
  it('create and cancel are 404', async () => {
    const res = await create(
      { start_date: sec(today() + DAY_MS), end_date: sec(today() + 2 * DAY_MS) },
      borisStreamId,
    );
    expect(res.statusCode).toBe(404);
    expect((await cancel(borisStreamId)).statusCode).toBe(404);
  });
});
