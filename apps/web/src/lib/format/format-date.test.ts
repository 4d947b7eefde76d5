import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats as DD.MM.YYYY', () => {
    expect(formatDate(new Date(2025, 0, 5, 12).getTime())).toBe('05.01.2025');
    expect(formatDate(new Date(1999, 11, 31, 23, 59).getTime())).toBe('31.12.1999');
  });
});
