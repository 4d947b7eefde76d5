import { afterEach, describe, expect, it, vi } from 'vitest';
import { toOrder } from '../../../lib/payments/order';
import { wireOrder } from '../../../lib/payments/test-data';
import { getOrder, ORDER_POLL_MS, orderRefetchInterval } from './get-order';

afterEach(() => vi.unstubAllGlobals());

describe('getOrder', () => {
  it('asks GET /orders/{id} and converts the answer', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(wireOrder({ status: 'paid', paid_at: 1_800_000_060 })), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const order = await getOrder(41);
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toMatch(
      /\/spa\/api\/v1\/orders\/41\?lang=/,
    );
    expect(order).toMatchObject({ id: 41, status: 'paid', paidAt: 1_800_000_060_000 });
  });
});

describe('orderRefetchInterval', () => {
  it('polls while the order waits for its payment and stops once it is final', () => {
    expect(orderRefetchInterval(undefined)).toBe(ORDER_POLL_MS);
    expect(orderRefetchInterval(toOrder(wireOrder()))).toBe(ORDER_POLL_MS);
    expect(orderRefetchInterval(toOrder(wireOrder({ status: 'paid' })))).toBe(false);
    expect(orderRefetchInterval(toOrder(wireOrder({ status: 'failed' })))).toBe(false);
    expect(orderRefetchInterval(toOrder(wireOrder({ status: 'canceled' })))).toBe(false);
    expect(orderRefetchInterval(toOrder(wireOrder({ status: 'refunded' })))).toBe(false);
  });

  it("does not ask again for an order it could not read (another learner's, none such)", () => {
    expect(orderRefetchInterval(undefined, true)).toBe(false);
  });
});
