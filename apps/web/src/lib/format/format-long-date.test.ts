import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate (spec 02 §4 "DD MMMM YYYY")', () => {
  it('writes day, month as a word in the interface language, year, in that order', () => {
    const date = new Date(2026, 2, 5, 12).getTime();
    expect(formatLongDate(date, 'en')).toBe('05 March 2026');
    expect(formatLongDate(date, 'ru')).toBe('05 марта 2026');
    expect(formatLongDate(date, 'es')).toBe('05 marzo 2026');
  });
});
