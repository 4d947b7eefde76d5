import { formatDate } from '../../../lib/format/format-date';

const times = new Map<string, Intl.DateTimeFormat>();

/**
 * A message's time in the learner's time zone: the date as every date of the app (DD.MM.YYYY,
 * spec 01 §9; the consultations beside the messages use it too) and the hour in the interface
 * language's own way ("11:05 AM", "11:05").
 */
export function formatMessageTime(milliseconds: number, language: string): string {
  let time = times.get(language);
  if (!time) {
    time = new Intl.DateTimeFormat(language || undefined, { timeStyle: 'short' });
    times.set(language, time);
  }
  return `${formatDate(milliseconds)}, ${time.format(milliseconds)}`;
}
