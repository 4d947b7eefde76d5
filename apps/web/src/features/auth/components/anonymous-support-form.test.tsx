import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnonymousSupportForm } from './anonymous-support-form';

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).includes('/support-category')) {
      return json([
        { id: 10, sort: 1, title: 'Hand in homework', target_product: 1, requireProduct: true },
        { id: 1, sort: 3, title: 'Technical problem', target_product: 0, requireProduct: false },
      ]);
    }
    return json({ id: 1, ...JSON.parse(String(init?.body)) }, 201);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('AnonymousSupportForm (spec 01 §5)', () => {
  it('offers only the topics that need no product', async () => {
    render(<AnonymousSupportForm />);
    const topic = await screen.findByLabelText('Topic (optional)');
    expect([...(topic as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Something else',
      'Technical problem',
    ]);
  });

  it('keeps the button disabled until there is a message, and ignores a submit with a field empty', async () => {
    const user = userEvent.setup();
    render(<AnonymousSupportForm />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'Cannot sign in');
    expect(send).toBeEnabled();
    await user.click(send);
    // Silently ignored: no call, no error, the empty e-mail gets the focus.
    expect(posts()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('refuses an invalid e-mail and a message over 500 characters, sending nothing', async () => {
    const user = userEvent.setup();
    render(<AnonymousSupportForm />);
    await user.type(screen.getByLabelText('E-mail'), 'guest@');
    await user.type(screen.getByLabelText('First name'), 'Guest');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(screen.getByText('501 / 500')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('sends e-mail, name, message and topic, then says where the answer goes', async () => {
    const user = userEvent.setup();
    render(<AnonymousSupportForm />);
    await user.type(screen.getByLabelText('E-mail'), ' Guest@Example.com ');
    await user.type(screen.getByLabelText('First name'), 'Guest');
    await user.selectOptions(await screen.findByLabelText('Topic (optional)'), 'Technical problem');
    await user.type(screen.getByLabelText('Message'), 'Cannot sign in');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will reply to guest@example.com');
    const [url, init] = posts()[0] as [string, RequestInit];
    expect(url).toContain('/spa/api/v1/tech-questions/anonymous?lang=en');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'guest@example.com',
      name: 'Guest',
      message: 'Cannot sign in',
      support_category_id: 1,
    });
  });

  it('shows the try-again message and the server’s field errors, keeping what was typed', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/support-category')
        ? json([])
        : json([{ field: 'email', message: 'Bad address' }], 422),
    );
    const user = userEvent.setup();
    render(<AnonymousSupportForm />);
    await user.type(screen.getByLabelText('E-mail'), 'guest@example.com');
    await user.type(screen.getByLabelText('First name'), 'Guest');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Please try again.',
    );
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Bad address'));
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });
});
