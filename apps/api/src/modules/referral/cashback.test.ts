import { staffOrder, TEST_CARDS } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  discountCredits,
  orders,
  paymentSettings,
  userCourseStreams,
  userScores,
} from '../../db/schema/index.js';
import {
  goodCard,
  learner,
  orderRow,
  type PaymentsWorld,
  postCheckout,
  tokenOf,
} from '../payments/payments-fixtures.js';
import { CASHBACK_REASON, CASHBACK_REVERSAL_REASON, settleDueCashback } from './cashback.service.js';
import {
  cashbacksOf,
  endHold,
  invite,
  placeOrder,
  referralMoneyWorld,
  setRules,
  staffPost,
} from './referral-money.fixtures.js';

/** Referral money (issue 15; decision 091): first-order discount, cashback, settlement, refunds. */

let w: PaymentsWorld;
let host: string;
let projectId: number;
let adminToken: string;
let referrer: Awaited<ReturnType<typeof learner>>;

beforeAll(async () => {
  ({ w, host, projectId, adminToken } = await referralMoneyWorld());
  referrer = await learner(w.t, projectId);
});
afterAll(() => w.t.close());

async function invitee(flag: 'self' | null = null) {
  const l = await learner(w.t, projectId);
  await invite(w.t, projectId, referrer.user.id, l.user.id, flag);
  return l;
}
const setMode = (mode: 'test' | 'manual') =>
  w.t.db.update(paymentSettings).set({ mode }).where(eq(paymentSettings.projectId, projectId));
/** Refunds as the administrator; `token: null` calls without signing in. */
const refund = (id: number | string, token: string | null = adminToken) =>
  staffPost(w.t, host, token ?? undefined, `/staff/orders/${id}/refund`);
const markPaid = (id: number) => staffPost(w.t, host, adminToken, `/staff/orders/${id}/mark-paid`);
const cashbackOfOrder = async (orderId: number) =>
  (await cashbacksOf(w.t, referrer.user.id)).find((c) => c.orderId === orderId);

/** A manual order of `who` for the course, paid by the administrator. */
async function paidOrder(who: { token: string }, serviceId = w.services.buy.id) {
  await setMode('manual');
  const order = await placeOrder(w.t, host, who.token, serviceId);
  expect((await markPaid(order.id)).statusCode).toBe(200);
  return order;
}

describe('the invitee’s first-order discount', () => {
  it('takes discount_percent off the first priced order only, one open order at a time', async () => {
    await setMode('test');
    const ivan = await invitee();
    const first = await placeOrder(w.t, host, ivan.token, w.services.buy.id);
    expect(first).toMatchObject({ price: 4900, referral_discount: 490, amount: 4410 });
    const second = await placeOrder(w.t, host, ivan.token, w.services.otherCourseBuy.id);
    expect(second).toMatchObject({ referral_discount: 0, amount: 2000 });
    const paid = await postCheckout(w.t, tokenOf(first.payment_url!), goodCard(TEST_CARDS.success));
    expect(paid.statusCode).toBeLessThan(400);
    expect((await orderRow(w.t.db, first.id)).status).toBe('paid');
    // Paid by the test checkout: the referrer's cashback waits out its hold.
    expect(await cashbackOfOrder(first.id)).toMatchObject({ status: 'pending', mode: 'money', amount: 400 });
    const later = await placeOrder(w.t, host, ivan.token, w.services.monthly.id);
    expect(later.referral_discount).toBe(0);
  });

  it('is not given to a flagged invitee, nor when the programme is off', async () => {
    await setMode('manual');
    const self = await invitee('self');
    expect((await placeOrder(w.t, host, self.token, w.services.buy.id)).referral_discount).toBe(0);
    await setRules(w.t, projectId, { enabled: false });
    const off = await invitee();
    expect((await placeOrder(w.t, host, off.token, w.services.buy.id)).referral_discount).toBe(0);
    await setRules(w.t, projectId);
  });
});

