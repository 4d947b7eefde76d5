import { paymentSubscription, paymentSubscriptionList, TEST_CARDS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettings, paymentSubscriptions, userCourseStreams } from '../../db/schema/index.js';
import {
  base,
  DAY_MS,
  goodCard,
  learner,
  type PaymentsWorld,
  paymentsWorld,
  postCheckout,
  tokenOf,
} from './payments-fixtures.js';
import { renewDueTestSubscriptions } from './test-renewals.js';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
  await w.t.db
    .update(paymentSettings)
    .set({ cancelPopupText: 'We will miss you' })
    .where(eq(paymentSettings.projectId, w.a.project.id));
});
afterAll(() => w.t.close());

/** A learner who bought the monthly subscription on the test checkout with `card`. */
async function subscriber(card: string = TEST_CARDS.success) {
  const l = await learner(w.t, w.a.project.id);
  const res = await w.t.call({
    method: 'POST',
    url: `${base}/order/${w.services.monthly.id}`,
    token: l.token,
  });
  expect((await postCheckout(w.t, tokenOf(res.json().payment_url), goodCard(card))).statusCode).toBe(303);
  const [sub] = await w.t.db
    .select()
    .from(paymentSubscriptions)
    .where(eq(paymentSubscriptions.userId, l.user.id));
  return { ...l, sub: sub! };
}
const subRow = async (id: number) =>
  (await w.t.db.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.id, id)))[0]!;
const streamRow = async (id: number) =>
  (await w.t.db.select().from(userCourseStreams).where(eq(userCourseStreams.id, id)))[0]!;
const cancel = (token: string, id: number | string, payload: object) =>
  w.t.call({ method: 'POST', url: `${base}/payment-subscriptions/cancel?id=${id}&lang=en`, token, payload });

