import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';

// jsdom joins the verb and the hidden name without the space a browser reads between them.
const OPENER = /^Delete ?Summer banner$/;

function renderButton(onConfirm: () => Promise<unknown>) {
  render(
    <ConfirmButton
      label="Delete"
      hiddenName="Summer banner"
      title="Delete “Summer banner”?"
      cancelLabel="Cancel"
      closeLabel="Close"
      onConfirm={onConfirm}
      failureText={(error) => (error instanceof Error ? error.message : 'Unknown')}
    >
      <p>Learners stop seeing it.</p>
    </ConfirmButton>,
  );
}

describe('ConfirmButton', () => {
  it('asks first; cancelling acts on nothing; confirming acts and closes', async () => {
    const onConfirm = vi.fn(async () => undefined);
    renderButton(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: OPENER }));
    expect(screen.getByRole('dialog', { name: 'Delete “Summer banner”?' })).toHaveTextContent(
      'Learners stop seeing it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: OPENER }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a refusal in the dialog as an alert, and forgets it on close', async () => {
    renderButton(async () => {
      throw new Error('Used by 3 orders');
    });
    await userEvent.click(screen.getByRole('button', { name: OPENER }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Used by 3 orders');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: OPENER }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
