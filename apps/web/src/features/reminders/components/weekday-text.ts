import { WEEKDAYS, type Weekday } from '@cp/contract';

/** How a set of days reads in a list: a named group, else the days' short names. */
export type DaysSummary = { kind: 'everyDay' | 'workdays' | 'weekend' } | { kind: 'days'; days: Weekday[] };

const WORKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const WEEKEND: readonly Weekday[] = ['sat', 'sun'];

const sameDays = (a: readonly Weekday[], b: readonly Weekday[]) =>
  a.length === b.length && b.every((day) => a.includes(day));

export function summarizeDays(days: readonly Weekday[]): DaysSummary {
  if (sameDays(days, WEEKDAYS)) return { kind: 'everyDay' };
  if (sameDays(days, WORKDAYS)) return { kind: 'workdays' };
  if (sameDays(days, WEEKEND)) return { kind: 'weekend' };
  return { kind: 'days', days: WEEKDAYS.filter((day) => days.includes(day)) };
}
