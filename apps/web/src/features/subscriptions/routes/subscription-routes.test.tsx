import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { configFixture } from '../../../test/config-fixture';
import { TestRoutes } from '../../../test/memory-router';
import { Component as SubscriptionScreen } from './subscription-route';
import { Component as SubscriptionsScreen } from './subscriptions-route';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DAY = 86_400;
const soon = Math.floor(Date.UTC(2099, 2, 5, 12) / 1000);

const wire = (over: Record<string, unknown> = {}) => ({
  id: 3,
  status: 'active',
  title: 'Yoga monthly',
  period: 'month',
  period_count: 3,
  amount: 99000,
  currency: 'RUB',
  next_pay_at: soon,
  end_date: soon,
  course_service_id: 7,
  user_course_stream_id: 5,
  canceled_at: null,
  cancelPopupText: 'We will miss you.',
  created_at: soon - 90 * DAY,
  ...over,
});

function renderAt(path: string, fetch: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetch);
  const routes: RouteObject[] = [
    { path: '/user/subscriptions', element: <SubscriptionsScreen /> },
    { path: '/user/subscription/:id', element: <SubscriptionScreen /> },
  ];
  render(
    <ConfigContext.Provider value={configFixture()}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <TestRoutes routes={routes} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigContext.Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/user/subscriptions (spec 02 §2, §4 Subscription display)', () => {
  it('shows status, next payment as DD MMMM YYYY, and the period with its plural', async () => {
    renderAt(
      '/user/subscriptions',
      vi.fn(async () =>
        json([
          wire(),
          wire({
            id: 4,
            title: 'Old one',
            status: 'canceled',
            next_pay_at: null,
            end_date: soon - 40_000 * DAY,
            period_count: 1,
          }),
        ]),
      ),
    );
    const active = await screen.findByRole('article', { name: 'Yoga monthly' });
    expect(within(active).getByText('Active')).toBeVisible();
    expect(within(active).getByText('Next payment 05 March 2099')).toBeVisible();
    expect(within(active).getByText(/990\.00 every 3 months/)).toBeVisible();
    const old = screen.getByRole('article', { name: 'Old one' });
    expect(within(old).getByText('Ended')).toBeVisible();
    // One period reads "every month", not "every 1 month".
    expect(within(old).getByText(/990\.00 every month$/)).toBeVisible();
  });
});

describe('/user/subscription/{id}', () => {
  it('cancels with a reason type and a reason of 10 characters at least, showing the school’s text', async () => {
    let current = wire();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        current = wire({ status: 'canceled', next_pay_at: null, canceled_at: soon - DAY });
        return json(current);
      }
      return json(current);
    });
    renderAt('/user/subscription/3', fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription' });
    expect(within(dialog).getByText('We will miss you.')).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Tell us more'), { target: { value: 'too short' } });
    expect(within(dialog).getByText('9 / 1000')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the subscription' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeVisible();
    expect(within(dialog).getByText('At least 10 characters.')).toBeVisible();
    expect(fetch.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByLabelText('I have no time'));
    fireEvent.change(within(dialog).getByLabelText('Tell us more'), {
      target: { value: 'I have no time this spring' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the subscription' }));
    expect(await screen.findByText(/The subscription is canceled/)).toBeVisible();
    const post = fetch.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'POST');
    expect(String(post?.[0])).toMatch(/\/payment-subscriptions\/cancel\?id=3/);
    expect(JSON.parse(String((post?.[1] as RequestInit | undefined)?.body))).toEqual({
      reason_type: 'no_time',
      reason: 'I have no time this spring',
    });
    await waitFor(() => expect(screen.getByText('Canceled')).toBeVisible());
    expect(screen.getByText('Ends 05 March 2099')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel the subscription' })).toBeNull();
  });

  it('shows the server’s words when the cancel fails, and keeps the dialog', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? json({ name: 'Conflict', message: 'Already canceled.', code: 0, status: 409 }, 409)
        : json(wire()),
    );
    renderAt('/user/subscription/3', fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the subscription' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Another reason'));
    fireEvent.change(within(dialog).getByLabelText('Tell us more'), {
      target: { value: 'Moving to another school' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Couldn't cancel the subscription. Already canceled.",
    );
  });

  it('says at once that a path naming no subscription has none, asking nothing', async () => {
    for (const path of ['/user/subscription/abc', '/user/subscription/0', '/user/subscription/-1']) {
      const fetch = vi.fn();
      renderAt(path, fetch);
      expect(await screen.findByText('There is no such subscription.')).toBeVisible();
      expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
      cleanup();
    }
  });
});
