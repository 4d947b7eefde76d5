import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogCategories,
  catalogProducts,
  courseOffers,
  courseServices,
  discountCodes,
  orders,
  paymentEvents,
  paymentSettings,
} from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addPaymentsSchool, type PaymentsSchool, staffCall } from './staff-payments.fixtures.js';

/**
 * Who may call the staff payment routes (issue 11, decision 064): administrators of the
 * host's school only. Learners and experts get 403, no token 401, another school's ids 404,
 * garbage 422; and none of these changes anything.
 */
let t: TestApp;
let a: PaymentsSchool;
let b: PaymentsSchool;
let ids: { offer: number; category: number; product: number; code: number };

beforeAll(async () => {
  t = await createTestApp();
  a = await addPaymentsSchool(t, 'pay-a.test');
  b = await addPaymentsSchool(t, 'pay-b.test');
  const [offer] = await t.db
    .insert(courseOffers)
    .values({ projectId: a.projectId, courseId: a.courseId, courseServiceId: a.serviceId, title: 'Offer' })
    .returning();
  const [category] = await t.db
    .insert(catalogCategories)
    .values({ projectId: a.projectId, title: 'Cat' })
    .returning();
  const [product] = await t.db
    .insert(catalogProducts)
    .values({ projectId: a.projectId, courseServiceId: a.serviceId, alias: 'full', title: 'Full' })
    .returning();
  const [code] = await t.db
    .insert(discountCodes)
    .values({
      projectId: a.projectId,
      courseServiceId: a.serviceId,
      code: 'HELLO',
      kind: 'percent',
      value: 10,
    })
    .returning();
  ids = { offer: offer!.id, category: category!.id, product: product!.id, code: code!.id };
});
afterAll(() => t.close());

/** Every staff payment route aimed at school `s`'s rows, with a valid body each. */
function routes(s: PaymentsSchool) {
  const service = {
    type: 'course_buy',
    title: 'Changed',
    course_id: s.courseId,
    price: 100,
  };
  const offer = { course_id: s.courseId, course_service_id: s.serviceId, title: 'Changed' };
  const product = { course_service_id: s.serviceId, alias: 'changed', title: 'Changed' };
  const code = { code: 'CHANGED', course_service_id: s.serviceId, kind: 'amount', value: 500 };
  return [
    ['GET', '/staff/services', undefined],
    ['POST', '/staff/services', service],
    ['PUT', `/staff/services/${s.serviceId}`, service],
    ['DELETE', `/staff/services/${s.serviceId}`, undefined],
    ['GET', '/staff/course-offers', undefined],
    ['POST', '/staff/course-offers', offer],
    ['PUT', `/staff/course-offers/${ids.offer}`, offer],
    ['DELETE', `/staff/course-offers/${ids.offer}`, undefined],
    ['GET', '/staff/catalog-categories', undefined],
    ['POST', '/staff/catalog-categories', { title: 'New' }],
    ['PUT', `/staff/catalog-categories/${ids.category}`, { title: 'Changed' }],
    ['DELETE', `/staff/catalog-categories/${ids.category}`, undefined],
    ['GET', '/staff/catalog-products', undefined],
    ['POST', '/staff/catalog-products', product],
    ['PUT', `/staff/catalog-products/${ids.product}`, product],
    ['DELETE', `/staff/catalog-products/${ids.product}`, undefined],
    ['GET', '/staff/discount-codes', undefined],
    ['POST', '/staff/discount-codes', code],
    ['PUT', `/staff/discount-codes/${ids.code}`, code],
    ['DELETE', `/staff/discount-codes/${ids.code}`, undefined],
    ['GET', '/staff/orders', undefined],
    ['POST', `/staff/orders/${s.orderId}/mark-paid`, undefined],
    ['GET', '/staff/payment-subscriptions', undefined],
    ['GET', '/staff/payment-settings', undefined],
    ['PUT', '/staff/payment-settings', { mode: 'manual', manual_instructions: 'Pay by transfer.' }],
  ] as const;
}

/** Everything the routes could change, to compare before and after. */
async function snapshot() {
  return {
    services: await t.db.select().from(courseServices),
    offers: await t.db.select().from(courseOffers),
    categories: await t.db.select().from(catalogCategories),
    products: await t.db.select().from(catalogProducts),
    codes: await t.db.select().from(discountCodes),
    orders: await t.db.select().from(orders),
    events: await t.db.select().from(paymentEvents),
    settings: await t.db.select().from(paymentSettings),
  };
}

