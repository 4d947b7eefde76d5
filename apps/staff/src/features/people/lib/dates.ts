/** A calendar day of `<input type=date>` ("2030-01-31") and moments, in the administrator's own time zone. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? [y, m, d] : null;
}

/** The start of the day (00:00 local) in seconds, or null for an empty or bad value. */
export function dayStartToSeconds(day: string): number | null {
  const p = parts(day);
  return p ? Math.floor(new Date(p[0], p[1] - 1, p[2]).getTime() / 1000) : null;
}

/** The end of the day (23:59:59 local) in seconds: access lasts through the day picked. */
export function dayEndToSeconds(day: string): number | null {
  const p = parts(day);
  return p ? Math.floor(new Date(p[0], p[1] - 1, p[2], 23, 59, 59).getTime() / 1000) : null;
}

/** Milliseconds -> "2030-01-31" (the local day), for a date field. */
export function toDay(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
