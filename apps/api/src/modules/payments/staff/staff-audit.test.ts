import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, catalogCategories, discountCodes, orders } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addOrder, addPaymentsSchool, type PaymentsSchool, staffCall } from './staff-payments.fixtures.js';

/**
 * Every console change of payments writes one audit line in the change's transaction (issue 28,
 * decision 119): settings, services, offers, the catalogue, discount codes, mark paid and refunds.
 * Each line names its subject and keeps money in minor units beside the school's currency; a
 * refused change writes none, and a save that changes nothing writes none.
 */
let t: TestApp;
let a: PaymentsSchool;
let call: ReturnType<typeof staffCall>;

beforeAll(async () => {
  t = await createTestApp();
  a = await addPaymentsSchool(t, 'pay-audit-a.test');
  call = staffCall(t, a.host);
});
afterAll(() => t.close());

const linesOf = (action: string, projectId = a.projectId) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.projectId, projectId), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));

/** The one new line of `action` that `change` wrote (and exactly one). */
async function oneLine(
  action: string,
  change: () => Promise<{ statusCode: number; body: string }>,
  status = 200,
) {
  const before = (await linesOf(action)).length;
  const res = await change();
  expect(res.statusCode, res.body).toBe(status);
  const lines = await linesOf(action);
  expect(lines.length).toBe(before + 1);
  return lines.at(-1)!;
}

/** A refused change: its status, and no line of `action` written. */
async function noLine(
  action: string,
  change: () => Promise<{ statusCode: number; body: string }>,
  status: number,
) {
  const before = (await linesOf(action)).length;
  const res = await change();
  expect(res.statusCode, res.body).toBe(status);
  expect((await linesOf(action)).length).toBe(before);
}

const service = (courseId: number, price = 199_000) => ({
  type: 'course_buy',
  title: 'Service X',
  course_id: courseId,
  price,
});

