/**
 * Wall-clock time in an IANA zone <-> instants, with Intl only (no time zone library): the
 * schedule's times are the school's (decision 055).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

export interface WallTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM` */
  time: string;
  /** mon..sun */
  weekday: string;
}

export function wallTime(ms: number, zone: string): WallTime {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: String(parts.weekday).toLowerCase().slice(0, 3),
  };
}

/** The zone's offset from UTC at `ms`, in ms. */
function offsetAt(ms: number, zone: string) {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant of `date` `time` in `zone`; a time skipped by a clock change gives null. */
export function zonedInstant(date: string, time: string, zone: string): number | null {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const guess = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  let at = guess - offsetAt(guess, zone);
  at = guess - offsetAt(at, zone);
  const back = wallTime(at, zone);
  return back.date === date && back.time === time ? at : null;
}

/** The calendar date `days` after `date` (`YYYY-MM-DD`). */
export function addDays(date: string, days: number) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The weekday (mon..sun) of a calendar date. */
export function weekdayOf(date: string) {
  const [y, m, d] = date.split('-').map(Number);
  return ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()]!;
}
