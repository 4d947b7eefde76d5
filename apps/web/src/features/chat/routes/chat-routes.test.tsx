import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { configFixture } from '../../../test/config-fixture';
import { TestRoutes } from '../../../test/memory-router';
import { Component as ChatScreen } from './chat-route';
import { Component as ChatsScreen } from './chats-route';

function renderAt(path: string, isChatSupport: boolean) {
  const config = configFixture();
  config.components.brand.isChatSupport = isChatSupport;
  const routes: RouteObject[] = [
    { path: '/chat', element: <ChatsScreen /> },
    { path: '/chat/:chatId', element: <ChatScreen /> },
  ];
  render(
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <TestRoutes routes={routes} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigContext.Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('chat screens of a brand without chat (spec 02 §2 "section not available")', () => {
  it('show the notice on the list and on a chat, and call nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/chat', false);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    expect(screen.getByText('This section is not available for this course.')).toBeVisible();
    renderAt('/chat/5', false);
    expect(screen.getAllByText('This section is not available for this course.')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a chat address that names no chat is not found, without calling', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/chat/abc', true);
    expect(screen.getByRole('alert')).toHaveTextContent('This chat was not found.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
