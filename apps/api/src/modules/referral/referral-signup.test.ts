import { loginResponse, referralSummary } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { referrals, users } from '../../db/schema/index.js';
import { addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cookieOf, type ReferralSchool, referralSchool, setRules } from './referral-fixtures.js';
import { recordSignup } from './referral-signup.js';

/** Sign-up through a referral link (issue 15, decision 090): attribution, forged codes, abuse flags. */
let t: TestApp;
let a: ReferralSchool;
let b: ReferralSchool;
let off: ReferralSchool;
const base = '/spa/api/v1';

beforeAll(async () => {
  t = await createTestApp();
  a = await referralSchool(t, 'sign-a.test');
  b = await referralSchool(t, 'sign-b.test');
  off = await referralSchool(t, 'sign-off.test');
  await setRules(t.db, a.projectId);
  await setRules(t.db, b.projectId);
});
afterAll(() => t.close());

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

let ip = 0;
/** A sign-up by e-mail as the app sends it, each from its own address (the sign-up limit is per address). */
function signup(email: string, code?: string, opts: { host?: string; cookie?: string; lang?: string } = {}) {
  ip += 1;
  return t.call({
    method: 'POST',
    url: `${base}/auth/signup-by-email?lang=${opts.lang ?? 'en'}`,
    host: opts.host ?? a.host,
    remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
    payload: form({
      email,
      password: 'long-enough',
      password_repeat: 'long-enough',
      ...(code === undefined ? {} : { referral_code: code }),
    }),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
}

const summaryOf = async (s: ReferralSchool, who: { token: string }) =>
  t.call({ method: 'GET', url: `${base}/referral`, host: s.host, token: who.token });
const codeOf = async (s: ReferralSchool, who: { token: string }) =>
  referralSummary.parse((await summaryOf(s, who)).json()).code!;
const invitationOf = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  if (!user) return undefined;
  const [row] = await t.db.select().from(referrals).where(eq(referrals.inviteeId, user.id));
  return row ?? null;
};

describe('sign-up with a referral code', () => {
  it('makes the invitation with the account, and the referrer sees it', async () => {
    const code = await codeOf(a, a.anna);
    const res = await signup('invitee1@example.com', code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(loginResponse.parse(res.json()).success).toBe(true);
    expect(await invitationOf('invitee1@example.com')).toMatchObject({ referrerId: a.anna.id, flag: null });
    const summary = referralSummary.parse((await summaryOf(a, a.anna)).json());
    expect(summary.invited_users).toBe(1);
  });

  it('works for a sign-up by app id too', async () => {
    const code = await codeOf(a, a.boris);
    const res = await t.call({
      method: 'POST',
      url: `${base}/auth/signup-by-app-id`,
      host: a.host,
      remoteAddress: '10.8.0.1',
      payload: form({
        app_id: 'device-123456',
        password: 'long-enough',
        password_repeat: 'long-enough',
        referral_code: code,
      }),
    });
    expect(res.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.appId, 'device-123456'));
    const [row] = await t.db.select().from(referrals).where(eq(referrals.inviteeId, user!.id));
    expect(row).toMatchObject({ referrerId: a.boris.id, flag: null });
  });

  it.each([
    ['an unknown code', 'ZZZZZZZZ', 'This referral link is not valid.'],
    ['another school’s code', 'B', 'This referral link is not valid.'],
  ])('refuses %s with 422 under referral_code and makes no account', async (_label, which, text) => {
    const code = which === 'B' ? await codeOf(b, b.anna) : which;
    const email = `refused-${which}@example.com`;
    const res = await signup(email, code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, errors: { referral_code: [text] } });
    expect(await invitationOf(email)).toBeUndefined();
  });

  it('says so in the request’s language', async () => {
    const res = await signup('refused-ru@example.com', 'ZZZZZZZZ', { lang: 'ru' });
    expect(res.json().errors.referral_code).toEqual(['Эта реферальная ссылка недействительна.']);
    const es = await signup('refused-es@example.com', 'ZZZZZZZZ', { lang: 'es' });
    expect(es.json().errors.referral_code).toEqual(['Este enlace de invitación no es válido.']);
  });

  it.each([['ILOU0000'], ['short'], [''], ['x'.repeat(300)]])(
    'refuses the forged shape %j by its schema',
    async (code) => {
      const email = `forged-${code.length}@example.com`;
      const res = await signup(email, code);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['referral_code']);
      expect(await invitationOf(email)).toBeUndefined();
    },
  );

  it('ignores the code where the school runs no programme: the account is made, no invitation', async () => {
    const res = await signup('off-invitee@example.com', 'ZZZZZZZZ', { host: off.host });
    expect(res.statusCode).toBe(200);
    expect(await invitationOf('off-invitee@example.com')).toBeNull();
  });
});

