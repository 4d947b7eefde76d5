import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { setToken } from '../../../lib/auth/token-storage';
import { readStoredReferralCode } from '../../../lib/referral/stored-code';
import { configFixture } from '../../../test/config-fixture';
import { TestRoutes, testRouter } from '../../../test/memory-router';
import { pageParam } from '../components/referral-paths';
import { Component as LandingScreen } from './referral-landing-route';
import { Component as ReferralScreen } from './referral-route';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const summary = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  code: 'ABCD2345',
  link: 'https://school.test/class/r/ABCD2345',
  rules: { cashback_mode: 'points', cashback_percent: 10, discount_percent: 15, hold_days: 1 },
  currency: 'RUB',
  link_jumps: 4,
  invited_users: 2,
  referral_orders: 1,
  cashback: 12,
  cashback_pending: 3,
  ...over,
});

const invitee = (over: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Boris K.',
  joined_at: 1_767_225_600,
  paid_orders: 1,
  cashback: 12,
  cashback_pending: 3,
  flag: null,
  ...over,
});

function serve(routes: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname.replace('/spa/api/v1', '');
    const answer = routes[path];
    return answer ? answer() : json({ name: 'Not Found', message: 'none', code: 0, status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type Brand = ReturnType<typeof configFixture>['components']['brand'];

/** The fixture's school with some brand flags changed. */
function school(brand: Partial<Brand> = {}) {
  const config = configFixture();
  return { ...config, components: { ...config.components, brand: { ...config.components.brand, ...brand } } };
}

async function renderAt(path: string, strict = false, config = school()) {
  const router = testRouter();
  const routes: RouteObject[] = [
    { path: '/user/referral', element: <ReferralScreen /> },
    { path: '/r/:code', element: <LandingScreen /> },
    { path: '/course', element: <p>courses</p> },
    { path: '/signup', element: <p>signup</p> },
  ];
  const tree = (
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <TestRoutes routes={routes} router={router} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigContext.Provider>
  );
  // Awaited: the landing suspends while it asks the server, and one suspended in a synchronous
  // act() would not be tried again.
  await act(async () => {
    render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  });
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('/user/referral (spec 01 "referral users", decision 092)', () => {
  it('says plainly that the school runs no programme, with no link', async () => {
    serve({
      '/referral': () =>
        json(summary({ enabled: false, link: null, code: null, link_jumps: 0, invited_users: 0 })),
    });
    await renderAt('/user/referral');
    expect(
      await screen.findByText('Your school is not running a referral programme at the moment.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Your personal invitation link')).toBeNull();
    expect(screen.queryByText('Your results')).toBeNull();
  });

  it('shows the link, the rules, the totals in points and the invitees with a flagged one explained', async () => {
    serve({
      '/referral': () => json(summary()),
      '/referral/users': () =>
        json(
          {
            items: [invitee(), invitee({ id: 2, name: 'Anna', paid_orders: 0, flag: 'same_person' })],
            total: 2,
          },
          200,
          {
            'x-pagination-current-page': '1',
            'x-pagination-page-count': '1',
            'x-pagination-per-page': '10',
            'x-pagination-total-count': '2',
          },
        ),
    });
    await renderAt('/user/referral');
    expect(await screen.findByLabelText('Your personal invitation link')).toHaveValue(
      'https://school.test/class/r/ABCD2345',
    );
    expect(screen.getByText('Your friend gets 15% off their first order.')).toBeVisible();
    expect(screen.getByText('You earn 10% of what your friend pays, as points.')).toBeVisible();
    expect(screen.getByText(/credited 1 day after the payment/)).toBeVisible();
    expect(screen.getByText('12 points')).toBeVisible();
    await screen.findByText('Boris K.');
    const items = screen.getAllByRole('listitem');
    const boris = items.find((item) => item.textContent?.includes('Boris K.')) as HTMLElement;
    expect(within(boris).getByText('1 paid order')).toBeVisible();
    expect(within(boris).getByText(/pending:/)).toHaveTextContent('3 points');
    const anna = items.find((item) => item.textContent?.includes('Anna')) as HTMLElement;
    expect(
      within(anna).getByText('Earns nothing: this looks like a second account of your own.'),
    ).toBeVisible();
    expect(within(anna).queryByText(/Cashback:/)).toBeNull();
  });

  it('reads a garbage page number as the first page', () => {
    expect(pageParam('abc')).toBe(1);
    expect(pageParam('-3')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam('4')).toBe(4);
  });
});

describe('the landing /r/{code} (decision 092)', () => {
  it('reports the visit once even under StrictMode, keeps the code and says who invites', async () => {
    const fetch = serve({
      '/referral/link-jumps': () => json({ referrer_name: 'Anna', discount_percent: 10 }),
    });
    await renderAt('/r/abcd2345', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna invites you' })).toBeVisible();
    expect(screen.getByText('10% off your first order.')).toBeVisible();
    // The fixture's school takes no sign-ups: the way on is signing in.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readStoredReferralCode()).toBe('ABCD2345');
  });

  it.each([
    [{ isRegistrationEnable: true, userInfoChat: false }, '/signup'],
    [{ isRegistrationEnable: true, userInfoChat: true }, '/user-info-chat'],
  ])('leads on to the way the school signs learners up (%o)', async (brand, href) => {
    serve({ '/referral/link-jumps': () => json({ referrer_name: null, discount_percent: 0 }) });
    await renderAt('/r/ABCD2345', false, school(brand));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are invited' })).toBeVisible();
    expect(screen.getByText('Sign up to start learning.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute('href', '/');
  });

  it('calls a code the server does not know forged and keeps nothing', async () => {
    serve({});
    await renderAt('/r/ABCD2345');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation link does not work' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Ask your friend for a new one');
    expect(readStoredReferralCode()).toBeUndefined();
  });

  it('sends a signed-in learner to the courses without reporting a visit', async () => {
    setToken('token-of-a-learner');
    const fetch = serve({});
    const router = await renderAt('/r/ABCD2345');
    expect(await screen.findByText('courses')).toBeVisible();
    expect(router.state.location.pathname).toBe('/course');
    expect(fetch).not.toHaveBeenCalled();
  });
});
