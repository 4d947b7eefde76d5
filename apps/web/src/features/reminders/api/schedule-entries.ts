import { WEEKDAYS, type Weekday } from '@cp/contract';

/**
 * A reminder as the form holds it (spec 01 §2 "a form entry has id, time and repeatDays"):
 * one time of day and the weekdays it repeats on.
 */
export interface ReminderEntry {
  /** The time without its colon (`0830`): times are unique across entries, so it names one. */
  id: string;
  /** `HH:MM`, 24-hour, in the learner's time zone. */
  time: string;
  /** Monday first. */
  repeatDays: Weekday[];
}

/** The server's schedule (spec 01 §7): weekday -> its times. */
export type RepeatDays = Record<Weekday, string[]>;

export const entryId = (time: string): string => time.replace(':', '');

const byWeekday = (a: Weekday, b: Weekday) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b);

/**
 * weekday -> times into form entries: one entry per time, holding every weekday that has
 * it, sorted by time. A missing weekday has no times.
 */
export function toEntries(repeatDays: Partial<RepeatDays>): ReminderEntry[] {
  const daysByTime = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    for (const time of repeatDays[day] ?? []) {
      const days = daysByTime.get(time) ?? [];
      if (!days.includes(day)) days.push(day);
      daysByTime.set(time, days);
    }
  }
  return [...daysByTime.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, days]) => ({ id: entryId(time), time, repeatDays: days.sort(byWeekday) }));
}

/** Form entries back into the server's shape: every weekday, its times sorted. */
export function toRepeatDays(entries: readonly ReminderEntry[]): RepeatDays {
  const repeatDays = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as string[]])) as RepeatDays;
  for (const entry of entries) {
    for (const day of entry.repeatDays) {
      if (!repeatDays[day].includes(entry.time)) repeatDays[day].push(entry.time);
    }
  }
  for (const day of WEEKDAYS) repeatDays[day].sort();
  return repeatDays;
}

/** The entries with `entry` in place of the one named `replacedId` (or added when null). */
export function withEntry(
  entries: readonly ReminderEntry[],
  replacedId: string | null,
  entry: Omit<ReminderEntry, 'id'>,
): ReminderEntry[] {
  const others = entries.filter((current) => current.id !== replacedId);
  return [
    ...others,
    { ...entry, id: entryId(entry.time), repeatDays: [...entry.repeatDays].sort(byWeekday) },
  ];
}

export const withoutEntry = (entries: readonly ReminderEntry[], id: string): ReminderEntry[] =>
  entries.filter((entry) => entry.id !== id);
