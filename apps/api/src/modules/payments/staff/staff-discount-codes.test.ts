import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, orders } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addPaymentsSchool, type PaymentsSchool, staffCall } from './staff-payments.fixtures.js';

/** Discount codes as administrators keep them (issue 11, decisions 060, 064). */
let t: TestApp;
let a: PaymentsSchool;
let b: PaymentsSchool;
let call: ReturnType<typeof staffCall>;

beforeAll(async () => {
  t = await createTestApp();
  a = await addPaymentsSchool(t, 'codes-a.test');
  b = await addPaymentsSchool(t, 'codes-b.test');
  call = staffCall(t, a.host);
});
afterAll(() => t.close());

const codeOf = async (id: number) =>
  (await t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0];

describe('discount codes', () => {
  it('creates a percentage and an amount code, listed with their uses', async () => {
    const expires = Math.floor(Date.UTC(2030, 0, 31) / 1000);
    const percent = await call('POST', '/staff/discount-codes', a.admin.token, {
      code: 'Welcome10',
      course_service_id: a.serviceId,
      kind: 'percent',
      value: 10,
      expires_at: expires,
      usage_limit: 100,
    });
    expect(percent.statusCode).toBe(201);
    expect(percent.json()).toMatchObject({
      code: 'Welcome10',
      kind: 'percent',
      value: 10,
      expires_at: expires,
      usage_limit: 100,
      used_count: 0,
    });
    const amount = await call('POST', '/staff/discount-codes', a.admin.token, {
      code: 'SPRING500',
      course_service_id: a.serviceId,
      kind: 'amount',
      value: 50_000,
    });
    expect(amount.json()).toMatchObject({ expires_at: null, usage_limit: null, value: 50_000 });
    await t.db.update(discountCodes).set({ usedCount: 3 }).where(eq(discountCodes.id, amount.json().id));
    const list = (
      await call('GET', `/staff/discount-codes?course_service_id=${a.serviceId}`, a.admin.token)
    ).json();
    expect(list.map((c: { code: string; used_count: number }) => [c.code, c.used_count])).toEqual([
      ['SPRING500', 3],
      ['Welcome10', 0],
    ]);
  });

  it('a code is unique in its school whatever its case (409), and may repeat in another school', async () => {
    const body = { code: 'welcome10', course_service_id: a.serviceId, kind: 'amount', value: 100 };
    const taken = await call('POST', '/staff/discount-codes', a.admin.token, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already has this discount code/);
    const other = await staffCall(t, b.host)('POST', '/staff/discount-codes', b.admin.token, {
      ...body,
      course_service_id: b.serviceId,
    });
    expect(other.statusCode).toBe(201);
    // Renaming onto another code of the school is the same conflict.
    const [spring] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'SPRING500'));
    const rename = await call('PUT', `/staff/discount-codes/${spring!.id}`, a.admin.token, {
      ...body,
      code: 'WELCOME10',
    });
    expect(rename.statusCode).toBe(409);
    expect((await codeOf(spring!.id))?.code).toBe('SPRING500');
  });

  it('a limit below the uses is 422 and changes nothing; at the uses it is fine', async () => {
    const [spring] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'SPRING500'));
    const body = { code: 'SPRING500', course_service_id: a.serviceId, kind: 'amount', value: 40_000 };
    const below = await call('PUT', `/staff/discount-codes/${spring!.id}`, a.admin.token, {
      ...body,
      usage_limit: 2,
    });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toEqual([
      { field: 'usage_limit', message: 'The usage limit cannot be below the uses so far (3).' },
    ]);
    expect(await codeOf(spring!.id)).toMatchObject({ value: 50_000, usageLimit: null });
    const at = await call('PUT', `/staff/discount-codes/${spring!.id}`, a.admin.token, {
      ...body,
      usage_limit: 3,
    });
    expect(at.statusCode).toBe(200);
    expect(at.json()).toMatchObject({ usage_limit: 3, used_count: 3, value: 40_000 });
  });

  it('a used code is never deleted (409); an unused one is (204)', async () => {
    const [spring] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'SPRING500'));
    const used = await call('DELETE', `/staff/discount-codes/${spring!.id}`, a.admin.token);
    expect(used.statusCode).toBe(409);
    expect(await codeOf(spring!.id)).toBeDefined();
    // Given back (used_count 0) but still named by an order: kept too.
    const [welcome] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'Welcome10'));
    await t.db.update(orders).set({ discountCodeId: welcome!.id }).where(eq(orders.id, a.orderId));
    expect((await call('DELETE', `/staff/discount-codes/${welcome!.id}`, a.admin.token)).statusCode).toBe(
      409,
    );
    await t.db.update(orders).set({ discountCodeId: null }).where(eq(orders.id, a.orderId));
    expect((await call('DELETE', `/staff/discount-codes/${welcome!.id}`, a.admin.token)).statusCode).toBe(
      204,
    );
    expect(await codeOf(welcome!.id)).toBeUndefined();
  });

  it('a service of another school is 404 and nothing is made', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(discountCodes);
    const res = await call('POST', '/staff/discount-codes', a.admin.token, {
      code: 'ELSEWHERE',
      course_service_id: b.serviceId,
      kind: 'percent',
      value: 5,
    });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(discountCodes)).toEqual(before);
  });

  it('a limit raced against orders reserving uses never lets used_count pass it', async () => {
    const made = (
      await call('POST', '/staff/discount-codes', a.admin.token, {
        code: 'RACE',
        course_service_id: a.serviceId,
        kind: 'percent',
        value: 5,
        usage_limit: 10,
      })
    ).json();
    // Orders reserve uses with decision 060's guarded UPDATE while the administrator lowers the limit.
    const reserve = () =>
      t.db.execute(
        sql`update discount_codes set used_count = used_count + 1 where id = ${made.id} and (usage_limit is null or used_count < usage_limit)`,
      );
    const body = { code: 'RACE', course_service_id: a.serviceId, kind: 'percent', value: 5, usage_limit: 4 };
    const results = await Promise.all([
      ...Array.from({ length: 6 }, reserve),
      call('PUT', `/staff/discount-codes/${made.id}`, a.admin.token, body),
    ]);
    const row = (await codeOf(made.id))!;
    const put = results.at(-1) as Awaited<ReturnType<typeof call>>;
    if (put.statusCode === 200) expect(row.usageLimit).toBe(4);
    else expect(put.statusCode).toBe(422);
    expect(row.usedCount).toBeLessThanOrEqual(row.usageLimit!);
  });
});

