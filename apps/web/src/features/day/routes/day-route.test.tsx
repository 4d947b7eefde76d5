import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { configFixture } from '../../../test/config-fixture';
import { TestRoutes } from '../../../test/memory-router';
import { Component as DayScreen } from './day-route';

afterEach(() => vi.unstubAllGlobals());

describe('/course/{streamId}/calendar/{dayNumber} with a day number that is no number', () => {
  it('says the course has no such day, not that the course is missing, and asks nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <ConfigContext.Provider value={configFixture()}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/course/1/calendar/abc']}>
            <TestRoutes
              routes={[{ path: '/course/:streamId/calendar/:dayNumber', element: <DayScreen /> }]}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </ConfigContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'The course has no such day' })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
