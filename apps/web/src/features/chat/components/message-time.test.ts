import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format/format-date';
import { formatMessageTime } from './message-time';

describe('formatMessageTime', () => {
  it('writes the date as DD.MM.YYYY in every language, as the consultations beside it do', () => {
    const at = new Date(2026, 11, 2, 11, 5).getTime();
    for (const language of ['ru', 'en', 'es']) {
      expect(formatMessageTime(at, language).startsWith(`${formatDate(at)}, `)).toBe(true);
    }
    expect(formatMessageTime(at, 'ru')).toBe('02.12.2026, 11:05');
    expect(formatMessageTime(at, 'en')).toMatch(/^02\.12\.2026, 11:05\sAM$/);
  });
});
