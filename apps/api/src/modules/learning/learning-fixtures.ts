import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { days, userCourseStreams } from '../../db/schema/index.js';
import { tenDayCourse } from '../../seed/demo-courses.js';
import { demoMediaStore } from '../../seed/seed-learning.js';
import { buildCourseContent } from '../course-content/index.js';
import { readCourseRows } from '../courses/courses.repository.js';
import { importCourse } from '../courses/import/course-import.service.js';
import type { CourseManifestInput } from '../courses/import/course-manifest.js';

/** Test helpers of the learning area: a real course (imported with the demo media) and streams. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A ten-day course of two stages (rest days 5 and 10, days 1-2 demo-accessible), with real video. */
export async function addCourse(db: Db, projectId: number, manifest?: CourseManifestInput) {
  const m =
    manifest ??
    // 8 s lessons and an 8 s day, as the learning tests count them (decision 046).
    tenDayCourse(`course-${projectId}-${Math.random().toString(36).slice(2, 8)}`, 'Test course', 'Test', 1, {
      lessonSeconds: 8,
    });
  const { courseId } = await importCourse(db, projectId, m, demoMediaStore());
  return buildCourseContent((await readCourseRows(db, courseId))!);
}

export async function addStream(
  db: Db,
  values: { projectId: number; userId: number; courseId: number } & Partial<
    typeof userCourseStreams.$inferInsert
  >,
) {
  const now = Date.now();
  const [row] = await db
    .insert(userCourseStreams)
    .values({
      status: 'open',
      startDate: new Date(now - 2 * DAY_MS),
      endDate: new Date(now + 30 * DAY_MS),
      daysCount: 8,
      ...values,
    })
    .returning();
  return row!;
}

export async function dayByNumber(db: Db, courseId: number, n: number) {
  const [row] = await db
    .select()
    .from(days)
    .where(eq(days.courseId, courseId))
    .orderBy(days.dayNumber)
    .offset(n - 1)
    .limit(1);
  return row!;
}
