import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignForm } from './design-panel';
import { IssuedPanel } from './issued-panel';

/** The certificates screen (issue 32): the design form with its live preview, the issued list's revocation. */
const wrap = (children: ReactNode) => {
  const router = createMemoryRouter([{ path: '/', element: children }]);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const saved = {
  show_logo: true,
  primary_color: '#1f3a5f',
  accent_color: '#c9a227',
  signature_text: '',
  logo_url: '/v/brand/1/logo.png',
  school_name: 'Mindful School',
};

afterEach(() => vi.restoreAllMocks());

describe('DesignForm', () => {
  it('redraws the preview as it is typed, refuses a bad colour before sending, then saves the whole design', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { ...saved, primary_color: '#aa3300', signature_text: 'Anna, head' }));
    render(wrap(<DesignForm saved={saved} />));
    const user = userEvent.setup();
    const preview = screen.getByTestId('certificate-preview');
    expect(preview.querySelector('img')).toHaveAttribute('src', '/v/brand/1/logo.png');
    const primary = screen.getByLabelText('Main colour');
    await user.clear(primary);
    await user.type(primary, '#aa33');
    // Half a colour: the preview keeps the saved one.
    expect(preview.style.getPropertyValue('--certificate-primary')).toBe('#1f3a5f');
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    expect(primary).toHaveAccessibleDescription(/Enter a colour as #rrggbb\./);
    expect(fetch).not.toHaveBeenCalled();

    await user.type(primary, '00');
    expect(preview.style.getPropertyValue('--certificate-primary')).toBe('#aa3300');
    await user.type(screen.getByLabelText('Signature line'), 'Anna, head');
    expect(within(preview).getByText('Anna, head')).toBeVisible();
    await user.click(screen.getByLabelText('Show the school logo'));
    expect(preview.querySelector('img')).toBeNull();
    await user.click(screen.getByLabelText('Show the school logo'));
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/console/certificate-design?');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      show_logo: true,
      primary_color: '#aa3300',
      accent_color: '#c9a227',
      signature_text: 'Anna, head',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/Design saved/);
  });

  it('shows the server’s refusal of a field under that field', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, [{ field: 'signature_text', message: 'Must not contain the NUL character.' }]),
    );
    render(wrap(<DesignForm saved={saved} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Signature line'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('Must not contain the NUL character.')).toBeVisible();
  });
});

describe('IssuedPanel', () => {
  it('lists the certificates and revokes one after asking', async () => {
    const row = {
      id: 5,
      number: 3,
      code: 'abcdefghijklmnopqrstuv',
      learner_name: 'Анна Смирнова',
      course_title: 'Morning calm',
      school_name: 'Mindful School',
      issued_at: 1_760_000_000,
      revoked_at: null,
      verify_url: 'https://mindful.school/certificates/abcdefghijklmnopqrstuv',
      user_id: 9,
      user_email: 'anna@example.com',
    };
    let revoked = false;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') {
        revoked = true;
        return json(200, { ...row, revoked_at: 1_760_100_000 });
      }
      return json(200, { items: [{ ...row, revoked_at: revoked ? 1_760_100_000 : null }], total: 1 });
    });
    render(wrap(<IssuedPanel />));
    const user = userEvent.setup();
    expect(await screen.findByText('Анна Смирнова')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verification page' })).toHaveAttribute('href', row.verify_url);
    await user.click(screen.getByRole('button', { name: /Revoke/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Revoke the certificate of Анна Смирнова?');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(/Revoked on/)).toBeVisible();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => init?.method === 'POST' && String(url).includes('/console/certificates/5/revoke'),
      ),
    ).toBe(true);
  });
});
