import { describe, expect, it } from 'vitest';
import { formatCashback } from './cashback';

const points = (count: number) => `${count} pts`;

describe('cashback amounts', () => {
  it('points are counted, money is minor units in the currency', () => {
    expect(formatCashback(120, 'points', 'RUB', 'en', points)).toBe('120 pts');
    expect(formatCashback(12_345, 'money', 'USD', 'en', points)).toBe('$123.45');
    expect(formatCashback(500, 'money', 'JPY', 'en', points)).toBe('¥500');
  });

  it('money without a known currency is still shown, as a plain number', () => {
    expect(formatCashback(250, 'money', null, 'en', points)).toBe('2.5');
  });
});
