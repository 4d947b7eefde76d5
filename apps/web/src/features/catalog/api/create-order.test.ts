import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireOrder } from '../../../lib/payments/test-data';
import { createOrder } from './create-order';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

describe('createOrder (spec 02 §5, §7)', () => {
  it('refuses without a service, in the spec words, calling nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(createOrder(0)).rejects.toThrow('ServiceId must be set');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts to /order/{serviceId} with no amount, only the e-mail when asked for', async () => {
    const fetch = answer(wireOrder());
    vi.stubGlobal('fetch', fetch);
    const order = await createOrder(7, { email: 'anna@school.test' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/spa\/api\/v1\/order\/7\?lang=/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'anna@school.test' });
    expect(order).toMatchObject({
      id: 41,
      amount: 135000,
      paymentUrl: expect.stringContaining('test-checkout'),
    });
  });

  it('sends an empty body when the profile already has the e-mail', async () => {
    const fetch = answer(wireOrder());
    vi.stubGlobal('fetch', fetch);
    await createOrder(7);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({});
  });

  it('carries a code its check accepted, and no empty one', async () => {
    const fetch = answer(wireOrder());
    vi.stubGlobal('fetch', fetch);
    await createOrder(7, { promocode: 'WELCOME10' });
    await createOrder(7, { promocode: null });
    const bodies = fetch.mock.calls.map((c) =>
      JSON.parse(String((c as unknown as [string, RequestInit])[1].body)),
    );
    expect(bodies).toEqual([{ promocode: 'WELCOME10' }, {}]);
  });
});
