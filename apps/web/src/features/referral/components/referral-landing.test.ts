import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { landOnReferralLink, linkCode } from './referral-landing';

const invite = { referrerName: 'Anna', discountPercent: 10 };

function deps(overrides: Partial<Parameters<typeof landOnReferralLink>[1]> = {}) {
  return {
    hasToken: vi.fn(() => false),
    jump: vi.fn(async () => invite),
    keep: vi.fn(),
    ...overrides,
  };
}

describe('the referral landing (decision 092)', () => {
  it('reads a code as Crockford base 32, upper-cased, and nothing else', () => {
    expect(linkCode('abcd2345')).toBe('ABCD2345');
    expect(linkCode(' ABCD2345 ')).toBe('ABCD2345');
    // I, L, O and U are not in the alphabet; lengths other than 8 are not codes.
    expect(linkCode('ABCDIL00')).toBeNull();
    expect(linkCode('ABCD234')).toBeNull();
    expect(linkCode('ABCD23456')).toBeNull();
    expect(linkCode('<script>')).toBeNull();
    expect(linkCode(undefined)).toBeNull();
  });

  it('counts the visit, keeps the code and says who invites', async () => {
    const d = deps();
    expect(await landOnReferralLink('abcd2345', d)).toEqual({
      kind: 'invitation',
      code: 'ABCD2345',
      ...invite,
    });
    expect(d.jump).toHaveBeenCalledWith('ABCD2345');
    expect(d.keep).toHaveBeenCalledWith('ABCD2345');
  });

  it('sends a signed-in learner on without counting or keeping anything', async () => {
    const d = deps({ hasToken: () => true });
    expect(await landOnReferralLink('ABCD2345', d)).toEqual({ kind: 'signed-in' });
    expect(d.jump).not.toHaveBeenCalled();
    expect(d.keep).not.toHaveBeenCalled();
  });

  it('calls a malformed code forged without asking the server', async () => {
    const d = deps();
    expect(await landOnReferralLink('not-a-code', d)).toEqual({ kind: 'forged' });
    expect(d.jump).not.toHaveBeenCalled();
    expect(d.keep).not.toHaveBeenCalled();
  });

  it.each([404, 422])('calls a code the server answers %i to forged and keeps nothing', async (status) => {
    const d = deps({
      jump: vi.fn(async () => {
        throw new ApiError(status, { name: 'Not Found', message: 'No such link', code: 0, status });
      }),
    });
    expect(await landOnReferralLink('ABCD2345', d)).toEqual({ kind: 'forged' });
    expect(d.keep).not.toHaveBeenCalled();
  });

  it('reports a server it could not ask as a failure to retry, keeping nothing', async () => {
    const offline = new TypeError('Failed to fetch');
    const d = deps({
      jump: vi.fn(async () => {
        throw offline;
      }),
    });
    expect(await landOnReferralLink('ABCD2345', d)).toEqual({ kind: 'failed', error: offline });
    const busy = deps({
      jump: vi.fn(async () => {
        throw new ApiError(503, null);
      }),
    });
    expect((await landOnReferralLink('ABCD2345', busy)).kind).toBe('failed');
    expect(d.keep).not.toHaveBeenCalled();
    expect(busy.keep).not.toHaveBeenCalled();
  });
});
