const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY in the learner's time zone (spec 01 §9); milliseconds in. */
export function formatDate(milliseconds: number): string {
  const date = new Date(milliseconds);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/**
 * DD MMMM YYYY (spec 02 §4 subscription dates) with the month's name in the interface language,
 * in the grammatical form it takes beside a day ("23 февраля 2027"); milliseconds in. The parts
 * come from Intl and are put in the spec's order, whatever the language's usual one.
 */
export function formatLongDate(milliseconds: number, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(milliseconds));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
