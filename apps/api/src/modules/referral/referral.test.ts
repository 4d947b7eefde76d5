import { linkJumpAnswer, REFERRAL_CODE_PATTERN, referralSummary, referralUserPage } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkJumps, referralCodes, referrals } from '../../db/schema/index.js';
import { addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  addCashback,
  addOrder,
  cookieOf,
  type ReferralSchool,
  referralSchool,
  setRules,
} from './referral-fixtures.js';

/** The learner's referral calls (issue 15, decision 090): link, invitees, visits, GET /user's figures. */
let t: TestApp;
let a: ReferralSchool;
let b: ReferralSchool;
let off: ReferralSchool;

beforeAll(async () => {
  t = await createTestApp();
  a = await referralSchool(t, 'ref-a.test');
  b = await referralSchool(t, 'ref-b.test');
  off = await referralSchool(t, 'ref-off.test');
  await setRules(t.db, a.projectId, { discount_percent: 15 });
  await setRules(t.db, b.projectId);
});
afterAll(() => t.close());

const base = '/spa/api/v1';
const get = (url: string, token?: string, host = a.host) =>
  t.call({ method: 'GET', url: `${base}${url}`, token, host });
const jump = (
  code: unknown,
  opts: { host?: string; cookie?: string; token?: string; ua?: string; lang?: string } = {},
) =>
  t.call({
    method: 'POST',
    url: `${base}/referral/link-jumps?lang=${opts.lang ?? 'en'}`,
    host: opts.host ?? a.host,
    token: opts.token,
    payload: { code },
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), 'user-agent': opts.ua ?? 'test-browser' },
  });
const jumpsOf = async (userId: number) =>
  (await t.db.select().from(linkJumps).where(eq(linkJumps.referrerId, userId))).filter(
    (j) => !j.visitorKey.startsWith('own:'),
  ).length;
const codeOf = async (s: ReferralSchool, who: { token: string }) =>
  referralSummary.parse((await get('/referral', who.token, s.host)).json()).code!;

describe('GET /referral', () => {
  it('makes one random code on first call and answers the link on the school host with the rules', async () => {
    const res = await get('/referral', a.anna.token);
    expect(res.statusCode).toBe(200);
    const body = referralSummary.parse(res.json());
    expect(body.enabled).toBe(true);
    expect(body.code).toMatch(REFERRAL_CODE_PATTERN);
    // ROUTER_BASE of the tests is /class/; without PUBLIC_URL, plain http on the host.
    expect(body.link).toBe(`http://ref-a.test/class/r/${body.code}`);
    expect(body.rules).toEqual({
      cashback_mode: 'points',
      cashback_percent: 10,
      discount_percent: 15,
      hold_days: 14,
    });
    expect(body).toMatchObject({
      link_jumps: 0,
      invited_users: 0,
      referral_orders: 0,
      cashback: 0,
      cashback_pending: 0,
    });
    expect(body.currency).toBe('RUB');
    expect(await codeOf(a, a.anna)).toBe(body.code);
    expect(await t.db.select().from(referralCodes).where(eq(referralCodes.userId, a.anna.id))).toHaveLength(
      1,
    );
  });

  it('sets the visitor cookie: httpOnly, SameSite=Lax, on the API path, long-lived', async () => {
    const res = await get('/referral', a.boris.token);
    const raw = String([res.headers['set-cookie']].flat()[0]);
    expect(raw).toMatch(/^cp_visitor=[A-Za-z0-9_-]{22};/);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).toMatch(/Path=\/spa\/api\/v1/);
    expect(raw).toMatch(/Max-Age=34560000/);
    expect(raw).not.toMatch(/Secure/);
  });

  it('says the programme is off and makes no code where the school runs none', async () => {
    const body = referralSummary.parse((await get('/referral', off.anna.token, off.host)).json());
    expect(body).toMatchObject({ enabled: false, code: null, link: null });
    expect(await t.db.select().from(referralCodes).where(eq(referralCodes.userId, off.anna.id))).toHaveLength(
      0,
    );
  });

  it('is 401 without a valid token, and a token of another school is 401 on this host', async () => {
    expect((await get('/referral')).statusCode).toBe(401);
    expect((await get('/referral', 'x'.repeat(40))).statusCode).toBe(401);
    expect((await get('/referral', b.anna.token)).statusCode).toBe(401);
  });
});

