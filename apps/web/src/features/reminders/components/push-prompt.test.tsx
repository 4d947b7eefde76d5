import { PUSH_PROMPT } from '@cp/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { configFixture } from '../../../test/config-fixture';
import { TestRoutes, testRouter } from '../../../test/memory-router';
import { PushPrompt } from './push-prompt';
import { PUSH_PROMPT_KEYS } from './push-prompt-rule';

const web = vi.hoisted(() => ({
  supported: true,
  state: 'prompt' as string,
  enablePush: vi.fn(async () => 'subscribed'),
  syncPushSubscription: vi.fn(async () => undefined),
}));

vi.mock('../../../lib/push/web-push', () => ({
  pushSupported: (key: string | null) => web.supported && Boolean(key),
  readPushState: vi.fn(async () => web.state),
  enablePush: web.enablePush,
  syncPushSubscription: web.syncPushSubscription,
}));

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function renderPrompt(vapidPublicKey: string | null = VAPID) {
  const config = configFixture();
  config.domain.push = { enabled: false, vapidPublicKey };
  const router = testRouter();
  const routes: RouteObject[] = [{ path: '*', element: <PushPrompt /> }];
  render(
    <ConfigContext.Provider value={config}>
      <MemoryRouter initialEntries={['/course']}>
        <TestRoutes routes={routes} router={router} />
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
  return router;
}

/** Lets the prompt's async checks (state, texts) settle. */
const settle = () => act(async () => {});
const prompt = () => screen.queryByRole('region', { name: 'Practice notifications' });

beforeEach(() => {
  web.supported = true;
  web.state = 'prompt';
  web.enablePush.mockClear();
  web.syncPushSubscription.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PushPrompt (spec 01 §9: 1000 page views, 100000 ms)', () => {
  it('counts every change of path as a page view', async () => {
    const router = renderPrompt();
    await settle();
    expect(window.localStorage.getItem(PUSH_PROMPT_KEYS.views)).toBe('1');
    await act(() => router.navigate('/user/points'));
    await act(() => router.navigate('/user/points?page=2'));
    await act(() => router.navigate('/course'));
    expect(window.localStorage.getItem(PUSH_PROMPT_KEYS.views)).toBe('3');
    expect(prompt()).toBeNull();
  });

  it('offers after the page views, and asks the browser only when Allow is clicked', async () => {
    window.localStorage.setItem(PUSH_PROMPT_KEYS.views, String(PUSH_PROMPT.pageViews - 1));
    renderPrompt();
    await settle();
    expect(prompt()).toBeVisible();
    expect(web.enablePush).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(web.enablePush).toHaveBeenCalledWith(VAPID);
    await settle();
    expect(prompt()).toBeNull();
    expect(window.localStorage.getItem(PUSH_PROMPT_KEYS.dismissed)).not.toBeNull();
  });

  it('offers after the delay, whatever the page views', async () => {
    vi.useFakeTimers();
    renderPrompt();
    await settle();
    await act(async () => {
      vi.advanceTimersByTime(PUSH_PROMPT.delayMs - 1);
    });
    expect(prompt()).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await settle();
    expect(prompt()).toBeVisible();
  });

  it('remembers "Not now"', async () => {
    window.localStorage.setItem(PUSH_PROMPT_KEYS.views, String(PUSH_PROMPT.pageViews));
    renderPrompt();
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();
    expect(web.enablePush).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(PUSH_PROMPT_KEYS.dismissed)).not.toBeNull();
  });

  it('says so when subscribing failed, and can be closed', async () => {
    web.enablePush.mockRejectedValueOnce(new Error('AbortError: Registration failed'));
    window.localStorage.setItem(PUSH_PROMPT_KEYS.views, String(PUSH_PROMPT.pageViews));
    renderPrompt();
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not turn notifications on.');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();
  });

  it.each([
    ['dismissed before', () => window.localStorage.setItem(PUSH_PROMPT_KEYS.dismissed, '1'), 'prompt'],
    ['blocked in the browser', () => undefined, 'denied'],
    ['already subscribed', () => undefined, 'subscribed'],
    ['unsupported', () => undefined, 'unsupported'],
  ])('stays away when %s', async (_name, arrange, state) => {
    arrange();
    web.state = state;
    web.supported = state !== 'unsupported';
    window.localStorage.setItem(PUSH_PROMPT_KEYS.views, String(PUSH_PROMPT.pageViews));
    renderPrompt();
    await settle();
    expect(prompt()).toBeNull();
  });

  it('stays away when the school publishes no VAPID key', async () => {
    window.localStorage.setItem(PUSH_PROMPT_KEYS.views, String(PUSH_PROMPT.pageViews));
    renderPrompt(null);
    await settle();
    expect(prompt()).toBeNull();
  });

  it('re-stores an existing subscription for the learner signed in now (spec 01 §4)', async () => {
    renderPrompt();
    await settle();
    expect(web.syncPushSubscription).toHaveBeenCalledWith(VAPID);
  });
});
