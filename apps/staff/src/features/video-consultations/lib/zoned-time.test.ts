import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './zoned-time';

describe("the school's wall-clock time", () => {
  it('reads a datetime-local value in the zone and writes it back', () => {
    expect(fromLocalInput('2026-03-02T10:00', 'Europe/Moscow')).toBe(Date.UTC(2026, 2, 2, 7, 0));
    expect(fromLocalInput('2026-07-01T10:00', 'Europe/London')).toBe(Date.UTC(2026, 6, 1, 9, 0));
    expect(toLocalInput(Date.UTC(2026, 2, 2, 7, 0), 'Europe/Moscow')).toBe('2026-03-02T10:00');
  });

  it('refuses what is not a time', () => {
    expect(fromLocalInput('', 'Europe/Moscow')).toBeNull();
    expect(fromLocalInput('2026-03-29T02:30', 'Europe/Madrid')).toBeNull();
  });
});

describe('a time for the desk', () => {
  it("names the date, the time and the school's zone", async () => {
    const { formatInZone } = await import('./zoned-time');
    expect(formatInZone(Date.UTC(2030, 2, 18, 7, 0), 'en', 'Europe/Moscow')).toMatch(
      /Mar 18, 2030.*10:00.*GMT\+3/,
    );
  });
});
