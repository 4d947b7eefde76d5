import { act, render, screen } from '@testing-library/react';
import { Link, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../config/config-context';
import { clearToken, setToken } from '../../lib/auth/token-storage';
import { stopSessionSocket } from '../../lib/realtime/session-socket';
import { configFixture } from '../../test/config-fixture';
import { AppRouter } from '../router/app-router';
import { RealtimeSession } from './realtime-session';

/** The browser's WebSocket, counted: the app's own code above it runs as it is. */
class CountedSocket {
  static opened = 0;
  onmessage = null;
  onclose = null;
  onopen = null;
  onerror = null;
  readyState = 0;
  constructor() {
    CountedSocket.opened += 1;
  }
  close() {}
  send() {}
}

function Screens() {
  return useRoutes([
    { path: '/', element: <Link to="/chat">Chat</Link> },
    { path: '/chat', element: <Link to="/">Courses</Link> },
  ]);
}

afterEach(() => {
  stopSessionSocket();
  clearToken();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('RealtimeSession', () => {
  it('keeps one socket across screens: a navigation does not reopen it', async () => {
    vi.stubGlobal('WebSocket', CountedSocket);
    CountedSocket.opened = 0;
    setToken('t0k');
    const config = configFixture();
    config.domain.notification = { websocketURI: 'ws://school.test/ws' };
    render(
      <ConfigContext.Provider value={config}>
        <AppRouter basename="/">
          <RealtimeSession />
          <Screens />
        </AppRouter>
      </ConfigContext.Provider>,
    );
    expect(CountedSocket.opened).toBe(1);
    await act(async () => screen.getByRole('link', { name: 'Chat' }).click());
    await act(async () => screen.getByRole('link', { name: 'Courses' }).click());
    expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
    expect(CountedSocket.opened).toBe(1);
  });
});
