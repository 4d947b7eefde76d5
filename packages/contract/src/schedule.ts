import { z } from 'zod';

export const SCHEDULE_ROUTES = { schedule: '/schedule', update: '/schedule/update' } as const;

/** Weekday names of the reminders' `repeatDays` (spec 01 §7), Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Reminder times one day may hold (not shown in the spec; docs/spec-gaps.md). */
export const MAX_REMINDERS_PER_DAY = 10;

/** `HH:MM`, 24-hour, in the learner's time zone. */
export const reminderTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, 00:00 to 23:59.');

const dayTimes = z
  .array(reminderTime)
  .max(MAX_REMINDERS_PER_DAY, `At most ${MAX_REMINDERS_PER_DAY} reminders a day.`)
  .refine((times) => new Set(times).size === times.length, { message: 'The same time twice.' });

/** weekday -> times; a missing weekday has none. Unknown weekday names are refused. */
export const repeatDays = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayTimes.optional()])) as Record<
    Weekday,
    z.ZodOptional<typeof dayTimes>
  >,
);

/** GET /schedule: every weekday, its times sorted. */
export const scheduleResource = z.object({
  repeatDays: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(z.string())])) as Record<
      Weekday,
      z.ZodArray<z.ZodString>
    >,
  ),
});
export type ScheduleResource = z.infer<typeof scheduleResource>;

/** PUT /schedule/update: replaces the whole schedule. */
export const scheduleUpdateBody = z.object({ repeatDays });
export type ScheduleUpdateBody = z.infer<typeof scheduleUpdateBody>;
