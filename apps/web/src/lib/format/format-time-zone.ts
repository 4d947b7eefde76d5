/**
 * A time zone as a person reads it: its name in the interface language and its offset now
 * ("Moscow Standard Time (GMT+3)", "Москва, стандартное время (GMT+3)"), not its IANA id
 * ("Europe/Moscow", issue 27). An id the browser does not know is shown as it is.
 */
export function formatTimeZone(zone: string, language: string, at: Date = new Date()): string {
  try {
    const named = (style: 'longGeneric' | 'shortOffset') =>
      new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    const name = named('longGeneric');
    const offset = named('shortOffset');
    if (!name || name === offset) return offset || zone;
    return `${name} (${offset})`;
  } catch {
    return zone;
  }
}
