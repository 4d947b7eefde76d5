import { mailNotificationSwitchBody } from '@cp/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { type MailSwitches, toMailSwitches } from '../api/get-mail-notifications';
import { toMailSwitchBody } from '../api/set-mail-notification';
import { MailNotificationsSwitches } from './mail-notifications-switches';

const allOn: MailSwitches = {
  homework_reviewed: true,
  expert_answered: true,
  consultations: true,
  renewal_failed: true,
  access_ending: true,
};

describe('the e-mail switches on the wire (issue 32)', () => {
  it('reads 1/0 flags as booleans and sends one switch as the server takes it', () => {
    expect(
      toMailSwitches({
        homework_reviewed: 1,
        expert_answered: 0,
        consultations: 1,
        renewal_failed: 1,
        access_ending: 0,
      }),
    ).toEqual({ ...allOn, expert_answered: false, access_ending: false });
    const body = toMailSwitchBody('renewal_failed', false);
    expect(body).toEqual({ kind: 'renewal_failed', enabled: 0 });
    expect(mailNotificationSwitchBody.parse(body)).toEqual(body);
  });
});

describe('MailNotificationsSwitches', () => {
  it('shows one switch per kind in its saved state and saves one change', async () => {
    const save = vi.fn().mockResolvedValue({ ...allOn, expert_answered: false });
    const onSaved = vi.fn();
    render(
      <MailNotificationsSwitches
        switches={{ ...allOn, access_ending: false }}
        save={save}
        onSaved={onSaved}
      />,
    );
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect(screen.getByRole('switch', { name: 'Access ending soon' })).not.toBeChecked();
    const digest = screen.getByRole('switch', { name: 'Answers from your experts' });
    expect(digest).toBeChecked();
    await userEvent.click(digest);
    expect(save).toHaveBeenCalledWith('expert_answered', false);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(digest).not.toBeChecked();
    // The server's answer is the state shown, every switch.
    expect(screen.getByRole('switch', { name: 'Access ending soon' })).toBeChecked();
    expect(screen.getByText('E-mails about “Answers from your experts” are off.')).toBeVisible();
  });

  it('puts the switch back and says so when saving fails', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(500, null));
    render(<MailNotificationsSwitches switches={allOn} save={save} onSaved={vi.fn()} />);
    const homework = screen.getByRole('switch', { name: 'Homework reviewed' });
    await userEvent.click(homework);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(homework).toBeChecked();
    expect(homework).toBeEnabled();
  });
});
