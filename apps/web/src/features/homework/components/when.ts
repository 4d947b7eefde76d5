import { formatDate } from '../../../lib/format/format-date';

const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY HH:MM in the learner's time zone (spec 01 §9): when the expert answers at the latest. */
export function formatDateTime(milliseconds: number): string {
  const date = new Date(milliseconds);
  return `${formatDate(milliseconds)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
