import { SCHEDULE_ROUTES, type ScheduleResource } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { type ReminderEntry, toEntries } from './schedule-entries';

export const scheduleQueryKey = ['schedule'] as const;

/** `GET /schedule` (spec 01 §7): the learner's reminders, as form entries. */
export async function getSchedule(signal?: AbortSignal): Promise<ReminderEntry[]> {
  const { data } = await apiGet<ScheduleResource>(SCHEDULE_ROUTES.schedule, { signal });
  return toEntries(data.repeatDays);
}

export const scheduleQueryOptions = () =>
  queryOptions({ queryKey: scheduleQueryKey, queryFn: ({ signal }) => getSchedule(signal) });

export const useSchedule = () => useQuery(scheduleQueryOptions());
