import { order as orderShape } from '@cp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  discountCredits,
  orders,
  referralCashbacks,
  referralRules,
  referrals,
  userScores,
  users,
} from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { learner, paymentsWorld } from '../payments/payments-fixtures.js';

/** Referral money in tests (decision 091): rules, an invitation, an administrator, an order placed. */

export const base = '/spa/api/v1';

export async function setRules(
  t: TestApp,
  projectId: number,
  values: Partial<typeof referralRules.$inferInsert> = {},
) {
  const row = {
    enabled: true,
    cashbackMode: 'money' as const,
    cashbackPercent: 10,
    discountPercent: 10,
    holdDays: 14,
    ...values,
  };
  await t.db
    .insert(referralRules)
    .values({ projectId, ...row })
    .onConflictDoUpdate({ target: referralRules.projectId, set: row });
}

/** `inviteeId` signed up through `referrerId`'s link; `flag` marks an invitation that earns nothing. */
export async function invite(
  t: TestApp,
  projectId: number,
  referrerId: number,
  inviteeId: number,
  flag: 'self' | 'same_person' | 'limit' | null = null,
) {
  const [row] = await t.db.insert(referrals).values({ projectId, referrerId, inviteeId, flag }).returning();
  return row!;
}

export async function admin(t: TestApp, projectId: number) {
  const a = await learner(t, projectId);
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.user.id));
  return a;
}

/**
 * The payments world (school A) with the referral programme on at `setRules`' defaults and an
 * administrator to refund and mark orders paid: the common start of the cashback tests.
 */
export async function referralMoneyWorld() {
  const w = await paymentsWorld();
  const projectId = w.a.project.id;
  const adminToken = (await admin(w.t, projectId)).token;
  await setRules(w.t, projectId);
  return { w, host: 'school-a.test', projectId, adminToken };
}

export async function placeOrder(t: TestApp, host: string, token: string, serviceId: number) {
  const res = await t.call({
    method: 'POST',
    url: `${base}/order/${serviceId}?lang=en`,
    host,
    token,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderShape.parse(res.json());
}

export function staffPost(t: TestApp, host: string, token: string | undefined, path: string) {
  return t.call({ method: 'POST', url: `${base}${path}?lang=en`, host, token });
}

export async function cashbacksOf(t: TestApp, referrerId: number) {
  return t.db.select().from(referralCashbacks).where(eq(referralCashbacks.referrerId, referrerId));
}

/** Moves a cashback's hold end into the past: the clock of the test. */
export async function endHold(t: TestApp, cashbackId: number) {
  await t.db
    .update(referralCashbacks)
    .set({ availableAt: new Date(Date.now() - 1000) })
    .where(eq(referralCashbacks.id, cashbackId));
}

/**
 * What a learner holds (decision 096), in one unit (points = major units of the currency): the
 * points balance (negative: a debt), the credits not yet on an order, and those stamped on an
 * open order (reserved: they come back if it fails).
 */
export async function valueHeld(t: TestApp, projectId: number, userId: number) {
  const [ledger] = await t.db
    .select({ balance: sql<number>`coalesce(sum(${userScores.amount}), 0)::int` })
    .from(userScores)
    .where(and(eq(userScores.projectId, projectId), eq(userScores.userId, userId)));
  const balance = Number(ledger?.balance ?? 0);
  const credits = await t.db
    .select({ amount: discountCredits.amount, status: orders.status })
    .from(discountCredits)
    .leftJoin(orders, eq(orders.id, discountCredits.orderId))
    .where(and(eq(discountCredits.projectId, projectId), eq(discountCredits.userId, userId)));
  const sum = (pick: (s: string | null) => boolean) =>
    credits.filter((c) => pick(c.status)).reduce((s, c) => s + c.amount, 0);
  const unused = sum((s) => s === null);
  const reserved = sum((s) => s === 'created');
  const spent = sum((s) => s === 'paid' || s === 'refunded');
  return { balance, unused, reserved, spent, held: balance + unused + reserved };
}
