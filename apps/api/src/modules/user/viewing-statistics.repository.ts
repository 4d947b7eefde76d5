import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { userCourseStreams, userLessonStatuses } from '../../db/schema/index.js';

/**
 * What the learner watched in one school (spec 01 §3 User statistics viewedHours,
 * viewedLessons), from the recorded lesson statuses of her streams there. Two index
 * lookups: her streams (user_course_streams_user_idx), then their lesson statuses
 * (user_lesson_statuses_stream_idx). The sum is a bigint: it cannot overflow. Prepared: read on
 * every visit to the statistics screen (decision 139).
 */
const viewingTotalsStatement = preparedStatement((db) =>
  db
    .select({
      seconds: sql<string>`coalesce(sum(${userLessonStatuses.viewedSeconds}::bigint), 0)::bigint`,
      lessons: sql<number>`count(*)::int`,
    })
    .from(userLessonStatuses)
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, userLessonStatuses.userCourseStreamId))
    .where(
      and(
        eq(userCourseStreams.projectId, sql.placeholder('projectId')),
        eq(userCourseStreams.userId, sql.placeholder('userId')),
        eq(userLessonStatuses.projectId, sql.placeholder('projectId')),
        // A lesson counts as viewed once some of it was watched (as the day's progress counts it).
        gt(userLessonStatuses.viewedSeconds, 0),
      ),
    )
    .prepare('user_viewing_totals'),
);

export async function viewingTotals(
  db: Db,
  projectId: number,
  userId: number,
): Promise<{ seconds: number; lessons: number }> {
  const [row] = await viewingTotalsStatement(db).execute({ projectId, userId });
  return { seconds: Number(row?.seconds ?? 0), lessons: row?.lessons ?? 0 };
}

/** Hours to one decimal place (docs/spec-gaps.md: the spec names the field, not its precision). */
export const toViewedHours = (seconds: number) => Math.round(seconds / 360) / 10;
