import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';

// A day started again or finished again changes nothing: the learner's state, read afresh for the
// write (decision 106), already holds the status, and that is the answer, with no statement on the
// day statuses and no transaction (decision 149). A key to record still takes the write's path.
// The statements are read off the PostgreSQL driver: the server run is where they are counted.

let t: TestApp;
let token: string;
let course: CourseContent;
let streamId: number;
const base = '/spa/api/v1';
const host = 'day-repeats.test';
const day = (n: number) => course.days.find((d) => d.dayNumber === n)!;

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, host);
  const anna = await addUser(t.db, project.id, 'anna@example.com');
  course = await addCourse(t.db, project.id);
  streamId = (
    await addStream(t.db, {
      projectId: project.id,
      userId: anna.id,
      courseId: course.course.id,
      startDate: new Date(Date.now() - 2 * DAY_MS - 60_000),
    })
  ).id;
  token = await signIn(t.call, host, 'anna@example.com');
});
afterAll(() => t.close());

const write = (action: 'start' | 'finish', n: number, key?: string) =>
  t.call({
    method: 'POST',
    url: `${base}/user-course-streams/${streamId}/user-day-status/${day(n).id}/${action}`,
    host,
    token,
    headers: key ? { 'idempotency-key': key } : {},
  });

/** The statements the driver sends while `body` runs. */
async function statementsOf(body: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    sent.push(typeof config === 'string' ? config : String((config as { text?: string })?.text ?? ''));
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await body();
  } finally {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
  }
  return sent;
}

const touchesDayStatuses = (sql: string) =>
  /^\s*(begin|insert into "user_day_statuses"|update "user_day_statuses"|select [^(]* from "user_day_statuses")/i.test(
    sql,
  );

describe('a day started or finished again', () => {
  it('answers the status as it is, sending nothing but the state read', async (ctx) => {
    if (t.kind !== 'postgres') ctx.skip();
    const first = await write('start', 1);
    expect(first.statusCode).toBe(200);

    let again: Awaited<ReturnType<typeof write>> | undefined;
    const sent = await statementsOf(async () => {
      again = await write('start', 1);
    });
    expect(again?.statusCode).toBe(200);
    expect(again?.json()).toEqual(first.json());
    expect(sent.filter(touchesDayStatuses)).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
  });

  it('a finished day finished again: the same answer, no transaction', async (ctx) => {
    if (t.kind !== 'postgres') ctx.skip();
    // Day 2 is watched through (8 s lessons, an 8 s day) and finished once.
    const lesson = course.lessonsBySet.get(course.setsByDay.get(day(2).id)![0]!.id)![0]!;
    const stat = await t.call({
      method: 'POST',
      url: `${base}/save-lesson-stat`,
      host,
      token,
      payload: {
        stage_day_id: day(2).id,
        user_course_stream_id: streamId,
        stage_day_lesson_set_lesson_id: lesson.id,
        viewed_seconds: 8,
        play_count: 1,
      },
    });
    expect(stat.statusCode).toBe(200);
    const finished = await write('finish', 2);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().status).toBe('finished');

    let again: Awaited<ReturnType<typeof write>> | undefined;
    const sent = await statementsOf(async () => {
      again = await write('finish', 2);
    });
    expect(again?.json()).toEqual(finished.json());
    expect(sent.filter(touchesDayStatuses)).toEqual([]);
  });

  it('with an Idempotency-Key the repeat still records the key in a transaction', async (ctx) => {
    if (t.kind !== 'postgres') ctx.skip();
    let answer: Awaited<ReturnType<typeof write>> | undefined;
    const sent = await statementsOf(async () => {
      answer = await write('start', 1, randomUUID());
    });
    expect(answer?.statusCode).toBe(200);
    expect(sent.some((sql) => /^\s*begin/i.test(sql))).toBe(true);
  });
});
