import { describe, expect, it } from 'vitest';
import { formatMoney, MAX_MINOR, minorDigits, minorToInput, parseMoney } from './money';

describe('parseMoney', () => {
  it('turns the typed decimal into minor units exactly', () => {
    expect(parseMoney('1990', 'RUB')).toBe(199_000);
    expect(parseMoney('1990.5', 'RUB')).toBe(199_050);
    expect(parseMoney('1 990,50', 'RUB')).toBe(199_050);
    expect(parseMoney('1\u00a0990,50', 'RUB')).toBe(199_050);
    expect(parseMoney('0.29', 'USD')).toBe(29);
    expect(parseMoney('0.07', 'EUR')).toBe(7);
    expect(parseMoney('1.15', 'EUR')).toBe(115);
    expect(parseMoney('4.35', 'USD')).toBe(435);
    expect(parseMoney('12.', 'USD')).toBe(1200);
    expect(parseMoney('0', 'USD')).toBe(0);
  });

  it('floats would drift on these; the string path does not', () => {
    // 0.29 * 100 = 28.999999999999996 and 4.35 * 100 = 434.99999999999994 in floating point.
    for (let cents = 0; cents < 2_000; cents += 1) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(parseMoney(text, 'USD')).toBe(cents);
    }
  });

  it('knows currencies without minor units', () => {
    expect(minorDigits('JPY')).toBe(0);
    expect(parseMoney('500', 'JPY')).toBe(500);
    expect(parseMoney('500.5', 'JPY')).toBeNull();
  });

  it('refuses what is not an amount, rather than guessing', () => {
    for (const text of ['', ' ', '-5', '+5', '1e3', 'abc', '1.2.3', '1,2.3', '1.234', '.5', '١٢']) {
      expect(parseMoney(text, 'USD'), text).toBeNull();
    }
    expect(parseMoney(String(MAX_MINOR / 100), 'USD')).toBe(MAX_MINOR);
    expect(parseMoney(String(MAX_MINOR / 100 + 1), 'USD')).toBeNull();
  });
});

describe('minorToInput and formatMoney', () => {
  it('shows stored amounts back in major units', () => {
    expect(minorToInput(199_050, 'RUB')).toBe('1990.50');
    expect(minorToInput(7, 'EUR')).toBe('0.07');
    expect(minorToInput(0, 'USD')).toBe('0.00');
    expect(minorToInput(500, 'JPY')).toBe('500');
    for (const minor of [0, 1, 29, 435, 199_050, MAX_MINOR]) {
      expect(parseMoney(minorToInput(minor, 'USD'), 'USD')).toBe(minor);
    }
  });

  it('formats in the desk language with the currency', () => {
    expect(formatMoney(199_050, 'USD', 'en')).toBe('$1,990.50');
    expect(formatMoney(199_050, 'RUB', 'ru').replace(/\s/g, ' ')).toBe('1 990,50 ₽');
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });
});
