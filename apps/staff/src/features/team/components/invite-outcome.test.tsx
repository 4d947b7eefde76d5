import type { MailOutcome } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../../lib/session/session-context';
import type { SentInvite } from '../lib/member';
import TeamScreen from '../routes/team-screen';
import { InviteOutcome } from './invite-outcome';

/**
 * What the console says after an invitation (issue 28): "sent" only when the server mailed it;
 * without mail on the server, plainly that nobody was e-mailed, with the link and a Copy button.
 */
const LINK = `https://school.test/staff/invite/${'k'.repeat(43)}`;
const NOT_CONFIGURED =
  'Mail is not configured on this server: the invitation was not e-mailed. Copy this link and send it yourself.';

const session: Session = {
  state: {
    status: 'signed-in',
    token: 'token',
    me: { id: 1, displayName: 'Ada', email: 'ada@school.test', role: 'admin', courses: [] },
  },
  adoptToken: async () => 'signed-in',
  signOut: async () => {},
};
const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
  </QueryClientProvider>
);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The staff API as the team screen calls it, the server's mail as told. */
function serve(mail: MailOutcome, configured: boolean) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname.replace('/spa/api/v1/staff', '')}`;
    if (route === 'GET /mail') return json(200, { configured });
    if (route === 'GET /courses') return json(200, [{ id: 5, title: 'Yoga' }]);
    if (route === 'GET /members') {
      return json(200, {
        members: [
          { id: 1, name: 'Ada', last_name: null, email: 'ada@school.test', role: 'admin', courses: [] },
        ],
        invites: [],
      });
    }
    if (route === 'POST /invites') {
      const body = JSON.parse(String(init?.body));
      return json(201, {
        id: 9,
        email: body.email,
        role: body.role,
        courses: [],
        created_at: 1_700_000_000,
        expires_at: 1_700_604_800,
        mail,
        link: LINK,
      });
    }
    return json(404, { name: 'Not Found', message: route, code: 0, status: 404 });
  });
}

async function invite(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Invite' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite to the team' });
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
  return user;
}

const sent = (mail: MailOutcome): SentInvite => ({
  id: 9,
  email: 'nina@example.test',
  role: 'expert',
  courses: [],
  expiresAt: 0,
  mail,
  link: LINK,
});

afterEach(() => vi.restoreAllMocks());

describe('the team screen after an invitation', () => {
  it('without mail on the server: says so before and after, never "sent", and gives the link to copy', async () => {
    serve('not_configured', false);
    render(wrap(<TeamScreen />));
    expect(
      await screen.findByRole('note', { name: 'Mail is not configured on this server' }),
    ).toHaveTextContent(/set SMTP_URL \(and MAIL_FROM/);

    const user = await invite('nina@example.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_CONFIGURED);
    expect(screen.queryByText(/Invitation sent/)).toBeNull();
    expect(screen.getByLabelText('Invitation link')).toHaveValue(LINK);
    // user-event's clipboard stands in for the browser's.
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
  });

  it('with mail on the server: says it was sent, with no notice, and still shows the link', async () => {
    serve('sent', true);
    render(wrap(<TeamScreen />));
    await invite('nina@example.test');
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to nina@example.test');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByLabelText('Invitation link')).toHaveValue(LINK);
  });
});

describe('InviteOutcome', () => {
  it('a mail the server could not send: says so with the address, and the link', () => {
    render(wrap(<InviteOutcome invite={sent('failed')} />));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The invitation to nina@example.test could not be e-mailed. Copy this link and send it yourself.',
    );
    expect(screen.getByLabelText('Invitation link')).toHaveValue(LINK);
  });

  it('without the Clipboard API the link is copied from the selected field, else left selected', async () => {
    const user = userEvent.setup();
    // A page where the Clipboard API is missing (plain http, an older browser).
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(wrap(<InviteOutcome invite={sent('not_configured')} />));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    const field = screen.getByLabelText<HTMLInputElement>('Invitation link');
    expect(field).toHaveFocus();
    expect(field.selectionEnd! - field.selectionStart!).toBe(LINK.length);
    expect(screen.getByRole('status')).toHaveTextContent('The link is selected: press Ctrl+C');

    execCommand.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    Reflect.deleteProperty(document, 'execCommand');
  });
});
