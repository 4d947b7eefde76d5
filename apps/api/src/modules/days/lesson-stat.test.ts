import { RATE_LIMITS } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDayStatuses, userLessonStatuses } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';

/**
 * Issue 8, bad input: "a lesson's viewing time summed past the integer range, with
 * no limit on how often statistics are saved". A record claims no more than the
 * time that has passed, sums stop at the column's range, saves are limited per
 * learner; bad input is a 4xx and writes nothing.
 */

const INT_MAX = 2_147_483_647;
let t: TestApp;
let course: CourseContent;
let projectId: number;
const base = '/spa/api/v1';

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await addSchool(t.db, 'school-a.test')).project.id;
  course = await addCourse(t.db, projectId);
});
afterAll(() => t.close());

/** A learner on calendar day 3 of a stream: day 3 opened a minute ago. */
async function learner(email: string) {
  const user = await addUser(t.db, projectId, email);
  const stream = await addStream(t.db, {
    projectId,
    userId: user.id,
    courseId: course.course.id,
    startDate: new Date(Date.now() - 2 * DAY_MS - 60_000),
  });
  const token = await signIn(t.call, 'school-a.test', email);
  const lessonOf = (n: number) => {
    const day = course.days[n - 1]!;
    return { day, lesson: course.lessonsBySet.get(course.setsByDay.get(day.id)![0]!.id)![0]! };
  };
  const stat = (n: number, viewed: number, playCount = 1) =>
    t.call({
      method: 'POST',
      url: `${base}/save-lesson-stat?lang=en`,
      token,
      payload: {
        stage_day_id: lessonOf(n).day.id,
        user_course_stream_id: stream.id,
        stage_day_lesson_set_lesson_id: lessonOf(n).lesson.id,
        viewed_seconds: viewed,
        play_count: playCount,
      },
    });
  const lessonRow = async (n: number) =>
    (
      await t.db
        .select()
        .from(userLessonStatuses)
        .where(
          and(
            eq(userLessonStatuses.userCourseStreamId, stream.id),
            eq(userLessonStatuses.lessonSetLessonId, lessonOf(n).lesson.id),
          ),
        )
    )[0];
  /** Time passes for the lesson: its previous record is `ms` older. */
  const ageRecord = async (
    n: number,
    ms: number,
    values: Partial<typeof userLessonStatuses.$inferInsert> = {},
  ) => {
    const row = (await lessonRow(n))!;
    await t.db
      .update(userLessonStatuses)
      .set({ updatedAt: new Date(row.updatedAt.getTime() - ms), ...values })
      .where(eq(userLessonStatuses.id, row.id));
  };
  return { stream, stat, lessonRow, ageRecord, lessonOf };
}

describe('a record claims no more viewing than the time that has passed', () => {
  it('more than since the day opened -> 422 naming viewed_seconds, nothing written', async () => {
    const anna = await learner('anna@example.com');
    const res = await anna.stat(3, 3600);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'viewed_seconds', message: expect.stringMatching(/viewing time/) }]);
    expect(await anna.lessonRow(3)).toBeUndefined();
    const dayStatuses = await t.db
      .select()
      .from(userDayStatuses)
      .where(eq(userDayStatuses.userCourseStreamId, anna.stream.id));
    expect(dayStatuses).toHaveLength(0);
  });

  it('more than since the lesson’s previous record -> 422, the totals as they were', async () => {
    const boris = await learner('boris@example.com');
    expect((await boris.stat(1, 100)).statusCode).toBe(200);
    const res = await boris.stat(1, 3600);
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe('viewed_seconds');
    expect(await boris.lessonRow(1)).toMatchObject({ viewedSeconds: 100, playCount: 1 });
    // An hour later the same record is believable.
    await boris.ageRecord(1, 60 * 60_000);
    expect((await boris.stat(1, 3600)).statusCode).toBe(200);
    expect(await boris.lessonRow(1)).toMatchObject({ viewedSeconds: 3700, playCount: 2 });
  });
});

describe('sums stay in range', () => {
  it('a total at the integer limit stops there instead of failing', async () => {
    const carla = await learner('carla@example.com');
    expect((await carla.stat(1, 5)).statusCode).toBe(200);
    await carla.ageRecord(1, 2 * DAY_MS, { viewedSeconds: INT_MAX - 10, playCount: INT_MAX - 1 });
    const res = await carla.stat(1, 86_400, 5);
    expect(res.statusCode).toBe(200);
    expect(res.json().lesson).toMatchObject({ viewed_seconds: INT_MAX, play_count: INT_MAX });
  });
});

describe('how often statistics are saved', () => {
  it('one record over a learner’s limit within the window -> 429, nothing written', async () => {
    const dora = await learner('dora@example.com');
    for (let i = 0; i < RATE_LIMITS.saveLessonStat.max; i++) {
      expect((await dora.stat(1, 0)).statusCode).toBe(200);
    }
    const res = await dora.stat(1, 0);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ name: 'Too Many Requests', status: 429 });
    expect(await dora.lessonRow(1)).toMatchObject({ playCount: RATE_LIMITS.saveLessonStat.max });
    // Another learner from the same address is not held back.
    const emil = await learner('emil@example.com');
    expect((await emil.stat(1, 0)).statusCode).toBe(200);
  });
});
