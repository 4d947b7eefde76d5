import { STATISTICS_BUCKETS, type StatisticsPeriod } from '@cp/contract';

/**
 * Where the statistics screen's buckets begin (decision 089): local midnights of the learner's
 * time zone, found with the runtime's time zone data (Intl) so the database needs to know no
 * zone names, and a day of 23 or 25 hours around a clock change is still one day.
 */

export interface PeriodBuckets {
  zone: string;
  unit: 'day' | 'month';
  /** Each bucket's first local day (`YYYY-MM-DD`) and the instant it starts. */
  buckets: { date: string; start: Date }[];
  /** Where the last bucket ends: the start of tomorrow (or of next month) there. */
  end: Date;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The learner's zone if the runtime knows it; UTC when she has none or an unknown one. */
export function statisticsZone(timezone: string | null | undefined): string {
  if (!timezone) return 'UTC';
  try {
    formatOf(timezone);
    return timezone;
  } catch {
    return 'UTC';
  }
}

/** The local wall clock of `instant` in `zone`, as if it were UTC (ms). */
function wallClock(instant: number, zone: string): number {
  const parts = formatOf(zone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The instant a local calendar day (given as a UTC date of the same numbers) begins in `zone`. */
function localMidnight(day: number, zone: string): Date {
  // Two passes: the offset at a first guess, then at the corrected instant (a clock change between).
  const first = day - (wallClock(day, zone) - day);
  return new Date(day - (wallClock(first, zone) - first));
}

const isoDate = (day: number) => new Date(day).toISOString().slice(0, 10);

/** The buckets of `period` ending with the local day (or month) of `now`. */
export function periodBuckets(period: StatisticsPeriod, timezone: string | null, now: Date): PeriodBuckets {
  const zone = statisticsZone(timezone);
  const { unit, count } = STATISTICS_BUCKETS[period];
  const local = new Date(wallClock(now.getTime(), zone));
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  // Calendar days as UTC dates of the same numbers: plain arithmetic, no zone involved.
  const days =
    unit === 'day'
      ? Array.from({ length: count + 1 }, (_, i) => Date.UTC(y, m, d - count + 1 + i))
      : Array.from({ length: count + 1 }, (_, i) => Date.UTC(y, m - count + 1 + i, 1));
  const starts = days.map((day) => localMidnight(day, zone));
  return {
    zone,
    unit,
    buckets: days.slice(0, count).map((day, i) => ({ date: isoDate(day), start: starts[i]! })),
    end: starts[count]!,
  };
}
