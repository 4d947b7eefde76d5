import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardInput } from './guard-decision';

const plainUser = { requiredUpdatePassword: false, requiredUpdateProfile: false };
const input = (overrides: Partial<GuardInput>): GuardInput => ({
  access: 'auth',
  path: '/course',
  target: '/course?tab=ended',
  hasToken: true,
  user: plainUser,
  ...overrides,
});

describe('decideGuard (spec 01 §4)', () => {
  it('(1) lets /logout through whatever the state', () => {
    expect(
      decideGuard(
        input({ access: 'logout', user: { requiredUpdatePassword: true, requiredUpdateProfile: true } }),
      ),
    ).toEqual({ kind: 'pass' });
    expect(decideGuard(input({ access: 'logout', hasToken: false, user: undefined }))).toEqual({
      kind: 'pass',
    });
  });

  it('(2) sends a user who must change the password to resetPassword, from any route', () => {
    const user = { requiredUpdatePassword: true, requiredUpdateProfile: true };
    for (const access of ['auth', 'guest', 'open'] as const) {
      expect(decideGuard(input({ access, user }))).toEqual({ kind: 'redirect', to: '/resetPassword' });
    }
    expect(decideGuard(input({ path: '/resetPassword', user }))).toEqual({ kind: 'pass' });
  });

  it('(3) then sends a user who must update the profile to updateProfile', () => {
    const user = { requiredUpdatePassword: false, requiredUpdateProfile: true };
    expect(decideGuard(input({ user }))).toEqual({ kind: 'redirect', to: '/updateProfile' });
    expect(decideGuard(input({ path: '/resetPassword', user }))).toEqual({
      kind: 'redirect',
      to: '/updateProfile',
    });
    expect(decideGuard(input({ path: '/updateProfile', user }))).toEqual({ kind: 'pass' });
  });

  it('(3) leaves the user-info chat alone, but not (2) a forced password change (decision 088)', () => {
    const profile = { requiredUpdatePassword: false, requiredUpdateProfile: true };
    expect(decideGuard(input({ access: 'open', path: '/user-info-chat', user: profile }))).toEqual({
      kind: 'pass',
    });
    const password = { requiredUpdatePassword: true, requiredUpdateProfile: true };
    expect(decideGuard(input({ access: 'open', path: '/user-info-chat', user: password }))).toEqual({
      kind: 'redirect',
      to: '/resetPassword',
    });
  });

  it('(2, 3) need a token: a cached user without a token is not logged in', () => {
    const user = { requiredUpdatePassword: true, requiredUpdateProfile: false };
    expect(decideGuard(input({ access: 'guest', path: '/', hasToken: false, user }))).toEqual({
      kind: 'pass',
    });
  });

  it('(4) fetches the user on an auth route when a token exists but the user is not loaded', () => {
    expect(decideGuard(input({ user: undefined }))).toEqual({ kind: 'fetch-user' });
  });

  it('(4) does not fetch on guest or open routes', () => {
    expect(decideGuard(input({ access: 'open', path: '/nope', user: undefined }))).toEqual({ kind: 'pass' });
  });

  it('(5) sends a visitor without a token to login, remembering the target', () => {
    expect(decideGuard(input({ hasToken: false, user: undefined }))).toEqual({
      kind: 'redirect',
      to: '/',
      returnUrl: '/course?tab=ended',
    });
  });

  it('(6) sends a guest route visitor holding a token to the home page', () => {
    expect(decideGuard(input({ access: 'guest', path: '/', user: undefined }))).toEqual({
      kind: 'redirect',
      to: '/course',
    });
    expect(decideGuard(input({ access: 'guest', path: '/' }))).toEqual({ kind: 'redirect', to: '/course' });
  });

  it('(7) asks a learner without an e-mail for one on a route that needs it', () => {
    const noEmail = { ...plainUser, email: null };
    expect(decideGuard(input({ needsEmail: true, user: noEmail }))).toEqual({ kind: 'ask-email' });
    expect(decideGuard(input({ needsEmail: true, user: { ...plainUser, email: '  ' } }))).toEqual({
      kind: 'ask-email',
    });
    expect(decideGuard(input({ needsEmail: true, user: { ...plainUser, email: 'a@b.co' } }))).toEqual({
      kind: 'pass',
    });
    // Not on other routes.
    expect(decideGuard(input({ user: noEmail }))).toEqual({ kind: 'pass' });
  });

  it('(7) comes after the forced flows and after loading the user', () => {
    const forced = { requiredUpdatePassword: true, requiredUpdateProfile: false, email: null };
    expect(decideGuard(input({ needsEmail: true, user: forced }))).toEqual({
      kind: 'redirect',
      to: '/resetPassword',
    });
    const profile = { requiredUpdatePassword: false, requiredUpdateProfile: true, email: null };
    expect(decideGuard(input({ needsEmail: true, user: profile }))).toEqual({
      kind: 'redirect',
      to: '/updateProfile',
    });
    expect(decideGuard(input({ needsEmail: true, user: undefined }))).toEqual({ kind: 'fetch-user' });
    expect(decideGuard(input({ needsEmail: true, hasToken: false, user: undefined }))).toEqual({
      kind: 'redirect',
      to: '/',
      returnUrl: '/course?tab=ended',
    });
  });

  it('forced flows also hold the account screens of issue 3 until done', () => {
    const forced = { requiredUpdatePassword: true, requiredUpdateProfile: false };
    for (const path of ['/linksocialnetworks', '/user/social-networks', '/updateProfile']) {
      expect(decideGuard(input({ path, user: forced }))).toEqual({ kind: 'redirect', to: '/resetPassword' });
    }
    const profile = { requiredUpdatePassword: false, requiredUpdateProfile: true };
    expect(decideGuard(input({ path: '/user/social-networks', user: profile }))).toEqual({
      kind: 'redirect',
      to: '/updateProfile',
    });
    // Once the password is changed the flag is clear and the learner goes on.
    expect(decideGuard(input({ path: '/resetPassword', user: plainUser }))).toEqual({ kind: 'pass' });
  });

  it('lets everything else through', () => {
    expect(decideGuard(input({}))).toEqual({ kind: 'pass' });
    expect(decideGuard(input({ access: 'guest', path: '/', hasToken: false, user: undefined }))).toEqual({
      kind: 'pass',
    });
    expect(decideGuard(input({ access: 'open', hasToken: false, user: undefined }))).toEqual({
      kind: 'pass',
    });
  });
});
