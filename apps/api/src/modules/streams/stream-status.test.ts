import { streamStatus, userCourseStream } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { days, userCourseStreams } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openChatOfStream } from '../chat/chat-streams.service.js';
import type { CourseContent } from '../course-content/index.js';
import { homeworkManifest } from '../homework/homework-fixtures.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';

let t: TestApp;
let token: string;
let course: CourseContent;
let gated: CourseContent;
let delayed: CourseContent;
const ids: Record<string, number> = {};
const base = '/spa/api/v1';
const ALL =
  'days,homeworks,stages,lessons,consultations,chatChannelMeta,current_training_stage_id,current_training_day';

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'school-a.test', { salesEmail: 'sales@school-a.test' });
  const anna = await addUser(t.db, project.id, 'anna@example.com');
  const boris = await addUser(t.db, project.id, 'boris@example.com');
  course = await addCourse(t.db, project.id);
  // Stage 1 of the gated course asks for homework: stage 2 stays closed until it is handed in
  // (the hand-in itself: homework-gate.test.ts).
  gated = await addCourse(t.db, project.id, homeworkManifest('gated-status'));
  // Day 3 of another course waits 12 h after day 2 is finished.
  delayed = await addCourse(t.db, project.id);
  await t.db
    .update(days)
    .set({ timeDelay: 12 * 3600 })
    .where(eq(days.id, delayed.days[2]!.id));
  const now = Date.now();
  const p = { projectId: project.id, userId: anna.id };
  ids.open = (
    await addStream(t.db, {
      ...p,
      courseId: course.course.id,
      startDate: new Date(now - 6.5 * DAY_MS),
    })
  ).id;
  ids.chat = (await openChatOfStream(t.db, project.id, ids.open))!.id;
  ids.demo = (
    await addStream(t.db, { ...p, courseId: course.course.id, isDemo: true, courseFullAccess: false })
  ).id;
  ids.notStarted = (
    await addStream(t.db, { ...p, courseId: course.course.id, startDate: new Date(now + 3 * DAY_MS) })
  ).id;
  ids.stopped = (await addStream(t.db, { ...p, courseId: course.course.id, status: 'stopped' })).id;
  ids.ended = (
    await addStream(t.db, {
      ...p,
      courseId: course.course.id,
      startDate: new Date(now - 40 * DAY_MS),
      endDate: new Date(now - DAY_MS),
    })
  ).id;
  ids.gated = (
    await addStream(t.db, { ...p, courseId: gated.course.id, startDate: new Date(now - 8 * DAY_MS) })
  ).id;
  ids.delayed = (
    await addStream(t.db, { ...p, courseId: delayed.course.id, startDate: new Date(now - 5 * DAY_MS) })
  ).id;
  ids.noMobile = (await addStream(t.db, { ...p, courseId: course.course.id, mobileAccess: false })).id;
  ids.boris = (
    await addStream(t.db, { projectId: project.id, userId: boris.id, courseId: course.course.id })
  ).id;
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
});
afterAll(() => t.close());

const status = (id: number, expand = ALL, headers: Record<string, string> = {}) =>
  t.call({
    method: 'GET',
    url: `${base}/user-course-streams/${id}/status?expand=${expand}&lang=en`,
    token,
    headers,
  });

