import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentSettings, paymentSubscriptions, userCourseStreams } from '../../db/schema/index.js';
import {
  endSubscription,
  failOrder,
  failSubscriptionRenewal,
  fulfilOrder,
  PaymentMismatchError,
  recordPaymentEvent,
  renewSubscription,
} from './fulfilment.js';
import {
  addCode,
  base,
  DAY_MS,
  learner,
  orderRow,
  type PaymentsWorld,
  paymentsWorld,
} from './payments-fixtures.js';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
  // Manual: orders wait in `created` with no checkout, as Stripe's and the staff's do before payment.
  await w.t.db
    .update(paymentSettings)
    .set({ mode: 'manual' })
    .where(eq(paymentSettings.projectId, w.a.project.id));
});
afterAll(() => w.t.close());

async function openOrder(serviceId: number, payload: object = {}) {
  const l = await learner(w.t, w.a.project.id);
  const res = await w.t.call({ method: 'POST', url: `${base}/order/${serviceId}`, token: l.token, payload });
  expect(res.json()).toMatchObject({ status: 'created', provider: 'manual' });
  return { ...l, order: await orderRow(w.t.db, res.json().id) };
}

describe('fulfilment: what every provider calls (decision 060)', () => {
  it('recordPaymentEvent is true once per provider and event id', async () => {
    const e = {
      projectId: w.a.project.id,
      provider: 'stripe',
      eventId: 'evt_1',
      type: 'checkout.session.completed',
    };
    expect(await w.t.db.transaction((tx) => recordPaymentEvent(tx, e))).toBe(true);
    expect(await w.t.db.transaction((tx) => recordPaymentEvent(tx, e))).toBe(false);
    expect(await w.t.db.transaction((tx) => recordPaymentEvent(tx, { ...e, provider: 'test' }))).toBe(true);
  });

  it('fulfilOrder refuses another amount or currency, changing nothing; then pays once; another school’s id is null', async () => {
    const { order, user } = await openOrder(w.services.buy.id);
    const pay = (amountPaid: number, currency: string, projectId = w.a.project.id) =>
      w.t.db.transaction((tx) =>
        fulfilOrder(tx, { orderId: order.id, projectId, amountPaid, currency, markedPaidBy: user.id }),
      );
    await expect(pay(100, 'EUR')).rejects.toBeInstanceOf(PaymentMismatchError);
    await expect(pay(4900, 'USD')).rejects.toBeInstanceOf(PaymentMismatchError);
    expect((await orderRow(w.t.db, order.id)).status).toBe('created');
    expect(await pay(4900, 'EUR', w.b.project.id)).toBeNull();
    const paid = await pay(4900, 'eur');
    expect(paid).toMatchObject({ orderId: order.id, userId: user.id, subscriptionId: null });
    expect(await orderRow(w.t.db, order.id)).toMatchObject({
      status: 'paid',
      markedPaidBy: user.id,
      userCourseStreamId: paid!.streamId,
    });
    expect(await pay(4900, 'EUR')).toBeNull();
    expect(
      await w.t.db.select().from(userCourseStreams).where(eq(userCourseStreams.userId, user.id)),
    ).toHaveLength(1);
  });

  it('failOrder gives the code back once and is a no-op on a paid order', async () => {
    await addCode(w.t.db, {
      projectId: w.a.project.id,
      courseServiceId: w.services.buy.id,
      code: 'BACK',
      usageLimit: 1,
    });
    const { order } = await openOrder(w.services.buy.id, { promocode: 'BACK' });
    const fail = () =>
      w.t.db.transaction((tx) =>
        failOrder(tx, { orderId: order.id, projectId: w.a.project.id, status: 'failed' }),
      );
    expect(await fail()).toBe(true);
    expect(await fail()).toBe(false);
    expect(await orderRow(w.t.db, order.id)).toMatchObject({ status: 'failed' });
    const again = await openOrder(w.services.buy.id, { promocode: 'BACK' });
    expect(again.order.codeDiscount).toBe(490);
  });

  it('a subscription found by provider ref renews (provider period end wins), fails to past_due, and ends', async () => {
    const { order } = await openOrder(w.services.monthly.id);
    const p = w.a.project.id;
    const paid = await w.t.db.transaction((tx) =>
      fulfilOrder(tx, {
        orderId: order.id,
        projectId: p,
        amountPaid: 1500,
        currency: 'EUR',
        providerSubscriptionRef: 'sub_123',
      }),
    );
    const ref = { projectId: p, provider: 'manual', providerRef: 'sub_123' };
    const [sub] = await w.t.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.id, paid!.subscriptionId!));
    const periodEnd = new Date(sub!.currentPeriodEnd!.getTime() + 30 * DAY_MS);
    const renewed = await w.t.db.transaction((tx) =>
      renewSubscription(tx, { ...ref, amountPaid: 1500, currency: 'EUR', periodEnd }),
    );
    expect(renewed).toEqual({ userId: order.userId, streamId: paid!.streamId });
    const [after] = await w.t.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.id, sub!.id));
    expect(after).toMatchObject({ currentPeriodEnd: periodEnd, nextPayAt: periodEnd, status: 'active' });
    const [stream] = await w.t.db
      .select()
      .from(userCourseStreams)
      .where(eq(userCourseStreams.id, paid!.streamId!));
    expect(stream!.endDate).toEqual(periodEnd);
    expect(await w.t.db.transaction((tx) => failSubscriptionRenewal(tx, ref))).toBe(true);
    expect(await w.t.db.transaction((tx) => failSubscriptionRenewal(tx, ref))).toBe(false);
    expect(await w.t.db.transaction((tx) => endSubscription(tx, ref))).toBe(true);
    const [ended] = await w.t.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.id, sub!.id));
    expect(ended).toMatchObject({ status: 'canceled', nextPayAt: null });
    expect(ended!.canceledAt).not.toBeNull();
    expect(await w.t.db.transaction((tx) => endSubscription(tx, ref))).toBe(false);
    // A canceled subscription is not renewed.
    expect(
      await w.t.db.transaction((tx) => renewSubscription(tx, { ...ref, amountPaid: 1500, currency: 'EUR' })),
    ).toBeNull();
    expect(await w.t.db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
  });
});
