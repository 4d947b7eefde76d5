import { SCHEDULE_ROUTES, type ScheduleResource, WEEKDAYS, type Weekday } from '@cp/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { queryClient } from '../../../lib/query/query-client';
import { scheduleQueryKey } from './get-schedule';
import { type ReminderEntry, toEntries, toRepeatDays } from './schedule-entries';

/**
 * What a save came to. The server's 422 names fields of the whole schedule
 * (`repeatDays.mon.0` a time, `repeatDays.mon` a day's list); they are told apart here and
 * the screen words them in the learner's language (the server's texts are English).
 */
export type ScheduleSaveResult =
  | { kind: 'success'; entries: ReminderEntry[] }
  | { kind: 'invalid'; time: boolean; days: Weekday[] }
  | { kind: 'failed'; status: number | null };

const DAY_FIELD = /^repeatDays\.(mon|tue|wed|thu|fri|sat|sun)(\.\d+)?$/;

/** The 422 answer's fields, sorted into "a time is wrong" and "these days' lists are wrong". */
export function invalidFields(body: unknown): { time: boolean; days: Weekday[] } {
  const result = { time: false, days: [] as Weekday[] };
  if (!Array.isArray(body)) return result;
  for (const item of body as unknown[]) {
    const field = (item as { field?: unknown } | null)?.field;
    const match = typeof field === 'string' ? DAY_FIELD.exec(field) : null;
    if (!match) continue;
    if (match[2]) result.time = true;
    else if (!result.days.includes(match[1] as Weekday)) result.days.push(match[1] as Weekday);
  }
  result.days.sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
  return result;
}

/**
 * `PUT /schedule/update` (spec 01 §7): replaces the whole schedule with these entries and
 * stores what the server answered.
 */
export async function saveSchedule(entries: readonly ReminderEntry[]): Promise<ScheduleSaveResult> {
  try {
    const { data } = await apiRequest<ScheduleResource>('PUT', SCHEDULE_ROUTES.update, {
      body: { repeatDays: toRepeatDays(entries) },
    });
    const saved = toEntries(data.repeatDays);
    queryClient.setQueryData(scheduleQueryKey, saved);
    return { kind: 'success', entries: saved };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const fields = invalidFields(error.body);
      if (fields.time || fields.days.length > 0) return { kind: 'invalid', ...fields };
    }
    return { kind: 'failed', status: error instanceof ApiError ? error.status : null };
  }
}
