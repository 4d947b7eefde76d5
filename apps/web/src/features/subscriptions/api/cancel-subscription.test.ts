import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../../test/answer-fetch';
import { cancelSubscription } from './cancel-subscription';
import { getSubscriptions } from './get-subscriptions';

afterEach(() => vi.unstubAllGlobals());

const answer = answerFetch;

describe('subscriptions calls (spec 02 §7 Subscriptions)', () => {
  it('lists with expand=cancelPopupText', async () => {
    const fetch = answer([]);
    expect(await getSubscriptions()).toEqual([]);
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toMatch(
      /\/spa\/api\/v1\/payment-subscription\?expand=cancelPopupText&lang=/,
    );
  });

  it('cancels with the id in the query and reason_type, reason in the body', async () => {
    const fetch = answer({});
    await cancelSubscription(3, 'no_time', '  I have no time now  ');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/spa\/api\/v1\/payment-subscriptions\/cancel\?id=3&lang=/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ reason_type: 'no_time', reason: 'I have no time now' });
  });

  it('refuses without an id, calling nothing', async () => {
    const fetch = answer({});
    await expect(cancelSubscription(0, 'other', 'long enough reason')).rejects.toThrow('Id must be set');
    expect(fetch).not.toHaveBeenCalled();
  });
});
