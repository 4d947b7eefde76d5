import type { AppType } from '@cp/contract';

/** Build constants: the same source builds the web app and the mobile shell. */
export const APP_TYPE: AppType = import.meta.env.VITE_APP_TYPE === 'mobile' ? 'mobile' : 'web';
export const APP_ID: string = import.meta.env.VITE_APP_ID || 'web-spa';
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || '1.0.0';

/**
 * The router basename: Vite's `base` without the trailing slash ('' at the root).
 * The mobile shell uses hash history, where the path lives after '#' and has no base.
 */
export const ROUTER_BASENAME: string =
  APP_TYPE === 'mobile' ? '' : import.meta.env.BASE_URL.replace(/\/+$/, '');

export type SocialPlatform = 'web' | 'android' | 'ios';

/** Which social-auth order applies (spec 01 §2 "Login screen": order per platform). */
export function socialPlatform(appType: AppType, userAgent: string): SocialPlatform {
  if (appType === 'web') return 'web';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return 'android';
}
