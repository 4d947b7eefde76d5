import { z } from 'zod';
import { inputText } from './input-fields.js';

/**
 * The school's own settings in the console (issue 28): its time zone, the wall clock of its
 * video consultation schedules (decision 055, decision 114). Paths are relative to STAFF_API_BASE;
 * administrators only.
 */
export const CONSOLE_SCHOOL_ROUTES = {
  /** GET the school's settings; PUT `{time_zone}`. */
  school: '/school',
} as const;

/** A school created without `--time-zone` keeps UTC until its administrator sets its own. */
export const DEFAULT_SCHOOL_TIME_ZONE = 'UTC';
export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * The canonical IANA name of a time zone (`europe/moscow` -> `Europe/Moscow`), or null when the
 * runtime's Intl does not know it. Offsets (`+03:00`) are not IANA names and are refused.
 */
export function canonicalTimeZone(name: string): string | null {
  const text = name.trim();
  if (text.length === 0 || text.length > TIME_ZONE_MAX_LENGTH || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(text)) {
    return null;
  }
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** `GET /staff/school`. */
export const consoleSchool = z.object({
  name: z.string(),
  /** IANA, e.g. `Europe/Madrid`. */
  time_zone: z.string(),
});
export type ConsoleSchool = z.infer<typeof consoleSchool>;

/** `PUT /staff/school`: the zone is checked against the server's Intl (422 on `time_zone`). */
export const schoolUpdateBody = z.object({
  time_zone: inputText().trim().min(1).max(TIME_ZONE_MAX_LENGTH),
});
export type SchoolUpdateBody = z.input<typeof schoolUpdateBody>;
