import {
  type StatisticsBucket,
  type StatisticsCounts,
  type StatisticsPeriod,
  USER_STATISTICS_ROUTE,
  type UserStatisticsAnswer,
} from '@cp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { statisticsKeys } from './statistics-keys';

/** One bucket's counts in client names. */
export interface TimelineCounts {
  viewedSeconds: number;
  viewedLessons: number;
  completedCourses: number;
  completedTasks: number;
}

export interface TimelineBucket extends TimelineCounts {
  /** The bucket's first local day, `YYYY-MM-DD` in the learner's time zone. */
  date: string;
  /** Its start, in milliseconds. */
  start: number;
}

export interface StatisticsTimeline {
  period: StatisticsPeriod;
  unit: 'day' | 'month';
  timezone: string;
  from: number;
  to: number;
  totals: TimelineCounts;
  buckets: TimelineBucket[];
}

const toCounts = (c: StatisticsCounts): TimelineCounts => ({
  viewedSeconds: c.viewed_seconds,
  viewedLessons: c.viewed_lessons,
  completedCourses: c.completed_courses,
  completedTasks: c.completed_tasks,
});

const toBucket = (b: StatisticsBucket): TimelineBucket => ({
  date: b.date,
  start: b.start * 1000,
  ...toCounts(b),
});

/** Server names to client names, seconds since the epoch to milliseconds. */
export function toStatisticsTimeline(answer: UserStatisticsAnswer): StatisticsTimeline {
  return {
    period: answer.period,
    unit: answer.unit,
    timezone: answer.timezone,
    from: answer.from * 1000,
    to: answer.to * 1000,
    totals: toCounts(answer.totals),
    buckets: answer.buckets.map(toBucket),
  };
}

/** `GET /user/statistics?period=` (decision 089): the learner's statistics day by day or month by month. */
export async function getStatisticsTimeline(
  period: StatisticsPeriod,
  signal?: AbortSignal,
): Promise<StatisticsTimeline> {
  const { data } = await apiGet<UserStatisticsAnswer>(USER_STATISTICS_ROUTE, { query: { period }, signal });
  return toStatisticsTimeline(data);
}

export const statisticsTimelineQueryOptions = (period: StatisticsPeriod) =>
  queryOptions({
    queryKey: statisticsKeys.timeline(period),
    queryFn: ({ signal }) => getStatisticsTimeline(period, signal),
    // The previous period stays on screen while the next loads: the chart does not blink away.
    placeholderData: keepPreviousData,
  });

export const useStatisticsTimeline = (period: StatisticsPeriod) =>
  useQuery(statisticsTimelineQueryOptions(period));