describe('abuse: invitations that earn nothing', () => {
  it('flags `self` when the invitee’s mailbox is the referrer’s (Gmail dots, +tags, case)', async () => {
    const ref = await addUser(t.db, a.projectId, 'jane.doe@gmail.com', 'secret-pass', { name: 'Jane' });
    const token = await signIn(t.call, a.host, 'jane.doe@gmail.com');
    const code = await codeOf(a, { token });
    expect((await signup('janedoe+promo@googlemail.com', code)).statusCode).toBe(200);
    expect(await invitationOf('janedoe+promo@googlemail.com')).toMatchObject({
      referrerId: ref.id,
      flag: 'self',
    });
  });

  it('flags `same_person` for a sign-up from the browser of the referrer’s own referral screen', async () => {
    const screen = await summaryOf(a, a.anna);
    const cookie = cookieOf(screen);
    const code = referralSummary.parse(screen.json()).code!;
    expect((await signup('second-account@example.com', code, { cookie })).statusCode).toBe(200);
    expect(await invitationOf('second-account@example.com')).toMatchObject({ flag: 'same_person' });
  });

  it('flags `same_person` for a sign-up from the browser the referrer signed up on', async () => {
    const first = await signup('first-of-two@example.com');
    const cookie = cookieOf(first);
    const token = loginResponse.parse(first.json()).success ? (first.json().data.token as string) : '';
    const code = await codeOf(a, { token });
    expect((await signup('second-of-two@example.com', code, { cookie })).statusCode).toBe(200);
    expect(await invitationOf('second-of-two@example.com')).toMatchObject({ flag: 'same_person' });
    // Another browser (another cookie) is another person.
    expect(
      (await signup('friend-of-first@example.com', code, { cookie: 'cp_visitor=AAAAAAAAAAAAAAAAAAAAAA' }))
        .statusCode,
    ).toBe(200);
    expect(await invitationOf('friend-of-first@example.com')).toMatchObject({ flag: null });
  });

  it('flags `limit` beyond the monthly cap of rewarded invitees; flagged ones do not use it up', async () => {
    await setRules(t.db, b.projectId, { monthly_invitee_limit: 2 });
    const code = await codeOf(b, b.boris);
    const flags = [];
    for (const n of [1, 2, 3]) {
      expect((await signup(`capped-${n}@example.com`, code, { host: b.host })).statusCode).toBe(200);
      flags.push((await invitationOf(`capped-${n}@example.com`))!.flag);
    }
    expect(flags).toEqual([null, null, 'limit']);
    const summary = referralSummary.parse((await summaryOf(b, b.boris)).json());
    expect(summary.invited_users).toBe(3);
  });

  it('lets only one of two sign-ups at once take the last place under the cap', async () => {
    await setRules(t.db, b.projectId, { monthly_invitee_limit: 1 });
    await codeOf(b, b.admin);
    const referrer = { id: b.admin.id, email: b.admin.email, monthlyInviteeLimit: 1 };
    // Both accounts are made before either invitation is counted, as two sign-ups at once are
    // (on a PostgreSQL server, two connections; PGlite runs one transaction at a time anyway).
    let made = 0;
    let bothMade: () => void = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothMade = resolve;
    });
    const invite = (n: number) =>
      t.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [user] = await tx
          .insert(users)
          .values({ projectId: b.projectId, email: `race-${n}@example.com` })
          .returning();
        if (++made === 2) bothMade();
        if (t.kind === 'postgres') await barrier;
        await recordSignup(tx, b.projectId, user!, referrer, undefined);
      });
    await Promise.all([invite(1), invite(2)]);
    const flags = [
      (await invitationOf('race-1@example.com'))!.flag,
      (await invitationOf('race-2@example.com'))!.flag,
    ];
    expect(flags.sort()).toEqual(['limit', null]);
  });
});
