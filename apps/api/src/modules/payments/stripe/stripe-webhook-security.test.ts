import { type StripeLocal, signatureHeader } from '@cp/stripe-local';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, paymentSettings, userCourseStreams } from '../../../db/schema/index.js';
import {
  addStripeSchool,
  type StripeSchool,
  startLocalStripe,
  webhookUrl,
} from '../../../test/stripe-local.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createStripeProvider } from './stripe-provider.js';
import { STRIPE_SIGNATURE_TOLERANCE_SECONDS } from './stripe-webhook.service.js';

/**
 * Only Stripe, signing with the school's own secret and lately, can change an order through
 * the webhook (decision 061): everything else is 400 and changes nothing.
 */

let t: TestApp;
let stripe: StripeLocal;
let a: StripeSchool;
let b: StripeSchool;
let orderId: number;
let sessionId: string;
const url = '/spa/api/v1/payments/stripe/webhook';

beforeAll(async () => {
  t = await createTestApp();
  a = await addStripeSchool(t, 'school-a.test');
  b = await addStripeSchool(t, 'school-b.test');
  stripe = await startLocalStripe(t, [a]);
  // An order as the order call leaves it: created, with the Checkout Session the adapter started.
  const [row] = await t.db
    .insert(orders)
    .values({
      projectId: a.projectId,
      userId: a.learnerId,
      courseServiceId: a.buyServiceId,
      status: 'created',
      provider: 'stripe',
      price: 4900,
      amount: 4900,
      currency: 'EUR',
    })
    .returning();
  orderId = row!.id;
  const started = await createStripeProvider({ secretKey: a.secretKey }).startCheckout({
    order: { id: orderId, amount: 4900, currency: 'EUR', kind: 'buy' },
    service: { id: a.buyServiceId, title: 'Full course', type: 'course_buy', recurring: null },
    learner: { id: a.learnerId, email: `learner@${a.host}` },
    lang: 'en',
    projectId: a.projectId,
    successUrl: `http://${a.host}/class/orders/${orderId}`,
    cancelUrl: `http://${a.host}/class/catalog`,
  });
  sessionId = started.ref;
  await t.db.update(orders).set({ providerRef: sessionId }).where(eq(orders.id, orderId));
});
afterAll(async () => {
  await stripe?.close();
  await t?.close();
});

async function nothingChanged() {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order!.status).toBe('created');
  expect(
    await t.db.select().from(userCourseStreams).where(eq(userCourseStreams.userId, a.learnerId)),
  ).toEqual([]);
  expect(await t.db.select().from(paymentEvents)).toEqual([]);
}

/** A `checkout.session.completed` for our order, as Stripe would send it (not yet sent). */
function completedPayload(overrides: Record<string, unknown> = {}) {
  const session = {
    ...stripe.state.session(sessionId).session,
    status: 'complete',
    payment_status: 'paid',
    ...overrides,
  };
  return JSON.stringify({
    id: 'evt_forged000000000000000001',
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
  });
}

const post = (payload: string, headers: Record<string, string>, host = a.host) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host, 'content-type': 'application/json', ...headers },
    payload,
  });

describe('the Stripe webhook refuses what Stripe did not sign for this school', () => {
  it('a forged signature, another secret, no signature: 400 in the error shape, nothing changed', async () => {
    const payload = completedPayload();
    const forged = await stripe.deliver(payload, {
      signature: `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`,
    });
    expect(forged[0]!.status).toBe(400);
    expect(JSON.parse(forged[0]!.body)).toMatchObject({ status: 400, message: expect.any(String) });
    const otherSecret = await stripe.deliver(payload, { secret: b.webhookSecret });
    expect(otherSecret[0]!.status).toBe(400);
    expect((await post(payload, {})).statusCode).toBe(400);
    // The right signature of other bytes: the amount changed after signing.
    const header = signatureHeader(payload, a.webhookSecret);
    const tampered = payload.replace('"amount_total":4900', '"amount_total":100');
    expect(tampered).not.toBe(payload);
    expect((await post(tampered, { 'stripe-signature': header })).statusCode).toBe(400);
    await nothingChanged();
  });

  it('a replayed old event (signed beyond the five-minute tolerance): 400, nothing changed', async () => {
    const old = Math.floor(Date.now() / 1000) - 301;
    const replay = await stripe.deliver(completedPayload(), { timestamp: old });
    expect(replay[0]!.status).toBe(400);
    await nothingChanged();
  });

  it('an event signed beyond the tolerance in the future (a clock ahead, a pre-signed replay): 400, nothing changed', async () => {
    const ahead = Math.floor(Date.now() / 1000) + STRIPE_SIGNATURE_TOLERANCE_SECONDS + 100;
    const future = await stripe.deliver(completedPayload(), { timestamp: ahead });
    expect(future[0]!.status).toBe(400);
    expect(JSON.parse(future[0]!.body)).toMatchObject({ status: 400 });
    await nothingChanged();
  });

  it('signed bytes that are not JSON, or another content type: 4xx, nothing changed', async () => {
    const text = 'not json';
    expect(
      (await post(text, { 'stripe-signature': signatureHeader(text, a.webhookSecret) })).statusCode,
    ).toBe(400);
    const form = await post('a=1', {
      'content-type': 'application/x-www-form-urlencoded',
      'stripe-signature': 't=1,v1=00',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    await nothingChanged();
  });

  it("a school without a webhook secret takes no event; school B's secret does not open school A", async () => {
    const payload = completedPayload();
    const signedForB = await post(
      payload,
      { 'stripe-signature': signatureHeader(payload, b.webhookSecret) },
      b.host,
    );
    // Valid for B, but the session is A's: recorded nowhere, applied nowhere.
    expect(signedForB.statusCode).toBe(200);
    expect(signedForB.json()).toMatchObject({ outcome: 'not_ours' });
    await t.db
      .update(paymentSettings)
      .set({ mode: 'manual', stripeSecretKey: null, stripeWebhookSecret: null })
      .where(eq(paymentSettings.projectId, b.projectId));
    const none = await post(
      payload,
      { 'stripe-signature': signatureHeader(payload, b.webhookSecret) },
      b.host,
    );
    expect(none.statusCode).toBe(400);
    await nothingChanged();
  });

  it('a signature a minute off either way, within the tolerance, is taken (clocks differ a little)', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const [id, timestamp] of [
      ['evt_skewed_ahead', now + 60],
      ['evt_skewed_behind', now - 60],
    ] as const) {
      // An event the product does not act on: recorded, nothing else changes.
      const payload = JSON.stringify({ ...JSON.parse(completedPayload()), id, type: 'customer.created' });
      const [delivery] = await stripe.deliver(payload, { timestamp });
      expect(delivery!.status, id).toBe(200);
      expect(JSON.parse(delivery!.body)).toMatchObject({ outcome: 'ignored' });
    }
  });

  it('the genuine event, delivered by the local Stripe, is applied', async () => {
    const { deliveries } = await stripe.completeCheckout(sessionId);
    expect(deliveries).toEqual([expect.objectContaining({ url: webhookUrl(a.host), status: 200 })]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('paid');
  });
});
