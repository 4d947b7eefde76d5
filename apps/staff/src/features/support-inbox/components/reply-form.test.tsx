import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportReply } from '../lib/support-request';
import { ReplyForm } from './reply-form';
import { ReplyThread } from './reply-thread';

/** The inbox's reply form: its own checks before a call, and what it says after one. */
const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The staff API: `GET /staff/mail` answers whether the server sends mail (issue 28); every other
 * call gets `reply()`. Answers the spy, whose calls other than the mail status are `posts()`.
 */
function serve(reply: () => Response, configured = true) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).includes('/staff/mail?') ? answer(200, { configured }) : reply(),
    );
  const posts = () => fetch.mock.calls.filter(([url]) => !String(url).includes('/staff/mail?'));
  return { fetch, posts };
}
const wireReply = (mailed: boolean, mail: string) => ({
  id: 1,
  author_name: 'Ada',
  body: 'Hi',
  created_at: 1,
  mailed_at: mailed ? 2 : null,
  mail,
});
async function sendHi(button = 'Send') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Reply'), 'Hi');
  await user.click(screen.getByRole('button', { name: button }));
}

afterEach(() => vi.restoreAllMocks());

describe('ReplyForm', () => {
  it('an empty reply is refused before any call; the counter counts', async () => {
    const { posts } = serve(() => answer(500, {}));
    render(wrap(<ReplyForm requestId={7} email="gina@example.com" />));
    const user = userEvent.setup();
    expect(screen.getByText(/goes to gina@example.com/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reply'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write the reply first.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    await user.type(screen.getByLabelText('Reply'), 'Hi');
    expect(screen.getByText('5 of 5000 characters')).toBeInTheDocument();
  });

  it('"Send and close" sends close; a reply kept but not mailed says so', async () => {
    const { posts } = serve(() => answer(201, wireReply(false, 'failed')));
    render(wrap(<ReplyForm requestId={7} email="gina@example.com" />));
    await sendHi('Send and close');
    expect(await screen.findByRole('alert')).toHaveTextContent('the mail did not go out');
    const [url, init] = posts()[0]!;
    expect(String(url)).toContain('/spa/api/v1/staff/support-requests/7/replies');
    expect(JSON.parse(String(init?.body))).toEqual({ body: 'Hi', close: true });
    expect(screen.getByLabelText('Reply')).toHaveValue('');
  });

  it('a reply a mail server took: "The reply has been sent."', async () => {
    serve(() => answer(201, wireReply(true, 'sent')));
    render(wrap(<ReplyForm requestId={7} email="gina@example.com" />));
    await sendHi();
    expect(await screen.findByRole('status')).toHaveTextContent('The reply has been sent.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('a server without mail: said before writing, and after sending it is never "sent" (issue 28)', async () => {
    serve(() => answer(201, wireReply(false, 'not_configured')), false);
    render(wrap(<ReplyForm requestId={7} email="gina@example.com" />));
    expect(await screen.findByRole('note')).toHaveTextContent(
      /^Mail is not configured on this server: replies are saved here but not e-mailed.*set SMTP_URL/,
    );
    await sendHi();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mail is not configured: the reply is saved in the console, but the learner gets no e-mail and cannot see it in the app.',
    );
    expect(screen.queryByText(/has been sent/)).toBeNull();
  });

  it("the server's message for the text is shown beside it", async () => {
    serve(() => answer(422, [{ field: 'body', message: 'Too long.' }]));
    render(wrap(<ReplyForm requestId={7} email="gina@example.com" />));
    await sendHi();
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
  });

  it('without an address there is nothing to send', () => {
    serve(() => answer(500, {}));
    render(wrap(<ReplyForm requestId={7} email={null} />));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/cannot be answered by mail/)).toBeInTheDocument();
  });
});

describe('ReplyThread', () => {
  const unsent: SupportReply = { id: 3, authorName: 'Ada', body: 'Hello', createdAt: 1000, mailedAt: null };

  it('a reply not e-mailed on a server with mail: "Not sent" and "Send again", which says when it went', async () => {
    const { posts } = serve(() => answer(200, { ...wireReply(true, 'sent'), id: 3 }));
    render(wrap(<ReplyThread requestId={7} replies={[unsent]} />));
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The reply has been sent.');
    expect(String(posts()[0]![0])).toContain('/support-requests/7/replies/3/resend');
  });

  it('on a server without mail: says so, and offers no "Send again" that would send nothing', async () => {
    const { posts } = serve(() => answer(500, {}), false);
    render(wrap(<ReplyThread requestId={7} replies={[unsent]} />));
    expect(await screen.findByText('Not e-mailed: mail is not configured')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(screen.queryByText('Not sent')).toBeNull();
    expect(posts()).toEqual([]);
  });
});
