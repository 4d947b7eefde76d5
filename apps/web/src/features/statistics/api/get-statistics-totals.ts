import { ROUTES, type UserExpand, type UserResource } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { statisticsKeys } from './statistics-keys';

/** The four totals of the statistics screen (spec 01 §3 User statistics), in client names. */
export interface StatisticsTotals {
  viewedHours: number;
  viewedLessons: number;
  completedCourses: number;
  completedTasks: number;
}

export const TOTALS_EXPAND = [
  'viewed_hours',
  'viewed_lessons',
  'completed_courses',
  'completed_tasks',
] as const satisfies readonly UserExpand[];

/** The expands a server leaves out count 0 (spec 01 §3 "default 0"). */
export function toStatisticsTotals(
  user: Pick<UserResource, (typeof TOTALS_EXPAND)[number]>,
): StatisticsTotals {
  return {
    viewedHours: user.viewed_hours ?? 0,
    viewedLessons: user.viewed_lessons ?? 0,
    completedCourses: user.completed_courses ?? 0,
    completedTasks: user.completed_tasks ?? 0,
  };
}

/** `GET /user?expand=viewed_hours,viewed_lessons,completed_courses,completed_tasks` (spec 01 §7). */
export async function getStatisticsTotals(signal?: AbortSignal): Promise<StatisticsTotals> {
  const { data } = await apiGet<UserResource>(ROUTES.user, {
    query: { expand: TOTALS_EXPAND.join(',') },
    signal,
  });
  return toStatisticsTotals(data);
}

export const statisticsTotalsQueryOptions = () =>
  queryOptions({ queryKey: statisticsKeys.totals, queryFn: ({ signal }) => getStatisticsTotals(signal) });

export const useStatisticsTotals = () => useQuery(statisticsTotalsQueryOptions());
