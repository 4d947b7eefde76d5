import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TestRoutes, testRouter } from '../../../test/memory-router';
import type { LoginResult } from '../api/login';
import { LoginForm } from './login-form';

function renderForm(submit: (body: { email: string; password: string }) => Promise<LoginResult>) {
  const onSuccess = vi.fn();
  const router = testRouter();
  const routes: RouteObject[] = [
    { path: '/', element: <LoginForm submit={submit} onSuccess={onSuccess} /> },
    { path: '/reset', element: <h1>Reset page</h1> },
  ];
  render(
    <MemoryRouter>
      <TestRoutes routes={routes} router={router} />
    </MemoryRouter>,
  );
  return { onSuccess, router, user: userEvent.setup() };
}

const emailField = () => screen.getByLabelText('E-mail');
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

describe('LoginForm', () => {
  it('asks for both fields, ties the messages to them and does not submit', async () => {
    const submit = vi.fn();
    const { user } = renderForm(submit);
    await user.click(signIn());
    expect(emailField()).toHaveAccessibleDescription('Enter your e-mail');
    expect(passwordField()).toHaveAccessibleDescription('Enter your password');
    expect(emailField()).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail', async () => {
    const { user } = renderForm(vi.fn());
    await user.type(emailField(), 'anna@');
    await user.type(passwordField(), 'x');
    await user.click(signIn());
    expect(emailField()).toHaveAccessibleDescription('Enter a valid e-mail address');
  });

  it('sends the e-mail trimmed and lower-cased, then reports success', async () => {
    const result: LoginResult = { kind: 'success', token: 't', user: {} as never };
    const submit = vi.fn().mockResolvedValue(result);
    const { user, onSuccess } = renderForm(submit);
    await user.type(emailField(), '  Anna@Example.COM ');
    await user.type(passwordField(), 'secret');
    await user.click(signIn());
    expect(submit).toHaveBeenCalledWith({ email: 'anna@example.com', password: 'secret' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(result));
  });

  it('blocks a second submit while one is in flight', async () => {
    let finish: (result: LoginResult) => void = () => undefined;
    const submit = vi.fn(() => new Promise<LoginResult>((resolve) => (finish = resolve)));
    const { user } = renderForm(submit);
    await user.type(emailField(), 'a@b.co');
    await user.type(passwordField(), 'p');
    await user.click(signIn());
    expect(signIn()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    finish({ kind: 'failed', message: null });
    await waitFor(() => expect(signIn()).toBeEnabled());
  });

  it('stays busy until the success handler has finished', async () => {
    let done: () => void = () => undefined;
    const onSuccess = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const submit = vi.fn().mockResolvedValue({ kind: 'success', token: 't', user: {} as never });
    render(
      <MemoryRouter>
        <TestRoutes routes={[{ path: '/', element: <LoginForm submit={submit} onSuccess={onSuccess} /> }]} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(emailField(), 'a@b.co');
    await user.type(passwordField(), 'p');
    await user.click(signIn());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(signIn()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    done();
    await waitFor(() => expect(signIn()).toBeEnabled());
  });

  it('shows server field errors and reveals Restore after a password error', async () => {
    const submit = vi
      .fn()
      .mockResolvedValue({ kind: 'field-errors', errors: { password: ['Incorrect e-mail or password.'] } });
    const { user, router } = renderForm(submit);
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    await user.type(emailField(), 'a@b.co');
    await user.type(passwordField(), 'wrong');
    await user.click(signIn());
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeVisible();
    // One way to recovery, not a link and a button doing the same (issue 8).
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    expect(passwordField()).toHaveAccessibleDescription('Incorrect e-mail or password.');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(router.state.location.pathname).toBe('/reset');
  });

  it('says "failed to sign in" when the failure has no field errors', async () => {
    const { user } = renderForm(vi.fn().mockResolvedValue({ kind: 'failed', message: null }));
    await user.type(emailField(), 'a@b.co');
    await user.type(passwordField(), 'p');
    await user.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in, try later');
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('shows the server message of a rate limit', async () => {
    const { user } = renderForm(vi.fn().mockResolvedValue({ kind: 'failed', message: 'Too many attempts.' }));
    await user.type(emailField(), 'a@b.co');
    await user.type(passwordField(), 'p');
    await user.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('shows and hides the password', async () => {
    const { user } = renderForm(vi.fn());
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
