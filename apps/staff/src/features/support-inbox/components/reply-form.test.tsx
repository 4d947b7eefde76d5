import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplyForm } from './reply-form';

/** The inbox's reply form: its own checks before a call, and what it says after one. */
const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('ReplyForm', () => {
  it('an empty reply is refused before any call; the counter counts', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(wrap(<ReplyForm requestId={7} email="gina@example.com" />));
    const user = userEvent.setup();
    expect(screen.getByText(/goes to gina@example.com/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reply'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write the reply first.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reply'), 'Hi');
    expect(screen.getByText('5 of 5000 characters')).toBeInTheDocument();
  });

  it('"Send and close" sends close; a reply kept but not mailed says so', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        answer(201, { id: 1, author_name: 'Ada', body: 'Hi', created_at: 1, mailed_at: null }),
      );
    render(wrap(<ReplyForm requestId={7} email="gina@example.com" />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reply'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send and close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the mail did not go out');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/spa/api/v1/staff/support-requests/7/replies');
    expect(JSON.parse(String(init?.body))).toEqual({ body: 'Hi', close: true });
    expect(screen.getByLabelText('Reply')).toHaveValue('');
  });

  it("the server's message for the text is shown beside it", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(422, [{ field: 'body', message: 'Too long.' }]));
    render(wrap(<ReplyForm requestId={7} email="gina@example.com" />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reply'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
  });

  it('without an address there is nothing to send', () => {
    render(wrap(<ReplyForm requestId={7} email={null} />));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/cannot be answered by mail/)).toBeInTheDocument();
  });
});
