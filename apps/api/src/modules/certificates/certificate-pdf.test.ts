import { describe, expect, it } from 'vitest';
import { dateIn } from './certificate-pdf.js';

describe('the date printed on a certificate (issue 32)', () => {
  it('is the school’s day of the issue, DD.MM.YYYY', () => {
    const lateEvening = new Date(Date.UTC(2026, 0, 31, 22, 30));
    expect(dateIn(lateEvening, 'UTC')).toBe('31.01.2026');
    expect(dateIn(lateEvening, 'Europe/Moscow')).toBe('01.02.2026');
    expect(dateIn(lateEvening, 'America/Mexico_City')).toBe('31.01.2026');
  });

  it('falls back to UTC for a zone Intl does not know', () => {
    expect(dateIn(new Date(Date.UTC(2026, 5, 1, 23)), 'Mars/Olympus')).toBe('01.06.2026');
  });
});
