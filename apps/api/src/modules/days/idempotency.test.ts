import { saveLessonStatAnswer } from '@cp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, userDayStatuses, userLessonStatuses, userScores } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';
import { deleteOldKeys, KEY_RETENTION_DAYS } from './idempotency.repository.js';

/**
 * Issue 12, decision 067: progress writes a device replays after being offline carry an
 * Idempotency-Key; the server applies one key once per learner, points included.
 */

let t: TestApp;
let course: CourseContent;
let projectId: number;
const base = '/spa/api/v1';
const dayOf = (n: number) => course.days.find((d) => d.dayNumber === n)!;
const lessonOf = (n: number) => course.lessonsBySet.get(course.setsByDay.get(dayOf(n).id)![0]!.id)![0]!;
const uuid = () => crypto.randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await addSchool(t.db, 'school-a.test')).project.id;
  course = await addCourse(t.db, projectId);
});
afterAll(() => t.close());

/** A learner on calendar day 3 of a stream (days 1-3 open), with calls that take a key. */
async function learner(email: string) {
  const user = await addUser(t.db, projectId, email);
  const stream = await addStream(t.db, {
    projectId,
    userId: user.id,
    courseId: course.course.id,
    startDate: new Date(Date.now() - 2 * DAY_MS - 60_000),
  });
  const token = await signIn(t.call, 'school-a.test', email);
  const headers = (key?: string) => (key === undefined ? {} : { 'idempotency-key': key });
  const stat = (n: number, viewed: number, key?: string) =>
    t.call({
      method: 'POST',
      url: `${base}/save-lesson-stat?lang=en`,
      token,
      headers: headers(key),
      payload: {
        stage_day_id: dayOf(n).id,
        user_course_stream_id: stream.id,
        stage_day_lesson_set_lesson_id: lessonOf(n).id,
        viewed_seconds: viewed,
        play_count: 1,
      },
    });
  const day = (action: 'start' | 'finish', n: number, key?: string) =>
    t.call({
      method: 'POST',
      url: `${base}/user-course-streams/${stream.id}/user-day-status/${dayOf(n).id}/${action}?lang=en`,
      token,
      headers: headers(key),
    });
  const lessonRow = async (n: number) =>
    (
      await t.db
        .select()
        .from(userLessonStatuses)
        .where(
          and(
            eq(userLessonStatuses.userCourseStreamId, stream.id),
            eq(userLessonStatuses.lessonSetLessonId, lessonOf(n).id),
          ),
        )
    )[0];
  const dayRows = () =>
    t.db.select().from(userDayStatuses).where(eq(userDayStatuses.userCourseStreamId, stream.id));
  const points = async () =>
    (await t.db.select().from(userScores).where(eq(userScores.userId, user.id))).reduce(
      (sum, row) => sum + row.amount,
      0,
    );
  const keys = () => t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
  return { user, stream, stat, day, lessonRow, dayRows, points, keys };
}

const lessonPoints = () => course.lessonById.get(lessonOf(1).lessonId)!.scores;

