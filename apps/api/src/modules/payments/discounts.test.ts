import { discountCheck } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountCredits, orders } from '../../db/schema/index.js';
import {
  addCode,
  addCredit,
  base,
  learner,
  orderRow,
  type PaymentsWorld,
  paymentsWorld,
  postCheckout,
  tokenOf,
} from './payments-fixtures.js';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
});
afterAll(() => w.t.close());

const post = (url: string, token: string, payload?: object) =>
  w.t.call({ method: 'POST', url: `${base}${url}`, token, payload });
const codeRow = async (id: number) =>
  (await w.t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!;

describe('discount codes (decision 060)', () => {
  it('GET /discount/check answers success and the price with the code, or why not', async () => {
    const p = w.a.project.id;
    const svc = w.services.buy.id;
    await addCode(w.t.db, {
      projectId: p,
      courseServiceId: svc,
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
    });
    await addCode(w.t.db, {
      projectId: p,
      courseServiceId: svc,
      code: 'OLD',
      expiresAt: new Date(Date.now() - 1000),
    });
    await addCode(w.t.db, { projectId: p, courseServiceId: svc, code: 'GONE', usageLimit: 1, usedCount: 1 });
    await addCode(w.t.db, { projectId: p, courseServiceId: w.services.monthly.id, code: 'MONTHLY' });
    const { token } = await learner(w.t, p);
    const check = async (code: string) =>
      discountCheck.parse(
        (
          await w.t.call({
            method: 'GET',
            url: `${base}/discount/check/code/${code}/course-service/${svc}`,
            token,
          })
        ).json(),
      );
    expect(await check('welcome10')).toEqual({
      success: true,
      reason: null,
      kind: 'percent',
      value: 10,
      price: 4900,
      discounted_price: 4410,
      currency: 'EUR',
    });
    expect(await check('OLD')).toMatchObject({ success: false, reason: 'expired', discounted_price: 4900 });
    expect(await check('GONE')).toMatchObject({ success: false, reason: 'used_up' });
    expect(await check('MONTHLY')).toMatchObject({ success: false, reason: 'other_service' });
    expect(await check('NOPE')).toMatchObject({ success: false, reason: 'not_found' });
    const other = await w.t.call({
      method: 'GET',
      url: `${base}/discount/check/code/WELCOME10/course-service/${w.services.b.id}`,
      token,
    });
    expect(other.statusCode).toBe(404);
  });

  it('an order refuses a code of another service, expired, used up or unknown (422 on promocode), nothing changed', async () => {
    const { token, user } = await learner(w.t, w.a.project.id);
    for (const code of ['MONTHLY', 'OLD', 'GONE', 'NOPE']) {
      const res = await post(`/order/${w.services.buy.id}?lang=en`, token, { promocode: code });
      expect(res.statusCode).toBe(422);
      expect(res.json()[0]).toMatchObject({ field: 'promocode' });
    }
    expect(await w.t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
  });

  it('an amount code is capped at the price; a retry with another code cancels the open order and gives its use back', async () => {
    const p = w.a.project.id;
    const big = await addCode(w.t.db, {
      projectId: p,
      courseServiceId: w.services.buy.id,
      code: 'SPRING500',
      kind: 'amount',
      value: 500,
    });
    const welcome = (
      await w.t.db.select().from(discountCodes).where(eq(discountCodes.code, 'WELCOME10'))
    )[0]!;
    const { token } = await learner(w.t, p);
    const first = await post(`/order/${w.services.buy.id}`, token, { promocode: 'SPRING500' });
    expect(first.json()).toMatchObject({ price: 4900, code_discount: 500, amount: 4400 });
    expect((await codeRow(big.id)).usedCount).toBe(1);
    const again = await post(`/order/${w.services.buy.id}`, token, { promocode: 'SPRING500' });
    expect(again.json().id).toBe(first.json().id);
    const second = await post(`/order/${w.services.buy.id}`, token, { promocode: 'WELCOME10' });
    expect(second.json()).toMatchObject({ code_discount: 490, amount: 4410 });
    expect(second.json().id).not.toBe(first.json().id);
    expect((await orderRow(w.t.db, first.json().id)).status).toBe('canceled');
    expect((await codeRow(big.id)).usedCount).toBe(0);
    expect((await codeRow(welcome.id)).usedCount).toBe(1);
  });

  it('100 orders at once for a one-use code reserve it exactly once', async () => {
    const p = w.a.project.id;
    const once = await addCode(w.t.db, {
      projectId: p,
      courseServiceId: w.services.buy.id,
      code: 'ONCE',
      usageLimit: 1,
    });
    const people = await Promise.all(Array.from({ length: 100 }, () => learner(w.t, p)));
    const answers = await Promise.all(
      people.map((l) => post(`/order/${w.services.buy.id}`, l.token, { promocode: 'ONCE' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(99);
    expect((await codeRow(once.id)).usedCount).toBe(1);
    expect(await w.t.db.select().from(orders).where(eq(orders.discountCodeId, once.id))).toHaveLength(1);
  }, 120_000);

  it("a one-use code held by the learner's own unpaid checkout is still theirs: checked, and the order taken up again", async () => {
    const p = w.a.project.id;
    const svc = w.services.buy.id;
    await addCode(w.t.db, { projectId: p, courseServiceId: svc, code: 'MINE', usageLimit: 1 });
    const owner = await learner(w.t, p);
    const first = await post(`/order/${svc}`, owner.token, { promocode: 'MINE' });
    expect(first.statusCode).toBe(200);
    const check = (token: string) =>
      w.t.call({
        method: 'GET',
        url: `${base}/discount/check/code/MINE/course-service/${svc}?lang=en`,
        token,
      });
    // The learner came back from the checkout without paying: the code is not "used up" for them.
    expect((await check(owner.token)).json()).toMatchObject({ success: true, reason: null });
    const again = await post(`/order/${svc}`, owner.token, { promocode: 'MINE' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // For anyone else it is used up, as before.
    const other = await learner(w.t, p);
    expect((await check(other.token)).json()).toMatchObject({ success: false, reason: 'used_up' });
    expect((await post(`/order/${svc}`, other.token, { promocode: 'MINE' })).statusCode).toBe(422);
  });

  it('the oldest points credit is used once, and given back when the order is canceled', async () => {
    const { token, user } = await learner(w.t, w.a.project.id);
    const old = await addCredit(w.t.db, w.a.project.id, user.id, 5, new Date(Date.now() - 60_000));
    const newer = await addCredit(w.t.db, w.a.project.id, user.id, 100);
    const res = await post(`/order/${w.services.buy.id}`, token);
    // 5 euros = 500 cents off.
    expect(res.json()).toMatchObject({ price: 4900, credit_discount: 500, amount: 4400 });
    const credits = await w.t.db.select().from(discountCredits).where(eq(discountCredits.userId, user.id));
    expect(credits.find((c) => c.id === old.id)).toMatchObject({ orderId: res.json().id });
    expect(credits.find((c) => c.id === newer.id)).toMatchObject({ orderId: null, usedAt: null });
    // The learner leaves the test checkout with "cancel": the credit is free again.
    const cancel = await postCheckout(w.t, tokenOf(res.json().payment_url), { action: 'cancel' });
    expect(cancel.statusCode, cancel.body).toBe(303);
    expect((await orderRow(w.t.db, res.json().id)).status).toBe('canceled');
    const after = await w.t.db.select().from(discountCredits).where(eq(discountCredits.id, old.id));
    expect(after[0]).toMatchObject({ orderId: null, usedAt: null });
    // The next order takes it again (the oldest), and only it.
    const next = await post(`/order/${w.services.buy.id}`, token);
    expect(next.json()).toMatchObject({ credit_discount: 500 });
  });
});
