import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pointsKeys } from '../../features/points/api/points-keys';
import { usePointsAtStart } from './use-points-at-start';

afterEach(() => vi.unstubAllGlobals());

function renderWith(userId: number | undefined) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>{children}</QueryClientProvider>
  );
  renderHook(() => usePointsAtStart(userId), { wrapper });
  return queries;
}

describe('points at start (spec 01 §4)', () => {
  it('loads the balance of a learner the app has just come to know', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ amount: 240 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const queries = renderWith(7);
    await waitFor(() => expect(queries.getQueryData(pointsKeys.amount)).toBe(240));
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toMatch(
      /\/spa\/api\/v1\/user-score\/amount\?lang=/,
    );
  });

  it('asks nothing while no learner is known', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const queries = renderWith(undefined);
    // The module the call lives in loads first: give it the time it would take.
    await import('../../features/points/api/get-points-amount');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();
    expect(queries.getQueryState(pointsKeys.amount)).toBeUndefined();
  });
});
