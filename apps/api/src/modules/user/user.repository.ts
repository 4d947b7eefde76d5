import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { userCourseStreams, userHomeworkStatuses, userScores } from '../../db/schema/index.js';

// The learner's statistics are read on every visit to the statistics screen: prepared (decision 139).
const scoresStatement = preparedStatement((db) =>
  db
    .select({ total: sql<number>`coalesce(sum(${userScores.amount}), 0)::int` })
    .from(userScores)
    .where(eq(userScores.userId, sql.placeholder('userId')))
    .prepare('user_scores_amount'),
);

export async function scoresAmount(db: Db, userId: number): Promise<number> {
  const [row] = await scoresStatement(db).execute({ userId });
  return row?.total ?? 0;
}

/** A course counts as completed when every day of its stream is complete. */
/** By school and learner: the streams' index starts with the school (a learner-only filter scans every stream). */
const completedCoursesStatement = preparedStatement((db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(userCourseStreams)
    .where(
      and(
        eq(userCourseStreams.projectId, sql.placeholder('projectId')),
        eq(userCourseStreams.userId, sql.placeholder('userId')),
        sql`${userCourseStreams.daysCount} > 0`,
        sql`${userCourseStreams.completeDaysCount} >= ${userCourseStreams.daysCount}`,
      ),
    )
    .prepare('user_completed_courses'),
);

export async function completedCourses(db: Db, projectId: number, userId: number): Promise<number> {
  const [row] = await completedCoursesStatement(db).execute({ projectId, userId });
  return row?.count ?? 0;
}

/** spec 01 §7 `completed_tasks`: the learner's accepted homework (DONE) in this school. */
const completedTasksStatement = preparedStatement((db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(userHomeworkStatuses)
    .where(
      and(
        eq(userHomeworkStatuses.userId, sql.placeholder('userId')),
        eq(userHomeworkStatuses.projectId, sql.placeholder('projectId')),
        eq(userHomeworkStatuses.status, 'DONE'),
      ),
    )
    .prepare('user_completed_tasks'),
);

export async function completedTasks(db: Db, projectId: number, userId: number): Promise<number> {
  const [row] = await completedTasksStatement(db).execute({ projectId, userId });
  return row?.count ?? 0;
}
