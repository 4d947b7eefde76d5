import { describe, expect, it } from 'vitest';
import { accessText, DAY_MS, daysUntil } from './access-text';
import type { Stream } from './api/stream';

const now = Date.UTC(2026, 0, 10, 12);
const stream = (overrides: Partial<Stream>) =>
  ({
    status: 'open',
    startDate: now - 10 * DAY_MS,
    endDate: now + 20 * DAY_MS,
    freeze: null,
    ...overrides,
  }) as Stream;

describe('accessText (spec 02 §4)', () => {
  it('not started: the days left before the start', () => {
    expect(accessText(stream({ status: 'not-started', startDate: now + 3 * DAY_MS }), now, 3)).toEqual({
      kind: 'startsIn',
      days: 3,
    });
    // Part of a day counts as a day; a start due now still says one.
    expect(accessText(stream({ status: 'not-started', startDate: now + 2.1 * DAY_MS }), now, 3)).toEqual({
      kind: 'startsIn',
      days: 3,
    });
    expect(accessText(stream({ status: 'not-started', startDate: now - 1000 }), now, 3)).toEqual({
      kind: 'startsIn',
      days: 1,
    });
    expect(accessText(stream({ status: 'not-started', startDate: null }), now, 3)).toEqual({
      kind: 'notStarted',
    });
  });

  it('frozen with an active freeze: the frozen-until date', () => {
    const freeze = { id: 1, startDate: now - DAY_MS, endDate: now + 5 * DAY_MS, status: 1 as const };
    expect(accessText(stream({ status: 'freeze', freeze }), now, 3)).toEqual({
      kind: 'frozenUntil',
      date: freeze.endDate,
    });
    // A created freeze whose period has begun is active too.
    expect(accessText(stream({ freeze: { ...freeze, status: 0 } }), now, 3)?.kind).toBe('frozenUntil');
  });

  it('a freeze ahead or cancelled does not change the text', () => {
    const ahead = { id: 1, startDate: now + DAY_MS, endDate: now + 5 * DAY_MS, status: 0 as const };
    expect(accessText(stream({ freeze: ahead }), now, 3)?.kind).toBe('until');
    const cancelled = { id: 1, startDate: now - DAY_MS, endDate: now + 5 * DAY_MS, status: 2 as const };
    expect(accessText(stream({ freeze: cancelled }), now, 3)?.kind).toBe('until');
  });

  it('stopped: access paused, with the end date', () => {
    expect(accessText(stream({ status: 'stopped' }), now, 3)).toEqual({
      kind: 'paused',
      date: now + 20 * DAY_MS,
    });
  });

  it('ended: access ended, with the end date', () => {
    expect(accessText(stream({ status: 'ended', endDate: now - DAY_MS }), now, 3)).toEqual({
      kind: 'ended',
      date: now - DAY_MS,
    });
  });

  it('otherwise: the days left within daysShowWarning, else the end date', () => {
    expect(accessText(stream({ endDate: now + 3 * DAY_MS }), now, 3)).toEqual({ kind: 'daysLeft', days: 3 });
    expect(accessText(stream({ endDate: now + 3 * DAY_MS + 1 }), now, 3)).toEqual({
      kind: 'until',
      date: now + 3 * DAY_MS + 1,
    });
    // Brands with 30 warn earlier.
    expect(accessText(stream({ endDate: now + 20 * DAY_MS }), now, 30)).toEqual({
      kind: 'daysLeft',
      days: 20,
    });
    expect(accessText(stream({ endDate: null }), now, 3)).toBeNull();
  });

  it('counts whole days up', () => {
    expect(daysUntil(now + 1, now)).toBe(1);
    expect(daysUntil(now + DAY_MS, now)).toBe(1);
    expect(daysUntil(now - DAY_MS, now)).toBe(0);
  });
});
