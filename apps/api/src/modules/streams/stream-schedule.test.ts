import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  DAY_MS,
  dayOpenDate,
  effectiveStatus,
  freezeSpans,
  freezeStatusCode,
  heldUntil,
} from './stream-schedule.js';
import type { FreezeRow, StreamRow } from './streams.repository.js';

const T0 = Date.UTC(2030, 0, 1);
const freeze = (startDay: number, endDay: number, extra: Partial<FreezeRow> = {}): FreezeRow => ({
  id: 1,
  projectId: 1,
  userCourseStreamId: 1,
  startDate: new Date(T0 + startDay * DAY_MS),
  endDate: new Date(T0 + endDay * DAY_MS),
  status: 0,
  canceledAt: null,
  createdAt: new Date(T0),
  ...extra,
});
const stream = (extra: Partial<StreamRow> = {}) =>
  ({ status: 'open', startDate: new Date(T0), endDate: new Date(T0 + 30 * DAY_MS), ...extra }) as StreamRow;

describe('the stream calendar (decision 010)', () => {
  it('day N opens N-1 days after the start', () => {
    expect(dayOpenDate(new Date(T0), [], 1)).toBe(T0);
    expect(dayOpenDate(new Date(T0), [], 5)).toBe(T0 + 4 * DAY_MS);
    expect(calendarDay(new Date(T0), [], T0 + 4.5 * DAY_MS)).toBe(5);
    expect(calendarDay(new Date(T0), [], T0 - 1)).toBe(0);
  });

  it('a freeze holds the days not yet open and moves them by its length', () => {
    const spans = freezeSpans([freeze(3, 6)]);
    expect(dayOpenDate(new Date(T0), spans, 3)).toBe(T0 + 2 * DAY_MS);
    expect(dayOpenDate(new Date(T0), spans, 4)).toBe(T0 + 6 * DAY_MS);
    // Frozen days are not training days: on the last frozen day the calendar still says day 3.
    expect(calendarDay(new Date(T0), spans, T0 + 5.5 * DAY_MS)).toBe(3);
    expect(calendarDay(new Date(T0), spans, T0 + 6.5 * DAY_MS)).toBe(4);
  });

  it('a cancelled freeze holds only until it was cancelled; one cancelled before it began holds nothing', () => {
    const lifted = freezeSpans([freeze(3, 6, { status: 2, canceledAt: new Date(T0 + 4 * DAY_MS) })]);
    expect(dayOpenDate(new Date(T0), lifted, 4)).toBe(T0 + 4 * DAY_MS);
    expect(freezeSpans([freeze(3, 6, { status: 2, canceledAt: new Date(T0 + DAY_MS) })])).toEqual([]);
  });

  it('a lifted freeze holds only the whole days it held (decision 043)', () => {
    const lifted = (at: number) => freeze(3, 8, { status: 2, canceledAt: new Date(T0 + at * DAY_MS) });
    expect(heldUntil(lifted(3.9))).toBe(T0 + 3 * DAY_MS);
    expect(heldUntil(lifted(5.5))).toBe(T0 + 5 * DAY_MS);
    expect(heldUntil(lifted(9))).toBe(T0 + 8 * DAY_MS);
    expect(heldUntil(freeze(3, 8))).toBe(T0 + 8 * DAY_MS);
    // Lifted the day it began: the days due in those hours open as if nothing happened.
    expect(dayOpenDate(new Date(T0), freezeSpans([lifted(3.9)]), 4)).toBe(T0 + 3 * DAY_MS);
  });

  it('status: staff’s stopped and ended stand; else the dates and freezes decide', () => {
    expect(effectiveStatus(stream({ status: 'stopped' }), [], T0 + DAY_MS)).toBe('stopped');
    expect(effectiveStatus(stream(), [], T0 - 1)).toBe('not-started');
    expect(effectiveStatus(stream({ startDate: null }), [], T0)).toBe('not-started');
    expect(effectiveStatus(stream(), [freeze(1, 3)], T0 + 2 * DAY_MS)).toBe('freeze');
    expect(effectiveStatus(stream(), [freeze(1, 3, { status: 2 })], T0 + 2 * DAY_MS)).toBe('open');
    expect(effectiveStatus(stream(), [], T0 + 31 * DAY_MS)).toBe('ended');
  });

  it('freeze status codes: 0 ahead, 1 in force, 2 cancelled', () => {
    expect(freezeStatusCode(freeze(1, 3), T0)).toBe(0);
    expect(freezeStatusCode(freeze(1, 3), T0 + 2 * DAY_MS)).toBe(1);
    expect(freezeStatusCode(freeze(1, 3, { status: 2 }), T0 + 2 * DAY_MS)).toBe(2);
  });
});