describe('payment settings', () => {
  it('the mode, the instructions and the Stripe keys (as set or not, never their text) are logged', async () => {
    const put = (body: object) => () => call('PUT', '/staff/payment-settings', a.admin.token, body);
    const line = await oneLine(
      'payment_settings.update',
      put({ mode: 'manual', manual_instructions: 'Transfer to IBAN X.' }),
    );
    expect(line).toMatchObject({ targetType: 'payment_settings', actorName: 'Ada' });
    expect(line.details).toEqual({ manual_instructions: { from: null, to: 'Transfer to IBAN X.' } });

    const keys = await oneLine(
      'payment_settings.update',
      put({
        mode: 'stripe',
        manual_instructions: 'Transfer to IBAN X.',
        stripe_secret_key: 'sk_test_abc123',
        stripe_webhook_secret: 'whsec_xyz789',
      }),
    );
    expect(keys.details).toEqual({
      mode: { from: 'manual', to: 'stripe' },
      stripe_secret_key: { from: false, to: true },
      stripe_webhook_secret: { from: false, to: true },
    });
    expect(JSON.stringify(keys.details)).not.toMatch(/sk_test|whsec/);
  });

  it('the same settings saved again, or refused ones, write nothing', async () => {
    const put = (body: object) => () => call('PUT', '/staff/payment-settings', a.admin.token, body);
    await noLine(
      'payment_settings.update',
      put({ mode: 'stripe', manual_instructions: 'Transfer to IBAN X.' }),
      200,
    );
    await noLine(
      'payment_settings.update',
      put({ mode: 'test', manual_instructions: 'Transfer to IBAN X.' }),
      422,
    );
    // The school has an order: its currency is fixed (decision 112), and the refusal logs nothing.
    await noLine(
      'payment_settings.update',
      put({ mode: 'stripe', currency: 'EUR', manual_instructions: 'Transfer to IBAN X.' }),
      422,
    );
  });

  it('a change of currency is logged with what it was', async () => {
    const b = await addPaymentsSchool(t, 'pay-audit-b.test');
    await t.db.delete(orders).where(eq(orders.projectId, b.projectId));
    const res = await staffCall(t, b.host)('PUT', '/staff/payment-settings', b.admin.token, {
      mode: 'manual',
      currency: 'EUR',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = await linesOf('payment_settings.update', b.projectId);
    expect(line!.details).toEqual({ currency: { from: 'RUB', to: 'EUR' } });
  });
});

describe('services', () => {
  it('created, changed (price before → after, in the school’s currency) and removed', async () => {
    let id = 0;
    const created = await oneLine(
      'service.create',
      async () => {
        const res = await call('POST', '/staff/services', a.admin.token, service(a.courseId));
        id = res.json().id;
        return res;
      },
      201,
    );
    expect(created).toMatchObject({ targetType: 'service', targetId: String(id) });
    expect(created.details).toMatchObject({
      subject: 'Service X',
      currency: 'RUB',
      type: 'course_buy',
      course: expect.any(String),
      price: 199_000,
      is_active: true,
    });

    const changed = await oneLine('service.update', () =>
      call('PUT', `/staff/services/${id}`, a.admin.token, service(a.courseId, 249_000)),
    );
    expect(changed.details).toEqual({
      subject: 'Service X',
      currency: 'RUB',
      price: { from: 199_000, to: 249_000 },
    });
    // The same service saved as it is: no line.
    await noLine(
      'service.update',
      () => call('PUT', `/staff/services/${id}`, a.admin.token, service(a.courseId, 249_000)),
      200,
    );

    const removed = await oneLine(
      'service.delete',
      () => call('DELETE', `/staff/services/${id}`, a.admin.token),
      204,
    );
    expect(removed.details).toMatchObject({ subject: 'Service X', currency: 'RUB', price: 249_000 });
  });

  it('refused changes write nothing: bad input, a service with orders removed, another school’s course', async () => {
    await noLine(
      'service.create',
      () =>
        call('POST', '/staff/services', a.admin.token, {
          ...service(a.courseId),
          type: 'course_subscription',
        }),
      422,
    );
    await noLine(
      'service.create',
      () => call('POST', '/staff/services', a.admin.token, service(999_999)),
      404,
    );
    await noLine(
      'service.delete',
      () => call('DELETE', `/staff/services/${a.serviceId}`, a.admin.token),
      409,
    );
    await noLine(
      'service.update',
      () =>
        call('PUT', `/staff/services/${a.serviceId}`, a.admin.token, {
          ...service(a.courseId),
          type: 'course_subscription',
          interval: 'month',
          period: 1,
        }),
      409,
    );
  });
});

describe('the catalogue and course offers', () => {
  it('a category, a product and an offer: created, changed and removed, each with its subject', async () => {
    let category = 0;
    const made = await oneLine(
      'catalog_category.create',
      async () => {
        const res = await call('POST', '/staff/catalog-categories', a.admin.token, {
          title: 'Yoga',
          sort: 1,
        });
        category = res.json().id;
        return res;
      },
      201,
    );
    expect(made.details).toEqual({ subject: 'Yoga', sort: 1 });
    const renamed = await oneLine('catalog_category.update', () =>
      call('PUT', `/staff/catalog-categories/${category}`, a.admin.token, { title: 'Yoga & more', sort: 1 }),
    );
    expect(renamed.details).toEqual({ subject: 'Yoga & more', title: { from: 'Yoga', to: 'Yoga & more' } });

    let product = 0;
    const body = {
      course_service_id: a.serviceId,
      category_id: category,
      alias: 'full',
      title: 'Full course',
    };
    const added = await oneLine(
      'catalog_product.create',
      async () => {
        const res = await call('POST', '/staff/catalog-products', a.admin.token, body);
        product = res.json().id;
        return res;
      },
      201,
    );
    expect(added.details).toMatchObject({
      subject: 'Full course',
      alias: 'full',
      service: 'Full course',
      category: 'Yoga & more',
    });
    await noLine(
      'catalog_product.create',
      () => call('POST', '/staff/catalog-products', a.admin.token, body),
      409,
    );
    const moved = await oneLine('catalog_product.update', () =>
      call('PUT', `/staff/catalog-products/${product}`, a.admin.token, {
        ...body,
        category_id: null,
        sort: 5,
      }),
    );
    expect(moved.details).toEqual({
      subject: 'Full course',
      category: { from: 'Yoga & more', to: null },
      sort: { from: 0, to: 5 },
    });
    await oneLine(
      'catalog_product.delete',
      () => call('DELETE', `/staff/catalog-products/${product}`, a.admin.token),
      204,
    );
    await noLine(
      'catalog_product.delete',
      () => call('DELETE', `/staff/catalog-products/${product}`, a.admin.token),
      404,
    );
    const gone = await oneLine(
      'catalog_category.delete',
      () => call('DELETE', `/staff/catalog-categories/${category}`, a.admin.token),
      204,
    );
    expect(gone.details).toEqual({ subject: 'Yoga & more' });
    expect(await t.db.select().from(catalogCategories).where(eq(catalogCategories.id, category))).toEqual([]);

    let offer = 0;
    const offerBody = { course_id: a.courseId, course_service_id: a.serviceId, title: 'Next step' };
    const offered = await oneLine(
      'course_offer.create',
      async () => {
        const res = await call('POST', '/staff/course-offers', a.admin.token, offerBody);
        offer = res.json().id;
        return res;
      },
      201,
    );
    expect(offered.details).toMatchObject({ subject: 'Next step', service: 'Full course', type: 1 });
    const retitled = await oneLine('course_offer.update', () =>
      call('PUT', `/staff/course-offers/${offer}`, a.admin.token, { ...offerBody, title: 'The next step' }),
    );
    expect(retitled.details).toEqual({
      subject: 'The next step',
      title: { from: 'Next step', to: 'The next step' },
    });
    await noLine(
      'course_offer.update',
      () =>
        call('PUT', `/staff/course-offers/${offer}`, a.admin.token, {
          ...offerBody,
          course_service_id: 999_999,
        }),
      404,
    );
    await oneLine(
      'course_offer.delete',
      () => call('DELETE', `/staff/course-offers/${offer}`, a.admin.token),
      204,
    );
  });
});

describe('discount codes', () => {
  it('an amount off is money in the school’s currency; a change of kind shows both; a used code is kept', async () => {
    let id = 0;
    const body = { code: 'SPRING', course_service_id: a.serviceId, kind: 'amount', value: 50_000 };
    const made = await oneLine(
      'discount_code.create',
      async () => {
        const res = await call('POST', '/staff/discount-codes', a.admin.token, body);
        id = res.json().id;
        return res;
      },
      201,
    );
    expect(made.details).toEqual({
      subject: 'SPRING',
      currency: 'RUB',
      code: 'SPRING',
      service: 'Full course',
      amount: 50_000,
    });
    await noLine(
      'discount_code.create',
      () => call('POST', '/staff/discount-codes', a.admin.token, body),
      409,
    );

    const changed = await oneLine('discount_code.update', () =>
      call('PUT', `/staff/discount-codes/${id}`, a.admin.token, {
        ...body,
        kind: 'percent',
        value: 15,
        usage_limit: 3,
      }),
    );
    expect(changed.details).toEqual({
      subject: 'SPRING',
      currency: 'RUB',
      percent: { from: null, to: 15 },
      amount: { from: 50_000, to: null },
      usage_limit: { from: null, to: 3 },
    });
    await t.db.update(discountCodes).set({ usedCount: 2 }).where(eq(discountCodes.id, id));
    await noLine(
      'discount_code.update',
      () => call('PUT', `/staff/discount-codes/${id}`, a.admin.token, { ...body, usage_limit: 1 }),
      422,
    );
    await noLine(
      'discount_code.delete',
      () => call('DELETE', `/staff/discount-codes/${id}`, a.admin.token),
      409,
    );
    await t.db.update(discountCodes).set({ usedCount: 0 }).where(eq(discountCodes.id, id));
    const removed = await oneLine(
      'discount_code.delete',
      () => call('DELETE', `/staff/discount-codes/${id}`, a.admin.token),
      204,
    );
    expect(removed.details).toEqual({
      subject: 'SPRING',
      currency: 'RUB',
      service: 'Full course',
      percent: 15,
    });
  });
});

describe('orders', () => {
  it('mark paid and refund: the service, the amount in the order’s currency, the learner', async () => {
    const paid = await oneLine('order.mark_paid', () =>
      call('POST', `/staff/orders/${a.orderId}/mark-paid`, a.admin.token),
    );
    expect(paid).toMatchObject({ targetType: 'order', targetId: String(a.orderId) });
    expect(paid.details).toEqual({
      subject: 'Full course',
      amount: 199_000,
      currency: 'RUB',
      provider: 'manual',
      learner_id: a.users.anna.id,
      learner: expect.any(String),
    });
    await noLine(
      'order.mark_paid',
      () => call('POST', `/staff/orders/${a.orderId}/mark-paid`, a.admin.token),
      409,
    );

    const refunded = await oneLine('order.refund', () =>
      call('POST', `/staff/orders/${a.orderId}/refund`, a.admin.token),
    );
    expect(refunded.details).toMatchObject({ subject: 'Full course', amount: 199_000, currency: 'RUB' });
    await noLine('order.refund', () => call('POST', `/staff/orders/${a.orderId}/refund`, a.admin.token), 409);
  });

  it('a test order cannot be marked paid, an open one cannot be refunded: nothing logged', async () => {
    const order = await addOrder(t, {
      projectId: a.projectId,
      userId: a.users.bob.id,
      serviceId: a.serviceId,
      provider: 'test',
    });
    await noLine(
      'order.mark_paid',
      () => call('POST', `/staff/orders/${order.id}/mark-paid`, a.admin.token),
      409,
    );
    await noLine('order.refund', () => call('POST', `/staff/orders/${order.id}/refund`, a.admin.token), 409);
  });
});
