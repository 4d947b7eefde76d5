import { orderQuote } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountCredits, userScores } from '../../db/schema/index.js';
import { addStream } from '../learning/learning-fixtures.js';
import {
  addCode,
  addCredit,
  base,
  DAY_MS,
  learner,
  type PaymentsWorld,
  paymentsWorld,
} from './payments-fixtures.js';

// Issue 27, defect 10: the renewal's button said 4 900 while the checkout charged 4 700 (a points
// credit). The quote is what the learner is shown before the checkout; these tests hold it to the
// order that follows, part by part, and show that asking reserves nothing.

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
});
afterAll(() => w.t.close());

const quote = (serviceId: number, token: string | undefined, query = '') =>
  w.t.call({ method: 'GET', url: `${base}/course-services/${serviceId}/quote${query}`, token });
const post = (url: string, token: string, payload: object = {}) =>
  w.t.call({ method: 'POST', url: `${base}${url}`, token, payload });

const PARTS = [
  'price',
  'code_discount',
  'referral_discount',
  'credit_discount',
  'amount',
  'currency',
] as const;
const partsOf = (body: Record<string, unknown>) => Object.fromEntries(PARTS.map((k) => [k, body[k]]));

async function codeUses(id: number) {
  return (await w.t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.usedCount;
}
async function freeCredits(userId: number) {
  const rows = await w.t.db.select().from(discountCredits).where(eq(discountCredits.userId, userId));
  return rows.filter((c) => c.usedAt === null).length;
}

describe('GET /course-services/{id}/quote (issue 27: the price shown is the price charged)', () => {
  it('a code and a points credit: the quote reserves nothing and the order charges what it said', async () => {
    const { token, user } = await learner(w.t, w.a.project.id);
    await addCredit(w.t.db, w.a.project.id, user.id, 2);
    const code = await addCode(w.t.db, {
      projectId: w.a.project.id,
      courseServiceId: w.services.buy.id,
      code: `Q${user.id}`,
      kind: 'percent',
      value: 10,
    });
    const asked = await quote(w.services.buy.id, token, `?promocode=Q${user.id}`);
    expect(asked.statusCode, asked.body).toBe(200);
    // 4900 - 10% = 4410, less the 2-euro credit (200 cents) = 4210.
    expect(orderQuote.parse(asked.json())).toEqual({
      price: 4900,
      code_discount: 490,
      referral_discount: 0,
      credit_discount: 200,
      amount: 4210,
      currency: 'EUR',
    });
    expect(await codeUses(code.id)).toBe(0);
    expect(await freeCredits(user.id)).toBe(1);

    const placed = await post(`/order/${w.services.buy.id}`, token, { promocode: `Q${user.id}` });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(partsOf(placed.json())).toEqual(asked.json());
    // Asked again with the order open: the open order's own parts, not a second credit.
    expect((await quote(w.services.buy.id, token, `?promocode=Q${user.id}`)).json()).toEqual(asked.json());
  });

  it('with an open order of another code, its credit counts as free again, as replacing it gives it back', async () => {
    const { token, user } = await learner(w.t, w.a.project.id);
    await addCredit(w.t.db, w.a.project.id, user.id, 3);
    await addCode(w.t.db, {
      projectId: w.a.project.id,
      courseServiceId: w.services.buy.id,
      code: `R${user.id}`,
      kind: 'amount',
      value: 1000,
    });
    const open = await post(`/order/${w.services.buy.id}`, token);
    expect(open.json()).toMatchObject({ credit_discount: 300, amount: 4600 });
    const asked = await quote(w.services.buy.id, token, `?promocode=R${user.id}`);
    expect(asked.json()).toMatchObject({ code_discount: 1000, credit_discount: 300, amount: 3600 });
    const replaced = await post(`/order/${w.services.buy.id}`, token, { promocode: `R${user.id}` });
    expect(partsOf(replaced.json())).toEqual(asked.json());
  });

  it('a renewal of the learner’s own stream is quoted as the extension it would be', async () => {
    const { token, user } = await learner(w.t, w.a.project.id);
    const stream = await addStream(w.t.db, {
      projectId: w.a.project.id,
      userId: user.id,
      courseId: w.course.course.id,
      endDate: new Date(Date.now() + 5 * DAY_MS),
    });
    await addCredit(w.t.db, w.a.project.id, user.id, 1);
    // A one-off renewal: a subscription takes no credit (subscription-once.test.ts).
    const asked = await quote(w.services.buy.id, token, `?stream_id=${stream.id}`);
    expect(asked.json()).toEqual({
      price: 4900,
      code_discount: 0,
      referral_discount: 0,
      credit_discount: 100,
      amount: 4800,
      currency: 'EUR',
    });
    const extended = await post(`/extend/${stream.id}/course-service/${w.services.buy.id}`, token);
    expect(partsOf(extended.json())).toEqual(asked.json());
  });

  it('a learner in debt is quoted no credit, as the order takes none', async () => {
    const { token, user } = await learner(w.t, w.a.project.id);
    await addCredit(w.t.db, w.a.project.id, user.id, 2);
    await w.t.db
      .insert(userScores)
      .values({ projectId: w.a.project.id, userId: user.id, amount: -50, reason: 'refund' });
    expect((await quote(w.services.buy.id, token)).json()).toMatchObject({
      credit_discount: 0,
      amount: 4900,
    });
    expect((await post(`/order/${w.services.buy.id}`, token)).json()).toMatchObject({ credit_discount: 0 });
  });

  it('bad input and other people’s ids are refused, and nothing is reserved', async () => {
    const { token, user } = await learner(w.t, w.a.project.id);
    const other = await learner(w.t, w.a.project.id);
    const theirs = await addStream(w.t.db, {
      projectId: w.a.project.id,
      userId: other.user.id,
      courseId: w.course.course.id,
    });
    expect((await quote(w.services.buy.id, undefined)).statusCode).toBe(401);
    expect((await quote(w.services.monthly.id, token, `?stream_id=${theirs.id}`)).statusCode).toBe(404);
    // Another school's service, an unknown one, garbage.
    expect((await quote(w.services.b.id, token)).statusCode).toBe(404);
    expect((await quote(999_999, token)).statusCode).toBe(404);
    expect((await quote(w.services.buy.id, token, '?stream_id=abc')).statusCode).toBe(422);
    const unknown = await quote(w.services.buy.id, token, '?promocode=NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual([expect.objectContaining({ field: 'promocode' })]);
    // Questions are quoted for the stream they would go to: without one, why not.
    const questions = await quote(w.services.questions.id, token);
    expect(questions.statusCode).toBe(422);
    expect(questions.json()).toEqual([expect.objectContaining({ field: 'service_id' })]);
    expect(await freeCredits(user.id)).toBe(0);
  });
});
