import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProducts, courseServices, discountCodes, orders } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addPaymentsSchool, type PaymentsSchool, staffCall } from './staff-payments.fixtures.js';

/** Services, course offers and the catalogue as administrators keep them (issue 11, decision 064). */
let t: TestApp;
let a: PaymentsSchool;
let call: ReturnType<typeof staffCall>;

beforeAll(async () => {
  t = await createTestApp();
  a = await addPaymentsSchool(t, 'services-a.test');
  call = staffCall(t, a.host);
});
afterAll(() => t.close());

const subscription = (courseId: number) => ({
  type: 'course_subscription',
  title: 'Monthly',
  course_id: courseId,
  price: 99_900,
  interval: 'month',
  period: 1,
});

describe('services', () => {
  it('creates, lists per course, updates the price and deactivates', async () => {
    const created = await call('POST', '/staff/services', a.admin.token, subscription(a.courseId));
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({
      type: 'course_subscription',
      price: 99_900,
      currency: 'RUB',
      interval: 'month',
      period: 1,
      questions_count: null,
      is_active: true,
      course_id: a.courseId,
    });
    const list = (await call('GET', `/staff/services?course_id=${a.courseId}`, a.admin.token)).json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([a.serviceId, service.id]);
    expect((await call('GET', '/staff/services?course_id=999999', a.admin.token)).json()).toEqual([]);

    const updated = await call('PUT', `/staff/services/${service.id}`, a.admin.token, {
      ...subscription(a.courseId),
      price: 149_000,
      is_active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ price: 149_000, is_active: false });
    const [row] = await t.db.select().from(courseServices).where(eq(courseServices.id, service.id));
    expect(row).toMatchObject({ price: 149_000, isActive: false });
  });

  it('a price under a usable amount-off code is 422 naming the code, and nothing changes', async () => {
    const buy = {
      type: 'course_buy',
      title: 'Access',
      course_id: a.courseId,
      duration_days: 30,
      price: 100_000,
    };
    const service = (await call('POST', '/staff/services', a.admin.token, buy)).json();
    const code = { course_service_id: service.id, kind: 'amount', value: 90_000 };
    expect(
      (await call('POST', '/staff/discount-codes', a.admin.token, { ...code, code: 'BIGOFF' })).statusCode,
    ).toBe(201);
    // A used-up code can no longer make anything free: it does not hold the price up.
    const spent = await call('POST', '/staff/discount-codes', a.admin.token, {
      ...code,
      code: 'SPENT',
      usage_limit: 1,
    });
    await t.db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.id, spent.json().id));

    const lowered = await call('PUT', `/staff/services/${service.id}`, a.admin.token, {
      ...buy,
      price: 10_000,
    });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json()).toEqual([
      {
        field: 'price',
        message:
          'The discount codes BIGOFF take more off than this price: lower their amounts or delete them first.',
      },
    ]);
    const [row] = await t.db.select().from(courseServices).where(eq(courseServices.id, service.id));
    expect(row!.price).toBe(100_000);
    // At the code's amount or above, the price may fall.
    expect(
      (await call('PUT', `/staff/services/${service.id}`, a.admin.token, { ...buy, price: 90_000 }))
        .statusCode,
    ).toBe(200);
  });

  it('a subscription needs an interval and a period, expert questions a count (422, nothing made)', async () => {
    const before = (await t.db.select().from(courseServices)).length;
    const noPeriod = await call('POST', '/staff/services', a.admin.token, {
      ...subscription(a.courseId),
      period: null,
    });
    expect(noPeriod.statusCode).toBe(422);
    expect(noPeriod.json()).toEqual([
      { field: 'period', message: 'A subscription needs an interval and a period.' },
    ]);
    const noCount = await call('POST', '/staff/services', a.admin.token, {
      type: 'expert_additional_question',
      title: '3 questions',
      course_id: a.courseId,
      price: 50_000,
    });
    expect(noCount.statusCode).toBe(422);
    expect(noCount.json()[0].field).toBe('questions_count');
    expect((await t.db.select().from(courseServices)).length).toBe(before);
  });

  it('a service with orders is never deleted nor moved to another type or course (409); its price may change', async () => {
    const body = { type: 'course_buy', title: 'Full course', course_id: a.courseId, price: 250_000 };
    const del = await call('DELETE', `/staff/services/${a.serviceId}`, a.admin.token);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/Deactivate it instead/);
    const retype = await call('PUT', `/staff/services/${a.serviceId}`, a.admin.token, {
      ...subscription(a.courseId),
    });
    expect(retype.statusCode).toBe(409);
    const [kept] = await t.db.select().from(courseServices).where(eq(courseServices.id, a.serviceId));
    expect(kept).toMatchObject({ type: 'course_buy', price: 199_000 });
    expect((await call('PUT', `/staff/services/${a.serviceId}`, a.admin.token, body)).statusCode).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.courseServiceId, a.serviceId))).length).toBe(1);
  });

  it('a service nobody ordered is deleted (204), then 404', async () => {
    const made = (await call('POST', '/staff/services', a.admin.token, subscription(a.courseId))).json();
    expect((await call('DELETE', `/staff/services/${made.id}`, a.admin.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/staff/services/${made.id}`, a.admin.token)).statusCode).toBe(404);
  });
});

describe('course offers', () => {
  it('creates an offer of a service on a course, lists, edits and deletes it', async () => {
    const body = {
      course_id: a.courseId,
      course_service_id: a.serviceId,
      title: 'Buy the whole course',
      type: 3,
    };
    const created = await call('POST', '/staff/course-offers', a.admin.token, body);
    expect(created.statusCode).toBe(201);
    const offer = created.json();
    expect(offer).toMatchObject({
      course_id: a.courseId,
      course_service: a.serviceId,
      course_offer_relation_type_id: 1,
      type: 3,
      images_files: null,
      service: { id: a.serviceId, currency: 'RUB' },
    });
    const edited = await call('PUT', `/staff/course-offers/${offer.id}`, a.admin.token, { ...body, sort: 5 });
    expect(edited.json()).toMatchObject({ sort: 5, title: 'Buy the whole course' });
    const list = (await call('GET', `/staff/course-offers?course_id=${a.courseId}`, a.admin.token)).json();
    expect(list.map((o: { id: number }) => o.id)).toEqual([offer.id]);
    expect((await call('DELETE', `/staff/course-offers/${offer.id}`, a.admin.token)).statusCode).toBe(204);
    expect((await call('GET', '/staff/course-offers', a.admin.token)).json()).toEqual([]);
  });
});

describe('catalogue', () => {
  it('categories and products: create, list, edit; a taken alias is 409; a deleted category leaves its products', async () => {
    const category = (
      await call('POST', '/staff/catalog-categories', a.admin.token, { title: 'Courses' })
    ).json();
    expect(category).toMatchObject({ title: 'Courses', sort: 0 });
    const renamed = await call('PUT', `/staff/catalog-categories/${category.id}`, a.admin.token, {
      title: 'All courses',
      sort: 2,
    });
    expect(renamed.json()).toEqual({ id: category.id, title: 'All courses', sort: 2 });

    const body = {
      course_service_id: a.serviceId,
      category_id: category.id,
      alias: 'full-course',
      title: 'Full',
    };
    const created = await call('POST', '/staff/catalog-products', a.admin.token, body);
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      service_id: a.serviceId,
      category_id: category.id,
      alias: 'full-course',
      type: 1,
    });
    const again = await call('POST', '/staff/catalog-products', a.admin.token, { ...body, title: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has this alias/);
    // Keeping its own alias is no conflict.
    const edited = await call('PUT', `/staff/catalog-products/${product.id}`, a.admin.token, {
      ...body,
      author: 'Ann',
    });
    expect(edited.json()).toMatchObject({ author: 'Ann', alias: 'full-course' });

    expect((await call('DELETE', `/staff/catalog-categories/${category.id}`, a.admin.token)).statusCode).toBe(
      204,
    );
    const [kept] = await t.db.select().from(catalogProducts).where(eq(catalogProducts.id, product.id));
    expect(kept?.categoryId).toBeNull();
    expect((await call('GET', '/staff/catalog-products', a.admin.token)).json()).toHaveLength(1);
    expect((await call('DELETE', `/staff/catalog-products/${product.id}`, a.admin.token)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/staff/catalog-products', a.admin.token)).json()).toEqual([]);
  });

  it('two products racing for one alias: one is made, the other is 409', async () => {
    const body = { course_service_id: a.serviceId, alias: 'race', title: 'Race' };
    const results = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/staff/catalog-products', a.admin.token, body)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
