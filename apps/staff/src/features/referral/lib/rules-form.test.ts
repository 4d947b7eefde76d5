import { describe, expect, it } from 'vitest';
import { checkRules, rulesFormOf, sameRules } from './rules-form';

const saved = {
  enabled: true,
  cashback_mode: 'points' as const,
  cashback_percent: 10,
  discount_percent: 5,
  hold_days: 14,
  monthly_invitee_limit: null,
};

describe('the referral rules form', () => {
  it('reads the saved rules and sends them back unchanged', () => {
    const form = rulesFormOf(saved);
    expect(form).toMatchObject({ cashbackPercent: '10', monthlyLimit: '' });
    expect(checkRules(form)).toEqual({ body: saved });
  });

  it('sends a monthly cap when one is typed, spaces around it trimmed', () => {
    const result = checkRules({ ...rulesFormOf(saved), monthlyLimit: ' 3 ', cashbackMode: 'money' });
    expect(result).toEqual({ body: { ...saved, monthly_invitee_limit: 3, cashback_mode: 'money' } });
  });

  it('refuses what the server would refuse, with the bounds to show', () => {
    const result = checkRules({
      ...rulesFormOf(saved),
      cashbackPercent: '101',
      discountPercent: '-1',
      holdDays: '1.5',
      monthlyLimit: '0',
    });
    expect(result).toEqual({
      errors: {
        cashbackPercent: { key: 'errors.range', min: 0, max: 100 },
        discountPercent: { key: 'errors.range', min: 0, max: 100 },
        holdDays: { key: 'errors.range', min: 0, max: 365 },
        monthlyLimit: { key: 'errors.range', min: 1, max: 10_000 },
      },
    });
    expect('errors' in checkRules({ ...rulesFormOf(saved), holdDays: '' })).toBe(true);
    expect('errors' in checkRules({ ...rulesFormOf(saved), cashbackPercent: '1e2' })).toBe(true);
  });

  it('knows when the form differs from what is saved', () => {
    const form = rulesFormOf(saved);
    expect(sameRules(form, rulesFormOf(saved))).toBe(true);
    expect(sameRules(form, { ...form, enabled: false })).toBe(false);
  });
});
