import { linkJumpAnswer, referralSummary, referralUser } from '@cp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cashbackAmount } from '../../../lib/referral/cashback-amount';
import { toReferralSummary } from '../../../lib/referral/referral-summary';
import { getReferralUsers, toReferralUser } from './get-referral-users';
import { postLinkJump, toLinkJump } from './link-jump';

afterEach(() => vi.unstubAllGlobals());

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const wireSummary = referralSummary.parse({
  enabled: true,
  code: 'ABCD2345',
  link: 'https://school.example/class/r/ABCD2345',
  rules: { cashback_mode: 'money', cashback_percent: 10, discount_percent: 15, hold_days: 14 },
  currency: 'RUB',
  link_jumps: 5,
  invited_users: 2,
  referral_orders: 1,
  cashback: 15000,
  cashback_pending: 2500,
});

const wireUser = referralUser.parse({
  id: 9,
  name: 'Boris K.',
  joined_at: 1_767_225_600,
  paid_orders: 1,
  cashback: 0,
  cashback_pending: 2500,
  flag: null,
});

function answer(body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } }),
  );
}

describe('the referral summary (GET /referral)', () => {
  it('turns server names into client names', () => {
    expect(toReferralSummary(wireSummary)).toEqual({
      enabled: true,
      code: 'ABCD2345',
      link: 'https://school.example/class/r/ABCD2345',
      rules: { cashbackMode: 'money', cashbackPercent: 10, discountPercent: 15, holdDays: 14 },
      currency: 'RUB',
      linkJumps: 5,
      invitedUsers: 2,
      referralOrders: 1,
      cashback: 15000,
      cashbackPending: 2500,
    });
  });

  it('shows no link for a programme that is off', () => {
    const off = toReferralSummary({ ...wireSummary, enabled: false });
    expect(off.link).toBeNull();
    expect(off.code).toBeNull();
    expect(off.linkJumps).toBe(5);
  });

  it('words cashback as money from minor units, or as points', () => {
    expect(cashbackAmount(15000, 'money', 'RUB', 'ru')).toEqual({ mode: 'money', text: expect.any(String) });
    expect(plain((cashbackAmount(15000, 'money', 'RUB', 'ru') as { text: string }).text)).toBe('150,00 ₽');
    expect(cashbackAmount(1999, 'money', 'USD', 'en')).toEqual({ mode: 'money', text: '$19.99' });
    expect(cashbackAmount(12, 'points', 'RUB', 'ru')).toEqual({ mode: 'points', count: 12 });
  });
});

describe('the invited learners (GET /referral/users)', () => {
  it('turns seconds into milliseconds and keeps the flag', () => {
    expect(toReferralUser(wireUser)).toEqual({
      id: 9,
      name: 'Boris K.',
      joinedAt: 1_767_225_600_000,
      paidOrders: 1,
      cashback: 0,
      cashbackPending: 2500,
      flag: null,
    });
    expect(toReferralUser({ ...wireUser, flag: 'same_person' }).flag).toBe('same_person');
  });

  it('asks for a page and reads the x-pagination headers', async () => {
    const fetch = answer(
      { items: [wireUser], total: 11 },
      {
        'x-pagination-current-page': '2',
        'x-pagination-page-count': '2',
        'x-pagination-per-page': '10',
        'x-pagination-total-count': '11',
      },
    );
    vi.stubGlobal('fetch', fetch);
    const page = await getReferralUsers(2);
    expect(page.users.map((user) => user.name)).toEqual(['Boris K.']);
    expect(page.pagination).toEqual({ currentPage: 2, pageCount: 2, perPage: 10, totalCount: 11 });
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/^\/spa\/api\/v1\/referral\/users\?page=2&lang=/),
      expect.anything(),
    );
  });

  it('reads a bare list too, and the total of a page body without headers', async () => {
    vi.stubGlobal('fetch', answer([wireUser]));
    expect((await getReferralUsers(1)).users).toHaveLength(1);
    vi.stubGlobal('fetch', answer({ items: [], total: 0 }));
    expect((await getReferralUsers(1)).pagination?.totalCount).toBe(0);
  });
});

describe('a link visit (POST /referral/link-jumps)', () => {
  it('says who invites; an empty name is no name', () => {
    expect(toLinkJump(linkJumpAnswer.parse({ referrer_name: 'Anna', discount_percent: 10 }))).toEqual({
      referrerName: 'Anna',
      discountPercent: 10,
    });
    expect(toLinkJump({ referrer_name: '  ', discount_percent: 0 }).referrerName).toBeNull();
  });

  it('posts the code as JSON', async () => {
    const fetch = answer({ referrer_name: null, discount_percent: 15 });
    vi.stubGlobal('fetch', fetch);
    expect(await postLinkJump('ABCD2345')).toEqual({ referrerName: null, discountPercent: 15 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/spa\/api\/v1\/referral\/link-jumps\?lang=/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'ABCD2345' });
  });
});
