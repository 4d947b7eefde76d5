import { activeFreeze, DAY_MS } from './active-freeze';
import type { Stream } from './api/stream';

export { DAY_MS };

/** What the course access line of a stream says (spec 02 §4 "Course access text"). */
export type AccessText =
  | { kind: 'startsIn'; days: number }
  | { kind: 'notStarted' }
  | { kind: 'frozenUntil'; date: number }
  | { kind: 'paused'; date: number | null }
  | { kind: 'ended'; date: number | null }
  | { kind: 'daysLeft'; days: number }
  | { kind: 'until'; date: number };

/** Whole days from `now` until `date`, a part of a day counting as one; never below 0. */
export function daysUntil(date: number, now: number): number {
  return Math.max(0, Math.ceil((date - now) / DAY_MS));
}

/**
 * spec 02 §4: not started shows the days left before the start; frozen with an
 * active freeze, the frozen-until date; stopped, access paused with the end
 * date; ended, access ended with the end date; otherwise the days until access
 * ends when within `daysShowWarning` of it, else the end date. Null: nothing to say.
 */
export function accessText(
  stream: Pick<Stream, 'status' | 'startDate' | 'endDate' | 'freeze'>,
  now: number,
  daysShowWarning: number,
): AccessText | null {
  if (stream.status === 'not-started') {
    return stream.startDate === null
      ? { kind: 'notStarted' }
      : { kind: 'startsIn', days: Math.max(1, daysUntil(stream.startDate, now)) };
  }
  const freeze = activeFreeze(stream, now);
  if (freeze) return { kind: 'frozenUntil', date: freeze.endDate };
  if (stream.status === 'stopped') return { kind: 'paused', date: stream.endDate };
  if (stream.status === 'ended') return { kind: 'ended', date: stream.endDate };
  if (stream.endDate === null) return null;
  const days = daysUntil(stream.endDate, now);
  if (days <= daysShowWarning) return { kind: 'daysLeft', days };
  return { kind: 'until', date: stream.endDate };
}
