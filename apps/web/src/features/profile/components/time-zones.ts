/** IANA time zone names the browser knows, with `current` kept even when it does not. */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set(zones);
  if (current) all.add(current);
  return [...all].sort();
}
