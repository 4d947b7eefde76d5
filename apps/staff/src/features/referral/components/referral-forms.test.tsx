import type { ConsoleReferral } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvitationsPanel } from './invitations-panel';
import { RulesForm } from './rules-panel';

/** The referral screens (issue 15): the rules form's saves and refusals, the invitations table. */
const wrap = (children: ReactNode) => {
  const router = createMemoryRouter([{ path: '/', element: children }]);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const saved = {
  enabled: false,
  cashback_mode: 'points' as const,
  cashback_percent: 10,
  discount_percent: 0,
  hold_days: 14,
  monthly_invitee_limit: null,
};

afterEach(() => vi.restoreAllMocks());

describe('RulesForm', () => {
  it('refuses out-of-range numbers before sending, then sends the whole rules and says they are saved', async () => {
    const body = {
      ...saved,
      enabled: true,
      cashback_mode: 'money',
      cashback_percent: 15,
      monthly_invitee_limit: 5,
    };
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, body));
    render(wrap(<RulesForm saved={saved} />));
    const user = userEvent.setup();
    const percent = screen.getByLabelText('Cashback, % of what the invitee pays');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(percent).toHaveAccessibleDescription(/Enter a whole number from 0 to 100\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need correcting.');
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Referral programme is on'));
    await user.selectOptions(screen.getByLabelText('Cashback is paid as'), 'money');
    await user.clear(percent);
    await user.type(percent, '15');
    await user.type(screen.getByLabelText('Rewarded invitees per month'), '5');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/spa\/api\/v1\/console\/referral-rules\?lang=en$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual(body);
    expect(await screen.findByRole('status')).toHaveTextContent('Rules saved.');
  });

  it("puts the server's 422 under its field", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, [{ field: 'hold_days', message: 'Too small: expected number to be >=0' }]),
    );
    render(wrap(<RulesForm saved={saved} />));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Referral programme is on'));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need correcting.');
    expect(screen.getByLabelText('Hold, days')).toHaveAccessibleDescription(/Too small/);
  });
});

const invitation: ConsoleReferral = {
  id: 1,
  referrer: { id: 10, email: 'anna@example.com', name: 'Anna' },
  invitee: { id: 11, email: 'boris@example.com', name: null },
  created_at: 1_700_000_000,
  flag: 'same_person',
  paid_orders: 2,
  cashback: 0,
  cashback_pending: 0,
  cashback_reversed: 1500,
  cashback_mode: 'money',
};

describe('InvitationsPanel', () => {
  it('lists invitations with the flag explained and money in the school currency; "flagged only" asks again', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/staff/payment-settings')) return json(200, { currency: 'USD' });
      return json(200, { items: [invitation], total: 1 });
    });
    render(wrap(<InvitationsPanel />));
    const table = await screen.findByRole('table', { name: '1 invitation' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Anna');
    expect(row).toHaveTextContent('boris@example.com');
    expect(row).toHaveTextContent('Same person');
    expect(row).toHaveTextContent('Same device or mailbox as the inviting learner.');
    expect(await within(row).findByText('$15.00')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByLabelText('Flagged only'));
    const urls = fetch.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/referrals'));
    expect(urls[0]).not.toMatch(/flagged=/);
    expect(urls.at(-1)).toMatch(/flagged=true/);
  });
});
