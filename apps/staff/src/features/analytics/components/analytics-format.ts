/** `2026-03-01` of the school's calendar as a short date in the interface's language. */
export function dayLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
}

/** `2026-03` as a month and year in the interface's language. */
export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${month}-01T00:00:00Z`),
  );
}

/** A share as a whole percent; none of nothing is no share. */
export function percent(part: number, whole: number, language: string): string {
  if (whole === 0) return '—';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(part / whole);
}
