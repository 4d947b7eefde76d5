import { describe, expect, it } from 'vitest';
import { parseOffset, regionOf, searchTimeZones, timeZoneOptions } from './time-zones';

// A fixed instant, so offsets do not depend on when the test runs (winter in the north).
const AT = new Date('2026-01-15T12:00:00Z');

describe('time-zone picker options (issue 8)', () => {
  it('labels each zone with its offset, city and localized generic name', () => {
    const en = timeZoneOptions('', 'en', AT);
    const madrid = en.find((o) => o.id === 'Europe/Madrid');
    expect(madrid).toMatchObject({ region: 'Europe', city: 'Madrid', offset: 'UTC+01:00', minutes: 60 });
    expect(madrid?.label).toBe('(UTC+01:00) Madrid — Central European Time');
    const es = timeZoneOptions('', 'es', AT).find((o) => o.id === 'Europe/Madrid');
    expect(es?.name).toMatch(/Europa central/i);
    expect(en.find((o) => o.id === 'America/New_York')?.offset).toBe('UTC−05:00');
  });

  it('groups by region, then offset', () => {
    const options = timeZoneOptions('', 'en', AT);
    const regions = options.map((o) => o.region);
    expect(regions.indexOf('Europe')).toBeGreaterThan(regions.lastIndexOf('America'));
    const europe = options.filter((o) => o.region === 'Europe').map((o) => o.minutes);
    expect(europe).toEqual([...europe].sort((a, b) => a - b));
    expect(regionOf('UTC')).toBe('Other');
  });

  it('finds zones by city, name, offset or region label, without accents or case', () => {
    const options = timeZoneOptions('', 'en', AT);
    expect(searchTimeZones(options, 'madrid').map((o) => o.id)).toEqual(['Europe/Madrid']);
    expect(searchTimeZones(options, 'sao paulo').map((o) => o.id)).toContain('America/Sao_Paulo');
    expect(searchTimeZones(options, 'utc+09:00').map((o) => o.id)).toContain('Asia/Tokyo');
    expect(searchTimeZones(options, 'europa madrid', (r) => (r === 'Europe' ? 'Europa' : r))).toHaveLength(1);
    expect(searchTimeZones(options, '')).toHaveLength(options.length);
  });

  it('keeps a stored zone the browser does not list, and reads offsets', () => {
    expect(timeZoneOptions('Mars/Olympus', 'en', AT).some((o) => o.id === 'Mars/Olympus')).toBe(true);
    expect(parseOffset('GMT')).toEqual({ offset: 'UTC', minutes: 0 });
    expect(parseOffset('GMT+05:30')).toEqual({ offset: 'UTC+05:30', minutes: 330 });
    expect(parseOffset('GMT-03:00')).toEqual({ offset: 'UTC−03:00', minutes: -180 });
  });
});
