import type { UserStatisticsAnswer } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  userCourseStreams,
  userDayStatuses,
  userHomeworkStatuses,
  userLessonStatuses,
} from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { homeworkManifest } from '../homework/homework-fixtures.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';
import { periodBuckets } from './statistics-periods.js';
import { toViewedHours } from './viewing-statistics.repository.js';

/**
 * Issue 15 (decision 089): `GET /user/statistics?period=` counts, bucket by bucket of the
 * learner's time zone, the rows `GET /user`'s expands count, so the two always agree.
 */

let t: TestApp;
const base = '/spa/api/v1';
const A = 'school-a.test';
const B = 'school-b.test';
const HOUR = 60 * 60 * 1000;
/** Moscow keeps UTC+3 all year: its midnights are plain arithmetic here. */
const MSK = 3 * HOUR;
const mskMidnight = (daysAgo: number) => {
  const today = new Date(Date.now() + MSK);
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo) - MSK;
};
/** 23:30 in Moscow three days ago (20:30 UTC), and 00:30 two days ago (21:30 UTC the same UTC day). */
const lateEvening = mskMidnight(2) - 30 * 60 * 1000;
const pastMidnight = mskMidnight(2) + 30 * 60 * 1000;

/** A stream of `course` with `seconds[i]` recorded on the first lesson of day i + 1, at `at[i]`. */
async function watched(
  projectId: number,
  userId: number,
  course: CourseContent,
  seconds: number[],
  at: number[],
) {
  const stream = await addStream(t.db, { projectId, userId, courseId: course.course.id });
  for (const [i, viewedSeconds] of seconds.entries()) {
    const day = course.days[i]!;
    const [dayStatus] = await t.db
      .insert(userDayStatuses)
      .values({ projectId, userCourseStreamId: stream.id, dayId: day.id })
      .returning();
    const set = course.setsByDay.get(day.id)![0]!;
    await t.db.insert(userLessonStatuses).values({
      projectId,
      userCourseStreamId: stream.id,
      userDayStatusId: dayStatus!.id,
      lessonSetLessonId: course.lessonsBySet.get(set.id)![0]!.id,
      viewedSeconds,
      playCount: 1,
      updatedAt: new Date(at[i]!),
    });
  }
  return stream;
}

/** A stream all of whose `daysCount` days are complete, its last training day finished at `at`. */
async function completed(projectId: number, userId: number, course: CourseContent, at: number) {
  const stream = await addStream(t.db, { projectId, userId, courseId: course.course.id, daysCount: 1 });
  await t.db
    .update(userCourseStreams)
    .set({ completeDaysCount: 1 })
    .where(eq(userCourseStreams.id, stream.id));
  const day = course.days[0]!;
  await t.db
    .insert(userDayStatuses)
    .values({ projectId, userCourseStreamId: stream.id, dayId: day.id, finishedAt: new Date(at) });
  return stream;
}

