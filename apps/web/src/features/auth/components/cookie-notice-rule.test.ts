import { COOKIE_NOTICE_TTL_MS } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { shouldShowCookieNotice } from './cookie-notice-rule';

const now = Date.UTC(2025, 5, 1);

describe('shouldShowCookieNotice', () => {
  it('is hidden in the RU region, agreed or not', () => {
    expect(shouldShowCookieNotice({ country: 'RU', agreedAt: null, now })).toBe(false);
    expect(shouldShowCookieNotice({ country: 'ru', agreedAt: null, now })).toBe(false);
  });

  it('shows until agreed elsewhere, also when the region is unknown', () => {
    expect(shouldShowCookieNotice({ country: 'DE', agreedAt: null, now })).toBe(true);
    expect(shouldShowCookieNotice({ country: null, agreedAt: null, now })).toBe(true);
  });

  it('stays hidden for a year after agreement and reappears after it', () => {
    expect(shouldShowCookieNotice({ country: 'ES', agreedAt: now - 1000, now })).toBe(false);
    expect(shouldShowCookieNotice({ country: 'ES', agreedAt: now - COOKIE_NOTICE_TTL_MS + 1, now })).toBe(
      false,
    );
    expect(shouldShowCookieNotice({ country: 'ES', agreedAt: now - COOKIE_NOTICE_TTL_MS, now })).toBe(true);
    expect(COOKIE_NOTICE_TTL_MS).toBe(365 * 24 * 60 * 60 * 1000);
  });
});
