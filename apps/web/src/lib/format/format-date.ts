const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY in the learner's time zone (spec 01 §9); milliseconds in. */
export function formatDate(milliseconds: number): string {
  const date = new Date(milliseconds);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}
