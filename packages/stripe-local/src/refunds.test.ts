import { afterEach, describe, expect, it } from 'vitest';
import type { Charge, Refund } from './charges.js';
import { encodeForm } from './form.js';
import type { CheckoutSession, StripeEvent } from './objects.js';
import { StripeLocal } from './server.js';
import type { WebhookRequest } from './webhooks.js';

/** Charges and `POST /v1/refunds` as Stripe shapes them (issue 15). */

const KEY = 'sk_test_refunds1';
let local: StripeLocal;
let received: WebhookRequest[];

async function start() {
  received = [];
  local = await StripeLocal.start({
    secretKeys: [KEY],
    webhooks: [{ url: 'http://school.test/hook', secret: 'whsec_refunds1' }],
    transport: async (request) => {
      received.push(request);
      return { status: 200, body: '{}' };
    },
  });
}
afterEach(() => local?.close());

function post(path: string, data: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${local.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: encodeForm(data),
  });
}

const session = (mode: 'payment' | 'subscription', extra: Record<string, unknown> = {}) => ({
  mode,
  success_url: 'https://school.test/done',
  metadata: { order_id: '7' },
  line_items: [
    {
      quantity: 1,
      price_data: {
        currency: 'eur',
        unit_amount: 4410,
        product_data: { name: 'Course' },
        ...(mode === 'subscription' ? { recurring: { interval: 'month', interval_count: 1 } } : {}),
      },
    },
  ],
  ...extra,
});

async function paidIntent() {
  const res = await post(
    '/v1/checkout/sessions',
    session('payment', { payment_intent_data: { metadata: { order_id: '7', project_id: '1' } } }),
  );
  const created = (await res.json()) as CheckoutSession;
  await local.completeCheckout(created.id);
  return local.state.sessions.get(created.id)!.session.payment_intent!;
}

const eventsOf = (type: string) =>
  received.map((r) => JSON.parse(r.body) as StripeEvent).filter((e) => e.type === type);

describe('refunds', () => {
  it('a paid session leaves a charge with the PaymentIntent’s metadata; a full refund raises charge.refunded', async () => {
    await start();
    const intent = await paidIntent();
    const charge = local.state.charges.chargeOfIntent(intent);
    expect(charge).toMatchObject({ object: 'charge', amount: 4410, paid: true, refunded: false });
    expect(charge.metadata).toEqual({ order_id: '7', project_id: '1' });

    const res = await post(
      '/v1/refunds',
      { payment_intent: intent },
      { 'idempotency-key': 'refund-order-7' },
    );
    expect(res.status).toBe(200);
    const refund = (await res.json()) as Refund;
    expect(refund).toMatchObject({ object: 'refund', amount: 4410, charge: charge.id, status: 'succeeded' });
    await local.settled();
    const [refunded] = eventsOf('charge.refunded');
    expect((refunded!.data.object as Charge).refunded).toBe(true);
    expect(eventsOf('refund.created')).toHaveLength(1);

    const replay = await post(
      '/v1/refunds',
      { payment_intent: intent },
      { 'idempotency-key': 'refund-order-7' },
    );
    expect(((await replay.json()) as Refund).id).toBe(refund.id);
    const again = await post('/v1/refunds', { payment_intent: intent });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('charge_already_refunded');
  });

  it('refuses a partial refund above what is left, an unknown PaymentIntent, and payment_intent_data in subscription mode', async () => {
    await start();
    const intent = await paidIntent();
    expect((await post('/v1/refunds', { payment_intent: intent, amount: 1000 })).status).toBe(200);
    await local.settled();
    expect((eventsOf('charge.refunded')[0]!.data.object as Charge).refunded).toBe(false);
    const tooMuch = await post('/v1/refunds', { payment_intent: intent, amount: 4000 });
    expect(((await tooMuch.json()) as { error: { code: string } }).error.code).toBe('amount_too_large');
    expect((await post('/v1/refunds', { payment_intent: 'pi_missing' })).status).toBe(404);
    expect((await post('/v1/refunds', {})).status).toBe(400);
    const sub = await post(
      '/v1/checkout/sessions',
      session('subscription', { payment_intent_data: { metadata: { order_id: '7' } } }),
    );
    expect(sub.status).toBe(400);
  });

  it('a subscription’s paid invoice names its PaymentIntent in GET /v1/invoice_payments, which can be refunded', async () => {
    await start();
    const res = await post('/v1/checkout/sessions', session('subscription'));
    const created = (await res.json()) as CheckoutSession;
    await local.completeCheckout(created.id);
    const invoice = local.state.sessions.get(created.id)!.session.invoice!;
    const list = await fetch(`${local.url}/v1/invoice_payments?invoice=${invoice}&status=paid`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    const { data } = (await list.json()) as {
      data: { invoice: string; payment: { payment_intent: string } }[];
    };
    expect(data).toHaveLength(1);
    expect(data[0]!.invoice).toBe(invoice);
    const refund = await post('/v1/refunds', { payment_intent: data[0]!.payment.payment_intent });
    expect(((await refund.json()) as Refund).amount).toBe(4410);
  });
});
