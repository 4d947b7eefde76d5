import { order as orderShape, paymentSubscription } from '@cp/contract';
import type { Invoice, StripeLocal } from '@cp/stripe-local';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  paymentSettings,
  paymentSubscriptions,
  userCourseStreams,
} from '../../../db/schema/index.js';
import { addStripeSchool, type StripeSchool, startLocalStripe } from '../../../test/stripe-local.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** A monthly course subscription through Stripe: created, renewed, failed, canceled, ended (decision 061). */

let t: TestApp;
let stripe: StripeLocal;
let a: StripeSchool;
let b: StripeSchool;
const base = '/spa/api/v1';
const DAY = 86_400_000;
/**
 * An event the product does not act on: recorded as ignored by the first school's endpoint
 * to hear it, a duplicate at the other (both endpoints hear every event of the account).
 */
const quiet = expect.stringMatching(/^(ignored|duplicate)$/);

beforeAll(async () => {
  t = await createTestApp();
  a = await addStripeSchool(t, 'school-a.test');
  b = await addStripeSchool(t, 'school-b.test', 'USD');
  stripe = await startLocalStripe(t, [a, b]);
});
afterAll(async () => {
  await stripe?.close();
  await t?.close();
});

/** Orders the monthly service and pays it on the local Stripe; answers the Stripe subscription id. */
async function subscribe(s: StripeSchool) {
  const res = await t.call({
    method: 'POST',
    url: `${base}/order/${s.subscriptionServiceId}?lang=en`,
    host: s.host,
    token: s.token,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = orderShape.parse(res.json());
  const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
  const { events, deliveries } = await stripe.completeCheckout(row!.providerRef!);
  const outcomes = deliveries.filter((d) => d.url.includes(s.host)).map((d) => JSON.parse(d.body).outcome);
  // The session pays the first period; the first invoice and the new subscription add nothing
  // (recorded as ignored, or already recorded by the other school's endpoint that heard first).
  expect(outcomes).toEqual(['applied', quiet, quiet]);
  const stripeSubscription = events.find((e) => e.type === 'customer.subscription.created')!.data.object as {
    id: string;
  };
  const [sub] = await t.db
    .select()
    .from(paymentSubscriptions)
    .where(eq(paymentSubscriptions.providerRef, stripeSubscription.id));
  return { order, stripeId: stripeSubscription.id, sub: sub! };
}

const subscriptionRow = async (id: number) =>
  (await t.db.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.id, id)))[0]!;
const streamEnd = async (id: number) =>
  (await t.db.select().from(userCourseStreams).where(eq(userCourseStreams.id, id)))[0]!.endDate!.getTime();
const ownOutcomes = (s: StripeSchool, deliveries: { url: string; body: string }[]) =>
  deliveries.filter((d) => d.url.includes(s.host)).map((d) => JSON.parse(d.body).outcome);
