import { consoleReferralPage, referralRules } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, referrals, referralRules as rulesTable } from '../../db/schema/index.js';
import { addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addCashback, addOrder, type ReferralSchool, referralSchool } from './referral-fixtures.js';

/** The console's referral calls (issue 15, decision 090): rules and invitations, administrators only. */
let t: TestApp;
let a: ReferralSchool;
let b: ReferralSchool;
const base = '/spa/api/v1/console';

beforeAll(async () => {
  t = await createTestApp();
  a = await referralSchool(t, 'cons-a.test');
  b = await referralSchool(t, 'cons-b.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: unknown, host = a.host) =>
  t.call({
    method,
    url: `${base}${url}`,
    token,
    host,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const rules = {
  enabled: true,
  cashback_mode: 'money',
  cashback_percent: 5,
  discount_percent: 20,
  hold_days: 30,
  monthly_invitee_limit: 3,
} as const;

const rulesRow = async (projectId: number) =>
  (await t.db.select().from(rulesTable).where(eq(rulesTable.projectId, projectId)))[0];

describe('GET/PUT /console/referral-rules', () => {
  it('answers the defaults, programme off, before the school sets any', async () => {
    const res = await call('GET', '/referral-rules', a.admin.token);
    expect(res.statusCode).toBe(200);
    expect(referralRules.parse(res.json())).toEqual({
      enabled: false,
      cashback_mode: 'points',
      cashback_percent: 10,
      discount_percent: 10,
      hold_days: 14,
      monthly_invitee_limit: null,
    });
  });

  it('saves the rules, answers them, and writes one audit line of what changed', async () => {
    const res = await call('PUT', '/referral-rules', a.admin.token, rules);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(rules);
    expect(referralRules.parse((await call('GET', '/referral-rules', a.admin.token)).json())).toEqual(rules);
    expect(await rulesRow(a.projectId)).toMatchObject({ updatedBy: a.admin.id, cashbackMode: 'money' });
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.action, 'referral_rules.update')));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.details).toMatchObject({
      enabled: { from: false, to: true },
      hold_days: { from: 14, to: 30 },
    });
    // The same rules again change nothing and write no line.
    await call('PUT', '/referral-rules', a.admin.token, rules);
    const again = await t.db.select().from(auditLog).where(eq(auditLog.action, 'referral_rules.update'));
    expect(again).toHaveLength(1);
    // Another school's rules are its own.
    expect(
      referralRules.parse((await call('GET', '/referral-rules', b.admin.token, undefined, b.host)).json())
        .enabled,
    ).toBe(false);
  });

  it.each([
    ['nothing', undefined],
    ['an empty object', {}],
    ['a percent over 100', { ...rules, cashback_percent: 101 }],
    ['a negative discount', { ...rules, discount_percent: -1 }],
    ['a fraction', { ...rules, hold_days: 1.5 }],
    ['hold days over a year', { ...rules, hold_days: 366 }],
    ['an unknown mode', { ...rules, cashback_mode: 'crypto' }],
    ['a zero cap', { ...rules, monthly_invitee_limit: 0 }],
    ['a string for a flag', { ...rules, enabled: 'yes' }],
    ['an array', [rules]],
  ])('refuses %s with 422 and changes nothing', async (_label, payload) => {
    const before = await rulesRow(a.projectId);
    const res = await call('PUT', '/referral-rules', a.admin.token, payload ?? '');
    expect(res.statusCode).toBe(422);
    expect(Array.isArray(res.json())).toBe(true);
    expect(await rulesRow(a.projectId)).toEqual(before);
  });

  it.each([
    ['a learner', 'learner', 403],
    ['an expert', 'expert', 403],
    ['nobody', 'none', 401],
    ['another school’s administrator', 'other', 401],
  ] as const)('is refused to %s (%s) and changes nothing', async (_label, who, status) => {
    const token = { learner: a.anna.token, expert: a.expert.token, none: undefined, other: b.admin.token }[
      who
    ];
    const before = await rulesRow(a.projectId);
    expect((await call('GET', '/referral-rules', token)).statusCode).toBe(status);
    expect((await call('PUT', '/referral-rules', token, { ...rules, cashback_percent: 99 })).statusCode).toBe(
      status,
    );
    expect((await call('GET', '/referrals', token)).statusCode).toBe(status);
    expect(await rulesRow(a.projectId)).toEqual(before);
  });
});

describe('GET /console/referrals', () => {
  it("lists the school's invitations with both people, figures and flags; `flagged` narrows them", async () => {
    const ivan = await addUser(t.db, a.projectId, 'ivan@cons-a.test', 'x', {
      name: 'Ivan',
      lastName: 'Petrov',
    });
    const twin = await addUser(t.db, a.projectId, 'anna.k+2@cons-a.test', 'x');
    const [r1] = await t.db
      .insert(referrals)
      .values({ projectId: a.projectId, referrerId: a.anna.id, inviteeId: ivan.id })
      .returning();
    await t.db
      .insert(referrals)
      .values({ projectId: a.projectId, referrerId: a.anna.id, inviteeId: twin.id, flag: 'self' });
    const other = await addUser(t.db, b.projectId, 'other@cons-b.test', 'x');
    await t.db
      .insert(referrals)
      .values({ projectId: b.projectId, referrerId: b.anna.id, inviteeId: other.id });
    const o1 = await addOrder(t.db, a, ivan.id);
    const o2 = await addOrder(t.db, a, ivan.id);
    const row = { projectId: a.projectId, referralId: r1!.id, referrerId: a.anna.id };
    await addCashback(t.db, { ...row, orderId: o1.id }, 50, 'credited', 'money');
    await addCashback(t.db, { ...row, orderId: o2.id }, 25, 'reversed', 'money');

    const res = await call('GET', '/referrals?lang=en', a.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pagination-total-count']).toBe('2');
    const page = consoleReferralPage.parse(res.json());
    expect(page.total).toBe(2);
    const ivanRow = page.items.find((i) => i.invitee.id === ivan.id)!;
    expect(ivanRow).toMatchObject({
      referrer: { id: a.anna.id, email: a.anna.email, name: 'Anna karenina' },
      invitee: { id: ivan.id, email: 'ivan@cons-a.test', name: 'Ivan Petrov' },
      flag: null,
      paid_orders: 2,
      cashback: 50,
      cashback_pending: 0,
      cashback_reversed: 25,
      cashback_mode: 'money',
    });

    const flagged = consoleReferralPage.parse(
      (await call('GET', '/referrals?flagged=true', a.admin.token)).json(),
    );
    expect(flagged.items.map((i) => [i.invitee.id, i.flag])).toEqual([[twin.id, 'self']]);
    const clean = consoleReferralPage.parse(
      (await call('GET', '/referrals?flagged=false', a.admin.token)).json(),
    );
    expect(clean.items.map((i) => i.invitee.id)).toEqual([ivan.id]);
    const paged = consoleReferralPage.parse(
      (await call('GET', '/referrals?per-page=1&page=2', a.admin.token)).json(),
    );
    expect(paged.items).toHaveLength(1);
  });

  it.each(['flagged=maybe', 'page=0', 'per-page=-3', 'page=abc'])('refuses %s with 422', async (q) => {
    expect((await call('GET', `/referrals?${q}`, a.admin.token)).statusCode).toBe(422);
  });
});
