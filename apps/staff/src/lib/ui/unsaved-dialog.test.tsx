import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';
import { UnsavedDialog } from './unsaved-dialog';

function DirtyForm() {
  const blocker = useUnsavedGuard(true);
  return (
    <>
      <Link to="/other">Elsewhere</Link>
      <UnsavedDialog ns="referral" blocker={blocker} />
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter([
    { path: '/', element: <DirtyForm /> },
    { path: '/other', element: <p>Other page</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('UnsavedDialog', () => {
  it('asks before leaving unsaved changes, in the feature’s words: stay keeps the page, leave goes', async () => {
    const user = userEvent.setup();
    const router = renderForm();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(screen.getByText('The changes to the rules will be lost.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
  });
});
