/**
 * A discount code's expiry as the administrator picks it: a calendar day (`<input type=date>`),
 * valid to the end of that day in the administrator's own time zone.
 */

/** "2030-01-31" -> seconds at 23:59:59 local time of that day, or null for an empty or bad value. */
export function dayEndToSeconds(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59);
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== date) return null;
  return Math.floor(end.getTime() / 1000);
}

/** Seconds -> "2030-01-31" (the local day it falls on), for the date field. */
export function secondsToDay(seconds: number): string {
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
