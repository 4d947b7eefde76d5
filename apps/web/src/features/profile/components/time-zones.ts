import { timeZoneNamePart } from '../../../lib/format/format-time-zone';
/**
 * The time zones of the profile's picker (issue 8): every IANA zone the browser knows, with
 * its region (the name's first part), city, UTC offset and its generic name in the interface
 * language ("Central European Time", "hora de Europa central"), so a learner can find a zone
 * by any of them instead of scrolling 400 raw names.
 */
export interface TimeZoneOption {
  id: string;
  /** Africa, America, Antarctica, Asia, Atlantic, Australia, Europe, Indian, Pacific or Other. */
  region: string;
  city: string;
  /** "UTC+01:00"; "UTC" for zero. */
  offset: string;
  /** Offset in minutes east of UTC, for ordering. */
  minutes: number;
  /** The localized generic name, or '' where the browser has none. */
  name: string;
  label: string;
}

export const TIME_ZONE_REGIONS = [
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
  'Other',
] as const;
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number];

/** The zone of this browser, the default for a learner who has none (issue 8). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}

/** "GMT+01:00" → "UTC+01:00" and minutes; "GMT" alone is UTC. */
export function parseOffset(gmt: string): { offset: string; minutes: number } {
  const match = /([+-−])(\d{1,2}):?(\d{2})?/.exec(gmt);
  if (!match) return { offset: 'UTC', minutes: 0 };
  const sign = match[1] === '+' ? 1 : -1;
  const hours = Number(match[2]);
  const mins = Number(match[3] ?? 0);
  const text = `${String(hours).padStart(2, '0')}:${String(mins).padStart(2, '0')}`;
  return { offset: `UTC${sign > 0 ? '+' : '−'}${text}`, minutes: sign * (hours * 60 + mins) };
}

export function regionOf(zone: string): TimeZoneRegion {
  const first = zone.split('/')[0] as TimeZoneRegion;
  return zone.includes('/') && (TIME_ZONE_REGIONS as readonly string[]).includes(first) ? first : 'Other';
}

function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * Every zone the browser knows (and `current`, even when it does not), labelled in
 * `language`, by region, then offset, then city.
 */
export function timeZoneOptions(current: string, language: string, at = new Date()): TimeZoneOption[] {
  const zones = new Set(supportedZones());
  if (current) zones.add(current);
  const options = [...zones].map((id): TimeZoneOption => {
    const { offset, minutes } = parseOffset(timeZoneNamePart(id, 'en', 'longOffset', at));
    const name = timeZoneNamePart(id, language, 'longGeneric', at);
    const city = (id.split('/').pop() ?? id).replaceAll('_', ' ');
    const region = regionOf(id);
    // A generic name that only repeats the offset or the city adds nothing.
    const useful = name && !/^(GMT|UTC)/.test(name) && name !== city ? name : '';
    return {
      id,
      region,
      city,
      offset,
      minutes,
      name: useful,
      label: `(${offset}) ${city}${useful ? ` — ${useful}` : ''}`,
    };
  });
  const order = (region: string) => TIME_ZONE_REGIONS.indexOf(region as TimeZoneRegion);
  return options.sort(
    (a, b) => order(a.region) - order(b.region) || a.minutes - b.minutes || a.city.localeCompare(b.city),
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The options matching every word of `query` in the city, zone name, generic name, offset or region label. */
export function searchTimeZones(
  options: readonly TimeZoneOption[],
  query: string,
  regionLabel: (region: TimeZoneRegion) => string = (r) => r,
): TimeZoneOption[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const text = fold(
      `${option.id} ${option.label} ${option.offset.replace('−', '-')} ${regionLabel(option.region as TimeZoneRegion)}`,
    );
    return words.every((word) => text.includes(word));
  });
}
