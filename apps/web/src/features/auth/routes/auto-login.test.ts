import { describe, expect, it } from 'vitest';
import { autoLoginTarget, planAutoLogin } from './auto-login';

const base = {
  token: 'new',
  location: { hostname: 'learn.school.test' },
  basename: '/class',
  hashHistory: false,
};

describe('planAutoLogin (spec 01 §2 auto-login)', () => {
  it('goes to login without a token', () => {
    expect(planAutoLogin(new URLSearchParams(''))).toEqual({ kind: 'to-login' });
    expect(planAutoLogin(new URLSearchParams('token=%20&returnUrl=/x'))).toEqual({ kind: 'to-login' });
  });

  it('exchanges the token, keeping the return URL', () => {
    expect(planAutoLogin(new URLSearchParams('token=abc&returnUrl=%2Fclass%2FresetPassword'))).toEqual({
      kind: 'exchange',
      token: 'abc',
      returnUrl: '/class/resetPassword',
    });
    expect(planAutoLogin(new URLSearchParams('token=abc'))).toEqual({
      kind: 'exchange',
      token: 'abc',
      returnUrl: null,
    });
  });
});

describe('autoLoginTarget', () => {
  it('loads the return URL as a full page, inside the router base', () => {
    expect(autoLoginTarget({ ...base, returnUrl: '/class/resetPassword' })).toEqual({
      kind: 'page',
      href: '/class/resetPassword',
    });
    expect(autoLoginTarget({ ...base, returnUrl: '/course/5?tab=x' })).toEqual({
      kind: 'page',
      href: '/class/course/5?tab=x',
    });
  });

  it('goes to courses without a return URL', () => {
    expect(autoLoginTarget({ ...base, returnUrl: null })).toEqual({ kind: 'route', to: '/course' });
  });

  it('gives an absolute return URL of the same site the token, and a foreign one nothing', () => {
    expect(autoLoginTarget({ ...base, returnUrl: 'https://shop.school.test/a' })).toEqual({
      kind: 'page',
      href: 'https://shop.school.test/a?token=new',
    });
    expect(autoLoginTarget({ ...base, returnUrl: 'https://evil.test/a' })).toEqual({
      kind: 'page',
      href: '/class/course',
    });
  });

  it('changes the route in the mobile shell, where a route change is the page change', () => {
    expect(
      autoLoginTarget({ ...base, basename: '', hashHistory: true, returnUrl: '/resetPassword' }),
    ).toEqual({
      kind: 'route',
      to: '/resetPassword',
    });
  });
});
