import { scheduleUpdateBody } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { toEntries, toRepeatDays, withEntry, withoutEntry } from './schedule-entries';

const empty = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('schedule <-> form entries (spec 01 §2 reminders)', () => {
  it('groups equal times across days into one entry, sorted by time, days Monday first', () => {
    const entries = toEntries({ ...empty, mon: ['08:00', '20:30'], wed: ['08:00'], sun: ['08:00', '07:15'] });
    expect(entries).toEqual([
      { id: '0715', time: '07:15', repeatDays: ['sun'] },
      { id: '0800', time: '08:00', repeatDays: ['mon', 'wed', 'sun'] },
      { id: '2030', time: '20:30', repeatDays: ['mon'] },
    ]);
  });

  it('reads an empty or partial schedule', () => {
    expect(toEntries(empty)).toEqual([]);
    expect(toEntries({ fri: ['09:00'] })).toEqual([{ id: '0900', time: '09:00', repeatDays: ['fri'] }]);
  });

  it('goes back to every weekday with its times sorted, in the shape the server accepts', () => {
    const repeatDays = toRepeatDays([
      { id: '2030', time: '20:30', repeatDays: ['mon'] },
      { id: '0800', time: '08:00', repeatDays: ['sun', 'mon'] },
    ]);
    expect(repeatDays).toEqual({ ...empty, mon: ['08:00', '20:30'], sun: ['08:00'] });
    expect(scheduleUpdateBody.safeParse({ repeatDays }).success).toBe(true);
  });

  it('round-trips', () => {
    const schedule = { ...empty, tue: ['06:00', '21:00'], thu: ['06:00'], sat: ['10:45'] };
    expect(toRepeatDays(toEntries(schedule))).toEqual(schedule);
  });

  it('replaces an edited entry (its id follows its time), adds a new one, removes one', () => {
    const entries = toEntries({ mon: ['08:00'], tue: ['09:00'] });
    expect(withEntry(entries, '0800', { time: '07:30', repeatDays: ['fri', 'mon'] })).toEqual([
      { id: '0900', time: '09:00', repeatDays: ['tue'] },
      { id: '0730', time: '07:30', repeatDays: ['mon', 'fri'] },
    ]);
    expect(withEntry(entries, null, { time: '22:00', repeatDays: ['sun'] })).toHaveLength(3);
    expect(withoutEntry(entries, '0900')).toEqual([{ id: '0800', time: '08:00', repeatDays: ['mon'] }]);
  });
});
