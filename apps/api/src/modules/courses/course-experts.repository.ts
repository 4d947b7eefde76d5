import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseExperts } from '../../db/schema/index.js';

// Who answers a course (course_experts): read by the chat, the homework review and the video
// consultations, each of which once kept a copy of these reads.

/** The courses an expert (or administrator, decision 053) answers for, in a school. */
export async function expertCourseIds(db: Db, projectId: number, expertId: number) {
  const rows = await db
    .select({ courseId: courseExperts.courseId })
    .from(courseExperts)
    .where(and(eq(courseExperts.projectId, projectId), eq(courseExperts.userId, expertId)));
  return rows.map((r) => r.courseId);
}

/** Whether the expert answers for the course. */
export async function isCourseExpert(db: Db, projectId: number, courseId: number, expertId: number) {
  const [row] = await db
    .select({ courseId: courseExperts.courseId })
    .from(courseExperts)
    .where(
      and(
        eq(courseExperts.projectId, projectId),
        eq(courseExperts.courseId, courseId),
        eq(courseExperts.userId, expertId),
      ),
    );
  return Boolean(row);
}

/** The experts of a course: who hears its chat's, homework's and consultations' live events. */
export async function courseExpertIds(db: Db, projectId: number, courseId: number) {
  const rows = await db
    .select({ userId: courseExperts.userId })
    .from(courseExperts)
    .where(and(eq(courseExperts.projectId, projectId), eq(courseExperts.courseId, courseId)));
  return rows.map((r) => r.userId);
}

/** Makes the expert one who answers for the course (again: nothing). */
export async function assignExpert(db: Db, projectId: number, courseId: number, expertId: number) {
  await db.insert(courseExperts).values({ projectId, courseId, userId: expertId }).onConflictDoNothing();
}