describe('who may call the staff payment routes', () => {
  it('a learner and an expert get 403 on every route; nothing changes', async () => {
    const before = await snapshot();
    const call = staffCall(t, a.host);
    for (const [method, url, payload] of routes(a)) {
      const learner = await call(method, url, a.tokens.anna, payload);
      expect(learner.statusCode, `${method} ${url}`).toBe(403);
      const expert = await call(method, url, a.tokens.eva, payload);
      expect(expert.statusCode, `${method} ${url}`).toBe(403);
      expect(expert.json().message).toMatch(/administrators only/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('no token, or a token of another school, is 401 on every route', async () => {
    const call = staffCall(t, a.host);
    for (const [method, url, payload] of routes(a)) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, b.admin.token, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("another school's administrator, on their own host, gets 404 for this school's ids; nothing changes", async () => {
    const before = await snapshot();
    const call = staffCall(t, b.host);
    // Routes with an id of school a in the path or the body (the lists have none).
    for (const [method, url, payload] of routes(a)) {
      if (method === 'GET') continue;
      if (url === '/staff/payment-settings' || url === '/staff/catalog-categories') continue;
      const res = await call(method, url, b.admin.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // The lists of school b show none of school a's rows.
    const services = (await call('GET', '/staff/services', b.admin.token)).json() as { id: number }[];
    expect(services.map((x) => x.id)).toEqual([b.serviceId]);
    const list = (await call('GET', '/staff/orders', b.admin.token)).json();
    expect(list.items.map((o: { id: number }) => o.id)).toEqual([b.orderId]);
    expect(await snapshot()).toEqual(before);
  });

  it('garbage ids and bodies are 422, never 5xx; nothing changes', async () => {
    const before = await snapshot();
    const call = staffCall(t, a.host);
    const token = a.admin.token;
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      for (const url of [
        `/staff/services/${id}`,
        `/staff/course-offers/${id}`,
        `/staff/catalog-categories/${id}`,
        `/staff/catalog-products/${id}`,
        `/staff/discount-codes/${id}`,
      ]) {
        expect((await call('DELETE', url, token)).statusCode, url).toBe(422);
      }
      expect((await call('POST', `/staff/orders/${id}/mark-paid`, token)).statusCode).toBe(422);
    }
    const bad: [string, string, object][] = [
      ['POST', '/staff/services', { type: 'course_buy', title: 'x', course_id: a.courseId, price: 1.5 }],
      ['POST', '/staff/services', { type: 'course_buy', title: 'x', course_id: a.courseId, price: -1 }],
      ['POST', '/staff/services', { type: 'nope', title: 'x', course_id: a.courseId, price: 1 }],
      ['POST', '/staff/services', { type: 'course_buy', title: '', course_id: a.courseId, price: 1 }],
      [
        'POST',
        '/staff/discount-codes',
        { code: 'A B', course_service_id: a.serviceId, kind: 'amount', value: 1 },
      ],
      [
        'POST',
        '/staff/discount-codes',
        { code: 'ABC', course_service_id: a.serviceId, kind: 'percent', value: 101 },
      ],
      [
        'POST',
        '/staff/discount-codes',
        { code: 'ABC', course_service_id: a.serviceId, kind: 'amount', value: 0 },
      ],
      [
        'POST',
        '/staff/discount-codes',
        { code: 'ABC', course_service_id: a.serviceId, kind: 'amount', value: 5, used_count: 3 },
      ],
      ['PUT', '/staff/payment-settings', { mode: 'paypal' }],
      [
        'PUT',
        '/staff/payment-settings',
        { mode: 'stripe', stripe_secret_key: 'not-a-key', stripe_webhook_secret: 'whsec_x' },
      ],
      ['POST', '/staff/catalog-products', { course_service_id: a.serviceId, alias: '', title: 'x' }],
      // An address name is letters, digits, "-" and "_": no path, no spaces.
      ['POST', '/staff/catalog-products', { course_service_id: a.serviceId, alias: '../../etc', title: 'x' }],
      [
        'POST',
        '/staff/catalog-products',
        { course_service_id: a.serviceId, alias: 'Курс с пробелами!', title: 'x' },
      ],
      [
        'POST',
        '/staff/course-offers',
        { course_id: a.courseId, course_service_id: a.serviceId, title: 'x', type: 9 },
      ],
    ];
    for (const [method, url, payload] of bad) {
      const res = await call(method as 'POST', url, token, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(422);
      expect(Array.isArray(res.json())).toBe(true);
    }
    for (const query of ['status=lost', 'provider=paypal', 'page=0', 'per-page=100000']) {
      expect((await call('GET', `/staff/orders?${query}`, token)).statusCode, query).toBe(422);
    }
    expect(await snapshot()).toEqual(before);
  });
});
