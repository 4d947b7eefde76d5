import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userCourseStreams, userHomeworkStatuses, userScores } from '../../db/schema/index.js';

export async function scoresAmount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${userScores.amount}), 0)::int` })
    .from(userScores)
    .where(eq(userScores.userId, userId));
  return row?.total ?? 0;
}

/** A course counts as completed when every day of its stream is complete. */
/** By school and learner: the streams' index starts with the school (a learner-only filter scans every stream). */
export async function completedCourses(db: Db, projectId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userCourseStreams)
    .where(
      and(
        eq(userCourseStreams.projectId, projectId),
        eq(userCourseStreams.userId, userId),
        sql`${userCourseStreams.daysCount} > 0`,
        sql`${userCourseStreams.completeDaysCount} >= ${userCourseStreams.daysCount}`,
      ),
    );
  return row?.count ?? 0;
}

/** spec 01 §7 `completed_tasks`: the learner's accepted homework (DONE) in this school. */
export async function completedTasks(db: Db, projectId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userHomeworkStatuses)
    .where(
      and(
        eq(userHomeworkStatuses.userId, userId),
        eq(userHomeworkStatuses.projectId, projectId),
        eq(userHomeworkStatuses.status, 'DONE'),
      ),
    );
  return row?.count ?? 0;
}
