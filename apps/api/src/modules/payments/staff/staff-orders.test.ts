import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseServices,
  discountCodes,
  orders,
  paymentEvents,
  paymentSubscriptions,
  userCourseStreams,
} from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addOrder, addPaymentsSchool, type PaymentsSchool, staffCall } from './staff-payments.fixtures.js';

/** Orders, the manual payment's mark and subscriptions for administrators (issue 11, decision 064). */
let t: TestApp;
let a: PaymentsSchool;
let call: ReturnType<typeof staffCall>;
/** Bob's stream of the course (the chat school gives him one): a purchase extends it. */
let bobBefore: (typeof userCourseStreams.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  a = await addPaymentsSchool(t, 'orders-a.test');
  call = staffCall(t, a.host);
  bobBefore = await bobStreams();
});
afterAll(() => t.close());

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const bobStreams = () =>
  t.db
    .select()
    .from(userCourseStreams)
    .where(and(eq(userCourseStreams.userId, a.users.bob.id), eq(userCourseStreams.courseId, a.courseId)));

describe('GET /staff/orders', () => {
  it('pages newest first with the learner, service, amounts, code and contact; filters by status and provider', async () => {
    const [code] = await t.db
      .insert(discountCodes)
      .values({
        projectId: a.projectId,
        courseServiceId: a.serviceId,
        code: 'TEN',
        kind: 'percent',
        value: 10,
        usedCount: 1,
      })
      .returning();
    const stripe = await addOrder(t, {
      projectId: a.projectId,
      userId: a.users.bob.id,
      serviceId: a.serviceId,
      provider: 'stripe',
      amount: 179_100,
    });
    await t.db
      .update(orders)
      .set({ discountCodeId: code!.id, price: 199_000, codeDiscount: 19_900 })
      .where(eq(orders.id, stripe.id));

    const res = await call('GET', '/staff/orders?per-page=1', a.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pagination-total-count']).toBe('2');
    const page = res.json();
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        id: stripe.id,
        status: 'created',
        kind: 'buy',
        provider: 'stripe',
        learner: { id: a.users.bob.id, email: 'bob@orders-a.test', name: 'Bob', last_name: 'Brown' },
        service: { id: a.serviceId, title: 'Full course', type: 'course_buy' },
        user_course_stream_id: null,
        price: 199_000,
        code_discount: 19_900,
        credit_discount: 0,
        referral_discount: 0,
        amount: 179_100,
        currency: 'RUB',
        discount_code: 'TEN',
        contact: { name: 'Anna', phone: '+79990000000', email: 'anna@mail.test' },
        created_at: expect.any(Number),
        paid_at: null,
        marked_paid_by: null,
        refunded_at: null,
        refunded_by: null,
      },
    ]);
    const manual = (await call('GET', '/staff/orders?provider=manual', a.admin.token)).json();
    expect(manual.items.map((o: { id: number }) => o.id)).toEqual([a.orderId]);
    expect((await call('GET', '/staff/orders?status=paid', a.admin.token)).json()).toEqual({
      items: [],
      total: 0,
    });
    // One learner's course: its orders only (the refund dialog names what a refund leaves paid).
    const [stream] = await t.db.select({ id: userCourseStreams.id }).from(userCourseStreams).limit(1);
    await t.db.update(orders).set({ userCourseStreamId: stream!.id }).where(eq(orders.id, stripe.id));
    const ofStream = (
      await call('GET', `/staff/orders?user_course_stream_id=${stream!.id}`, a.admin.token)
    ).json();
    expect(ofStream.items.map((o: { id: number }) => o.id)).toEqual([stripe.id]);
    expect((await call('GET', '/staff/orders?user_course_stream_id=abc', a.admin.token)).statusCode).toBe(
      422,
    );
    await t.db.update(orders).set({ userCourseStreamId: null }).where(eq(orders.id, stripe.id));
    // Bob's open order gives way to the ones below (one open order per learner and service).
    await t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, stripe.id));
  });
});

