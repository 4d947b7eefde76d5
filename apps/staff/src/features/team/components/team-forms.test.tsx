import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../../lib/session/session-context';
import type { InviteDetails } from '../api/get-invite';
import type { TeamMember } from '../lib/member';
import { AcceptForm } from './accept-form';
import { MemberRow } from './member-row';

/** The team screens' own rules, before any call (decision 053). */
const session: Session = {
  state: { status: 'signed-out', notice: null },
  adoptToken: async () => 'failed',
  signOut: async () => {},
};
function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
}

const details = (existingAccount: boolean): InviteDetails => ({
  status: 'valid',
  school: 'Mindful School',
  email: 'nina@example.test',
  role: 'expert',
  existingAccount,
});

const TOKEN = 't'.repeat(43);

afterEach(() => vi.restoreAllMocks());

describe('AcceptForm', () => {
  it('a new account: name, a long enough password and the same again, checked before any call', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const onAccepted = vi.fn(async () => true);
    render(wrap(<AcceptForm token={TOKEN} details={details(false)} onAccepted={onAccepted} />));
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Join the team' });

    await user.click(submit);
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Nina');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(submit);
    expect(screen.getByText('The password needs at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Repeat the password'), 'different');
    await user.click(submit);
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it("an existing account: only that account's password, no name", () => {
    render(wrap(<AcceptForm token={TOKEN} details={details(true)} onAccepted={async () => true} />));
    expect(screen.getByLabelText('Your current password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Repeat the password')).not.toBeInTheDocument();
  });
});

describe('MemberRow', () => {
  const admin: TeamMember = { id: 1, displayName: 'Ada', email: 'ada@x.test', role: 'admin', courses: [] };
  const props = { isMe: true, onEditCourses: () => {}, onRemove: () => {} };

  it('the only administrator can be neither demoted nor removed, and the row says why', () => {
    render(wrap(<MemberRow member={admin} isLastAdmin {...props} />));
    expect(screen.getByRole('button', { name: 'Make expert' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(screen.getByText(/only administrator cannot be demoted/)).toBeInTheDocument();
  });

  it('with another administrator both actions are open', () => {
    render(wrap(<MemberRow member={admin} isLastAdmin={false} {...props} />));
    expect(screen.getByRole('button', { name: 'Make expert' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(screen.getByText('No courses assigned')).toBeInTheDocument();
  });
});
