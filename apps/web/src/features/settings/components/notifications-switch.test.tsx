import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import type { CurrentUser } from '../../../lib/session/current-user';
import { toNotificationBody } from '../api/set-notification';
import { NotificationsSwitch } from './notifications-switch';

const user = (disableNotification: boolean) => ({ disableNotification }) as CurrentUser;

describe('toNotificationBody (spec 01 §3: 1 or 0)', () => {
  it('sends disable_notification 0 to turn notifications on, 1 to turn them off', () => {
    expect(toNotificationBody(true)).toEqual({ disable_notification: 0 });
    expect(toNotificationBody(false)).toEqual({ disable_notification: 1 });
  });
});

describe('NotificationsSwitch (spec 01 §2 settingsNotifications)', () => {
  it('shows the saved state and saves a change', async () => {
    const save = vi.fn().mockResolvedValue(user(true));
    const onSaved = vi.fn();
    render(<NotificationsSwitch enabled save={save} onSaved={onSaved} />);
    const toggle = screen.getByRole('switch', { name: 'Receive notifications' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(save).toHaveBeenCalledWith(false);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(user(true)));
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Notifications are off.')).toBeVisible();
  });

  it('puts the switch back when saving fails', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(500, null));
    render(<NotificationsSwitch enabled={false} save={save} onSaved={vi.fn()} />);
    const toggle = screen.getByRole('switch');
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
  });
});
