/**
 * A video consultation's date and time for people, in the school's zone (the schedule's; its
 * short name is shown, decision 055), in the app's language.
 */
export function formatWhen(ms: number, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(ms);
}

/** A slot's date (`YYYY-MM-DD`) as the date select shows it: weekday and date. */
export function formatSlotDate(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
  }).format(Date.UTC(y!, m! - 1, d!));
}
