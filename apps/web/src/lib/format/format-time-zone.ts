/** One part of a zone's name as Intl writes it ("Moscow Standard Time", "GMT+3"); '' when unknown. */
export function timeZoneNamePart(
  zone: string,
  language: string,
  style: 'longGeneric' | 'longOffset' | 'shortOffset',
  at: Date = new Date(),
): string {
  try {
    return (
      new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/**
 * A time zone as a person reads it: its name in the interface language and its offset now
 * ("Moscow Standard Time (GMT+3)", "Москва, стандартное время (GMT+3)"), not its IANA id
 * ("Europe/Moscow", issue 27). An id the browser does not know is shown as it is.
 */
export function formatTimeZone(zone: string, language: string, at: Date = new Date()): string {
  const name = timeZoneNamePart(zone, language, 'longGeneric', at);
  const offset = timeZoneNamePart(zone, language, 'shortOffset', at);
  if (!name || name === offset) return offset || zone;
  return `${name} (${offset})`;
}
