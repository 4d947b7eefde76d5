import type { ConfigResponse } from '@cp/contract';
import { getToken } from '../../lib/auth/token-storage';
import { PATHS, stripBasename } from '../../lib/routing/paths';

/**
 * The sign-in screen's code starts downloading with the configuration, not after it (issue 30):
 * the router, and with it the screen's lazy chunks, comes only once the configuration is in, so a
 * guest's first visit waited for the configuration's round trip before asking for the screen. The
 * router's own lazy() later gets the same modules from the browser's module map. Its texts still
 * load with the route, in the language the configuration settles.
 */
export function preloadSignInScreen(basename: string): void {
  if (import.meta.env.VITE_APP_TYPE === 'mobile' || getToken()) return;
  if (stripBasename(window.location.pathname, basename) !== PATHS.login) return;
  void import('../layout/plain-layout').catch(() => undefined);
  void import('../../features/auth/routes/login-route').catch(() => undefined);
}

const preloaded = new Set<string>();

/**
 * The school's logo, the largest thing the sign-in screen paints (its LCP on a phone, issue 30),
 * asked for at high priority as soon as the configuration names it, while the screen's code is
 * still on its way; the <img> of components/logo then finds it in the memory cache.
 */
export function preloadLogo(config: ConfigResponse): void {
  const href = config.domain.frontendSettings.spa_header_logo;
  if (!href || preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  // Attributes, as index.html would write them.
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
