import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDayStatuses, userLessonStatuses } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream } from '../learning/learning-fixtures.js';

/**
 * Issue 8: `GET /user?expand=viewed_hours,viewed_lessons` (spec 01 §3 User statistics)
 * counts what the learner watched in this school, from the recorded lesson statuses.
 */

let t: TestApp;
const base = '/spa/api/v1';

/** A stream of `course` for the user with the given seconds recorded on the first lessons of day 1. */
async function watched(projectId: number, userId: number, course: CourseContent, seconds: number[]) {
  const stream = await addStream(t.db, { projectId, userId, courseId: course.course.id });
  const day = course.days[0]!;
  const [dayStatus] = await t.db
    .insert(userDayStatuses)
    .values({ projectId, userCourseStreamId: stream.id, dayId: day.id })
    .returning();
  const lessons = course.setsByDay.get(day.id)!.flatMap((set) => course.lessonsBySet.get(set.id)!);
  expect(lessons.length).toBeGreaterThanOrEqual(seconds.length);
  await t.db.insert(userLessonStatuses).values(
    seconds.map((viewedSeconds, i) => ({
      projectId,
      userCourseStreamId: stream.id,
      userDayStatusId: dayStatus!.id,
      lessonSetLessonId: lessons[i]!.id,
      viewedSeconds,
      playCount: 1,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const a = (await addSchool(t.db, 'school-a.test')).project.id;
  const b = (await addSchool(t.db, 'school-b.test')).project.id;
  const courseA = await addCourse(t.db, a);
  const otherCourseA = await addCourse(t.db, a);
  const courseB = await addCourse(t.db, b);
  const anna = await addUser(t.db, a, 'anna@example.com');
  const boris = await addUser(t.db, a, 'boris@example.com');
  const annaInB = await addUser(t.db, b, 'anna@example.com');
  // Anna in school A: 1 h + 30 min in two courses; a lesson opened but not watched counts for nothing.
  await watched(a, anna.id, courseA, [3000, 0]);
  await watched(a, anna.id, otherCourseA, [600, 1800]);
  // Not hers: another learner of the school, and her own account in another school.
  await watched(a, boris.id, courseA, [7200]);
  await watched(b, annaInB.id, courseB, [36_000]);
});
afterAll(() => t.close());

const statistics = async (host: string) => {
  const token = await signIn(t.call, host, 'anna@example.com');
  const res = await t.call({
    method: 'GET',
    url: `${base}/user?expand=viewed_hours,viewed_lessons`,
    token,
    host,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { viewed_hours: number; viewed_lessons: number };
};

describe('viewing statistics of the learner', () => {
  it('sum the hours and count the lessons she watched in this school', async () => {
    expect(await statistics('school-a.test')).toMatchObject({ viewed_hours: 1.5, viewed_lessons: 3 });
  });

  it('in another school count only what she watched there', async () => {
    expect(await statistics('school-b.test')).toMatchObject({ viewed_hours: 10, viewed_lessons: 1 });
  });
});
