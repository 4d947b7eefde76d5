/**
 * A message time for the desk: the time alone today, the date and time otherwise, in the
 * interface language and the browser's zone.
 */
export function formatMessageTime(at: number, language: string, now: number = Date.now()): string {
  const date = new Date(at);
  const today = new Date(now);
  const sameDay =
    date.getFullYear() === today.getFullYear() &&
    date.getMonth() === today.getMonth() &&
    date.getDate() === today.getDate();
  return new Intl.DateTimeFormat(
    language,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' },
  ).format(date);
}

/** A date with time, for lists of consultations and ratings. */
export function formatDateTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}
