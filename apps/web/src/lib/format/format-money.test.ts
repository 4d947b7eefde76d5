import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

// Intl puts narrow no-break spaces in some locales: compare without them.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney (decision 060: integer minor units)', () => {
  it('divides by the currency’s own fraction digits', () => {
    expect(plain(formatMoney(150000, 'RUB', 'ru'))).toBe('1 500,00 ₽');
    expect(formatMoney(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(1500, 'KWD', 'en')).toMatch(/1\.500/);
  });

  it('uses ISO 4217 digits where Intl prints none (decision 112): the server stores at that scale', () => {
    expect(formatMoney(199050, 'HUF', 'en')).toMatch(/1,990\.50/);
    expect(formatMoney(1990500, 'IQD', 'en')).toMatch(/1,990\.500/);
  });

  it('formats zero as a price, not as nothing', () => {
    expect(plain(formatMoney(0, 'EUR', 'es'))).toBe('0,00 €');
  });
});
