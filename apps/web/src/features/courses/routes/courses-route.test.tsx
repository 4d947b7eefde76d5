import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { paymentPaths } from '../../../lib/routing/payment-paths';
import { configFixture } from '../../../test/config-fixture';
import { Component as CoursesScreen } from './courses-route';

afterEach(() => vi.unstubAllGlobals());

describe('/course without any stream', () => {
  it('says there are no courses yet and leads to the catalogue (issue 27)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const router = createMemoryRouter(
      [
        { path: '/course', element: <CoursesScreen /> },
        { path: paymentPaths.catalog, element: <p>catalogue</p> },
      ],
      { initialEntries: ['/course'] },
    );
    render(
      <ConfigContext.Provider value={configFixture()}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigContext.Provider>,
    );
    expect(await screen.findByText('You have no courses yet.')).toBeVisible();
    screen.getByRole('link', { name: 'See the courses on offer' }).click();
    expect(await screen.findByText('catalogue')).toBeVisible();
  });
});
