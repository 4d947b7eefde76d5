const formats = new Map<string, Intl.DateTimeFormat>();

/** A message's time in the interface language: day and time, in the learner's time zone. */
export function formatMessageTime(milliseconds: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language || undefined, { dateStyle: 'short', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format.format(milliseconds);
}