describe('cashback and its settlement', () => {
  it('is earned once by a marked payment, credited as money at the hold’s end, and spent by the referrer', async () => {
    const anna = await invitee();
    const order = await paidOrder(anna);
    expect((await markPaid(order.id)).statusCode).toBe(409);
    const [row] = (await cashbacksOf(w.t, referrer.user.id)).filter((c) => c.orderId === order.id);
    expect(row).toMatchObject({ status: 'pending', amount: 400 });
    expect(row!.availableAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(await settleDueCashback(w.t.db, referrer.user.id)).toBe(0);
    await endHold(w.t, row!.id);
    expect(await settleDueCashback(w.t.db, referrer.user.id)).toBeGreaterThanOrEqual(1);
    expect(await settleDueCashback(w.t.db, referrer.user.id)).toBe(0);
    expect((await cashbackOfOrder(order.id))!.status).toBe('credited');
    const credits = await w.t.db
      .select()
      .from(discountCredits)
      .where(and(eq(discountCredits.userId, referrer.user.id), eq(discountCredits.source, 'referral')));
    expect(credits.map((c) => [c.amount, c.points])).toContainEqual([4, 0]);
    const own = await placeOrder(w.t, host, referrer.token, w.services.buy.id);
    expect(own).toMatchObject({ credit_discount: 400, amount: 4500, referral_discount: 0 });
  });

  it('credits points in the ledger, and nothing for a zero amount', async () => {
    await setRules(w.t, projectId, { cashbackMode: 'points' });
    const boris = await invitee();
    const order = await paidOrder(boris);
    const row = (await cashbackOfOrder(order.id))!;
    expect(row).toMatchObject({ mode: 'points', amount: 4 });
    await endHold(w.t, row.id);
    await settleDueCashback(w.t.db);
    const credited = (await cashbackOfOrder(order.id))!;
    expect(credited.status).toBe('credited');
    const [score] = await w.t.db.select().from(userScores).where(eq(userScores.id, credited.userScoreId!));
    expect(score).toMatchObject({ userId: referrer.user.id, amount: 4, reason: CASHBACK_REASON });
    const gift = await placeOrder(w.t, host, boris.token, w.services.free.id);
    expect(gift.status).toBe('paid');
    expect(await cashbackOfOrder(gift.id)).toBeUndefined();
    await setRules(w.t, projectId);
  });
});

describe('POST /staff/orders/:id/refund', () => {
  it('refunds a paid order before the hold: the cashback is reversed, the access bought ends, a second refund is 409', async () => {
    const cleo = await invitee();
    const order = await paidOrder(cleo);
    const streamId = (await orderRow(w.t.db, order.id)).userCourseStreamId!;
    const res = await refund(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(staffOrder.parse(res.json())).toMatchObject({ status: 'refunded', referral_discount: 490 });
    const row = await orderRow(w.t.db, order.id);
    expect(row.refundedAt).not.toBeNull();
    expect((await cashbackOfOrder(order.id))!.status).toBe('reversed');
    const [stream] = await w.t.db.select().from(userCourseStreams).where(eq(userCourseStreams.id, streamId));
    expect(stream!.endDate!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await refund(order.id)).statusCode).toBe(409);
    const audit = await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'));
    expect(audit.map((a) => a.targetId)).toContain(String(order.id));
    // The first order was it: no second discount after its refund.
    expect((await placeOrder(w.t, host, cleo.token, w.services.buy.id)).referral_discount).toBe(0);
  });

  it('after the hold takes the points back (below zero if spent) and an unused money credit away', async () => {
    await setRules(w.t, projectId, { cashbackMode: 'points' });
    const dan = await invitee();
    const order = await paidOrder(dan);
    await endHold(w.t, (await cashbackOfOrder(order.id))!.id);
    await settleDueCashback(w.t.db, referrer.user.id);
    expect((await refund(order.id)).statusCode).toBe(200);
    const reversed = (await cashbackOfOrder(order.id))!;
    expect(reversed.status).toBe('reversed');
    const [debit] = await w.t.db
      .select()
      .from(userScores)
      .where(eq(userScores.id, reversed.reversalScoreId!));
    expect(debit).toMatchObject({ amount: -4, reason: CASHBACK_REVERSAL_REASON });

    await setRules(w.t, projectId, { cashbackMode: 'money' });
    const eva = await invitee();
    const paid = await paidOrder(eva);
    await endHold(w.t, (await cashbackOfOrder(paid.id))!.id);
    await settleDueCashback(w.t.db, referrer.user.id);
    const unused = () =>
      w.t.db
        .select()
        .from(discountCredits)
        .where(and(eq(discountCredits.userId, referrer.user.id), eq(discountCredits.source, 'referral')));
    const before = (await unused()).length;
    expect((await refund(paid.id)).statusCode).toBe(200);
    expect((await unused()).length).toBe(before - 1);
  });

  it('refuses unpaid orders, other schools’ orders, learners, strangers and garbage, changing nothing', async () => {
    const fay = await invitee();
    await setMode('manual');
    const open = await placeOrder(w.t, host, fay.token, w.services.buy.id);
    expect((await refund(open.id)).statusCode).toBe(409);
    expect((await orderRow(w.t.db, open.id)).status).toBe('created');
    const paid = await paidOrder(await invitee());
    expect((await refund(paid.id, fay.token)).statusCode).toBe(403);
    expect((await refund(paid.id, null)).statusCode).toBe(401);
    expect((await refund('abc')).statusCode).toBe(422);
    expect((await refund(-1)).statusCode).toBe(422);
    expect((await refund(2_147_483_647)).statusCode).toBe(404);
    const [other] = await w.t.db
      .insert(orders)
      .values({
        projectId: w.b.project.id,
        userId: (await learner(w.t, w.b.project.id)).user.id,
        courseServiceId: w.services.b.id,
        kind: 'buy',
        status: 'paid',
        provider: 'manual',
        price: 1000,
        amount: 1000,
        currency: 'EUR',
        paidAt: new Date(),
      })
      .returning();
    expect((await refund(other!.id)).statusCode).toBe(404);
    expect((await orderRow(w.t.db, other!.id)).status).toBe('paid');
    expect((await orderRow(w.t.db, paid.id)).status).toBe('paid');
  });
});
