import { parseArgs } from 'node:util';
import { StripeLocal } from './server.js';

/**
 * Runs the local Stripe for a person (decision 061): start the API with
 * STRIPE_API_URL=http://127.0.0.1:12111, give a school Stripe mode with an `sk_test_` key and
 * the webhook secret below, and pay on the page a Checkout Session's `url` opens.
 *
 *   npm start -w packages/stripe-local -- --port 12111 \
 *     --webhook 'http://school.localhost:8080/spa/api/v1/payments/stripe/webhook=whsec_local'
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    host: { type: 'string', default: '127.0.0.1' },
    webhook: { type: 'string', multiple: true, default: [] },
  },
});

const webhooks = (values.webhook ?? []).map((spec) => {
  const at = spec.lastIndexOf('=');
  if (at < 1) throw new Error(`--webhook takes <url>=<whsec_ secret>, got ${spec}`);
  return { url: spec.slice(0, at), secret: spec.slice(at + 1) };
});
const local = await StripeLocal.start({ host: values.host, port: Number(values.port), webhooks });
console.log(
  `local Stripe at ${local.url}; webhooks to ${webhooks.map((w) => w.url).join(', ') || 'nowhere'}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void local.close());
