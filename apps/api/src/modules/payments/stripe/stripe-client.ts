import type Stripe from 'stripe';
import { stripeSdk } from './stripe-sdk.js';

/**
 * A Stripe client for a school's secret key. `STRIPE_API_URL` (e.g. `http://127.0.0.1:12111`)
 * sends every call to a server speaking Stripe's protocol instead of Stripe's own (tests and
 * local runs use @cp/stripe-local; decision 061). Read per call, so a test can point it at a
 * local server it started.
 */
export async function stripeClient(secretKey: string): Promise<Stripe> {
  const Stripe = await stripeSdk();
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000 };
  const api = process.env.STRIPE_API_URL;
  if (!api) return new Stripe(secretKey, options);
  const url = new URL(api);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    ...options,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}