describe('a statistics record with a key is added once', () => {
  it('the same key twice: one addition, one points credit, the second answers the current totals', async () => {
    const anna = await learner('anna@example.com');
    const key = uuid();
    const first = await anna.stat(1, 8, key);
    expect(first.statusCode).toBe(200);
    const second = await anna.stat(1, 8, key);
    expect(second.statusCode).toBe(200);
    const answer = saveLessonStatAnswer.parse(second.json());
    expect(answer).toMatchObject({
      dayStatusId: first.json().dayStatusId,
      lesson: { stage_day_lesson_set_lesson_id: lessonOf(1).id, viewed_seconds: 8, play_count: 1 },
    });
    expect(await anna.lessonRow(1)).toMatchObject({ viewedSeconds: 8, playCount: 1 });
    expect(lessonPoints()).toBeGreaterThan(0);
    expect(await anna.points()).toBe(lessonPoints());
    expect(await anna.keys()).toHaveLength(1);
    // The key is spelled in any case: the same UUID in capitals is the same key.
    expect((await anna.stat(1, 8, key.toUpperCase())).statusCode).toBe(200);
    expect(await anna.lessonRow(1)).toMatchObject({ viewedSeconds: 8, playCount: 1 });
    // Without a key, or with a new one, a record adds as before.
    expect((await anna.stat(1, 2)).statusCode).toBe(200);
    expect((await anna.stat(1, 1, uuid())).statusCode).toBe(200);
    expect(await anna.lessonRow(1)).toMatchObject({ viewedSeconds: 11, playCount: 3 });
  });

  it('ten at once with one key: one addition', async () => {
    const boris = await learner('boris@example.com');
    const key = uuid();
    const answers = await Promise.all(Array.from({ length: 10 }, () => boris.stat(1, 8, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const r of answers) expect(r.json().lesson).toMatchObject({ viewed_seconds: 8, play_count: 1 });
    expect(await boris.lessonRow(1)).toMatchObject({ viewedSeconds: 8, playCount: 1 });
    expect(await boris.points()).toBe(lessonPoints());
    expect(await boris.keys()).toHaveLength(1);
  });

  it('another learner’s identical key is their own', async () => {
    const carla = await learner('carla@example.com');
    const dmitri = await learner('dmitri@example.com');
    const key = uuid();
    expect((await carla.stat(1, 8, key)).statusCode).toBe(200);
    expect((await dmitri.stat(1, 5, key)).statusCode).toBe(200);
    expect(await carla.lessonRow(1)).toMatchObject({ viewedSeconds: 8 });
    expect(await dmitri.lessonRow(1)).toMatchObject({ viewedSeconds: 5 });
  });
});

describe('a key that is not a UUID', () => {
  it.each(['not-a-uuid', '', '123', `${uuid()}x`])(
    '"%s" -> 422 on Idempotency-Key, nothing written',
    async (bad) => {
      const emil = await learner(`emil-${Math.random().toString(36).slice(2)}@example.com`);
      for (const res of [
        await emil.stat(1, 8, bad),
        await emil.day('start', 1, bad),
        await emil.day('finish', 1, bad),
      ]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual([
          { field: 'Idempotency-Key', message: 'The idempotency key must be a UUID.' },
        ]);
      }
      expect(await emil.lessonRow(1)).toBeUndefined();
      expect(await emil.dayRows()).toHaveLength(0);
      expect(await emil.keys()).toHaveLength(0);
    },
  );
});

describe('day start and finish with keys', () => {
  it('start twice with one key is one status; finish twice with one key credits the day once', async () => {
    const fiona = await learner('fiona@example.com');
    const startKey = uuid();
    const started = await fiona.day('start', 1, startKey);
    expect(started.statusCode).toBe(200);
    expect((await fiona.day('start', 1, startKey)).json()).toMatchObject({
      id: started.json().id,
      status: 'started',
    });
    expect(await fiona.dayRows()).toHaveLength(1);
    expect((await fiona.stat(1, 8, uuid())).statusCode).toBe(200);
    const before = await fiona.points();
    const finishKey = uuid();
    const finishes = await Promise.all(Array.from({ length: 10 }, () => fiona.day('finish', 1, finishKey)));
    for (const r of finishes) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ id: started.json().id, status: 'finished', scores_earned: 10 });
    }
    expect(await fiona.points()).toBe(before + 10);
    expect(await fiona.keys()).toHaveLength(3);
  });

  it('a replay after the day was finished still answers, adding nothing', async () => {
    const gleb = await learner('gleb@example.com');
    const [startKey, statKey, finishKey] = [uuid(), uuid(), uuid()];
    expect((await gleb.day('start', 1, startKey)).statusCode).toBe(200);
    expect((await gleb.stat(1, 8, statKey)).statusCode).toBe(200);
    expect((await gleb.day('finish', 1, finishKey)).statusCode).toBe(200);
    const points = await gleb.points();
    // The device sends its whole queue again (the answers were lost on the way back).
    const replays = [
      await gleb.day('start', 1, startKey),
      await gleb.stat(1, 8, statKey),
      await gleb.day('finish', 1, finishKey),
    ];
    for (const r of replays) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ stage_day_id: dayOf(1).id, status: 'finished' });
    }
    expect(replays[1]!.json().lesson).toMatchObject({ viewed_seconds: 8, play_count: 1 });
    expect(await gleb.lessonRow(1)).toMatchObject({ viewedSeconds: 8, playCount: 1 });
    expect(await gleb.points()).toBe(points);
  });

  it('a key spent on one call, sent with another -> 422 on Idempotency-Key, nothing written', async () => {
    const hana = await learner('hana@example.com');
    const key = uuid();
    expect((await hana.day('start', 1, key)).statusCode).toBe(200);
    expect((await hana.stat(1, 8, uuid())).statusCode).toBe(200);
    const finish = await hana.day('finish', 1, key);
    expect(finish.statusCode).toBe(422);
    expect(finish.json()[0].field).toBe('Idempotency-Key');
    const start2 = await hana.day('start', 2, key);
    expect(start2.statusCode).toBe(422);
    const rows = await hana.dayRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.finishedAt).toBeNull();
  });
});

describe('old keys', () => {
  it('the sweep deletes keys past the retention and keeps the others', async () => {
    const ivan = await learner('ivan@example.com');
    const [oldKey, newKey] = [uuid(), uuid()];
    expect((await ivan.day('start', 1, oldKey)).statusCode).toBe(200);
    expect((await ivan.day('start', 2, newKey)).statusCode).toBe(200);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(days => ${KEY_RETENTION_DAYS + 1})` })
      .where(eq(idempotencyKeys.key, oldKey));
    await deleteOldKeys(t.db);
    expect((await ivan.keys()).map((k) => k.key)).toEqual([newKey]);
  });
});
