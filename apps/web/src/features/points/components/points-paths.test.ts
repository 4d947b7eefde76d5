import { describe, expect, it } from 'vitest';
import { reasonKey } from './points-entry-item';
import { pageParam } from './points-paths';

describe('points helpers', () => {
  it('reads ?page= as a whole number from 1', () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'x', '']) expect(pageParam(bad)).toBe(1);
  });

  it('names the ledger reasons it knows', () => {
    expect(reasonKey('welcome')).toBe('welcome');
    expect(reasonKey('day:12')).toBe('day');
    expect(reasonKey('referral_cashback')).toBe('referral_cashback');
    expect(reasonKey('referral_cashback_reversal')).toBe('referral_cashback_reversal');
    expect(reasonKey('credit_cancelled')).toBe('credit_cancelled');
    expect(reasonKey('lesson:3')).toBe('lesson');
    expect(reasonKey('spend')).toBe('spend');
    expect(reasonKey('admin-gift')).toBeNull();
  });
});
