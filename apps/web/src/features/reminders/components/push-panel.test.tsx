import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { configFixture } from '../../../test/config-fixture';
import { PushPanel } from './push-panel';

const web = vi.hoisted(() => ({
  state: 'prompt' as string,
  enablePush: vi.fn(async () => 'subscribed'),
  disablePush: vi.fn(async () => 'granted'),
}));

vi.mock('../../../lib/push/web-push', () => ({
  readPushState: vi.fn(async () => web.state),
  enablePush: web.enablePush,
  disablePush: web.disablePush,
  syncPushSubscription: vi.fn(async () => undefined),
}));

function renderPanel(accountNotificationsOff = false) {
  const config = configFixture();
  config.domain.push = { enabled: false, vapidPublicKey: 'KEY' };
  render(
    <ConfigContext.Provider value={config}>
      <MemoryRouter>
        <PushPanel accountNotificationsOff={accountNotificationsOff} />
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
}

beforeEach(() => {
  web.enablePush.mockClear();
  web.disablePush.mockClear();
});

describe('PushPanel', () => {
  it.each([
    ['unsupported', 'This browser cannot show notifications'],
    ['denied', 'Notifications for this site are blocked in your browser'],
  ])('explains the %s state and offers no button that cannot work', async (state, text) => {
    web.state = state;
    renderPanel();
    expect(await screen.findByText(new RegExp(text))).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks the browser only on a click, then says reminders come here', async () => {
    web.state = 'prompt';
    renderPanel();
    const allow = await screen.findByRole('button', { name: 'Allow notifications' });
    expect(web.enablePush).not.toHaveBeenCalled();
    await userEvent.click(allow);
    expect(web.enablePush).toHaveBeenCalledWith('KEY');
    expect(await screen.findByText('Reminders come to this browser.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Stop reminders here' }));
    expect(web.disablePush).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Get reminders here' })).toBeVisible();
  });

  it('says so when subscribing failed', async () => {
    web.state = 'granted';
    web.enablePush.mockRejectedValueOnce(new Error('AbortError: Registration failed'));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Get reminders here' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not subscribe this browser');
  });

  it('warns when notifications are off for the whole account', async () => {
    web.state = 'subscribed';
    renderPanel(true);
    expect(await screen.findByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/user/settings/notifications',
    );
  });
});
