import {
  PAGINATION_HEADERS,
  POINTS_SPEND_THRESHOLD,
  POINTS_TO_DEBIT,
  userScoreHistory,
  userScoreSpendAnswer,
} from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCredits, userScores } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let projectId: number;
const url = (path: string) => `/spa/api/v1${path}`;

/** A learner of school A holding the given ledger entries, signed in. */
let seq = 0;
async function learner(name: string, amounts: number[]) {
  // A number keeps addresses unique across the cases of one table.
  const email = `${name.replace(/\W/g, '')}-${++seq}@example.com`;
  const user = await addUser(t.db, projectId, email);
  if (amounts.length) {
    await t.db.insert(userScores).values(
      amounts.map((amount, i) => ({
        projectId,
        userId: user.id,
        amount,
        reason: amount > 0 ? 'day' : 'spend',
        // One second apart, oldest first, so the order of the history is known.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    );
  }
  return { user, token: await signIn(t.call, 'school-a.test', email) };
}

const balance = async (token: string, host = 'school-a.test') =>
  (await t.call({ method: 'GET', url: url('/user-score/amount'), token, host })).json().amount as number;

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await addSchool(t.db, 'school-a.test')).project.id;
  await addSchool(t.db, 'school-b.test');
});
afterAll(() => t.close());

describe('GET /user-score/amount', () => {
  it('answers the sum of the ledger, and 0 for a new learner', async () => {
    const a = await learner('sum@example.com', [150, -50, 30]);
    expect(await balance(a.token)).toBe(130);
    const b = await learner('empty@example.com', []);
    expect(await balance(b.token)).toBe(0);
  });

  it('needs a signed-in learner of this school', async () => {
    expect((await t.call({ method: 'GET', url: url('/user-score/amount') })).statusCode).toBe(401);
    const a = await learner('other-school@example.com', [10]);
    const res = await t.call({
      method: 'GET',
      url: url('/user-score/amount'),
      token: a.token,
      host: 'school-b.test',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /user-score', () => {
  it('pages the history newest first with signed amounts (a spend below 0, spec 01 §3), add/debit and seconds', async () => {
    const amounts = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? -(i + 1) : i + 1));
    const a = await learner('history@example.com', amounts);
    const first = await t.call({ method: 'GET', url: url('/user-score?page=1'), token: a.token });
    expect(first.statusCode).toBe(200);
    expect(first.headers[PAGINATION_HEADERS.currentPage]).toBe('1');
    expect(first.headers[PAGINATION_HEADERS.pageCount]).toBe('2');
    expect(first.headers[PAGINATION_HEADERS.perPage]).toBe('10');
    expect(first.headers[PAGINATION_HEADERS.totalCount]).toBe('12');
    const page1 = userScoreHistory.parse(first.json());
    expect(page1).toHaveLength(10);
    // Newest first: the last entry (-12) leads as a debit; 11 is an add, -9 a debit. The spec's
    // client stores the amount absolute and reads the kind off its sign.
    expect(page1[0]).toMatchObject({
      amount: -12,
      type: 'debit',
      updated_at: Date.UTC(2026, 0, 1, 0, 0, 11) / 1000,
    });
    expect(page1[3]).toMatchObject({ amount: -9, type: 'debit' });
    expect(page1[1]).toMatchObject({ amount: 11, type: 'add' });

    const second = await t.call({ method: 'GET', url: url('/user-score?page=2'), token: a.token });
    expect(second.headers[PAGINATION_HEADERS.currentPage]).toBe('2');
    expect(userScoreHistory.parse(second.json()).map((e) => e.amount)).toEqual([2, 1]);
  });

  it("shows only the caller's own entries", async () => {
    const a = await learner('mine@example.com', [5]);
    await learner('theirs@example.com', [7, 8]);
    const res = await t.call({ method: 'GET', url: url('/user-score'), token: a.token });
    expect(res.json().map((e: { amount: number }) => e.amount)).toEqual([5]);
  });

  it.each(['page=0', 'page=x', 'per-page=0', 'per-page=1000'])('refuses %s with 422', async (q) => {
    const a = await learner(`bad-${q.replace(/\W/g, '')}@example.com`, []);
    const res = await t.call({ method: 'GET', url: url(`/user-score?${q}`), token: a.token });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /user-score/spend', () => {
  it('debits POINTS_TO_DEBIT by default and records the discount it buys', async () => {
    const a = await learner('spend@example.com', [250]);
    const res = await t.call({ method: 'POST', url: url('/user-score/spend'), token: a.token, payload: {} });
    expect(res.statusCode).toBe(200);
    const answer = userScoreSpendAnswer.parse(res.json());
    expect(answer).toMatchObject({ amount: 250 - POINTS_TO_DEBIT, debited: POINTS_TO_DEBIT });
    expect(answer.discount).toMatchObject({
      points: POINTS_TO_DEBIT,
      amount: POINTS_TO_DEBIT,
      used_at: null,
    });
    expect(await balance(a.token)).toBe(50);
    const credits = await t.db.select().from(discountCredits).where(eq(discountCredits.userId, a.user.id));
    expect(credits).toHaveLength(1);
    const history = await t.call({ method: 'GET', url: url('/user-score'), token: a.token });
    expect(history.json()[0]).toMatchObject({ amount: -POINTS_TO_DEBIT, type: 'debit', reason: 'spend' });
  });

  it('refuses below the threshold and beyond the balance, changing nothing', async () => {
    const poor = await learner('poor@example.com', [POINTS_SPEND_THRESHOLD - 1]);
    const below = await t.call({
      method: 'POST',
      url: url('/user-score/spend?lang=en'),
      token: poor.token,
      payload: { amount: 10 },
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toContain(String(POINTS_SPEND_THRESHOLD));
    expect(await balance(poor.token)).toBe(POINTS_SPEND_THRESHOLD - 1);

    const some = await learner('some@example.com', [300]);
    const beyond = await t.call({
      method: 'POST',
      url: url('/user-score/spend'),
      token: some.token,
      payload: { amount: 301 },
    });
    expect(beyond.statusCode).toBe(409);
    expect(await balance(some.token)).toBe(300);
    const ok = await t.call({
      method: 'POST',
      url: url('/user-score/spend'),
      token: some.token,
      payload: { amount: 300 },
    });
    expect(ok.json().amount).toBe(0);
  });

  it.each([{ amount: 0 }, { amount: -200 }, { amount: 1.5 }, { amount: '200' }])(
    'refuses %j with 422',
    async (payload) => {
      const a = await learner(`bad-spend-${JSON.stringify(payload).replace(/\W/g, '')}@example.com`, [500]);
      const res = await t.call({ method: 'POST', url: url('/user-score/spend'), token: a.token, payload });
      expect(res.statusCode).toBe(422);
      expect(await balance(a.token)).toBe(500);
    },
  );

  it('needs a signed-in learner', async () => {
    expect((await t.call({ method: 'POST', url: url('/user-score/spend'), payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('never debits more than the balance: 100 parallel spends on one balance', async () => {
    const a = await learner('parallel@example.com', [1000, 50]);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.call({ method: 'POST', url: url('/user-score/spend'), token: a.token, payload: {} }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    // 1050 points hold five spends of 200; the sixth would need 200 of the 50 left.
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(await balance(a.token)).toBe(50);
    const debits = await t.db.select().from(userScores).where(eq(userScores.userId, a.user.id));
    expect(debits.filter((d) => d.amount < 0).reduce((s, d) => s - d.amount, 0)).toBe(1000);
    const credits = await t.db.select().from(discountCredits).where(eq(discountCredits.userId, a.user.id));
    expect(credits).toHaveLength(5);
  });
});