/** Homework of `course` in `streamId`, accepted at `at` (or only handed in when `at` is null). */
async function homework(
  projectId: number,
  userId: number,
  course: CourseContent,
  streamId: number,
  at: (number | null)[],
) {
  const placements = [...course.dayHomeworkById.values()];
  await t.db.insert(userHomeworkStatuses).values(
    at.map((reviewed, i) => ({
      projectId,
      courseId: course.course.id,
      userId,
      userCourseStreamId: streamId,
      targetType: 'stage_day_homework' as const,
      targetId: placements[i]!.id,
      homeworkId: placements[i]!.homeworkId,
      status: reviewed === null ? ('UPLOADED' as const) : ('DONE' as const),
      handedInAt: new Date(Date.now() - 10 * DAY_MS),
      reviewedAt: reviewed === null ? null : new Date(reviewed),
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const a = (await addSchool(t.db, A)).project.id;
  const b = (await addSchool(t.db, B)).project.id;
  const courseA = await addCourse(t.db, a, homeworkManifest('stats-a'));
  const courseB = await addCourse(t.db, b, homeworkManifest('stats-b'));
  const anna = await addUser(t.db, a, 'anna@example.com', undefined, { timezone: 'Europe/Moscow' });
  const utc = await addUser(t.db, a, 'utc@example.com');
  const boris = await addUser(t.db, a, 'boris@example.com', undefined, { timezone: 'Europe/Moscow' });
  const annaInB = await addUser(t.db, b, 'anna@example.com', undefined, { timezone: 'Europe/Moscow' });
  const newcomer = await addUser(t.db, a, 'new@example.com', undefined, { timezone: 'Europe/Moscow' });
  void newcomer;
  // Anna: two lessons either side of a Moscow midnight, one 40 days ago, one opened but not watched.
  const s = await watched(
    a,
    anna.id,
    courseA,
    [600, 1200, 3000, 0],
    [lateEvening, pastMidnight, Date.now() - 40 * DAY_MS, Date.now()],
  );
  await completed(a, anna.id, courseA, pastMidnight);
  await homework(a, anna.id, courseA, s.id, [lateEvening, Date.now() - 100 * DAY_MS, null]);
  // The same moments for a learner without a time zone: UTC days.
  await watched(a, utc.id, courseA, [600, 1200], [lateEvening, pastMidnight]);
  // Not Anna's here: another learner of the school, and her own account in another school.
  const sb = await watched(a, boris.id, courseA, [7200], [pastMidnight]);
  await homework(a, boris.id, courseA, sb.id, [pastMidnight]);
  const sab = await watched(b, annaInB.id, courseB, [36_000], [pastMidnight]);
  await completed(b, annaInB.id, courseB, pastMidnight);
  await homework(b, annaInB.id, courseB, sab.id, [pastMidnight]);
});
afterAll(() => t.close());

async function timeline(host: string, email: string, period: string) {
  const token = await signIn(t.call, host, email);
  const res = await t.call({ method: 'GET', url: `${base}/user/statistics?period=${period}`, token, host });
  expect(res.statusCode).toBe(200);
  return res.json() as UserStatisticsAnswer;
}

const bucketOf = (answer: UserStatisticsAnswer, at: number) =>
  answer.buckets.findLast((b) => b.start * 1000 <= at)!;

describe('the statistics over time', () => {
  it('cut a week into seven local days ending today, in the learner time zone', async () => {
    const week = await timeline(A, 'anna@example.com', 'week');
    expect(week).toMatchObject({ period: 'week', unit: 'day', timezone: 'Europe/Moscow' });
    expect(week.buckets).toHaveLength(7);
    expect(week.buckets.at(-1)!.start * 1000).toBe(mskMidnight(0));
    expect(week.to * 1000).toBe(mskMidnight(-1));
    // 23:30 and 00:30 Moscow time are two days there.
    expect(bucketOf(week, lateEvening)).toMatchObject({
      viewed_seconds: 600,
      viewed_lessons: 1,
      completed_tasks: 1,
    });
    expect(bucketOf(week, pastMidnight)).toMatchObject({
      viewed_seconds: 1200,
      viewed_lessons: 1,
      completed_courses: 1,
      completed_tasks: 0,
    });
    expect(bucketOf(week, pastMidnight).date).not.toBe(bucketOf(week, lateEvening).date);
    // What happened 40 and 100 days ago is outside the week.
    expect(week.totals).toEqual({
      viewed_seconds: 1800,
      viewed_lessons: 2,
      completed_courses: 1,
      completed_tasks: 1,
    });
  });

  it('for a learner without a time zone, cut UTC days', async () => {
    const week = await timeline(A, 'utc@example.com', 'week');
    expect(week.timezone).toBe('UTC');
    // 20:30 and 21:30 UTC: one day.
    expect(bucketOf(week, lateEvening)).toMatchObject({ viewed_seconds: 1800, viewed_lessons: 2 });
  });

  it('cut a month into 30 days and a year into 12 months', async () => {
    const month = await timeline(A, 'anna@example.com', 'month');
    expect(month.buckets).toHaveLength(30);
    expect(month.totals.viewed_seconds).toBe(1800);
    const year = await timeline(A, 'anna@example.com', 'year');
    expect(year).toMatchObject({ unit: 'month' });
    expect(year.buckets).toHaveLength(12);
    expect(year.buckets.every((b) => b.date.endsWith('-01'))).toBe(true);
    expect(year.totals).toEqual({
      viewed_seconds: 4800,
      viewed_lessons: 3,
      completed_courses: 1,
      completed_tasks: 2,
    });
  });

  it("add up to GET /user's statistics when everything lies in the period", async () => {
    for (const [host, email] of [
      [A, 'anna@example.com'],
      [A, 'boris@example.com'],
      [B, 'anna@example.com'],
      [A, 'new@example.com'],
    ] as const) {
      const token = await signIn(t.call, host, email);
      const user = (
        await t.call({
          method: 'GET',
          url: `${base}/user?expand=viewed_hours,viewed_lessons,completed_courses,completed_tasks`,
          token,
          host,
        })
      ).json() as Record<string, number>;
      const { totals } = await timeline(host, email, 'year');
      expect(toViewedHours(totals.viewed_seconds)).toBe(user.viewed_hours);
      expect(totals.viewed_lessons).toBe(user.viewed_lessons);
      expect(totals.completed_courses).toBe(user.completed_courses);
      expect(totals.completed_tasks).toBe(user.completed_tasks);
    }
  });

  it("count only the learner's own rows of this school", async () => {
    expect((await timeline(B, 'anna@example.com', 'week')).totals).toEqual({
      viewed_seconds: 36_000,
      viewed_lessons: 1,
      completed_courses: 1,
      completed_tasks: 1,
    });
    expect((await timeline(A, 'boris@example.com', 'week')).totals).toEqual({
      viewed_seconds: 7200,
      viewed_lessons: 1,
      completed_courses: 0,
      completed_tasks: 1,
    });
  });

  it('answer zeros for a new learner', async () => {
    const week = await timeline(A, 'new@example.com', 'week');
    expect(week.buckets).toHaveLength(7);
    expect(week.buckets.every((b) => b.viewed_seconds === 0 && b.completed_tasks === 0)).toBe(true);
  });

  it('default to the week', async () => {
    const token = await signIn(t.call, A, 'anna@example.com');
    const res = await t.call({ method: 'GET', url: `${base}/user/statistics`, token, host: A });
    expect(res.json()).toMatchObject({ period: 'week' });
  });
});

describe('the statistics over time refuse', () => {
  it('a period that is not week, month or year, naming the field', async () => {
    const token = await signIn(t.call, A, 'anna@example.com');
    for (const period of ['decade', '', 'WEEK', "week'--", '1']) {
      const res = await t.call({
        method: 'GET',
        // In English: the school's own language (ru) would answer in Russian (decision 097).
        url: `${base}/user/statistics?lang=en&period=${encodeURIComponent(period)}`,
        token,
        host: A,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual([{ field: 'period', message: 'Period must be week, month or year.' }]);
    }
  });

  it('a call without a token, with a bad one, or with a token of another school', async () => {
    const none = await t.call({ method: 'GET', url: `${base}/user/statistics?period=week`, host: A });
    expect(none.statusCode).toBe(401);
    const bad = await t.call({ method: 'GET', url: `${base}/user/statistics`, token: 'garbage', host: A });
    expect(bad.statusCode).toBe(401);
    const tokenA = await signIn(t.call, A, 'boris@example.com');
    const elsewhere = await t.call({ method: 'GET', url: `${base}/user/statistics`, token: tokenA, host: B });
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe('the buckets of a period', () => {
  it('keep local days across a clock change (London, 29 March 2026)', () => {
    const week = periodBuckets('week', 'Europe/London', new Date('2026-03-31T12:00:00Z'));
    expect(week.buckets.map((b) => b.date)).toEqual([
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    expect(week.buckets[4]!.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(week.buckets[5]!.start.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-03-31T23:00:00.000Z');
  });

  it('take the local date of now, not the UTC one', () => {
    const week = periodBuckets('week', 'Asia/Tokyo', new Date('2026-06-30T20:00:00Z'));
    expect(week.buckets.at(-1)!.date).toBe('2026-07-01');
    const year = periodBuckets('year', 'America/New_York', new Date('2026-01-01T02:00:00Z'));
    expect(year.buckets.at(-1)!.date).toBe('2025-12-01');
    expect(year.buckets[0]!.date).toBe('2025-01-01');
    expect(year.end.toISOString()).toBe('2026-01-01T05:00:00.000Z');
  });

  it('fall back to UTC for a zone the runtime does not know', () => {
    expect(periodBuckets('month', 'Mars/Olympus', new Date()).zone).toBe('UTC');
  });
});