async function view(s: StripeSchool, id: number) {
  const res = await t.call({
    method: 'GET',
    url: `${base}/payment-subscriptions/${id}`,
    host: s.host,
    token: s.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return paymentSubscription.parse(res.json());
}

describe('a Stripe subscription', () => {
  it('is created by the paid session, moves one period per paid renewal, and falls past_due on a failed one', async () => {
    const created = stripe.requests.length;
    const { stripeId, sub } = await subscribe(a);
    const request = stripe.requests.slice(created).find((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.params).toMatchObject({
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'eur',
            unit_amount: '1500',
            recurring: { interval: 'month', interval_count: '1' },
          },
        },
      ],
    });
    expect(sub).toMatchObject({ provider: 'stripe', status: 'active', interval: 'month', period: 1 });
    const streamId = sub.userCourseStreamId!;
    const firstEnd = await streamEnd(streamId);
    expect(firstEnd - Date.now()).toBeGreaterThan(27 * DAY);

    const renewal = await stripe.advanceSubscription(stripeId);
    expect(ownOutcomes(a, renewal.deliveries)).toEqual([quiet, 'applied']);
    const invoice = renewal.events.find((e) => e.type === 'invoice.paid')!.data.object as Invoice;
    const periodEnd = invoice.lines.data[0]!.period.end * 1000;
    const renewed = await subscriptionRow(sub.id);
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodEnd!.getTime()).toBe(periodEnd);
    const secondEnd = await streamEnd(streamId);
    expect(secondEnd - firstEnd).toBeGreaterThan(27 * DAY);
    expect(secondEnd - firstEnd).toBeLessThan(32 * DAY);
    // Stripe's retries of the renewal move nothing again.
    const retries = await stripe.redeliver(renewal.events[1]!.id, 5, { concurrent: true });
    expect(ownOutcomes(a, retries)).toEqual(Array(5).fill('duplicate'));
    expect(await streamEnd(streamId)).toBe(secondEnd);

    const failed = await stripe.advanceSubscription(stripeId, { fail: true });
    expect(ownOutcomes(a, failed.deliveries)).toEqual([quiet, 'applied']);
    expect((await subscriptionRow(sub.id)).status).toBe('past_due');
    expect((await view(a, sub.id)).status).toBe('past_due');
    expect(await streamEnd(streamId)).toBe(secondEnd);

    // Stripe gives up on the unpaid renewal and ends the subscription: canceled, nothing more due.
    const ended = await stripe.endSubscription(stripeId);
    expect(ownOutcomes(a, ended.deliveries)).toEqual(['applied']);
    expect(await subscriptionRow(sub.id)).toMatchObject({ status: 'canceled', nextPayAt: null });
    expect(await streamEnd(streamId)).toBe(secondEnd);
  });

  it('a school switched to manual payments, keeping its key, still stops a Stripe subscription at Stripe', async () => {
    const { stripeId, sub } = await subscribe(a);
    await t.db
      .update(paymentSettings)
      .set({ mode: 'manual' })
      .where(eq(paymentSettings.projectId, a.projectId));
    try {
      const res = await t.call({
        method: 'POST',
        url: `${base}/payment-subscriptions/cancel?id=${sub.id}&lang=en`,
        host: a.host,
        token: a.token,
        payload: { reason_type: 'other', reason: 'Moving to another school.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(stripe.state.subscription(stripeId)).toMatchObject({ cancel_at_period_end: true });
      await stripe.settled();
    } finally {
      await t.db
        .update(paymentSettings)
        .set({ mode: 'stripe' })
        .where(eq(paymentSettings.projectId, a.projectId));
    }
  });

  it("the learner's cancel reaches Stripe as cancel_at_period_end; the period's end ends it", async () => {
    const { stripeId, sub } = await subscribe(b);
    const streamId = sub.userCourseStreamId!;
    const end = await streamEnd(streamId);
    const res = await t.call({
      method: 'POST',
      url: `${base}/payment-subscriptions/cancel?id=${sub.id}&lang=en`,
      host: b.host,
      token: b.token,
      payload: { reason_type: 'no_time', reason: 'No time this month, sorry.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const update = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${stripeId}`,
    )!;
    expect(update).toMatchObject({ status: 200, params: { cancel_at_period_end: 'true' } });
    expect(stripe.state.subscription(stripeId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    await stripe.settled();
    expect((await view(b, sub.id)).status).toBe('canceled');

    // At the period's end Stripe ends it instead of billing again.
    const periodEnd = await stripe.advanceSubscription(stripeId);
    expect(periodEnd.events.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect(periodEnd.deliveries.find((d) => d.url.includes(b.host))!.status).toBe(200);
    expect(await subscriptionRow(sub.id)).toMatchObject({ status: 'canceled', nextPayAt: null });
    expect(await streamEnd(streamId)).toBe(end);
    expect(
      [...stripe.state.invoices.values()].filter(
        (i) => i.customer === stripe.state.subscription(stripeId).customer,
      ),
    ).toHaveLength(1);
  });

  it("a renewal of another school's subscription changes nothing here", async () => {
    const { stripeId, sub } = await subscribe(a);
    const before = await subscriptionRow(sub.id);
    const endpoint = stripe.removeWebhookEndpoint(`http://${a.host}/spa/api/v1/payments/stripe/webhook`)!;
    const renewal = await stripe.advanceSubscription(stripeId);
    expect(ownOutcomes(b, renewal.deliveries)).toEqual([quiet, 'not_ours']);
    stripe.addWebhookEndpoint(endpoint);
    expect(await subscriptionRow(sub.id)).toEqual(before);
  });
});
