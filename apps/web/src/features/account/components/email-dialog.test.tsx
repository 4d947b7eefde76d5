import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EmailSaveResult } from '../api/update-user-email';
import { EmailDialog } from './email-dialog';

function renderDialog(save: (email: string) => Promise<EmailSaveResult>) {
  const onDone = vi.fn();
  render(<EmailDialog save={save} onDone={onDone} />);
  return { onDone, user: userEvent.setup() };
}

const field = () => screen.getByLabelText('E-mail');
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('EmailDialog (spec 01 §4 step 7, §5)', () => {
  it('asks for an e-mail when it is empty and sends nothing', async () => {
    const save = vi.fn();
    const { user, onDone } = renderDialog(save);
    await user.click(saveButton());
    expect(field()).toHaveAccessibleDescription('Enter an e-mail');
    expect(save).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves the e-mail trimmed and lower-cased, and reports it saved', async () => {
    const save = vi.fn().mockResolvedValue({ ok: true, user: {} });
    const { user, onDone } = renderDialog(save);
    await user.type(field(), ' Anna@Example.com ');
    await user.click(saveButton());
    expect(save).toHaveBeenCalledWith('anna@example.com');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
  });

  it('shows the server e-mail errors joined by commas', async () => {
    const { user, onDone } = renderDialog(
      vi.fn().mockResolvedValue({ ok: false, message: 'Taken, Really taken' }),
    );
    await user.type(field(), 'a@b.co');
    await user.click(saveButton());
    expect(await screen.findByText('Taken, Really taken')).toBeVisible();
    expect(field()).toHaveAccessibleDescription('Taken, Really taken');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the address could not be checked when the server gave no e-mail error', async () => {
    const { user } = renderDialog(vi.fn().mockResolvedValue({ ok: false, message: null }));
    await user.type(field(), 'a@b.co');
    await user.click(saveButton());
    expect(await screen.findByText('Could not check the address')).toBeVisible();
  });

  it('cancels', async () => {
    const { user, onDone } = renderDialog(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledWith(false);
  });
});
