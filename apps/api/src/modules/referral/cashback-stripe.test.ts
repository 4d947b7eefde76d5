import type { StripeLocal } from '@cp/stripe-local';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSubscriptions } from '../../db/schema/index.js';
import { addStripeSchool, type StripeSchool, startLocalStripe } from '../../test/stripe-local.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { learner, orderRow } from '../payments/payments-fixtures.js';
import { admin, cashbacksOf, invite, placeOrder, setRules, staffPost } from './referral-money.fixtures.js';

/** Referral money through Stripe (decision 091): cashback by webhook, refunds both ways. */

let t: TestApp;
let stripe: StripeLocal;
let s: StripeSchool;
let adminToken: string;
let adminId: number;
let referrerId: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await addStripeSchool(t, 'stripe-ref.test');
  stripe = await startLocalStripe(t, [s]);
  const a = await admin(t, s.projectId);
  adminToken = a.token;
  adminId = a.user.id;
  referrerId = (await learner(t, s.projectId)).user.id;
  await invite(t, s.projectId, referrerId, s.learnerId);
  await setRules(t, s.projectId, { cashbackMode: 'points' });
});
afterAll(async () => {
  await stripe?.close();
  await t?.close();
});

async function paidThroughStripe() {
  const order = await placeOrder(t, s.host, s.token, s.buyServiceId);
  const sessionId = (await orderRow(t.db, order.id)).providerRef!;
  const { events } = await stripe.completeCheckout(sessionId);
  await stripe.settled();
  return { order, sessionId, completed: events[0]!.id };
}

describe('cashback and refunds through Stripe', () => {
  it('earns once under repeated webhooks; an administrator’s refund goes to Stripe and its echo changes nothing', async () => {
    const { order, sessionId, completed } = await paidThroughStripe();
    expect(order).toMatchObject({ price: 4900, referral_discount: 490, amount: 4410 });
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    await stripe.redeliver(completed, 5, { concurrent: true });
    const rows = (await cashbacksOf(t, referrerId)).filter((c) => c.orderId === order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', mode: 'points', amount: 4 });

    const res = await staffPost(t, s.host, adminToken, `/staff/orders/${order.id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    await stripe.settled();
    const asked = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(asked).toHaveLength(1);
    const intent = stripe.state.sessions.get(sessionId)!.session.payment_intent!;
    expect(asked[0]!.params).toMatchObject({ payment_intent: intent });
    expect(stripe.state.charges.chargeOfIntent(intent).refunded).toBe(true);
    const echo = stripe.deliveries.filter((d) => d.body.includes('"outcome"')).at(-1);
    expect(echo?.status).toBe(200);
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'refunded', refundedBy: adminId });
    expect((await cashbacksOf(t, referrerId)).find((c) => c.orderId === order.id)!.status).toBe('reversed');
  });

  it('a refund made in Stripe’s Dashboard refunds the order through charge.refunded, once', async () => {
    await setRules(t, s.projectId, { cashbackMode: 'points' });
    const { order, sessionId } = await paidThroughStripe();
    expect(order.referral_discount).toBe(0);
    const intent = stripe.state.sessions.get(sessionId)!.session.payment_intent!;
    const { events, deliveries } = await stripe.refundPayment(intent);
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    const refunded = events.find((e) => e.type === 'charge.refunded')!;
    expect(JSON.parse(deliveries.find((d) => d.eventId === refunded.id)!.body).outcome).toBe('applied');
    const row = await orderRow(t.db, order.id);
    expect(row).toMatchObject({ status: 'refunded', refundedBy: null });
    expect((await cashbacksOf(t, referrerId)).find((c) => c.orderId === order.id)!.status).toBe('reversed');
    const again = await stripe.redeliver(refunded.id, 2);
    expect(again.map((d) => JSON.parse(d.body).outcome)).toEqual(['duplicate', 'duplicate']);
    expect((await staffPost(t, s.host, adminToken, `/staff/orders/${order.id}/refund`)).statusCode).toBe(409);
  });

  it('a Stripe subscription order: its first invoice’s payment is refunded and the subscription canceled at Stripe', async () => {
    const order = await placeOrder(t, s.host, s.token, s.subscriptionServiceId);
    const sessionId = (await orderRow(t.db, order.id)).providerRef!;
    await stripe.completeCheckout(sessionId);
    await stripe.settled();
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    const res = await staffPost(t, s.host, adminToken, `/staff/orders/${order.id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    await stripe.settled();
    const { session } = stripe.state.sessions.get(sessionId)!;
    const paid = stripe.state.charges.invoicePayments.get(session.invoice!)!;
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.at(-1)!.params).toMatchObject({ payment_intent: paid.payment.payment_intent });
    expect(stripe.state.subscription(session.subscription!).status).toBe('canceled');
    const [sub] = await t.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.orderId, order.id));
    expect(sub).toMatchObject({ status: 'canceled', nextPayAt: null });
    expect((await orderRow(t.db, order.id)).status).toBe('refunded');
    expect((await staffPost(t, s.host, adminToken, `/staff/orders/${order.id}/refund`)).statusCode).toBe(409);
  });

  it('a subscription’s invoice refunded in the Dashboard is recorded by the refund call, which cancels the subscription', async () => {
    const order = await placeOrder(t, s.host, s.token, s.subscriptionServiceId);
    const sessionId = (await orderRow(t.db, order.id)).providerRef!;
    await stripe.completeCheckout(sessionId);
    await stripe.settled();
    const { session } = stripe.state.sessions.get(sessionId)!;
    const intent = stripe.state.charges.invoicePayments.get(session.invoice!)!.payment.payment_intent;
    const { deliveries } = await stripe.refundPayment(intent);
    expect(deliveries.map((d) => JSON.parse(d.body).outcome)).toEqual(['ignored', 'ignored']);
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    const res = await staffPost(t, s.host, adminToken, `/staff/orders/${order.id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    await stripe.settled();
    expect((await orderRow(t.db, order.id)).status).toBe('refunded');
    expect(stripe.state.subscription(session.subscription!).status).toBe('canceled');
  });
});
