import { MAX_REMINDERS_PER_DAY, type Weekday } from '@cp/contract';
import type { ReminderEntry } from '../api/schedule-entries';

export interface ReminderFormValues {
  time: string;
  repeatDays: Weekday[];
}

export interface ReminderFormErrors {
  time?: 'required' | 'invalid' | 'duplicate';
  /** `tooMany` comes with the days that already hold MAX_REMINDERS_PER_DAY times. */
  repeatDays?: { rule: 'required' } | { rule: 'tooMany'; days: Weekday[] };
}

export type ReminderValidation =
  | { ok: true; entry: Omit<ReminderEntry, 'id'> }
  | { ok: false; errors: ReminderFormErrors };

/** The contract's `reminderTime`: `HH:MM`, 00:00 to 23:59 (the unit test checks both agree). */
export const REMINDER_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * spec 01 §2 reminders: a time and at least one day, no second entry at the same time,
 * and no day beyond the server's limit (decision 031). Written out rather than taken from
 * the contract's zod schema so the screen does not download zod.
 * @param others the learner's other entries (without the one being edited)
 * @param badInput the time field holds something the browser could not read as a time
 */
export function validateReminder(
  values: ReminderFormValues,
  others: readonly ReminderEntry[],
  badInput = false,
): ReminderValidation {
  const errors: ReminderFormErrors = {};
  const time = values.time.trim();
  if (badInput || (time && !REMINDER_TIME.test(time))) errors.time = 'invalid';
  else if (!time) errors.time = 'required';
  else if (others.some((entry) => entry.time === time)) errors.time = 'duplicate';
  if (values.repeatDays.length === 0) errors.repeatDays = { rule: 'required' };
  else {
    const full = values.repeatDays.filter(
      (day) => others.filter((entry) => entry.repeatDays.includes(day)).length >= MAX_REMINDERS_PER_DAY,
    );
    if (full.length > 0) errors.repeatDays = { rule: 'tooMany', days: full };
  }
  if (errors.time || errors.repeatDays) return { ok: false, errors };
  return { ok: true, entry: { time, repeatDays: [...values.repeatDays] } };
}
