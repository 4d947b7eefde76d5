import type { StatisticsTimeline, TimelineBucket } from '../api/get-statistics-timeline';
import type { StatisticsTotals } from '../api/get-statistics-totals';

/**
 * Numbers of the statistics screen in the learner's language (decision 089): hours and minutes
 * with their units by Intl, labels of the buckets from their local dates (never re-zoned: the
 * server already cut them in the learner's time zone).
 */

/** The chart's measure of time: minutes for days, hours for months (a month's minutes run to thousands). */
export type TimeMeasure = 'minute' | 'hour';

export const measureOf = (unit: StatisticsTimeline['unit']): TimeMeasure =>
  unit === 'day' ? 'minute' : 'hour';

/** Watched time of a bucket in the chart's measure, to one decimal place. */
export function watchedIn(measure: TimeMeasure, seconds: number): number {
  return Math.round((seconds / (measure === 'minute' ? 60 : 3600)) * 10) / 10;
}

/** "1,5 часа", "25 min": a value with its unit, as the language writes it. */
export function formatDuration(
  language: string,
  measure: TimeMeasure,
  value: number,
  display: 'long' | 'short' = 'long',
): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: measure,
    unitDisplay: display,
    maximumFractionDigits: 1,
  }).format(value);
}

export const formatCount = (language: string, value: number) => new Intl.NumberFormat(language).format(value);

const utcDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

/** A bucket's label: "19 нояб." for a day, "нояб. 2026" for a month. */
export function bucketLabel(language: string, unit: StatisticsTimeline['unit'], date: string): string {
  const options: Intl.DateTimeFormatOptions =
    unit === 'day' ? { day: 'numeric', month: 'short' } : { month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(utcDay(date));
}

/**
 * A bucket's name for the tooltip ("чт, 19 ноября 2026 г.") or, `short`, for the table's rows,
 * narrow enough for a phone ("чт, 19 нояб."); a month is "ноябрь 2026 г." either way.
 */
export function bucketTitle(
  language: string,
  unit: StatisticsTimeline['unit'],
  date: string,
  length: 'long' | 'short' = 'long',
): string {
  const day: Intl.DateTimeFormatOptions =
    length === 'long'
      ? { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }
      : { weekday: 'short', day: 'numeric', month: 'short' };
  const options: Intl.DateTimeFormatOptions = unit === 'day' ? day : { month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(utcDay(date));
}

/** A learner who has done nothing yet: the screen invites her to start instead of showing zeros. */
export const isNewLearner = (totals: StatisticsTotals) =>
  totals.viewedHours === 0 &&
  totals.viewedLessons === 0 &&
  totals.completedCourses === 0 &&
  totals.completedTasks === 0;

/** The bucket with the most watched time, if any was watched: the chart's summary names it. */
export function busiestBucket(buckets: readonly TimelineBucket[]): TimelineBucket | null {
  let best: TimelineBucket | null = null;
  for (const b of buckets)
    if (b.viewedSeconds > 0 && (!best || b.viewedSeconds > best.viewedSeconds)) best = b;
  return best;
}
