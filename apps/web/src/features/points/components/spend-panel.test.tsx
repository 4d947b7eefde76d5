import { POINTS_SPEND_THRESHOLD, POINTS_TO_DEBIT } from '@cp/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query/query-client';
import { pointsKeys } from '../api/points-keys';
import { SpendPanel } from './spend-panel';

function stubFetch(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const spendButton = () => screen.getByRole('button', { name: `Spend ${POINTS_TO_DEBIT} points` });

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('SpendPanel (spec 01 §5, §9; decision 035)', () => {
  it('is disabled below the threshold and says how many points are missing', () => {
    render(<SpendPanel balance={POINTS_SPEND_THRESHOLD - 1} />);
    expect(spendButton()).toBeDisabled();
    expect(spendButton()).toHaveAccessibleDescription(
      `Points can be spent once you have at least ${POINTS_SPEND_THRESHOLD}. 1 more point to go.`,
    );
  });

  it('says how many points are owed when refunds left a debt (decision 096)', () => {
    render(<SpendPanel balance={-3877} />);
    expect(spendButton()).toBeDisabled();
    expect(spendButton()).toHaveAccessibleDescription(
      'You owe 3877 points: cashback was taken back because orders of people you invited were refunded. New points pay this off first; until then points cannot be spent.',
    );
  });

  it('spends 200 after a confirmation and shows the discount it bought', async () => {
    const sent = stubFetch(200, {
      amount: 150,
      debited: 200,
      discount: { id: 1, points: 200, amount: 200, created_at: 1, used_at: null },
    });
    render(<SpendPanel balance={350} />);
    const user = userEvent.setup();
    await user.click(spendButton());
    const dialog = screen.getByRole('dialog', { name: 'Spend your points?' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Spend' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: 200 points spent. A discount of 200 applies to your next purchase or course renewal.',
    );
    expect(sent).toEqual([{ amount: POINTS_TO_DEBIT }]);
    expect(queryClient.getQueryData(pointsKeys.amount)).toBe(150);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's reason when it refuses, and debits nothing", async () => {
    stubFetch(409, {
      name: 'Conflict',
      message: 'Not enough points: your balance is 120.',
      code: 0,
      status: 409,
    });
    render(<SpendPanel balance={POINTS_SPEND_THRESHOLD} />);
    const user = userEvent.setup();
    await user.click(spendButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Spend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough points: your balance is 120.');
    expect(queryClient.getQueryData(pointsKeys.amount)).toBeUndefined();
  });
});
