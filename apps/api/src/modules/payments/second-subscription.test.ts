import { TEST_CARDS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  paymentSettings,
  paymentSubscriptions,
  userCourseStreams,
  users,
} from '../../db/schema/index.js';
import {
  addService,
  base,
  goodCard,
  learner,
  type PaymentsWorld,
  paymentsWorld,
  postCheckout,
  tokenOf,
} from './payments-fixtures.js';

/**
 * Two plans of one course ordered side by side (two tabs: monthly and quarterly), then both
 * paid: the order check (decision 151) saw neither paid, and the second payment made a second
 * subscription of the stream, charged every period beside the first (decision 155).
 */
let w: PaymentsWorld;
let quarterlyId: number;
beforeAll(async () => {
  w = await paymentsWorld();
  const quarterly = await addService(w, {
    type: 'course_subscription',
    title: 'Quarterly',
    price: 4000,
    interval: 'month',
    period: 3,
  });
  quarterlyId = quarterly.id;
});
afterAll(() => w.t.close());

async function order(token: string, serviceId: number) {
  const res = await w.t.call({ method: 'POST', url: `${base}/order/${serviceId}?lang=en`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; payment_url: string };
}
const subscriptionsOf = (userId: number) =>
  w.t.db.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.userId, userId));
const orderRow = async (id: number) => (await w.t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const streamsOf = (userId: number) =>
  w.t.db.select().from(userCourseStreams).where(eq(userCourseStreams.userId, userId));

describe('a second subscription of a stream paid on the test checkout (decision 155)', () => {
  it('is refused on the card form, taking nothing, after another plan of the course was paid', async () => {
    const { user, token } = await learner(w.t, w.a.project.id);
    const monthly = await order(token, w.services.monthly.id);
    const quarterly = await order(token, quarterlyId);

    const first = await postCheckout(w.t, tokenOf(monthly.payment_url), goodCard(TEST_CARDS.success));
    expect(first.statusCode).toBe(303);
    const [stream] = await streamsOf(user.id);
    const endAfterFirst = stream!.endDate!.getTime();

    const second = await postCheckout(w.t, tokenOf(quarterly.payment_url), goodCard(TEST_CARDS.success));
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain('This course already has a subscription. This payment was not taken.');
    expect((await orderRow(quarterly.id)).status).toBe('created');
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    const streams = await streamsOf(user.id);
    expect(streams).toHaveLength(1);
    expect(streams[0]!.endDate!.getTime()).toBe(endAfterFirst);
  });

  it('two payments of two plans at once make one subscription', async () => {
    const { user, token } = await learner(w.t, w.a.project.id);
    const monthly = await order(token, w.services.monthly.id);
    const quarterly = await order(token, quarterlyId);
    const answers = await Promise.all([
      postCheckout(w.t, tokenOf(monthly.payment_url), goodCard(TEST_CARDS.success)),
      postCheckout(w.t, tokenOf(quarterly.payment_url), goodCard(TEST_CARDS.success)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409]);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    const statuses = [(await orderRow(monthly.id)).status, (await orderRow(quarterly.id)).status].sort();
    expect(statuses).toEqual(['created', 'paid']);
  });
});

describe('a second subscription of a stream marked paid by an administrator (decision 155)', () => {
  it('is 409 with the reason, and the order stays open', async () => {
    const projectId = w.a.project.id;
    await w.t.db
      .update(paymentSettings)
      .set({ mode: 'manual' })
      .where(eq(paymentSettings.projectId, projectId));
    const admin = await learner(w.t, projectId);
    await w.t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const { user, token } = await learner(w.t, projectId);
    const monthly = await order(token, w.services.monthly.id);
    const quarterly = await order(token, quarterlyId);
    const mark = (id: number) =>
      w.t.call({ method: 'POST', url: `${base}/staff/orders/${id}/mark-paid?lang=en`, token: admin.token });
    expect((await mark(monthly.id)).statusCode).toBe(200);
    const second = await mark(quarterly.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: expect.stringMatching(/already has a subscription/) });
    expect((await orderRow(quarterly.id)).status).toBe('created');
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });
});