describe('POST /referral/link-jumps', () => {
  it('answers who invites and the discount, and counts a visitor once however often they come', async () => {
    const code = await codeOf(a, a.anna);
    const first = await jump(code);
    expect(first.statusCode).toBe(200);
    expect(linkJumpAnswer.parse(first.json())).toEqual({ referrer_name: 'Anna', discount_percent: 15 });
    const cookie = cookieOf(first);
    await jump(code, { cookie });
    await jump(code.toLowerCase(), { cookie });
    expect(await jumpsOf(a.anna.id)).toBe(1);
  });

  it('counts two browsers (two cookies) as two visitors', async () => {
    const code = await codeOf(a, a.boris);
    const one = cookieOf(await jump(code, { ua: 'browser-one' }));
    const two = cookieOf(await jump(code, { ua: 'browser-two' }));
    expect(one).not.toBe(two);
    await jump(code, { cookie: one });
    await jump(code, { cookie: two });
    expect(await jumpsOf(a.boris.id)).toBe(2);
  });

  it('counts a browser that refuses cookies once from the same address and browser', async () => {
    const carol = await addUser(t.db, a.projectId, 'carol@ref-a.test', 'secret-pass', { name: 'Carol' });
    await t.db.insert(referralCodes).values({ projectId: a.projectId, userId: carol.id, code: 'CAR0S000' });
    for (let i = 0; i < 3; i++) expect((await jump('CAR0S000', { ua: 'no-cookies' })).statusCode).toBe(200);
    expect(await jumpsOf(carol.id)).toBe(1);
  });

  it("does not count the owner's own visits: signed in, or from a browser known as theirs", async () => {
    const before = await jumpsOf(a.anna.id);
    const code = await codeOf(a, a.anna);
    const own = await jump(code, { token: a.anna.token, ua: 'annas-laptop' });
    expect(own.statusCode).toBe(200);
    // The browser of Anna's referral screen, signed out later, is still hers.
    const screen = cookieOf(await get('/referral', a.anna.token));
    await jump(code, { cookie: screen });
    await jump(code, { cookie: cookieOf(own) });
    expect(await jumpsOf(a.anna.id)).toBe(before);
  });

  it('counts a signed-in learner visiting someone else’s link, and a stale token is a visitor', async () => {
    const before = await jumpsOf(a.anna.id);
    const code = await codeOf(a, a.anna);
    expect((await jump(code, { token: a.boris.token, ua: 'boris-phone' })).statusCode).toBe(200);
    expect((await jump(code, { token: 'y'.repeat(40), ua: 'stale-token' })).statusCode).toBe(200);
    expect(await jumpsOf(a.anna.id)).toBe(before + 2);
  });

  it.each([
    ['an unknown code', 'ZZZZZZZZ'],
    ['another school’s code', 'B'],
  ])('is 404 in the error shape for %s, and writes nothing', async (_label, which) => {
    const code = which === 'B' ? await codeOf(b, b.anna) : which;
    const all = (await t.db.select().from(linkJumps)).length;
    const res = await jump(code, { lang: 'ru' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      name: 'Not Found',
      message: 'Эта реферальная ссылка недействительна.',
      code: 0,
      status: 404,
    });
    expect((await t.db.select().from(linkJumps)).length).toBe(all);
  });

  it('is 404 where the programme is off, even for a code made while it ran', async () => {
    await t.db
      .insert(referralCodes)
      .values({ projectId: off.projectId, userId: off.anna.id, code: 'QFF00000' });
    const res = await jump('QFF00000', { host: off.host });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This referral link is not valid.');
    expect(await jumpsOf(off.anna.id)).toBe(0);
  });

  it.each([
    ['no code', {}],
    ['a forged shape', { code: 'ILOU1234' }],
    ['too long', { code: 'A'.repeat(500) }],
    ['a number', { code: 12345678 }],
  ])('refuses %s with 422 and writes nothing', async (_label, payload) => {
    const all = (await t.db.select().from(linkJumps)).length;
    const res = await t.call({ method: 'POST', url: `${base}/referral/link-jumps`, host: a.host, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe('code');
    expect((await t.db.select().from(linkJumps)).length).toBe(all);
  });
});

describe('GET /referral/users and the figures', () => {
  it("shows only the caller's invitees, first name and initial, never an e-mail", async () => {
    const dina = await addUser(t.db, a.projectId, 'dina@ref-a.test', 'x', {
      name: 'Dina',
      lastName: 'petrova',
    });
    const eve = await addUser(t.db, a.projectId, 'eve@ref-a.test', 'x');
    const fay = await addUser(t.db, a.projectId, 'fay@ref-a.test', 'x', { name: 'Fay' });
    const [r1] = await t.db
      .insert(referrals)
      .values({ projectId: a.projectId, referrerId: a.anna.id, inviteeId: dina.id })
      .returning();
    await t.db
      .insert(referrals)
      .values({ projectId: a.projectId, referrerId: a.anna.id, inviteeId: eve.id, flag: 'same_person' });
    await t.db
      .insert(referrals)
      .values({ projectId: a.projectId, referrerId: a.boris.id, inviteeId: fay.id });
    const paid = await addOrder(t.db, a, dina.id);
    await addOrder(t.db, a, dina.id, 'refunded');
    await addOrder(t.db, a, eve.id);
    await addCashback(
      t.db,
      { projectId: a.projectId, referralId: r1!.id, referrerId: a.anna.id, orderId: paid.id },
      100,
      'pending',
    );

    const res = await get('/referral/users?per-page=10&lang=es', a.anna.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pagination-total-count']).toBe('2');
    const page = referralUserPage.parse(res.json());
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.name).sort()).toEqual(['Dina P.', 'Nuevo alumno']);
    expect(JSON.stringify(page)).not.toContain('@');
    const dinaRow = page.items.find((i) => i.id === dina.id)!;
    expect(dinaRow).toMatchObject({ paid_orders: 1, cashback: 0, cashback_pending: 100, flag: null });
    expect(page.items.find((i) => i.id === eve.id)!.flag).toBe('same_person');

    const boris = referralUserPage.parse((await get('/referral/users', a.boris.token)).json());
    expect(boris.items.map((i) => i.id)).toEqual([fay.id]);
    // The flagged invitee's order is no referral order; the refunded one neither.
    const summary = referralSummary.parse((await get('/referral', a.anna.token)).json());
    expect(summary).toMatchObject({ invited_users: 2, referral_orders: 1, cashback_pending: 100 });
  });

  it('pages, and refuses garbage paging with 422', async () => {
    const res = await get('/referral/users?per-page=1&page=2', a.anna.token);
    expect(res.statusCode).toBe(200);
    expect(referralUserPage.parse(res.json()).items).toHaveLength(1);
    for (const q of ['page=0', 'per-page=abc', 'page=-1', 'per-page=100000']) {
      expect((await get(`/referral/users?${q}`, a.anna.token)).statusCode).toBe(422);
    }
    expect((await get('/referral/users')).statusCode).toBe(401);
  });

  it("GET /user's expands answer the same figures as GET /referral", async () => {
    const summary = referralSummary.parse((await get('/referral', a.anna.token)).json());
    const user = (
      await get('/user?expand=referral_orders,cashback,discount_for_referral,link_jumps', a.anna.token)
    ).json();
    expect(user).toMatchObject({
      referral_orders: summary.referral_orders,
      cashback: summary.cashback,
      discount_for_referral: 15,
      link_jumps: summary.link_jumps,
    });
    expect(summary.link_jumps).toBeGreaterThan(0);
    const offUser = (
      await get('/user?expand=discount_for_referral,link_jumps', off.anna.token, off.host)
    ).json();
    expect(offUser).toMatchObject({ discount_for_referral: 0, link_jumps: 0 });
  });

  it('counts credited cashback in the school’s mode only', async () => {
    const gus = await addUser(t.db, b.projectId, 'gus@ref-b.test', 'x', { name: 'Gus' });
    const [r] = await t.db
      .insert(referrals)
      .values({ projectId: b.projectId, referrerId: b.anna.id, inviteeId: gus.id })
      .returning();
    const o1 = await addOrder(t.db, b, gus.id);
    const o2 = await addOrder(t.db, b, gus.id);
    const o3 = await addOrder(t.db, b, gus.id);
    const row = { projectId: b.projectId, referralId: r!.id, referrerId: b.anna.id };
    await addCashback(t.db, { ...row, orderId: o1.id }, 70, 'credited');
    await addCashback(t.db, { ...row, orderId: o2.id }, 30, 'reversed');
    await addCashback(t.db, { ...row, orderId: o3.id }, 999, 'credited', 'money');
    const summary = referralSummary.parse((await get('/referral', b.anna.token, b.host)).json());
    expect(summary).toMatchObject({ cashback: 70, referral_orders: 3 });
    const user = (await get('/user?expand=cashback,referral_orders', b.anna.token, b.host)).json();
    expect(user).toMatchObject({ cashback: 70, referral_orders: 3 });
    const rows = await t.db
      .select()
      .from(referrals)
      .where(and(eq(referrals.referrerId, b.anna.id), eq(referrals.inviteeId, gus.id)));
    expect(rows).toHaveLength(1);
  });
});
