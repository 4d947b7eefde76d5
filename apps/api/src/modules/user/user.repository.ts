import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  userCourseStreams,
  userHomeworkStatuses,
  userLessonStatuses,
  userScores,
} from '../../db/schema/index.js';

/** The learner's figures of `GET /user` (spec 01 §7), all read at once. */
export interface UserFigures {
  scoresAmount: number;
  /** Streams whose every day is complete. */
  completedCourses: number;
  /** Accepted homework (DONE). */
  completedTasks: number;
  /** Seconds watched, and lessons with some of them watched (spec 01 §3 viewedHours, viewedLessons). */
  viewedSeconds: number;
  viewedLessons: number;
}

const projectId = sql.placeholder('projectId');
const userId = sql.placeholder('userId');

/**
 * Each figure is an index range on the learner's own rows; by school and learner, since the
 * streams' index starts with the school (a learner-only filter scans every stream). The viewing
 * totals read her streams (user_course_streams_user_idx), then their lesson statuses
 * (user_lesson_statuses_stream_idx); their sum is a bigint: it cannot overflow. One prepared
 * statement for the lot: the statistics screen asks for them on every visit, and four statements
 * cost the API four round trips (decision 139).
 */
const watched = sql`from ${userLessonStatuses}
  inner join ${userCourseStreams} on ${userCourseStreams.id} = ${userLessonStatuses.userCourseStreamId}
  where ${and(
    eq(userCourseStreams.projectId, projectId),
    eq(userCourseStreams.userId, userId),
    eq(userLessonStatuses.projectId, projectId),
    // A lesson counts as viewed once some of it was watched (as the day's progress counts it).
    gt(userLessonStatuses.viewedSeconds, 0),
  )}`;
const figuresStatement = preparedStatement((db: Db) =>
  db
    .select({
      scoresAmount: sql<number>`(select coalesce(sum(${userScores.amount}), 0)::int from ${userScores} where ${eq(userScores.userId, userId)})`,
      completedCourses: sql<number>`(select count(*)::int from ${userCourseStreams} where ${and(
        eq(userCourseStreams.projectId, projectId),
        eq(userCourseStreams.userId, userId),
        sql`${userCourseStreams.daysCount} > 0`,
        sql`${userCourseStreams.completeDaysCount} >= ${userCourseStreams.daysCount}`,
      )})`,
      completedTasks: sql<number>`(select count(*)::int from ${userHomeworkStatuses} where ${and(
        eq(userHomeworkStatuses.userId, userId),
        eq(userHomeworkStatuses.projectId, projectId),
        eq(userHomeworkStatuses.status, 'DONE'),
      )})`,
      viewedSeconds: sql<string>`watched.seconds`,
      viewedLessons: sql<number>`watched.lessons`,
    })
    // The viewing totals are the statement's one row: both come from one scan of her lesson statuses.
    .from(
      sql`(select coalesce(sum(${userLessonStatuses.viewedSeconds}::bigint), 0)::bigint as seconds, count(*)::int as lessons ${watched}) as watched`,
    )
    .prepare('user_figures'),
);

export async function userFigures(db: Db, projectIdValue: number, userIdValue: number): Promise<UserFigures> {
  const [row] = await figuresStatement(db).execute({ projectId: projectIdValue, userId: userIdValue });
  return {
    scoresAmount: row?.scoresAmount ?? 0,
    completedCourses: row?.completedCourses ?? 0,
    completedTasks: row?.completedTasks ?? 0,
    viewedSeconds: Number(row?.viewedSeconds ?? 0),
    viewedLessons: row?.viewedLessons ?? 0,
  };
}
