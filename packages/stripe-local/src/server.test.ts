import { afterEach, describe, expect, it } from 'vitest';
import { encodeForm } from './form.js';
import type { CheckoutSession, Invoice, StripeEvent, Subscription } from './objects.js';
import { StripeLocal } from './server.js';
import { verifySignature } from './signature.js';
import type { WebhookRequest } from './webhooks.js';

const KEY = 'sk_test_local123';
const SECRET = 'whsec_local123';
let local: StripeLocal;
let received: WebhookRequest[];

async function start() {
  received = [];
  local = await StripeLocal.start({
    secretKeys: [KEY],
    webhooks: [{ url: 'http://school.test/hook', secret: SECRET }],
    transport: async (request) => {
      received.push(request);
      return { status: 200, body: '{}' };
    },
  });
}
afterEach(() => local?.close());

function api(
  method: string,
  path: string,
  data?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return fetch(`${local.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
      'stripe-version': '2026-10-28.endive',
      ...headers,
    },
    body: data ? encodeForm(data) : undefined,
  });
}

const sessionParams = (mode: 'payment' | 'subscription', amount = 1500) => ({
  mode,
  success_url: 'https://school.test/orders/7?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://school.test/catalog',
  client_reference_id: '7',
  customer_email: 'learner@example.com',
  metadata: { order_id: '7' },
  line_items: [
    {
      quantity: 1,
      price_data: {
        currency: 'EUR',
        unit_amount: amount,
        product_data: { name: 'Course' },
        ...(mode === 'subscription' ? { recurring: { interval: 'month', interval_count: 1 } } : {}),
      },
    },
  ],
});

const events = () => received.map((r) => JSON.parse(r.body) as StripeEvent);

describe('the local Stripe API', () => {
  it('answers 401 in Stripe error shape without a valid key', async () => {
    await start();
    const res = await api('GET', '/v1/checkout/sessions/cs_test_x', undefined, {
      authorization: 'Bearer sk_test_wrong',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'api_key_invalid' },
    });
    const none = await fetch(`${local.url}/v1/checkout/sessions/cs_test_x`);
    expect(none.status).toBe(401);
  });

  it('makes a Checkout Session with Stripe ids and shapes, honours Idempotency-Key, refuses unknown params', async () => {
    await start();
    const res = await api('POST', '/v1/checkout/sessions', sessionParams('payment'), {
      'idempotency-key': 'order-7',
    });
    expect(res.status).toBe(200);
    const session = (await res.json()) as CheckoutSession;
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 1500,
      currency: 'eur',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: '7',
      metadata: { order_id: '7' },
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(session.url).toBe(`${local.url}/checkout/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 3600);

    const again = await api('POST', '/v1/checkout/sessions', sessionParams('payment'), {
      'idempotency-key': 'order-7',
    });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as CheckoutSession).id).toBe(session.id);
    const other = await api('POST', '/v1/checkout/sessions', sessionParams('payment', 1), {
      'idempotency-key': 'order-7',
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { type: 'idempotency_error' } });
    expect(local.state.sessions.size).toBe(1);

    const unknown = await api('POST', '/v1/checkout/sessions', { ...sessionParams('payment'), amount: 1 });
    expect(await unknown.json()).toMatchObject({ error: { code: 'parameter_unknown', param: 'amount' } });
    // A request refused by validation keeps nothing under its key.
    const refused = await api(
      'POST',
      '/v1/checkout/sessions',
      { ...sessionParams('payment'), amount: 1 },
      { 'idempotency-key': 'k2' },
    );
    expect(refused.status).toBe(400);
    const retried = await api('POST', '/v1/checkout/sessions', sessionParams('payment'), {
      'idempotency-key': 'k2',
    });
    expect(retried.status).toBe(200);
    const noRecurring = await api('POST', '/v1/checkout/sessions', {
      ...sessionParams('payment'),
      mode: 'subscription',
    });
    expect(noRecurring.status).toBe(400);
    const got = await api('GET', `/v1/checkout/sessions/${session.id}`);
    expect(((await got.json()) as CheckoutSession).id).toBe(session.id);
    expect(local.requests.map((r) => r.idempotencyKey)).toContain('order-7');
    expect(local.requests[0]?.stripeVersion).toBe('2026-10-28.endive');
  });

  it('completes a payment from its hosted page and sends a signed checkout.session.completed', async () => {
    await start();
    const session = (await (
      await api('POST', '/v1/checkout/sessions', sessionParams('payment'))
    ).json()) as CheckoutSession;
    const page = await fetch(session.url as string);
    expect(await page.text()).toContain('TEST MODE');
    const back = await fetch(session.url as string, {
      method: 'POST',
      body: 'action=cancel',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.headers.get('location')).toBe('https://school.test/catalog');
    expect(received).toHaveLength(0);
    const paid = await fetch(session.url as string, {
      method: 'POST',
      body: 'action=pay',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://school.test/orders/7?session=${session.id}`);
    expect(received).toHaveLength(1);
    const [request] = received as [WebhookRequest];
    expect(verifySignature(request.body, request.headers['stripe-signature'] as string, SECRET)).toBe(true);
    const [event] = events() as [StripeEvent];
    expect(event).toMatchObject({ object: 'event', type: 'checkout.session.completed', livemode: false });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      subscription: null,
    });
    await expect(local.completeCheckout(session.id)).rejects.toThrow(/complete/);
  });

  it('runs a subscription: created and paid, renewed, failed (past_due), canceled at period end, ended', async () => {
    await start();
    const session = (await (
      await api('POST', '/v1/checkout/sessions', sessionParams('subscription'))
    ).json()) as CheckoutSession;
    const done = await local.completeCheckout(session.id);
    expect(done.events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const subId = (done.events[0]!.data.object as CheckoutSession).subscription as string;
    expect(subId).toMatch(/^sub_/);
    const first = done.events[2]?.data.object as Invoice;
    expect(first).toMatchObject({ billing_reason: 'subscription_create', status: 'paid', amount_paid: 1500 });
    expect(first.parent.subscription_details.subscription).toBe(subId);
    const firstEnd = first.lines.data[0]?.period.end as number;

    const renewed = await local.advanceSubscription(subId);
    const cycle = renewed.events.find((e) => e.type === 'invoice.paid')?.data.object as Invoice;
    expect(cycle.billing_reason).toBe('subscription_cycle');
    expect(cycle.period_end).toBe(firstEnd);
    expect(cycle.lines.data[0]?.period.start).toBe(firstEnd);
    expect(cycle.lines.data[0]?.period.end).toBeGreaterThan(firstEnd + 27 * 86400);

    const failed = await local.advanceSubscription(subId, { fail: true });
    expect(failed.events.map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'invoice.payment_failed',
    ]);
    expect(local.state.subscription(subId).status).toBe('past_due');

    const update = await api('POST', `/v1/subscriptions/${subId}`, { cancel_at_period_end: true });
    expect(((await update.json()) as Subscription).cancel_at_period_end).toBe(true);
    await local.settled();
    expect(events().at(-1)?.type).toBe('customer.subscription.updated');
    const ended = await local.advanceSubscription(subId);
    expect(ended.events.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect(local.state.subscription(subId)).toMatchObject({ status: 'canceled' });
    const gone = await api('DELETE', `/v1/subscriptions/${subId}`);
    expect(gone.status).toBe(400);
  });

  it('expires a session by API (event after the answer), redelivers at once, sends forged payloads', async () => {
    await start();
    const session = (await (
      await api('POST', '/v1/checkout/sessions', sessionParams('payment'))
    ).json()) as CheckoutSession;
    const expired = await api('POST', `/v1/checkout/sessions/${session.id}/expire`);
    expect(((await expired.json()) as CheckoutSession).status).toBe('expired');
    await local.settled();
    const [event] = events() as [StripeEvent];
    expect(event.type).toBe('checkout.session.expired');
    const deliveries = await local.redeliver(event.id, 5, { concurrent: true });
    expect(deliveries.map((d) => d.eventId)).toEqual(Array(5).fill(event.id));
    expect(new Set(received.map((r) => JSON.parse(r.body).id))).toEqual(new Set([event.id]));
    await local.deliver('{"id":"evt_forged"}', { secret: 'whsec_other' });
    const forged = received.at(-1) as WebhookRequest;
    expect(verifySignature(forged.body, forged.headers['stripe-signature'] as string, SECRET)).toBe(false);
  });
});
