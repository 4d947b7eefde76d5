import { describe, expect, it } from 'vitest';
import { type DayLockInput, dayLock } from './day-lock';

const now = Date.UTC(2026, 0, 10, 12);
const input = (overrides: Partial<DayLockInput> = {}): DayLockInput => ({
  stream: { status: 'open', isDemo: false, courseFullAccess: true, freeze: null },
  day: { isDemoAccessible: false, dayOfRest: false },
  dayStatus: { isOpenByTimeDelay: true, lock: null },
  now,
  ...overrides,
});
const demo = { status: 'open' as const, isDemo: true, courseFullAccess: false, freeze: null };

describe('dayLock', () => {
  it('leaves an open day of an open stream unlocked', () => {
    expect(dayLock(input())).toBeNull();
    expect(dayLock(input({ dayStatus: undefined }))).toBeNull();
  });

  it('locks every day of a frozen stream', () => {
    expect(dayLock(input({ streamStatus: 'freeze' }))).toBe('freeze');
    const freeze = { id: 1, startDate: now - 1000, endDate: now + 1000, status: 1 as const };
    expect(dayLock(input({ stream: { ...input().stream, freeze } }))).toBe('freeze');
  });

  it('locks the days of a stream that is not open', () => {
    for (const status of ['not-started', 'stopped', 'ended'] as const) {
      expect(dayLock(input({ streamStatus: status }))).toBe('stream');
    }
    expect(dayLock(input({ dayStatus: { isOpenByTimeDelay: true, lock: 'stream' } }))).toBe('stream');
  });

  it('demo without full access: locked when not demo-accessible or not open by time delay (spec 02 §4)', () => {
    expect(dayLock(input({ stream: demo }))).toBe('demo');
    expect(dayLock(input({ stream: demo, day: { isDemoAccessible: true, dayOfRest: false } }))).toBeNull();
    expect(
      dayLock(
        input({
          stream: demo,
          day: { isDemoAccessible: true, dayOfRest: false },
          dayStatus: { isOpenByTimeDelay: false, lock: null },
        }),
      ),
    ).toBe('demo');
    // Full access lifts the demo lock.
    expect(dayLock(input({ stream: { ...demo, courseFullAccess: true } }))).toBeNull();
  });

  it('a closed stage, a date to come and a time delay each lock the day', () => {
    expect(dayLock(input({ dayStatus: { isOpenByTimeDelay: true, lock: 'stage' } }))).toBe('stage');
    expect(dayLock(input({ dayStatus: { isOpenByTimeDelay: true, lock: 'schedule' } }))).toBe('schedule');
    expect(dayLock(input({ dayStatus: { isOpenByTimeDelay: false, lock: null } }))).toBe('time_delay');
    expect(dayLock(input({ dayStatus: { isOpenByTimeDelay: true, lock: 'time_delay' } }))).toBe('time_delay');
  });

  it('the status call wins over the stream resource', () => {
    expect(
      dayLock(input({ stream: { ...input().stream, status: 'not-started' }, streamStatus: 'open' })),
    ).toBeNull();
  });
});
