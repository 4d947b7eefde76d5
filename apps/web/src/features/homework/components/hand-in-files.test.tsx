import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import HandInFiles from './hand-in-files';

describe('hand-in files', () => {
  // spec 02 §8 media capture: a photo or a video task can be done with the camera at once.
  it.each([
    ['photo', 'Take a photo'],
    ['video', 'Record a video'],
  ] as const)('offers the camera for a %s task', (kind, label) => {
    render(<HandInFiles kind={kind} disabled={false} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: label })).toBeEnabled();
  });

  it('offers no camera for a file task, and none while the form is busy', () => {
    const { unmount } = render(<HandInFiles kind="file" disabled={false} onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Take a photo|Record a video/ })).toBeNull();
    unmount();
    render(<HandInFiles kind="photo" disabled onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeDisabled();
  });

  it('says in the dialog that this browser cannot capture (jsdom has no camera)', async () => {
    render(<HandInFiles kind="photo" disabled={false} onChange={vi.fn()} />);
    screen.getByRole('button', { name: 'Take a photo' }).click();
    expect(await screen.findByRole('dialog', { name: 'Take a photo' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(/\(not supported\)/);
  });
});
