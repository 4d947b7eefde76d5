import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  currentFreeze,
  DAY_MS,
  dayOpenDate,
  effectiveStatus,
  freezeSpans,
  heldUntil,
} from '../streams/stream-schedule.js';
import type { StreamRow } from '../streams/streams.repository.js';
import type { FreezeRow } from './freeze.repository.js';
import { freezePeriod, givenBackMs } from './freeze-period.js';

/**
 * Property tests of the freeze rules (decision 043) over many sequences of time
 * passing, days finished, freezes asked for and lifted. The stream is modelled
 * with the very functions the service and repository use; only the database is
 * left out. Invariants after every step:
 * - the end date has moved by exactly the whole days frozen;
 * - no finished day is taken back (its opening stays at or before its finish);
 * - "today" (the calendar day) never moves backwards.
 */

const MINUTE = 60_000;
const DAYS_IN_COURSE = 30;
const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

type Step =
  | { kind: 'wait'; ms: number }
  | { kind: 'finish' }
  | { kind: 'freeze'; aheadDays: number; days: number }
  | { kind: 'lift' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('wait' as const),
    ms: fc.oneof(
      fc.integer({ min: 1, max: 120 }).map((m) => m * MINUTE),
      fc.integer({ min: 1, max: 4 * DAY_MS }),
    ),
  }),
  fc.record({ kind: fc.constant('finish' as const) }),
  fc.record({
    kind: fc.constant('freeze' as const),
    aheadDays: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4 })),
    days: fc.integer({ min: 1, max: 10 }),
  }),
  fc.record({ kind: fc.constant('lift' as const) }),
);

/** One stream: started `startOffsetMs` before T0, the clock at T0 when the steps begin. */
function simulate(startOffsetMs: number, steps: Step[]) {
  const T0 = Date.UTC(2030, 0, 10, 15, 0, 0);
  const start = new Date(T0 - startOffsetMs);
  const originalEnd = start.getTime() + 60 * DAY_MS;
  const stream = { status: 'open', startDate: start, endDate: new Date(originalEnd) } as StreamRow;
  const freezes: FreezeRow[] = [];
  const finished = new Map<number, number>();
  let now = T0;
  let lastDay = calendarDay(start, [], now);

  const check = () => {
    const spans = freezeSpans(freezes);
    // End date moves by exactly the (whole) days frozen.
    const held = freezes.reduce((sum, f) => sum + (heldUntil(f) - f.startDate.getTime()), 0);
    expect(held % DAY_MS).toBe(0);
    expect(stream.endDate!.getTime()).toBe(originalEnd + held);
    // No finished day becomes locked by the schedule.
    for (const [day, at] of finished) {
      expect(dayOpenDate(start, spans, day)!).toBeLessThanOrEqual(at);
    }
    // Today never moves backwards.
    const today = calendarDay(start, spans, now);
    expect(today).toBeGreaterThanOrEqual(lastDay);
    lastDay = today;
  };

  for (const s of steps) {
    const status = effectiveStatus(stream, freezes, now);
    if (s.kind === 'wait') now += s.ms;
    else if (s.kind === 'finish' && status === 'open') {
      // The learner finishes every day open by the calendar now.
      const spans = freezeSpans(freezes);
      for (let day = 1; day <= DAYS_IN_COURSE; day++) {
        if (!finished.has(day) && dayOpenDate(start, spans, day)! <= now) finished.set(day, now);
      }
    } else if (s.kind === 'freeze' && (status === 'open' || status === 'freeze')) {
      // As the service: from a day at midnight UTC, not before today, whole days.
      const asked = startOfUtcDay(now) + s.aheadDays * DAY_MS;
      const period = freezePeriod(asked, asked + s.days * DAY_MS, now);
      const overlaps = freezes.some(
        (f) => f.status !== 2 && f.startDate.getTime() < period.end && f.endDate.getTime() > period.start,
      );
      if (!overlaps && period.start < stream.endDate!.getTime()) {
        freezes.push({
          id: freezes.length + 1,
          projectId: 1,
          userCourseStreamId: 1,
          startDate: new Date(period.start),
          endDate: new Date(period.end),
          status: 0,
          canceledAt: null,
          createdAt: new Date(now),
        });
        stream.endDate = new Date(stream.endDate!.getTime() + period.days * DAY_MS);
      }
    } else if (s.kind === 'lift') {
      const f = currentFreeze(freezes, now);
      if (f) {
        f.status = 2;
        f.canceledAt = new Date(now);
        stream.endDate = new Date(stream.endDate!.getTime() - givenBackMs(f));
      }
    }
    check();
  }
}

describe('freeze and lift sequences (decision 043)', () => {
  it('keep the end date, the finished days and today consistent', () => {
    fc.assert(
      fc.property(
        // The stream began 1 to 20 days ago, at any second of the day.
        fc.integer({ min: DAY_MS / 1000, max: 20 * 86_400 }).map((s) => s * 1000 + 17),
        fc.array(step, { minLength: 1, maxLength: 40 }),
        (startOffsetMs, steps) => simulate(startOffsetMs, steps),
      ),
      { numRuns: 500, seed: 43 },
    );
  });

  it('freeze from today and lift at once, ten times over: nothing moves', () => {
    const cycle: Step[] = [
      { kind: 'finish' },
      { kind: 'freeze', aheadDays: 0, days: 5 },
      { kind: 'wait', ms: MINUTE },
      { kind: 'lift' },
      { kind: 'wait', ms: MINUTE },
    ];
    simulate(2 * DAY_MS + 13 * 60 * MINUTE, Array.from({ length: 10 }, () => cycle).flat());
  });
});
