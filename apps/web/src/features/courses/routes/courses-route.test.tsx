import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { paymentPaths } from '../../../lib/routing/payment-paths';
import { configFixture } from '../../../test/config-fixture';
import { TestRoutes } from '../../../test/memory-router';
import { Component as CoursesScreen } from './courses-route';

afterEach(() => vi.unstubAllGlobals());

describe('/course without any stream', () => {
  it('says there are no courses yet and leads to the catalogue (issue 27)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const routes: RouteObject[] = [
      { path: '/course', element: <CoursesScreen /> },
      { path: paymentPaths.catalog, element: <p>catalogue</p> },
    ];
    render(
      <ConfigContext.Provider value={configFixture()}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={['/course']}>
            <TestRoutes routes={routes} />
          </MemoryRouter>
        </QueryClientProvider>
      </ConfigContext.Provider>,
    );
    expect(await screen.findByText('You have no courses yet.')).toBeVisible();
    screen.getByRole('link', { name: 'See the courses on offer' }).click();
    expect(await screen.findByText('catalogue')).toBeVisible();
  });
});