/** Codes that could never do what they say are refused by their field, and nothing is saved. */
describe('codes that make no sense', () => {
  const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(discountCodes))[0]!.n;
  const past = () => Math.floor(Date.now() / 1000) - 60;
  const later = () => Math.floor(Date.now() / 1000) + 86_400;
  const inLang = (lang: 'ru' | 'es', method: 'POST' | 'PUT', url: string, payload: object) =>
    t.call({ method, url: `/spa/api/v1${url}?lang=${lang}`, token: a.admin.token, host: a.host, payload });

  it('an amount off above the service price is 422 on value (in the person’s language); at the price it is fine', async () => {
    const before = await count();
    const body = { code: 'TOOMUCH', course_service_id: a.serviceId, kind: 'amount', value: 199_001 };
    const above = await call('POST', '/staff/discount-codes', a.admin.token, body);
    expect(above.statusCode).toBe(422);
    expect(above.json()).toEqual([
      {
        field: 'value',
        message: expect.stringMatching(
          /^The amount off cannot be more than the service's price \(.*1,990\.00\)\.$/,
        ),
      },
    ]);
    const ru = await inLang('ru', 'POST', '/staff/discount-codes', body);
    expect(ru.json()).toEqual([
      {
        field: 'value',
        message: expect.stringMatching(/^Скидка не может быть больше цены услуги \(1\s990,00\s₽\)\.$/),
      },
    ]);
    const es = await inLang('es', 'POST', '/staff/discount-codes', body);
    expect(es.json()[0].message).toMatch(/^El descuento no puede superar el precio del servicio/);
    expect(await count()).toBe(before);

    const atPrice = await call('POST', '/staff/discount-codes', a.admin.token, { ...body, value: 199_000 });
    expect(atPrice.statusCode).toBe(201);
    // A percentage of any size up to 100 is never above the price: the schema's own limit stays.
    const percent = await call('PUT', `/staff/discount-codes/${atPrice.json().id}`, a.admin.token, {
      ...body,
      kind: 'percent',
      value: 100,
    });
    expect(percent.statusCode).toBe(200);
    const raised = await call('PUT', `/staff/discount-codes/${atPrice.json().id}`, a.admin.token, body);
    expect(raised.statusCode).toBe(422);
    expect(raised.json()).toEqual([{ field: 'value', message: expect.stringMatching(/service's price/) }]);
    expect(await codeOf(atPrice.json().id)).toMatchObject({ kind: 'percent', value: 100 });
  });

  it('an expiry in the past is 422 on expires_at, on create and on an edit that changes it', async () => {
    const before = await count();
    const body = { code: 'LATE', course_service_id: a.serviceId, kind: 'percent', value: 5 };
    const made = await call('POST', '/staff/discount-codes', a.admin.token, { ...body, expires_at: past() });
    expect(made.statusCode).toBe(422);
    expect(made.json()).toEqual([
      { field: 'expires_at', message: 'This date has already passed: choose today or a later day.' },
    ]);
    const ru = await inLang('ru', 'POST', '/staff/discount-codes', { ...body, expires_at: past() });
    expect(ru.json()).toEqual([
      { field: 'expires_at', message: 'Эта дата уже прошла: выберите сегодняшний или более поздний день.' },
    ]);
    const es = await inLang('es', 'POST', '/staff/discount-codes', { ...body, expires_at: past() });
    expect(es.json()).toEqual([
      { field: 'expires_at', message: 'Esta fecha ya pasó: elija hoy o un día posterior.' },
    ]);
    expect(await count()).toBe(before);

    const ok = await call('POST', '/staff/discount-codes', a.admin.token, { ...body, expires_at: later() });
    expect(ok.statusCode).toBe(201);
    const id = ok.json().id as number;
    const moved = await call('PUT', `/staff/discount-codes/${id}`, a.admin.token, {
      ...body,
      expires_at: past(),
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toEqual([{ field: 'expires_at', message: expect.stringMatching(/already passed/) }]);
    expect((await codeOf(id))?.expiresAt?.getTime()).toBe(ok.json().expires_at * 1000);

    // A code that has since expired keeps its other fields editable while its expiry stays as it is.
    const expired = past() - 3600;
    await t.db
      .update(discountCodes)
      .set({ expiresAt: new Date(expired * 1000) })
      .where(eq(discountCodes.id, id));
    const kept = await call('PUT', `/staff/discount-codes/${id}`, a.admin.token, {
      ...body,
      expires_at: expired,
      usage_limit: 5,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ expires_at: expired, usage_limit: 5 });
  });

  it('both at once: one item per field', async () => {
    const res = await call('POST', '/staff/discount-codes', a.admin.token, {
      code: 'BOTH',
      course_service_id: a.serviceId,
      kind: 'amount',
      value: 500_000,
      expires_at: past(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().map((e: { field: string }) => e.field)).toEqual(['value', 'expires_at']);
  });
});
