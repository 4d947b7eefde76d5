import { describe, expect, it } from 'vitest';
import { readReturnUrl, rememberReturnUrl, resolvePostLoginTarget } from './return-url';

const base = {
  queryReturnUrl: null,
  storedReturnUrl: null,
  token: 't0k',
  location: { hostname: 'learn.school.test' },
  basename: '/class',
};

describe('rememberReturnUrl', () => {
  it('does not remember the root path', () => {
    rememberReturnUrl('/?debug=1');
    expect(readReturnUrl()).toBeNull();
  });

  it('remembers any other path with its query', () => {
    rememberReturnUrl('/course?tab=ended');
    expect(readReturnUrl()).toBe('/course?tab=ended');
  });
});

describe('resolvePostLoginTarget', () => {
  it('goes to the courses page without a return URL', () => {
    expect(resolvePostLoginTarget(base)).toEqual({ kind: 'route', to: '/course' });
  });

  it('prefers the query param over the stored URL', () => {
    expect(
      resolvePostLoginTarget({ ...base, queryReturnUrl: '/user', storedReturnUrl: '/homework' }),
    ).toEqual({
      kind: 'route',
      to: '/user',
    });
  });

  it('uses the stored URL when the query has none', () => {
    expect(resolvePostLoginTarget({ ...base, storedReturnUrl: '/homework' })).toEqual({
      kind: 'route',
      to: '/homework',
    });
  });

  it('strips the router base from an in-app path', () => {
    expect(resolvePostLoginTarget({ ...base, queryReturnUrl: '/class/course/5' })).toEqual({
      kind: 'route',
      to: '/course/5',
    });
  });

  it('appends the token to an absolute URL of the same site family and loads the page', () => {
    expect(resolvePostLoginTarget({ ...base, queryReturnUrl: 'https://shop.school.test/cart?a=1' })).toEqual({
      kind: 'page',
      href: 'https://shop.school.test/cart?a=1&token=t0k',
    });
  });

  it('never sends the token to a foreign host or a protocol-relative URL', () => {
    expect(resolvePostLoginTarget({ ...base, queryReturnUrl: 'https://evil.test/' })).toEqual({
      kind: 'route',
      to: '/course',
    });
    expect(resolvePostLoginTarget({ ...base, queryReturnUrl: '//evil.test/x' })).toEqual({
      kind: 'route',
      to: '/course',
    });
    expect(resolvePostLoginTarget({ ...base, queryReturnUrl: 'javascript:alert(1)' })).toEqual({
      kind: 'route',
      to: '/course',
    });
  });
});
