import { order as orderShape } from '@cp/contract';
import type { StripeLocal } from '@cp/stripe-local';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseServices, orders, paymentSubscriptions, userCourseStreams } from '../../../db/schema/index.js';
import { addStripeSchool, type StripeSchool, startLocalStripe } from '../../../test/stripe-local.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Two plans of a course ordered side by side and both paid at Stripe (decision 155): Stripe has
 * taken the second payment before the product hears of it, so it is given back and the second
 * Stripe subscription canceled at once; the learner keeps one subscription.
 */
let t: TestApp;
let stripe: StripeLocal;
let s: StripeSchool;
let quarterlyId: number;
const base = '/spa/api/v1';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  s = await addStripeSchool(t, 'school-c.test');
  stripe = await startLocalStripe(t, [s]);
  const [quarterly] = await t.db
    .insert(courseServices)
    .values({
      projectId: s.projectId,
      type: 'course_subscription',
      courseId: s.courseId,
      title: 'Quarterly',
      price: 4000,
      interval: 'month',
      period: 3,
    })
    .returning();
  quarterlyId = quarterly!.id;
});
afterAll(async () => {
  await stripe?.close();
  await t?.close();
});

async function order(serviceId: number) {
  const res = await t.call({
    method: 'POST',
    url: `${base}/order/${serviceId}?lang=en`,
    host: s.host,
    token: s.token,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id } = orderShape.parse(res.json());
  return (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
}
const orderStatus = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

describe('a second subscription of a stream paid at Stripe', () => {
  it('is refunded and its Stripe subscription canceled; the first one stays alone', async () => {
    const monthly = await order(s.subscriptionServiceId);
    const quarterly = await order(quarterlyId);
    const first = await stripe.completeCheckout(monthly.providerRef!);
    expect(first.deliveries.map((d) => JSON.parse(d.body).outcome)[0]).toBe('applied');

    const asked = stripe.requests.length;
    const second = await stripe.completeCheckout(quarterly.providerRef!);
    expect(second.deliveries.map((d) => JSON.parse(d.body).outcome)[0]).toBe('refund');
    const secondStripeId = (
      second.events.find((e) => e.type === 'customer.subscription.created')!.data.object as { id: string }
    ).id;
    const calls = stripe.requests.slice(asked).map((r) => `${r.method} ${r.path}`);
    expect(calls).toContain('POST /v1/refunds');
    expect(calls).toContain(`DELETE /v1/subscriptions/${secondStripeId}`);

    expect(await orderStatus(quarterly.id)).toBe('refunded');
    expect(await orderStatus(monthly.id)).toBe('paid');
    const subs = await t.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.userId, s.learnerId));
    expect(subs.map((sub) => [sub.orderId, sub.status])).toEqual([[monthly.id, 'active']]);
    // The stream has the monthly period only: the refund took back nothing it had not given.
    const streams = await t.db
      .select()
      .from(userCourseStreams)
      .where(eq(userCourseStreams.userId, s.learnerId));
    expect(streams).toHaveLength(1);
    const left = streams[0]!.endDate!.getTime() - Date.now();
    expect(left).toBeGreaterThan(27 * DAY);
    expect(left).toBeLessThan(32 * DAY);
  });
});
