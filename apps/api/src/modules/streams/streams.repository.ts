import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, userCourseStreams } from '../../db/schema/index.js';
import type { Page } from '../../plugins/pagination.js';

export type StreamRow = typeof userCourseStreams.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;

function ownStreams(projectId: number, userId: number, ids?: number[]): SQL {
  const conditions = [eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.userId, userId)];
  if (ids) conditions.push(inArray(userCourseStreams.id, ids));
  return and(...conditions)!;
}

export async function listStreams(db: Db, projectId: number, userId: number, page: Page, ids?: number[]) {
  const where = ownStreams(projectId, userId, ids);
  const [rows, [total]] = await Promise.all([
    db
      .select({ stream: userCourseStreams, course: courses })
      .from(userCourseStreams)
      .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
      .where(where)
      .orderBy(asc(userCourseStreams.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(userCourseStreams).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}
