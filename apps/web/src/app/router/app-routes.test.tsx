import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from '../../config/config-context';
import { setToken } from '../../lib/auth/token-storage';
import { queryClient } from '../../lib/query/query-client';
import { type CurrentUser, currentUserQueryKey } from '../../lib/session/current-user';
import { configFixture } from '../../test/config-fixture';
import { renderInMemoryRouter } from '../../test/memory-router';
import { AppRoutes } from './app-routes';

// The real route table and guards under a router base, without a server: only
// the paths where the guards need no answer from it.
async function renderAt(path: string) {
  // No QueryClientProvider here: the signed-in routes provide it themselves.
  return renderInMemoryRouter(<AppRoutes />, {
    basename: '/class',
    initialEntries: [path],
    wrap: (tree) => <ConfigContext.Provider value={configFixture()}>{tree}</ConfigContext.Provider>,
  });
}

const user = (overrides: Partial<CurrentUser>) =>
  ({ firstName: 'Anna', lastName: null, email: 'a@b.co', ...overrides }) as CurrentUser;

describe('app routes', () => {
  it('sends a guest from an auth route to login, remembering the target', async () => {
    const router = await renderAt('/class/course?tab=ended');
    // The file's first screen loads its lazy route first: a ceiling for a loaded machine.
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 10_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/class');
    expect(window.localStorage.getItem('cp.returnUrl')).toBe('/course?tab=ended');
  });

  it('shows the 404 page with a way back to courses', async () => {
    await renderAt('/class/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'To my courses' })).toHaveAttribute('href', '/class/course');
  });

  it('sends a signed-in visitor from login to the home page', async () => {
    setToken('t');
    queryClient.setQueryData(
      currentUserQueryKey,
      user({ requiredUpdatePassword: false, requiredUpdateProfile: false }),
    );
    const router = await renderAt('/class/');
    expect(await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/class/course');
    queryClient.clear();
  });

  // spec 01 §2 back fallbacks /courses, /chats, /tasks: a spec client may send the learner there.
  it.each([
    ['/class/courses', '/class/course'],
    ['/class/chats', '/class/chat'],
    ['/class/tasks', '/class/homework'],
  ])('redirects the spec fallback %s to %s', async (from, to) => {
    setToken('t');
    queryClient.setQueryData(
      currentUserQueryKey,
      user({ requiredUpdatePassword: false, requiredUpdateProfile: false }),
    );
    const router = await renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    queryClient.clear();
  });

  // spec 02 §5 "stageId must be set", "dayId must be set": the old day address without them.
  it.each([
    ['/class/course/5/stages/first/days/3', 'stageId must be set: the address names no stage of the course.'],
    ['/class/course/5/stages/2/days/0', 'dayId must be set: the address names no day of the course.'],
  ])('says what %s lacks, with a way to the courses', async (path, text) => {
    setToken('t');
    queryClient.setQueryData(
      currentUserQueryKey,
      user({ requiredUpdatePassword: false, requiredUpdateProfile: false }),
    );
    await renderAt(path);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'To my courses' })).toHaveAttribute('href', '/class/course');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    queryClient.clear();
  });

  it('holds a user who must change the password on resetPassword, with a way out', async () => {
    setToken('t');
    queryClient.setQueryData(
      currentUserQueryKey,
      user({ requiredUpdatePassword: true, requiredUpdateProfile: false }),
    );
    const router = await renderAt('/class/course');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/class/resetPassword');
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/class/logout');
    queryClient.clear();
  });

  it('logs out on /logout and keeps the given return URL', async () => {
    setToken('t');
    const router = await renderAt('/class/logout?returnUrl=%2Fcourse%2F5');
    // The file's first screen loads its lazy route first: a ceiling for a loaded machine.
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 10_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/class');
    expect(window.localStorage.getItem('cp.token')).toBeNull();
    expect(window.localStorage.getItem('cp.returnUrl')).toBe('/course/5');
  });
});