describe('GET /user-course-streams/{id}/status', () => {
  it('answers every expansion of the spec', async () => {
    const res = await status(ids.open!);
    expect(res.statusCode).toBe(200);
    const body = streamStatus.parse(res.json());
    expect(body).toMatchObject({
      id: ids.open,
      status: 'open',
      currentDay: 7,
      consultations: [],
      chatChannelMeta: { chat_channel_id: ids.chat, chat_status: null, message_expires_date: null },
      current_training_day: 1,
      current_training_stage_id: course.stages[0]!.id,
    });
    expect(body.days).toHaveLength(10);
    // The course's offered homework, each with the status row made for it (decision 057).
    expect(body.homeworks!.every((h) => h.id > 0 && h.status === 'NOT_UPLOADED')).toBe(true);
    expect(body.stages).toEqual([
      { stage_id: course.stages[0]!.id, status: 'open' },
      { stage_id: course.stages[1]!.id, status: 'open' },
    ]);
    // Days 1-7 are open by the calendar, 8 opens tomorrow.
    expect(body.days!.filter((d) => d.is_open).map((d) => d.day_number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.days![7]).toMatchObject({
      day_number: 8,
      is_open: false,
      lock: 'schedule',
      status: 'not_started',
    });
  });

  it('answers only the base without expand', async () => {
    const body = (await status(ids.open!, '')).json();
    expect(Object.keys(body).sort()).toEqual(['currentDay', 'id', 'status']);
  });

  it('locks the days of a demo stream that are not demo-accessible (spec 02 §4)', async () => {
    const body = streamStatus.parse((await status(ids.demo!, 'days')).json());
    expect(body.days!.filter((d) => d.is_open).map((d) => d.day_number)).toEqual([1, 2]);
    expect(body.days![2]!.lock).toBe('demo');
  });

  it.each([
    ['notStarted', 'not-started'],
    ['stopped', 'stopped'],
    ['ended', 'ended'],
  ])('a %s stream opens no day', async (key, expected) => {
    const body = streamStatus.parse((await status(ids[key]!, 'days,stages')).json());
    expect(body.status).toBe(expected);
    expect(body.days!.every((d) => !d.is_open && d.lock === 'stream')).toBe(true);
    expect(body.stages!.every((s) => s.status === 'close')).toBe(true);
  });

  it('closes the stage after one whose required homework is not handed in', async () => {
    const body = streamStatus.parse((await status(ids.gated!, 'days,stages')).json());
    expect(body.stages!.map((s) => s.status)).toEqual(['open', 'close']);
    expect(body.days!.find((d) => d.day_number === 6)).toMatchObject({ is_open: false, lock: 'stage' });
  });

  it('holds a day with a time delay until that long after the previous day is finished', async () => {
    const body = streamStatus.parse((await status(ids.delayed!, 'days')).json());
    expect(body.days![2]).toMatchObject({
      day_number: 3,
      is_open: false,
      is_open_by_time_delay: false,
      lock: 'time_delay',
    });
    expect(body.days![1]).toMatchObject({ day_number: 2, is_open: true, is_open_by_time_delay: true });
  });

  it('refuses the mobile app on a plan without mobile access, naming the sales contact', async () => {
    const res = await status(ids.noMobile!, 'days', { 'x-app-type': 'mobile' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('sales@school-a.test');
    expect((await status(ids.noMobile!, 'days')).statusCode).toBe(200);
  });

  it('another learner’s stream and an unknown id are the same 404', async () => {
    const theirs = await status(ids.boris!);
    const unknown = await status(9_999_999);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
  });

  it("ignores an unknown expand name, as the spec's Yii server does (issue 29)", async () => {
    const res = await status(ids.open!, 'days,secrets');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await status(ids.open!, 'days')).json());
  });

  it('a reused answer is not served past the moment the clock opens the next day', async () => {
    const day8 = async () => streamStatus.parse((await status(ids.open!, 'days')).json()).days![7]!;
    expect((await day8()).is_open).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + DAY_MS);
      expect(await day8()).toMatchObject({ is_open: true, lock: null });
    } finally {
      vi.useRealTimers();
    }
    expect((await day8()).is_open).toBe(false);
  });

  it('sees a change written by anyone else (NOTIFY evicts the cached stream)', async () => {
    expect((await status(ids.open!, '')).json().status).toBe('open');
    await t.db
      .update(userCourseStreams)
      .set({ status: 'stopped' })
      .where(eq(userCourseStreams.id, ids.open!));
    await expect
      .poll(async () => (await status(ids.open!, '')).json().status, { timeout: 3000 })
      .toBe('stopped');
    await t.db.update(userCourseStreams).set({ status: 'open' }).where(eq(userCourseStreams.id, ids.open!));
    await expect
      .poll(async () => (await status(ids.open!, '')).json().status, { timeout: 3000 })
      .toBe('open');
  });
});

describe('GET /user-course-streams/{id} and POST .../filters', () => {
  it('answers one stream with the spec’s fields', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${base}/user-course-streams/${ids.demo}?expand=course`,
      token,
    });
    expect(res.statusCode).toBe(200);
    const body = userCourseStream.parse(res.json());
    expect(body).toMatchObject({
      id: ids.demo,
      is_demo: true,
      course_full_access: false,
      filters: {},
      user_course_stream_freeze: null,
    });
    expect(body.course!.title).toBe('Test course');
  });

  it('narrows by fields', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${base}/user-course-streams/${ids.demo}?fields=id,is_demo`,
      token,
    });
    expect(res.json()).toEqual({ id: ids.demo, is_demo: true });
  });

  it('saves the learner’s training option choice', async () => {
    const option = course.options[0]!;
    const value = course.values.find((v) => v.trainingOptionId === option.id)!;
    const res = await t.call({
      method: 'POST',
      url: `${base}/user-course-streams/${ids.open}/filters?lang=en`,
      token,
      payload: { filters: { [option.id]: value.id } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().filters).toEqual({ [String(option.id)]: value.id });
  });

  it('refuses an option of another course with 422 naming it, and keeps the old choice', async () => {
    const foreign = gated.values[0]!;
    const res = await t.call({
      method: 'POST',
      url: `${base}/user-course-streams/${ids.open}/filters`,
      token,
      payload: { filters: { [foreign.trainingOptionId]: foreign.id } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe(`filters.${foreign.trainingOptionId}`);
    const stream = (
      await t.call({ method: 'GET', url: `${base}/user-course-streams/${ids.open}`, token })
    ).json();
    expect(Object.keys(stream.filters)).toHaveLength(1);
  });

  it('another learner’s stream: GET and filters are 404', async () => {
    expect(
      (await t.call({ method: 'GET', url: `${base}/user-course-streams/${ids.boris}`, token })).statusCode,
    ).toBe(404);
    const res = await t.call({
      method: 'POST',
      url: `${base}/user-course-streams/${ids.boris}/filters`,
      token,
      payload: { filters: {} },
    });
    expect(res.statusCode).toBe(404);
  });
});
