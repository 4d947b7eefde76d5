import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  courseServices,
  discountCredits,
  paymentSettings,
  userCourseStreams,
  userScores,
} from '../../db/schema/index.js';
import { learner, orderRow, type PaymentsWorld } from '../payments/payments-fixtures.js';
import { settleDueCashback } from './cashback.service.js';
import {
  cashbacksOf,
  endHold,
  invite,
  placeOrder,
  referralMoneyWorld,
  setRules,
  staffPost,
} from './referral-money.fixtures.js';

/** Races and the harder refunds of referral money (decision 091). */

let w: PaymentsWorld;
let host: string;
let projectId: number;
let adminToken: string;

beforeAll(async () => {
  ({ w, host, projectId, adminToken } = await referralMoneyWorld());
  await w.t.db
    .update(paymentSettings)
    .set({ mode: 'manual' })
    .where(eq(paymentSettings.projectId, projectId));
});
afterAll(() => w.t.close());

async function pair() {
  const referrer = await learner(w.t, projectId);
  const invitee = await learner(w.t, projectId);
  await invite(w.t, projectId, referrer.user.id, invitee.user.id);
  return { referrer, invitee };
}
async function paid(token: string, serviceId = w.services.buy.id) {
  const order = await placeOrder(w.t, host, token, serviceId);
  const res = await staffPost(w.t, host, adminToken, `/staff/orders/${order.id}/mark-paid`);
  expect(res.statusCode, res.body).toBe(200);
  return order;
}
const refund = (id: number) => staffPost(w.t, host, adminToken, `/staff/orders/${id}/refund`);

describe('races', () => {
  it('ten orders placed at once: only one carries the first-order discount', async () => {
    const { invitee } = await pair();
    const services = await w.t.db
      .insert(courseServices)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          projectId,
          type: 'course_buy' as const,
          courseId: w.course.course.id,
          title: `Part ${i + 1}`,
          price: 1000 + i,
          durationDays: 30,
        })),
      )
      .returning();
    const placed = await Promise.all(services.map((s) => placeOrder(w.t, host, invitee.token, s.id)));
    expect(placed.filter((o) => (o.referral_discount ?? 0) > 0)).toHaveLength(1);
  });

  it('sweeps and reads racing credit each due cashback once', async () => {
    await setRules(w.t, projectId, { cashbackMode: 'points' });
    const { referrer, invitee } = await pair();
    const order = await paid(invitee.token);
    const [row] = await cashbacksOf(w.t, referrer.user.id);
    await endHold(w.t, row!.id);
    const counts = await Promise.all([
      settleDueCashback(w.t.db),
      settleDueCashback(w.t.db, referrer.user.id),
      settleDueCashback(w.t.db),
      settleDueCashback(w.t.db, referrer.user.id),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const scores = await w.t.db.select().from(userScores).where(eq(userScores.userId, referrer.user.id));
    expect(scores).toHaveLength(1);
    expect((await cashbacksOf(w.t, referrer.user.id))[0]).toMatchObject({
      orderId: order.id,
      status: 'credited',
    });
    await setRules(w.t, projectId);
  });
});

describe('refunds that cannot take everything back', () => {
  it('a money credit already spent stays spent and leaves the referrer a debt (decision 096)', async () => {
    const { referrer, invitee } = await pair();
    const order = await paid(invitee.token);
    const [row] = await cashbacksOf(w.t, referrer.user.id);
    await endHold(w.t, row!.id);
    await settleDueCashback(w.t.db, referrer.user.id);
    const spent = await placeOrder(w.t, host, referrer.token, w.services.buy.id);
    expect(spent.credit_discount).toBe(400);
    expect((await refund(order.id)).statusCode).toBe(200);
    const [credit] = await w.t.db
      .select()
      .from(discountCredits)
      .where(and(eq(discountCredits.userId, referrer.user.id), eq(discountCredits.source, 'referral')));
    expect(credit).toMatchObject({ orderId: spent.id });
    expect(credit!.usedAt).not.toBeNull();
    const [line] = await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(order.id)), eq(auditLog.action, 'order.refund')));
    expect(line!.details).toMatchObject({
      cashback: { status: 'reversed_money', creditUsed: true, fromOwnCredit: 0, debt: 4 },
    });
    const ledger = await w.t.db.select().from(userScores).where(eq(userScores.userId, referrer.user.id));
    expect(ledger.map((e) => [e.amount, e.reason])).toEqual([[-4, 'referral_cashback_reversal']]);
  });

  it('expert questions lose only the bought ones not yet used; a course keeps access bought before', async () => {
    const { invitee } = await pair();
    const course = await paid(invitee.token);
    const streamId = (await orderRow(w.t.db, course.id)).userCourseStreamId!;
    const stream = async () =>
      (await w.t.db.select().from(userCourseStreams).where(eq(userCourseStreams.id, streamId)))[0]!;
    const afterCourse = (await stream()).endDate!.getTime();
    // A stream with a limit of 2 (in a course without one, bought questions change nothing).
    await w.t.db
      .update(userCourseStreams)
      .set({ maxConsultationCount: 2 })
      .where(eq(userCourseStreams.id, streamId));
    const questions = await paid(invitee.token, w.services.questions.id);
    expect((await stream()).maxConsultationCount).toBe(5);
    const extension = await paid(invitee.token);
    expect((await refund(questions.id)).statusCode).toBe(200);
    expect((await stream()).maxConsultationCount).toBe(2);
    expect((await refund(extension.id)).statusCode).toBe(200);
    expect(Math.abs((await stream()).endDate!.getTime() - afterCourse)).toBeLessThan(5000);
  });

  it('a free product’s order sold nothing: its refund is 409 in words, and nothing changes', async () => {
    const { token } = await learner(w.t, projectId);
    const order = await placeOrder(w.t, host, token, w.services.free.id);
    const before = await orderRow(w.t.db, order.id);
    expect(before).toMatchObject({ status: 'paid', price: 0, amount: 0 });
    const res = await staffPost(w.t, host, adminToken, `/staff/orders/${order.id}/refund`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: expect.stringMatching(/^This order was free, so there is nothing to refund/),
    });
    expect(await orderRow(w.t.db, order.id)).toEqual(before);
  });
});
