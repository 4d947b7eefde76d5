import { order as orderShape } from '@cp/contract';
import type { StripeLocal } from '@cp/stripe-local';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, orders, paymentEvents, userCourseStreams } from '../../../db/schema/index.js';
import {
  addStripeSchool,
  type StripeSchool,
  startLocalStripe,
  webhookUrl,
} from '../../../test/stripe-local.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expireStripeCheckout } from './stripe-provider.js';

/** A course bought through Stripe Checkout and the local Stripe's webhooks (decision 061). */

let t: TestApp;
let stripe: StripeLocal;
let a: StripeSchool;
let b: StripeSchool;
const base = '/spa/api/v1';

beforeAll(async () => {
  t = await createTestApp();
  a = await addStripeSchool(t, 'school-a.test');
  b = await addStripeSchool(t, 'school-b.test');
  stripe = await startLocalStripe(t, [a, b]);
});
afterAll(async () => {
  await stripe?.close();
  await t?.close();
});

async function orderCourse(s: StripeSchool, serviceId = s.buyServiceId) {
  const res = await t.call({
    method: 'POST',
    url: `${base}/order/${serviceId}?lang=en`,
    host: s.host,
    token: s.token,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderShape.parse(res.json());
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const streamsOf = (s: StripeSchool) =>
  t.db
    .select()
    .from(userCourseStreams)
    .where(and(eq(userCourseStreams.userId, s.learnerId), eq(userCourseStreams.isDemo, false)));

/** Closes every open order of a school's learner, so the next test starts a fresh one. */
async function closeOpenOrders(s: StripeSchool) {
  await t.db
    .update(orders)
    .set({ status: 'canceled' })
    .where(and(eq(orders.userId, s.learnerId), eq(orders.status, 'created')));
}

describe('a course bought through Stripe Checkout', () => {
  it('starts a Checkout Session priced by the server, once per order', async () => {
    const order = await orderCourse(a);
    expect(order).toMatchObject({ status: 'created', provider: 'stripe', amount: 4900, currency: 'EUR' });
    const row = await orderRow(order.id);
    expect(row.providerRef).toMatch(/^cs_test_/);
    expect(order.payment_url).toBe(`${stripe.url}/checkout/${row.providerRef}`);
    const create = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.status === 200)!;
    expect(create.idempotencyKey).toBe(`order-${order.id}`);
    expect(create.params).toMatchObject({
      mode: 'payment',
      client_reference_id: String(order.id),
      customer_email: `learner@${a.host}`,
      locale: 'en',
      metadata: { order_id: String(order.id), project_id: String(a.projectId) },
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '4900' } }],
    });
    expect(create.params.success_url).toContain(`/orders/${order.id}`);
    // A double click: the same open order, the same session.
    const again = await orderCourse(a);
    expect(again.id).toBe(order.id);
    expect(stripe.state.sessions.size).toBe(1);
  });

  it('pays: the webhook marks the order paid and opens the stream; ten deliveries at once apply once', async () => {
    const order = await orderCourse(a);
    const sessionId = (await orderRow(order.id)).providerRef!;
    const { events, deliveries } = await stripe.completeCheckout(sessionId);
    const completed = events[0]!;
    expect(completed.type).toBe('checkout.session.completed');
    const own = deliveries.find((d) => d.url.includes(a.host))!;
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ outcome: 'applied' });
    // school B's endpoint got it too (one Stripe account, two endpoints) and left it alone.
    expect(JSON.parse(deliveries.find((d) => d.url.includes(b.host))!.body)).toMatchObject({
      outcome: 'not_ours',
    });

    const paid = await t.call({
      method: 'GET',
      url: `${base}/orders/${order.id}`,
      host: a.host,
      token: a.token,
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const [stream] = await streamsOf(a);
    expect(stream).toMatchObject({ courseId: a.courseId, courseFullAccess: true });
    const end = stream!.endDate!.getTime();
    expect(end - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const again = await stripe.redeliver(completed.id, 10, { concurrent: true });
    const mine = again.filter((d) => d.url.includes(a.host));
    expect(mine.map((d) => d.status)).toEqual(Array(10).fill(200));
    expect(mine.map((d) => JSON.parse(d.body).outcome)).toEqual(Array(10).fill('duplicate'));
    const after = await streamsOf(a);
    expect(after).toHaveLength(1);
    expect(after[0]!.endDate!.getTime()).toBe(end);
    const recorded = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, completed.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      projectId: a.projectId,
      provider: 'stripe',
      type: 'checkout.session.completed',
    });
  });

  it('a session completed for another amount (tampered) is not applied: the order stays created', async () => {
    await closeOpenOrders(a);
    const before = await streamsOf(a);
    const order = await orderCourse(a);
    const sessionId = (await orderRow(order.id)).providerRef!;
    const { deliveries } = await stripe.completeCheckout(sessionId, { amountTotal: 100 });
    const own = deliveries.find((d) => d.url.includes(a.host))!;
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ outcome: 'mismatch' });
    expect((await orderRow(order.id)).status).toBe('created');
    expect(await streamsOf(a)).toEqual(before);
  });

  it('an expired session cancels its order; a later completion of it changes nothing', async () => {
    await closeOpenOrders(a);
    const order = await orderCourse(a);
    const sessionId = (await orderRow(order.id)).providerRef!;
    const { deliveries } = await stripe.expireCheckout(sessionId);
    expect(JSON.parse(deliveries.find((d) => d.url.includes(a.host))!.body)).toMatchObject({
      outcome: 'applied',
    });
    expect((await orderRow(order.id)).status).toBe('canceled');
    await expect(stripe.completeCheckout(sessionId)).rejects.toThrow(/expired/);
  });

  it('an order closed before payment: its session is expired at Stripe; a payment that slips through gives nothing', async () => {
    await closeOpenOrders(a);
    const replaced = await orderCourse(a);
    const replacedSession = (await orderRow(replaced.id)).providerRef!;
    await closeOpenOrders(a);
    await expireStripeCheckout({ secretKey: a.secretKey }, replacedSession);
    expect(stripe.state.session(replacedSession).session.status).toBe('expired');
    await stripe.settled();
    expect((await orderRow(replaced.id)).status).toBe('canceled');
    // Expiring again is a no-op, not an error.
    await expireStripeCheckout({ secretKey: a.secretKey }, replacedSession);

    const before = await streamsOf(a);
    const closed = await orderCourse(a);
    await closeOpenOrders(a);
    const { deliveries } = await stripe.completeCheckout((await orderRow(closed.id)).providerRef!);
    expect(JSON.parse(deliveries.find((d) => d.url.includes(a.host))!.body)).toMatchObject({
      outcome: 'ignored',
    });
    expect((await orderRow(closed.id)).status).toBe('canceled');
    expect(await streamsOf(a)).toEqual(before);
  });

  it('a retry with a discount code replaces the open order and expires its session at Stripe', async () => {
    await closeOpenOrders(a);
    const first = await orderCourse(a);
    const firstSession = (await orderRow(first.id)).providerRef!;
    await t.db.insert(discountCodes).values({
      projectId: a.projectId,
      courseServiceId: a.buyServiceId,
      code: 'RETRY10',
      kind: 'percent',
      value: 10,
    });
    const res = await t.call({
      method: 'POST',
      url: `${base}/order/${a.buyServiceId}?lang=en`,
      host: a.host,
      token: a.token,
      payload: { promocode: 'retry10' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const second = orderShape.parse(res.json());
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ amount: 4410, code_discount: 490 });
    expect((await orderRow(first.id)).status).toBe('canceled');
    expect(stripe.state.session(firstSession).session.status).toBe('expired');
    await stripe.settled();
    await closeOpenOrders(a);
  });

  it("an event of another school's order is not applied there, and its own school still applies it", async () => {
    const order = await orderCourse(b);
    const sessionId = (await orderRow(order.id)).providerRef!;
    // School B's endpoint is off: only school A hears of B's payment, and must neither apply
    // nor record it (recording would make B's own delivery a duplicate).
    const endpointB = stripe.removeWebhookEndpoint(webhookUrl(b.host))!;
    const { events, deliveries } = await stripe.completeCheckout(sessionId);
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]!.body)).toMatchObject({ outcome: 'not_ours' });
    expect((await orderRow(order.id)).status).toBe('created');
    expect(await streamsOf(b)).toHaveLength(0);
    stripe.addWebhookEndpoint(endpointB);
    const later = await stripe.redeliver(events[0]!.id);
    expect(JSON.parse(later.find((d) => d.url.includes(b.host))!.body)).toMatchObject({ outcome: 'applied' });
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await streamsOf(b)).toHaveLength(1);
  });
});
