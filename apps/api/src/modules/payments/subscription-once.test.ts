import { TEST_CARDS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCredits, orders, paymentSubscriptions } from '../../db/schema/index.js';
import {
  addCredit,
  base,
  goodCard,
  learner,
  orderRow,
  type PaymentsWorld,
  paymentsWorld,
  postCheckout,
  tokenOf,
} from './payments-fixtures.js';

/**
 * A course is paid by one subscription at a time, and what a subscription's first payment costs
 * is what each renewal costs: found by trying the product, a learner could subscribe to the same
 * stream again (charged twice a month), and a one-off points credit lowered the price of every
 * renewal.
 */
let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
});
afterAll(() => w.t.close());

async function subscribe(token: string) {
  const res = await w.t.call({ method: 'POST', url: `${base}/order/${w.services.monthly.id}`, token });
  expect(res.statusCode).toBe(200);
  const paid = await postCheckout(w.t, tokenOf(res.json().payment_url), goodCard(TEST_CARDS.success));
  expect(paid.statusCode).toBe(303);
  return res.json() as { id: number };
}
const subscriptionsOf = (userId: number) =>
  w.t.db.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.userId, userId));
const ordersOf = (userId: number) => w.t.db.select().from(orders).where(eq(orders.userId, userId));

describe('one subscription per course, at one price (decision 060)', () => {
  it('refuses a second subscription to a stream one already pays for, changing nothing', async () => {
    const { user, token } = await learner(w.t, w.a.project.id);
    await subscribe(token);
    const [sub] = await subscriptionsOf(user.id);
    const streamId = sub!.userCourseStreamId!;
    const before = await ordersOf(user.id);

    const calls = [
      // The renewal screen: its price, then its order.
      {
        method: 'GET',
        url: `${base}/course-services/${w.services.monthly.id}/quote?stream_id=${streamId}&lang=en`,
      },
      { method: 'POST', url: `${base}/extend/${streamId}/course-service/${w.services.monthly.id}?lang=en` },
      // The catalogue: the same subscription bought again goes to the same stream.
      { method: 'POST', url: `${base}/order/${w.services.monthly.id}?lang=en` },
    ] as const;
    for (const call of calls) {
      const res = await w.t.call({ ...call, token });
      expect(res.statusCode, call.url).toBe(409);
      expect(res.json(), call.url).toMatchObject({
        status: 409,
        message: expect.stringMatching(/already has a subscription/),
      });
    }
    expect(await ordersOf(user.id)).toEqual(before);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);

    // A one-off renewal of the same stream is still sold.
    const buy = await w.t.call({
      method: 'POST',
      url: `${base}/extend/${streamId}/course-service/${w.services.buy.id}`,
      token,
    });
    expect(buy.statusCode).toBe(200);
  });

  it('takes a subscription again once the running one is canceled', async () => {
    const { user, token } = await learner(w.t, w.a.project.id);
    await subscribe(token);
    const [sub] = await subscriptionsOf(user.id);
    await w.t.db
      .update(paymentSubscriptions)
      .set({ status: 'canceled', canceledAt: new Date(), nextPayAt: null })
      .where(eq(paymentSubscriptions.id, sub!.id));
    const again = await w.t.call({
      method: 'POST',
      url: `${base}/extend/${sub!.userCourseStreamId}/course-service/${w.services.monthly.id}`,
      token,
    });
    expect(again.statusCode).toBe(200);
  });

  it('leaves a points credit for a one-off purchase: a subscription renews at the price it was bought at', async () => {
    const { user, token } = await learner(w.t, w.a.project.id);
    const credit = await addCredit(w.t.db, w.a.project.id, user.id, 4);

    const quote = await w.t.call({
      method: 'GET',
      url: `${base}/course-services/${w.services.monthly.id}/quote`,
      token,
    });
    expect(quote.json()).toMatchObject({ price: 1500, credit_discount: 0, amount: 1500 });
    const placed = await subscribe(token);
    expect(await orderRow(w.t.db, placed.id)).toMatchObject({ price: 1500, creditDiscount: 0, amount: 1500 });
    const [sub] = await subscriptionsOf(user.id);
    expect(sub).toMatchObject({ status: 'active', amount: 1500 });
    const [kept] = await w.t.db.select().from(discountCredits).where(eq(discountCredits.id, credit.id));
    expect(kept!.usedAt).toBeNull();

    // The next one-off purchase spends it.
    const other = await w.t.call({
      method: 'POST',
      url: `${base}/order/${w.services.otherCourseBuy.id}`,
      token,
    });
    expect(other.json()).toMatchObject({ price: 2000, credit_discount: 400, amount: 1600 });
  });
});
