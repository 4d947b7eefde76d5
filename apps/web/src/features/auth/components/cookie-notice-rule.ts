import { COOKIE_NOTICE_TTL_MS, NO_COOKIE_NOTICE_COUNTRY } from '@cp/contract';

/**
 * spec 01 §4 "Cookie notice: shown until agreed, reappears after 365 days,
 * hidden in the RU region".
 */
export function shouldShowCookieNotice(input: {
  country: string | null;
  agreedAt: number | null;
  now: number;
}): boolean {
  if (input.country?.toUpperCase() === NO_COOKIE_NOTICE_COUNTRY) return false;
  if (input.agreedAt === null || !Number.isFinite(input.agreedAt)) return true;
  return input.now - input.agreedAt >= COOKIE_NOTICE_TTL_MS;
}
