import { describe, expect, it } from 'vitest';
import { scheduleSlots } from './video-consultation-slots.js';
import { addDays, wallTime, weekdayOf, zonedInstant } from './zoned-time.js';

describe('wall-clock times of a zone', () => {
  it('turns a local date and time into the instant and back', () => {
    expect(zonedInstant('2026-03-02', '10:00', 'Europe/Moscow')).toBe(Date.UTC(2026, 2, 2, 7, 0));
    expect(zonedInstant('2026-07-01', '10:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 6, 1, 8, 0));
    expect(zonedInstant('2026-01-01', '10:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 0, 1, 9, 0));
    expect(wallTime(Date.UTC(2026, 2, 2, 7, 0), 'Europe/Moscow')).toEqual({
      date: '2026-03-02',
      time: '10:00',
      weekday: 'mon',
    });
  });

  it('gives null for a time the clock change skips', () => {
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Madrid')).toBeNull();
  });

  it('counts dates and weekdays across months', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(weekdayOf('2026-11-29')).toBe('sun');
  });
});

describe('the free slots of a schedule', () => {
  const now = Date.UTC(2026, 2, 2, 7, 30); // Monday 10:30 in Moscow
  it('starts an hour ahead, follows the weekdays and leaves out taken times', () => {
    const schedule = { mon: ['10:00', '12:00'], wed: ['09:00'] };
    const taken = new Set([Date.UTC(2026, 2, 4, 6, 0)]); // Wednesday 09:00
    const slots = scheduleSlots(schedule, 'Europe/Moscow', now, taken);
    expect(slots[0]).toEqual({
      start_date_time: Date.UTC(2026, 2, 2, 9, 0) / 1000,
      date: '2026-03-02',
      time: '12:00',
    });
    expect(slots[1]).toMatchObject({ date: '2026-03-09', time: '10:00' });
    expect(slots.some((s) => s.date === '2026-03-04')).toBe(false);
    expect(slots.some((s) => s.date === '2026-03-11')).toBe(true);
  });
});
