import { describe, expect, it } from 'vitest';
import { formatTimeZone } from './format-time-zone';

describe('formatTimeZone', () => {
  const winter = new Date(Date.UTC(2026, 0, 15, 12));

  it('names a zone in the interface language, with its offset, instead of its id', () => {
    expect(formatTimeZone('Europe/Moscow', 'en', winter)).toBe('Moscow Standard Time (GMT+3)');
    expect(formatTimeZone('Europe/Moscow', 'ru', winter)).toMatch(/^Москва.* \(GMT\+3\)$/);
    expect(formatTimeZone('Europe/Madrid', 'es', winter)).toMatch(/Europa central.* \(GMT\+1\)$/i);
  });

  it('keeps an id the browser does not know as it is', () => {
    expect(formatTimeZone('Mars/Olympus_Mons', 'en', winter)).toBe('Mars/Olympus_Mons');
  });
});
