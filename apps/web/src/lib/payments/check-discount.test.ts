import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDiscount } from './check-discount';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown) => {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const call = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls[0] as unknown as [string, RequestInit];

describe('checkDiscount', () => {
  it('asks the code for the offer’s service and converts what the learner would pay', async () => {
    const fetch = answer({
      success: false,
      reason: 'used_up',
      kind: null,
      value: null,
      price: 150000,
      discounted_price: 150000,
      currency: 'RUB',
    });
    const check = await checkDiscount(' SPRING-10 ', 7);
    expect(call(fetch)[0]).toMatch(/\/discount\/check\/code\/SPRING-10\/course-service\/7\?lang=/);
    expect(check).toEqual({
      success: false,
      reason: 'used_up',
      kind: null,
      value: null,
      price: 150000,
      discountedPrice: 150000,
      currency: 'RUB',
    });
  });
});
