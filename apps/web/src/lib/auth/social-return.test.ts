import { SOCIAL_ERROR_CODES } from '@cp/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { allResources } from '../i18n/all-resources';
import { parseSocialReturn, socialErrorKey, withoutSocialParams } from './social-return';
import { appAddress, socialStartUrl } from './social-start';

const parse = (query: string) => parseSocialReturn(new URLSearchParams(query));

describe('parseSocialReturn (spec 01 §4 social callback)', () => {
  it('reads a login success with its token', () => {
    expect(parse('action=login&method=google&status=success&token=abc')).toEqual({
      kind: 'success',
      action: 'login',
      method: 'google',
      token: 'abc',
    });
  });

  it('reads a link success (no token)', () => {
    expect(parse('action=link&method=vkontakte&status=success')).toEqual({
      kind: 'success',
      action: 'link',
      method: 'vkontakte',
      token: null,
    });
  });

  it.each(SOCIAL_ERROR_CODES)('reads the failure %s and has its text in every language', (code) => {
    expect(parse(`action=login&method=google&status=fail&errorCode=${code}&errorMessage=why`)).toEqual({
      kind: 'fail',
      action: 'login',
      method: 'google',
      code,
      message: 'why',
    });
    const key = socialErrorKey(code);
    for (const locale of Object.values(allResources)) {
      expect(locale.social.errors[code], `${key}`).toBeTruthy();
    }
    expect(i18next.t(`social:${key}`, { code, message: '' })).not.toBe(`social:${key}`);
  });

  it('treats an unknown error code as unknown_error', () => {
    expect(parse('action=link&method=apple&status=fail&errorCode=weird')).toMatchObject({
      kind: 'fail',
      code: 'unknown_error',
      message: null,
    });
  });

  it('reads a cancel (action and method only) and ignores foreign queries', () => {
    expect(parse('action=login&method=facebook')).toEqual({
      kind: 'cancel',
      action: 'login',
      method: 'facebook',
    });
    expect(parse('action=login&method=myspace&status=success')).toEqual({ kind: 'none' });
    expect(parse('tab=ended')).toEqual({ kind: 'none' });
  });

  it('removes every social parameter, the token included, and keeps the rest', () => {
    const rest = withoutSocialParams(
      new URLSearchParams('action=login&method=google&status=success&token=t&x=1'),
    );
    expect(rest.toString()).toBe('x=1');
  });
});

describe('socialStartUrl (spec 01 §7)', () => {
  it('adds where to come back, and the token for a link', () => {
    const url = new URL(
      socialStartUrl('https://school.test/spa/api/v1/auth/social/google/link', {
        token: 't0k',
        successUrl: 'https://school.test/class/social-callback',
        cancelUrl: 'https://school.test/class/linksocialnetworks',
      }),
    );
    expect(url.pathname).toBe('/spa/api/v1/auth/social/google/link');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 't0k',
      successUrl: 'https://school.test/class/social-callback',
      cancelUrl: 'https://school.test/class/linksocialnetworks',
    });
  });

  it('names the mobile app type; the web is the default', () => {
    const url = new URL(socialStartUrl('/login', { successUrl: 's', cancelUrl: 'c', appType: 'mobile' }));
    expect(url.searchParams.get('appType')).toBe('mobile');
    expect(
      new URL(socialStartUrl('/login', { successUrl: 's', cancelUrl: 'c', appType: 'web' })).searchParams.has(
        'appType',
      ),
    ).toBe(false);
  });

  it('builds absolute app addresses for browser and hash history', () => {
    expect(appAddress('/social-callback', '/class', false)).toBe(
      `${window.location.origin}/class/social-callback`,
    );
    expect(appAddress('/social-callback', '', true)).toBe(
      `${window.location.origin}${window.location.pathname}#/social-callback`,
    );
  });
});