describe('payment subscriptions (spec 02 §7; decision 060)', () => {
  it('a paid subscription makes a stream for one month and an active subscription ending with it', async () => {
    const { sub, token } = await subscriber();
    const stream = await streamRow(sub.userCourseStreamId!);
    expect(sub).toMatchObject({
      status: 'active',
      interval: 'month',
      period: 1,
      amount: 1500,
      currency: 'EUR',
    });
    expect(sub.currentPeriodEnd!.getTime()).toBe(stream.endDate!.getTime());
    expect(sub.nextPayAt!.getTime()).toBe(stream.endDate!.getTime());
    const days = (stream.endDate!.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const list = paymentSubscriptionList.parse(
      (
        await w.t.call({ method: 'GET', url: `${base}/payment-subscription?expand=cancelPopupText`, token })
      ).json(),
    );
    expect(list).toEqual([
      expect.objectContaining({
        id: sub.id,
        title: 'Monthly',
        status: 'active',
        // spec 02 §3: the unit is `period`, the count beside it.
        period: 'month',
        period_count: 1,
        cancelPopupText: 'We will miss you',
      }),
    ]);
    const one = await w.t.call({ method: 'GET', url: `${base}/payment-subscriptions/${sub.id}`, token });
    expect(paymentSubscription.parse(one.json())).not.toHaveProperty('cancelPopupText');
  });

  it('another learner’s subscription is 404 to view and to cancel; garbage ids 422', async () => {
    const { sub } = await subscriber();
    const other = await learner(w.t, w.a.project.id);
    expect(
      (await w.t.call({ method: 'GET', url: `${base}/payment-subscriptions/${sub.id}`, token: other.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await cancel(other.token, sub.id, { reason_type: 'other', reason: 'Not mine at all' })).statusCode,
    ).toBe(404);
    expect(
      (await cancel(other.token, 'x', { reason_type: 'other', reason: 'Not mine at all' })).statusCode,
    ).toBe(422);
    expect((await subRow(sub.id)).status).toBe('active');
  });

  it('cancel needs a reason of 10 characters; it stops renewals, keeps the end; a second cancel is 409', async () => {
    const { sub, token } = await subscriber();
    const short = await cancel(token, sub.id, { reason_type: 'too_expensive', reason: 'too short' });
    expect(short.statusCode).toBe(422);
    const ok = await cancel(token, sub.id, {
      reason_type: 'too_expensive',
      reason: 'It costs too much for me',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'canceled',
      next_pay_at: null,
      end_date: Math.floor(sub.currentPeriodEnd!.getTime() / 1000),
    });
    expect(await subRow(sub.id)).toMatchObject({
      cancelReasonType: 'too_expensive',
      cancelReason: 'It costs too much for me',
    });
    expect((await streamRow(sub.userCourseStreamId!)).endDate).toEqual(sub.currentPeriodEnd);
    const again = await cancel(token, sub.id, { reason_type: 'other', reason: 'Once more please' });
    expect(again.statusCode).toBe(409);
  });

  it('the renewal sweep renews due test subscriptions, marks failing ones past_due, leaves canceled ones', async () => {
    const due = await subscriber();
    const failing = await subscriber(TEST_CARDS.renewalFails);
    const canceled = await subscriber();
    await cancel(canceled.token, canceled.sub.id, { reason_type: 'no_time', reason: 'No time for it now' });
    const later = new Date(due.sub.nextPayAt!.getTime() + 60_000);
    const first = await renewDueTestSubscriptions(w.t.db, later);
    expect(first).toMatchObject({ failed: 1 });
    expect(first.changed.map((c) => c.streamId)).toContain(due.sub.userCourseStreamId);
    const renewed = await subRow(due.sub.id);
    expect(renewed.status).toBe('active');
    const moved = renewed.currentPeriodEnd!.getTime() - due.sub.currentPeriodEnd!.getTime();
    expect(moved / DAY_MS).toBeGreaterThanOrEqual(28);
    expect(moved / DAY_MS).toBeLessThanOrEqual(31);
    expect(renewed.nextPayAt).toEqual(renewed.currentPeriodEnd);
    expect((await streamRow(due.sub.userCourseStreamId!)).endDate).toEqual(renewed.currentPeriodEnd);
    expect((await subRow(failing.sub.id)).status).toBe('past_due');
    const stillCanceled = await subRow(canceled.sub.id);
    expect(stillCanceled).toMatchObject({ status: 'canceled', nextPayAt: null });
    expect(stillCanceled.currentPeriodEnd).toEqual(canceled.sub.currentPeriodEnd);
    // The same moment swept again renews nothing more.
    const second = await renewDueTestSubscriptions(w.t.db, later);
    expect(second.changed.filter((c) => c.streamId === due.sub.userCourseStreamId)).toHaveLength(0);
    expect((await subRow(due.sub.id)).currentPeriodEnd).toEqual(renewed.currentPeriodEnd);
    // The learner sees past_due.
    const seen = await w.t.call({
      method: 'GET',
      url: `${base}/payment-subscriptions/${failing.sub.id}`,
      token: failing.token,
    });
    expect(seen.json()).toMatchObject({ status: 'past_due' });
  });

  it('a school that left test mode is not swept: no free renewals once live', async () => {
    const due = await subscriber();
    await w.t.db
      .update(paymentSettings)
      .set({ mode: 'manual' })
      .where(eq(paymentSettings.projectId, w.a.project.id));
    try {
      const later = new Date(due.sub.nextPayAt!.getTime() + 60_000);
      const swept = await renewDueTestSubscriptions(w.t.db, later);
      expect(swept.changed.filter((c) => c.streamId === due.sub.userCourseStreamId)).toHaveLength(0);
      expect((await subRow(due.sub.id)).currentPeriodEnd).toEqual(due.sub.currentPeriodEnd);
    } finally {
      await w.t.db
        .update(paymentSettings)
        .set({ mode: 'test' })
        .where(eq(paymentSettings.projectId, w.a.project.id));
    }
  });
});
