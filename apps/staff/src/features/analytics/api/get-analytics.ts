import { CONSOLE_ANALYTICS_ROUTES, type ConsoleAnalytics } from '@cp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';

/** What the administrator chose: both dates or neither (the server's last 30 days), and a course or all. */
export interface AnalyticsFilter {
  from: string;
  to: string;
  courseId: number | null;
}

/** The query string of a filter, shared by the figures and their CSV. */
export const analyticsQuery = (f: AnalyticsFilter) => ({
  from: f.from || undefined,
  to: f.to || undefined,
  course_id: f.courseId ?? undefined,
});

/**
 * `GET /staff/analytics`: every figure of the period (decision 141). The screen shows the wire's
 * figures as they come: counts, dates as `YYYY-MM-DD` of the school's calendar, money in minor
 * units, so nothing needs converting but the money's formatting where it is shown.
 */
export async function getAnalytics(filter: AnalyticsFilter, signal?: AbortSignal) {
  const { data } = await apiGet<ConsoleAnalytics>(staffPath(CONSOLE_ANALYTICS_ROUTES.analytics), {
    query: analyticsQuery(filter),
    signal,
  });
  return data;
}

export function useAnalytics(filter: AnalyticsFilter) {
  return useQuery({
    queryKey: ['analytics', filter.from, filter.to, filter.courseId] as const,
    queryFn: ({ signal }) => getAnalytics(filter, signal),
    placeholderData: keepPreviousData,
  });
}
