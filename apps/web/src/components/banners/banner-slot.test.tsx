import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../config/config-context';
import { setToken } from '../../lib/auth/token-storage';
import { configFixture } from '../../test/config-fixture';
import { BannerFrame, BannerSlot } from './banner-slot';

const wire = (id: number, positions: number[], extra: Record<string, unknown> = {}) => ({
  id,
  sort: id,
  title: `Banner ${id}`,
  file: { url: `/v/banners/${id}.svg`, name: `${id}.svg`, mime: 'image/svg+xml' },
  link: null,
  platforms: [],
  positions,
  course_ids: [],
  community_ids: [],
  application_ids: [],
  stage_day_ids: [],
  not_display_course_ids: [],
  not_display_community_ids: [],
  not_display_application_ids: [],
  ...extra,
});

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(
        JSON.stringify([
          wire(1, [1]),
          wire(2, [3], { link: '/class/user/points' }),
          wire(3, [8], { course_ids: [7] }),
          wire(4, [24]),
        ]),
        { headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});
afterEach(() => vi.unstubAllGlobals());

function renderWith(node: ReactNode, isBannerEnable = true) {
  const config = configFixture();
  config.components.brand.isBannerEnable = isBannerEnable;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </ConfigContext.Provider>,
  );
}

describe('BannerSlot', () => {
  it('shows the banners of its slot, the title as the image’s text, once fetched for all slots', async () => {
    setToken('token');
    renderWith(
      <BannerFrame position="courses">
        <p>content</p>
        <BannerSlot position="day" placement="top" courseId={8} />
      </BannerFrame>,
    );
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toHaveAttribute('src', '/v/banners/1.svg');
    // The sidebar banner links where its link says.
    expect(screen.getByRole('link', { name: 'Banner 2' })).toBeVisible();
    // Another course's banner and the phone's are not here.
    expect(screen.queryByRole('img', { name: 'Banner 3' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Banner 4' })).toBeNull();
    expect(screen.getByText('content')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/spa/api/v1/banners?lang=en');
  });

  it('shows the screen together with its top banner, never before it (issue 8, no layout shift)', async () => {
    setToken('token');
    renderWith(
      <BannerFrame position="courses">
        <p>screen</p>
      </BannerFrame>,
    );
    // The moment the screen appears, the banner above it is already in place.
    expect(await screen.findByText('screen')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeVisible();
  });

  it('follows the phone’s layout below 828 px', async () => {
    setToken('token');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    renderWith(<BannerFrame position="courses">x</BannerFrame>);
    expect(await screen.findByRole('img', { name: 'Banner 4' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Banner 1' })).toBeNull();
  });

  it('asks nothing and shows nothing where the brand turns banners off, or without a session', async () => {
    setToken('token');
    renderWith(<BannerFrame position="courses">off</BannerFrame>, false);
    expect(await screen.findByText('off')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
