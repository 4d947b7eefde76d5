import { and, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  days,
  userCourseStreams,
  userDayStatuses,
  userHomeworkStatuses,
  userLessonStatuses,
} from '../../db/schema/index.js';

/**
 * The statistics of `GET /user`'s expands (user.repository.ts, viewing-statistics.repository.ts)
 * bucket by bucket (decision 089): the same rows with the same filters, each counted once at
 * the moment it tells, so the buckets add up to the totals. The bucket of a moment is
 * `width_bucket(moment, starts)`: 1 for the first bucket, `starts.length - 1` for the last.
 */

export interface TimelineRange {
  projectId: number;
  userId: number;
  /** The buckets' starts and, last, the end of the last bucket. */
  bounds: Date[];
}

const boundsArray = (bounds: Date[]) =>
  sql`array[${sql.join(
    bounds.map((b) => sql`${b.toISOString()}::timestamptz`),
    sql`, `,
  )}]`;

/** The bucket is the first column; its parameters repeated in GROUP BY would be another expression. */
const FIRST_COLUMN = sql`1`;

const inRange = (moment: SQL, bounds: Date[]) =>
  and(gte(moment, bounds[0]!.toISOString()), lt(moment, bounds.at(-1)!.toISOString()));

/**
 * Viewing: a lesson status counts at its last record (`updated_at`), with all its seconds. The
 * table keeps sums, not each record, so that is the one moment it knows (decision 089).
 */
export async function viewingByBucket(db: Db, r: TimelineRange) {
  const bucket = sql<number>`width_bucket(${userLessonStatuses.updatedAt}, ${boundsArray(r.bounds)})`;
  return db
    .select({
      bucket,
      seconds: sql<string>`sum(${userLessonStatuses.viewedSeconds}::bigint)::bigint`,
      lessons: sql<number>`count(*)::int`,
    })
    .from(userLessonStatuses)
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, userLessonStatuses.userCourseStreamId))
    .where(
      and(
        eq(userCourseStreams.projectId, r.projectId),
        eq(userCourseStreams.userId, r.userId),
        eq(userLessonStatuses.projectId, r.projectId),
        gt(userLessonStatuses.viewedSeconds, 0),
        inRange(sql`${userLessonStatuses.updatedAt}`, r.bounds),
      ),
    )
    .groupBy(FIRST_COLUMN);
}

/**
 * Completed courses: a stream whose days are all complete counts when its last counted day
 * (not a day of rest) was finished; streams have no completion time of their own. A stream made
 * complete without day statuses (an import of old progress) counts when it was created.
 */
export async function completedCoursesByBucket(db: Db, r: TimelineRange) {
  const lastFinish = db
    .select({ at: sql`max(${userDayStatuses.finishedAt})`.as('at') })
    .from(userDayStatuses)
    .innerJoin(days, eq(days.id, userDayStatuses.dayId))
    .where(and(eq(userDayStatuses.userCourseStreamId, userCourseStreams.id), eq(days.dayOfRest, false)))
    .as('last_finish');
  const completedAt = sql`coalesce(${lastFinish.at}, ${userCourseStreams.createdAt})`;
  const bucket = sql<number>`width_bucket(${completedAt}, ${boundsArray(r.bounds)})`;
  return db
    .select({ bucket, courses: sql<number>`count(*)::int` })
    .from(userCourseStreams)
    .leftJoinLateral(lastFinish, sql`true`)
    .where(
      and(
        eq(userCourseStreams.projectId, r.projectId),
        eq(userCourseStreams.userId, r.userId),
        sql`${userCourseStreams.daysCount} > 0`,
        sql`${userCourseStreams.completeDaysCount} >= ${userCourseStreams.daysCount}`,
        inRange(completedAt, r.bounds),
      ),
    )
    .groupBy(FIRST_COLUMN);
}

/** Completed tasks: accepted homework (DONE) counts when it was reviewed. */
export async function completedTasksByBucket(db: Db, r: TimelineRange) {
  const acceptedAt = sql`coalesce(${userHomeworkStatuses.reviewedAt}, ${userHomeworkStatuses.updatedAt})`;
  const bucket = sql<number>`width_bucket(${acceptedAt}, ${boundsArray(r.bounds)})`;
  return db
    .select({ bucket, tasks: sql<number>`count(*)::int` })
    .from(userHomeworkStatuses)
    .where(
      and(
        eq(userHomeworkStatuses.userId, r.userId),
        eq(userHomeworkStatuses.projectId, r.projectId),
        eq(userHomeworkStatuses.status, 'DONE'),
        inRange(acceptedAt, r.bounds),
      ),
    )
    .groupBy(FIRST_COLUMN);
}
