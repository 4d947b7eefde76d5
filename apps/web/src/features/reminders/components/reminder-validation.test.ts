import { MAX_REMINDERS_PER_DAY, reminderTime } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import type { ReminderEntry } from '../api/schedule-entries';
import { REMINDER_TIME, validateReminder } from './reminder-validation';

const entry = (time: string, repeatDays: ReminderEntry['repeatDays']): ReminderEntry => ({
  id: time.replace(':', ''),
  time,
  repeatDays,
});

describe('validateReminder (spec 01 §2; limits of decision 031)', () => {
  it('accepts a time and a day', () => {
    expect(validateReminder({ time: '08:30', repeatDays: ['mon', 'fri'] }, [])).toEqual({
      ok: true,
      entry: { time: '08:30', repeatDays: ['mon', 'fri'] },
    });
  });

  it('needs a time and at least one day', () => {
    expect(validateReminder({ time: '', repeatDays: [] }, [])).toEqual({
      ok: false,
      errors: { time: 'required', repeatDays: { rule: 'required' } },
    });
  });

  it('refuses a time that is not HH:MM, or that the browser could not read', () => {
    for (const time of ['8:30', '24:00', '12:60', '08:30:00', 'noon']) {
      expect(validateReminder({ time, repeatDays: ['mon'] }, [])).toMatchObject({
        ok: false,
        errors: { time: 'invalid' },
      });
    }
    expect(validateReminder({ time: '', repeatDays: ['mon'] }, [], true)).toMatchObject({
      errors: { time: 'invalid' },
    });
  });

  it('refuses a second entry at the same time', () => {
    const others = [entry('08:30', ['tue'])];
    expect(validateReminder({ time: '08:30', repeatDays: ['mon'] }, others)).toMatchObject({
      ok: false,
      errors: { time: 'duplicate' },
    });
  });

  it('refuses a day that already holds the most reminders the server takes', () => {
    const full = Array.from({ length: MAX_REMINDERS_PER_DAY }, (_, i) =>
      entry(`${String(i).padStart(2, '0')}:00`, ['mon', 'wed']),
    );
    expect(validateReminder({ time: '23:00', repeatDays: ['mon', 'tue', 'wed'] }, full)).toEqual({
      ok: false,
      errors: { repeatDays: { rule: 'tooMany', days: ['mon', 'wed'] } },
    });
    expect(validateReminder({ time: '23:00', repeatDays: ['tue'] }, full).ok).toBe(true);
  });

  it('agrees with the contract on what a time is', () => {
    const samples = ['00:00', '23:59', '07:05', '24:00', '7:05', '07:5', '07:60', '', ' 07:00', '0700'];
    for (const sample of samples) {
      expect([sample, REMINDER_TIME.test(sample)]).toEqual([sample, reminderTime.safeParse(sample).success]);
    }
  });
});
