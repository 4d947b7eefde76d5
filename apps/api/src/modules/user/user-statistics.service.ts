import type { StatisticsCounts, StatisticsPeriod, UserStatisticsAnswer } from '@cp/contract';
import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { periodBuckets } from './statistics-periods.js';
import {
  completedCoursesByBucket,
  completedTasksByBucket,
  viewingByBucket,
} from './statistics-timeline.repository.js';

/** A user's row, named from the schema (auth's own name for it would make auth and user use each other). */
type UserRow = typeof users.$inferSelect;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const zero = (): StatisticsCounts => ({
  viewed_seconds: 0,
  viewed_lessons: 0,
  completed_courses: 0,
  completed_tasks: 0,
});

/**
 * `GET /user/statistics?period=` (issue 15, decision 089): the learner's viewing, completed
 * courses and accepted homework in this school, per local day (week, month) or month (year)
 * of her time zone. Three grouped queries bounded by her streams and her homework.
 */
export async function userStatistics(
  db: Db,
  user: UserRow,
  period: StatisticsPeriod,
  now = new Date(),
): Promise<UserStatisticsAnswer> {
  const cut = periodBuckets(period, user.timezone, now);
  const range = {
    projectId: user.projectId,
    userId: user.id,
    bounds: [...cut.buckets.map((b) => b.start), cut.end],
  };
  const [viewing, courses, tasks] = await Promise.all([
    viewingByBucket(db, range),
    completedCoursesByBucket(db, range),
    completedTasksByBucket(db, range),
  ]);
  const counts = cut.buckets.map(zero);
  // width_bucket numbers the buckets from 1; the range filter keeps every row inside them.
  const at = (bucket: number) => counts[Number(bucket) - 1]!;
  for (const row of viewing) {
    at(row.bucket).viewed_seconds += Number(row.seconds);
    at(row.bucket).viewed_lessons += row.lessons;
  }
  for (const row of courses) at(row.bucket).completed_courses += row.courses;
  for (const row of tasks) at(row.bucket).completed_tasks += row.tasks;
  const totals = zero();
  for (const c of counts) {
    for (const key of Object.keys(totals) as (keyof StatisticsCounts)[]) totals[key] += c[key];
  }
  return {
    period,
    unit: cut.unit,
    timezone: cut.zone,
    from: seconds(range.bounds[0]!),
    to: seconds(cut.end),
    totals,
    buckets: cut.buckets.map((b, i) => ({ date: b.date, start: seconds(b.start), ...counts[i]! })),
  };
}
