import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Close the consultation?"
          closeLabel="Close"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          actions={<button type="button">Confirm</button>}
        >
          <p>It ends at the newest message.</p>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a named modal dialog; Escape and the close button ask the owner; focus returns to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Close the consultation?' });
    expect(dialog).toHaveAttribute('open');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open when StrictMode runs its effect twice (development): the close event of the cleanup is not the person', async () => {
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Harness onClose={onClose} />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    // The cleanup's close event arrives a task later, as in the browser.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Close the consultation?' })).toHaveAttribute('open');
  });
});
