import type { ConfigResponse } from '@cp/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from '../../config/config-context';
import { configFixture } from '../../test/config-fixture';
import { renderInMemoryRouter } from '../../test/memory-router';
import { AppRoutes } from './app-routes';

// The account routes of issue 3 in the real route table and guards, where they need no server.
async function renderAt(path: string, config: ConfigResponse = configFixture()) {
  return renderInMemoryRouter(<AppRoutes />, {
    basename: '/class',
    initialEntries: [path],
    wrap: (tree) => <ConfigContext.Provider value={config}>{tree}</ConfigContext.Provider>,
  });
}

const withRegistration = (isRegistrationEnable: boolean) => {
  const config = configFixture();
  return { ...config, components: { brand: { ...config.components.brand, isRegistrationEnable } } };
};

describe('account routes', () => {
  it('opens sign-up where the brand enables registration', async () => {
    await renderAt('/class/signup', withRegistration(true));
    expect(await screen.findByRole('heading', { name: 'Registration' })).toBeVisible();
    expect(screen.getByLabelText('Repeat the password')).toBeVisible();
  });

  it('sends /signup to login where registration is off', async () => {
    const router = await renderAt('/class/signup', withRegistration(false));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/class');
  });

  it('opens password recovery for guests', async () => {
    await renderAt('/class/reset');
    expect(await screen.findByRole('heading', { name: 'Password recovery' })).toBeVisible();
  });

  it('sends /auto-login without a token to login', async () => {
    const router = await renderAt('/class/auto-login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/class');
  });

  it('/delete without a session goes to login and keeps the return URL', async () => {
    const router = await renderAt('/class/delete?returnUrl=%2Fcourse%2F3');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/class');
    expect(window.localStorage.getItem('cp.returnUrl')).toBe('/course/3');
  });

  it('sends a guest from the networks screens to login, remembering them', async () => {
    await renderAt('/class/user/social-networks');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(window.localStorage.getItem('cp.returnUrl')).toBe('/user/social-networks');
  });

  it('shows the anonymous entry only on brands with anonymous sign-in', async () => {
    const config = configFixture();
    await renderAt('/class/', {
      ...config,
      components: { brand: { ...config.components.brand, isUserAnonAuthEnable: true } },
    });
    expect(await screen.findByRole('button', { name: 'Continue without an account' })).toBeVisible();
  });
});
