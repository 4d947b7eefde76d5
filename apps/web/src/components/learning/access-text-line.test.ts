import { describe, expect, it } from 'vitest';
import { offersRenewal } from './access-text-line';

describe('offersRenewal (spec 02 §4: the access warning leads to the renewal)', () => {
  it('offers it within daysShowWarning of the end and once ended', () => {
    expect(offersRenewal({ isDemo: false }, { kind: 'daysLeft', days: 3 })).toBe(true);
    expect(offersRenewal({ isDemo: false }, { kind: 'ended', date: null })).toBe(true);
  });

  it('not while access runs normally, is paused, frozen or not started, nor for a demo', () => {
    expect(offersRenewal({ isDemo: false }, { kind: 'until', date: 1 })).toBe(false);
    expect(offersRenewal({ isDemo: false }, { kind: 'paused', date: 1 })).toBe(false);
    expect(offersRenewal({ isDemo: false }, { kind: 'frozenUntil', date: 1 })).toBe(false);
    expect(offersRenewal({ isDemo: false }, { kind: 'startsIn', days: 2 })).toBe(false);
    expect(offersRenewal({ isDemo: true }, { kind: 'ended', date: null })).toBe(false);
  });
});
