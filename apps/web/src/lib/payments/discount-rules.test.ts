import { describe, expect, it } from 'vitest';
import type { DiscountCheck } from './check-discount';
import { type CheckedCode, needsCheck, promocodeToSend } from './discount-rules';

const check = (success: boolean): DiscountCheck => ({
  success,
  reason: success ? null : 'expired',
  kind: success ? 'percent' : null,
  value: success ? 10 : null,
  price: 150000,
  discountedPrice: success ? 135000 : 150000,
  currency: 'RUB',
});
const checked = (success: boolean, code = 'SPRING', serviceId = 7): CheckedCode => ({
  code,
  serviceId,
  check: check(success),
});

describe('promocodeToSend (spec 02 §4: sent only when the check reports success)', () => {
  it('sends the code the check accepted for this offer', () => {
    expect(promocodeToSend(checked(true), ' SPRING ', 7)).toBe('SPRING');
  });

  it('sends nothing when the check said no, was for another code or offer, or never ran', () => {
    expect(promocodeToSend(checked(false), 'SPRING', 7)).toBeNull();
    expect(promocodeToSend(checked(true), 'SPRING2', 7)).toBeNull();
    expect(promocodeToSend(checked(true), 'SPRING', 8)).toBeNull();
    expect(promocodeToSend(null, 'SPRING', 7)).toBeNull();
    expect(promocodeToSend(checked(true), '  ', 7)).toBeNull();
  });
});

describe('needsCheck (spec 02 §4: a code, when entered, is checked first)', () => {
  it('asks for a check of an entered code not yet checked for this offer', () => {
    expect(needsCheck(null, 'SPRING', 7)).toBe(true);
    expect(needsCheck(checked(true), 'SPRING', 8)).toBe(true);
    expect(needsCheck(checked(false), 'OTHER', 7)).toBe(true);
  });

  it('does not ask with no code, or once this code was checked for this offer', () => {
    expect(needsCheck(null, '', 7)).toBe(false);
    expect(needsCheck(checked(false), 'SPRING', 7)).toBe(false);
    expect(needsCheck(checked(true), 'SPRING', 7)).toBe(false);
  });
});
