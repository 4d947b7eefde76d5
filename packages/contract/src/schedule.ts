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

/**
 * Weekday numbers: spec 02 §3 maps "weekday number" to times where spec 01 §2 names mon..sun,
 * so both are taken (issue 29). 1 is Monday to 7 Sunday (ISO 8601), and 0 is Sunday as well
 * (JavaScript's `getDay`): the two numberings agree on 1 to 6, so either client is read right.
 */
export const WEEKDAY_OF_NUMBER: Readonly<Record<string, Weekday>> = {
  '0': 'sun',
  '1': 'mon',
  '2': 'tue',
  '3': 'wed',
  '4': 'thu',
  '5': 'fri',
  '6': 'sat',
  '7': 'sun',
};

/** A weekday number turned into its name; one day named twice (`1` and `mon`) is refused. */
function weekdayNames(value: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const named: Record<string, unknown> = {};
  for (const [key, times] of Object.entries(value)) {
    const day = WEEKDAY_OF_NUMBER[key] ?? key;
    if (day in named) {
      ctx.addIssue({ code: 'custom', path: [key], message: `The same weekday twice (${day}).` });
      continue;
    }
    named[day] = times;
  }
  return named;
}

/** weekday (mon..sun, or its number) -> times; a missing weekday has none. Other keys are refused. */
export const repeatDays = z.preprocess(
  weekdayNames,
  z.strictObject(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayTimes.optional()])) as Record<
      Weekday,
      z.ZodOptional<typeof dayTimes>
    >,
  ),
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
