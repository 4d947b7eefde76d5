import { randomBytes } from 'node:crypto';
import { PAYMENT_ROUTES } from '@cp/contract';
import type { CheckoutRequest, CheckoutStarted, PaymentProviderAdapter } from './provider.js';

/**
 * The demo's own checkout (decision 062): no money moves. The token is random and single-use
 * (the order's provider_ref), so the page's form needs no other CSRF guard: whoever holds
 * it is the learner who was sent there, and it pays one order once.
 */
export function createTestProvider(opts: { origin: string }): PaymentProviderAdapter {
  return {
    name: 'test',
    async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
      const token = randomBytes(24).toString('base64url');
      const path = PAYMENT_ROUTES.testCheckout.replace(':token', token);
      return { ref: token, url: `${opts.origin}${path}?lang=${request.lang}` };
    },
    // Nothing to tell: the test sweep renews only subscriptions that are not canceled.
    async cancelAtPeriodEnd() {},
  };
}
