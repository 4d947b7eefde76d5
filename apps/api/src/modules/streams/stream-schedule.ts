import { FREEZE_STATUS, type StreamStatus } from '@cp/contract';
import type { FreezeRow, StreamRow } from './streams.repository.js';

/**
 * The stream's calendar (decision 010). Day N of a course opens N-1 days of
 * training time after the stream's start; frozen time is not training time, so
 * a freeze holds every day that has not opened yet and moves the rest (and the
 * end date) by its length. Pure functions of the rows and the clock.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Span {
  start: number;
  end: number;
}

/**
 * When a freeze stops holding the calendar: its end, or, once lifted early, the
 * end of the last whole day it held. A part of a day frozen counts for nothing,
 * so a freeze lifted the day it began leaves the schedule as it was, and one
 * lifted after N days moves it by exactly N days (decision 043).
 */
export function heldUntil(
  freeze: Pick<FreezeRow, 'startDate' | 'endDate' | 'status' | 'canceledAt'>,
): number {
  const start = freeze.startDate.getTime();
  const end = freeze.endDate.getTime();
  if (freeze.status !== FREEZE_STATUS.canceled) return end;
  const lifted = freeze.canceledAt?.getTime() ?? start;
  const wholeDays = Math.max(0, Math.floor((lifted - start) / DAY_MS));
  return Math.min(end, start + wholeDays * DAY_MS);
}

/** The time each freeze really held: a lifted one only its whole days until it was lifted. */
export function freezeSpans(freezes: FreezeRow[]): Span[] {
  const spans: Span[] = [];
  for (const f of freezes) {
    const start = f.startDate.getTime();
    const end = heldUntil(f);
    if (end > start) spans.push({ start, end });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Frozen milliseconds inside [from, until). */
export function frozenMs(spans: Span[], from: number, until: number): number {
  let total = 0;
  for (const s of spans) total += Math.max(0, Math.min(s.end, until) - Math.max(s.start, from));
  return total;
}

/** Status code on the wire: 2 cancelled, 1 in force now, 0 created and ahead (or over). */
export function freezeStatusCode(freeze: FreezeRow, now: number): 0 | 1 | 2 {
  if (freeze.status === FREEZE_STATUS.canceled) return 2;
  return freeze.startDate.getTime() <= now && now < freeze.endDate.getTime() ? 1 : 0;
}

/** The freeze in force now or ahead (at most one, as freezes never overlap). */
export function currentFreeze(freezes: FreezeRow[], now: number): FreezeRow | undefined {
  return freezes.find((f) => f.status !== FREEZE_STATUS.canceled && f.endDate.getTime() > now);
}

export function activeFreeze(freezes: FreezeRow[], now: number): FreezeRow | undefined {
  const f = currentFreeze(freezes, now);
  return f && f.startDate.getTime() <= now ? f : undefined;
}

/**
 * The stream status of spec 02 §4. Staff's `stopped` and `ended` stand as
 * set; otherwise the dates and the freezes decide.
 */
export function effectiveStatus(stream: StreamRow, freezes: FreezeRow[], now: number): StreamStatus {
  if (stream.status === 'stopped' || stream.status === 'ended') return stream.status;
  if (!stream.startDate || now < stream.startDate.getTime()) return 'not-started';
  if (stream.endDate && now >= stream.endDate.getTime()) return 'ended';
  if (activeFreeze(freezes, now)) return 'freeze';
  return 'open';
}

/** Calendar day of the stream today, from 1; 0 before the start. Frozen days do not count. */
export function calendarDay(start: Date | null, spans: Span[], now: number): number {
  if (!start || now < start.getTime()) return 0;
  const training = now - start.getTime() - frozenMs(spans, start.getTime(), now);
  const day = Math.floor(training / DAY_MS) + 1;
  // A day due the moment a freeze begins is held by it (as dayOpenDate says).
  return day > 1 && (dayOpenDate(start, spans, day) ?? 0) > now ? day - 1 : day;
}

/** When day `dayNumber` opens by the calendar: its training time, pushed by every freeze before it. */
export function dayOpenDate(start: Date | null, spans: Span[], dayNumber: number): number | null {
  if (!start) return null;
  const from = start.getTime();
  let at = from + (dayNumber - 1) * DAY_MS;
  for (const s of spans) {
    const begin = Math.max(s.start, from);
    if (begin <= at && s.end > begin) at += s.end - begin;
  }
  return at;
}
