import { z } from 'zod';
import { langQuery } from './pagination.js';

/**
 * The statistics screen's view over time (issue 15, decision 089). spec 01 §2 names the
 * "stats" screen and §3 the four totals (`GET /user`'s expands); the call for the timeline is
 * not shown: `GET /user/statistics?period=` answers the same totals bucket by bucket, counted
 * from the same rows, in the learner's time zone.
 */
export const USER_STATISTICS_ROUTE = '/user/statistics';

export const STATISTICS_PERIODS = ['week', 'month', 'year'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** How each period is cut: the last 7 or 30 local days ending today, or the last 12 months. */
export const STATISTICS_BUCKETS = {
  week: { unit: 'day', count: 7 },
  month: { unit: 'day', count: 30 },
  year: { unit: 'month', count: 12 },
} as const satisfies Record<StatisticsPeriod, { unit: 'day' | 'month'; count: number }>;

export const userStatisticsQuery = langQuery.extend({
  period: z.enum(STATISTICS_PERIODS, { message: 'Period must be week, month or year.' }).default('week'),
});

/** One bucket's counts: what the learner did between its local start and the next bucket's. */
export const statisticsCounts = z.object({
  viewed_seconds: z.number().int(),
  viewed_lessons: z.number().int(),
  completed_courses: z.number().int(),
  completed_tasks: z.number().int(),
});
export type StatisticsCounts = z.infer<typeof statisticsCounts>;

export const statisticsBucket = statisticsCounts.extend({
  /** The bucket's first local day, `YYYY-MM-DD` in `timezone` (a month's bucket: its 1st). */
  date: z.string(),
  /** The bucket's start, seconds since the epoch. */
  start: z.number().int(),
});
export type StatisticsBucket = z.infer<typeof statisticsBucket>;

export const userStatisticsAnswer = z.object({
  period: z.enum(STATISTICS_PERIODS),
  unit: z.enum(['day', 'month']),
  /** The IANA zone the days were cut in: the learner's, or UTC when she has none. */
  timezone: z.string(),
  /** Seconds since the epoch: the first bucket's start and the end of the last (now's day or month). */
  from: z.number().int(),
  to: z.number().int(),
  /** The sums of the buckets. */
  totals: statisticsCounts,
  buckets: z.array(statisticsBucket),
});
export type UserStatisticsAnswer = z.infer<typeof userStatisticsAnswer>;