describe('POST /staff/orders/{id}/mark-paid', () => {
  it("pays a manual order: the learner's stream gets the access, the administrator is recorded, the event kept; a second mark is 409", async () => {
    const res = await call('POST', `/staff/orders/${a.orderId}/mark-paid`, a.admin.token);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      status: 'paid',
      paid_at: expect.any(Number),
      marked_paid_by: { id: a.admin.id, name: 'Ada' },
    });
    expect(order.user_course_stream_id).not.toBeNull();
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `manual_${a.orderId}`));
    expect(events).toHaveLength(1);
    const again = await call('POST', `/staff/orders/${a.orderId}/mark-paid`, a.admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The order is no longer waiting for payment.');
  });

  it('a test or Stripe order is 409 (its provider pays it); nothing changes', async () => {
    const test = await addOrder(t, {
      projectId: a.projectId,
      userId: a.users.bob.id,
      serviceId: a.serviceId,
      provider: 'test',
    });
    const res = await call('POST', `/staff/orders/${test.id}/mark-paid`, a.admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/manual/);
    expect((await orderRow(test.id)).status).toBe('created');
    expect(await bobStreams()).toEqual(bobBefore);
    await t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, test.id));
  });

  it('a failed order is 409 and gets no stream', async () => {
    const failed = await addOrder(t, {
      projectId: a.projectId,
      userId: a.users.bob.id,
      serviceId: a.serviceId,
    });
    await t.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, failed.id));
    expect((await call('POST', `/staff/orders/${failed.id}/mark-paid`, a.admin.token)).statusCode).toBe(409);
    expect(await bobStreams()).toEqual(bobBefore);
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, `manual_${failed.id}`)),
    ).toEqual([]);
  });

  it("ten marks at once fulfil once: one 200, nine 409, the stream's end moves one period, one subscription", async () => {
    const [monthly] = await t.db
      .insert(courseServices)
      .values({
        projectId: a.projectId,
        type: 'course_subscription',
        courseId: a.courseId,
        title: 'Monthly',
        price: 99_000,
        interval: 'month',
        period: 1,
      })
      .returning();
    const order = await addOrder(t, {
      projectId: a.projectId,
      userId: a.users.bob.id,
      serviceId: monthly!.id,
      amount: 99_000,
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/staff/orders/${order.id}/mark-paid`, a.admin.token)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const [stream] = await bobStreams();
    expect(stream!.id).toBe(bobBefore[0]!.id);
    const from = new Date(Math.max(bobBefore[0]!.endDate?.getTime() ?? 0, Date.now()));
    const oneMonth = new Date(from);
    oneMonth.setUTCMonth(oneMonth.getUTCMonth() + 1);
    // Once: a month on, not two (a minute for the test's own run time).
    expect(Math.abs(stream!.endDate!.getTime() - oneMonth.getTime())).toBeLessThan(60_000);
    const subs = await t.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.orderId, order.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ provider: 'manual', status: 'active', amount: 99_000 });
  });
});

describe('GET /staff/payment-subscriptions', () => {
  it('lists subscriptions with the learner, status, period end and cancel reason; filters by status', async () => {
    const [sub] = await t.db.select().from(paymentSubscriptions);
    await t.db
      .update(paymentSubscriptions)
      .set({
        status: 'canceled',
        canceledAt: new Date(),
        nextPayAt: null,
        cancelReasonType: 'no_time',
        cancelReason: 'No time left this month.',
      })
      .where(eq(paymentSubscriptions.id, sub!.id));
    const res = await call('GET', '/staff/payment-subscriptions', a.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          id: sub!.id,
          status: 'canceled',
          title: 'Monthly',
          interval: 'month',
          period: 1,
          amount: 99_000,
          currency: 'RUB',
          next_pay_at: null,
          end_date: Math.floor(sub!.currentPeriodEnd!.getTime() / 1000),
          learner: { id: a.users.bob.id, email: 'bob@orders-a.test', name: 'Bob', last_name: 'Brown' },
          provider: 'manual',
          cancel_reason_type: 'no_time',
          cancel_reason: 'No time left this month.',
        }),
      ],
    });
    expect((await call('GET', '/staff/payment-subscriptions?status=active', a.admin.token)).json()).toEqual({
      items: [],
      total: 0,
    });
  });
});
