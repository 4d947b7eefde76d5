import type { ConfigResponse, Language } from '@cp/contract';
import { getToken } from '../../lib/auth/token-storage';
import { prefetchNamespaces } from '../../lib/i18n/i18n';
import { PATHS, stripBasename } from '../../lib/routing/paths';

/**
 * The first screen's code starts downloading with the configuration, not after it (issue 30): the
 * router, and with it the screens' lazy chunks, comes only once the configuration is in, so a first
 * visit waited for the configuration's round trip before asking for the screen. A guest on the
 * sign-in path gets the sign-in screen and its layout; a learner with a token the signed-in frame
 * (query cache and signed-in layouts, which bring the learning chunk the guard needs too). The
 * routes' lazy screens later get the same modules from the browser's module map. The sign-in
 * screen's texts are asked for in the boot's language (the school's, decision 138); another
 * screen's load with its route, in the language the configuration settles.
 */
export function preloadFirstScreen(basename: string, language: Language): void {
  if (import.meta.env.VITE_APP_TYPE === 'mobile') return;
  const load = (modules: Promise<unknown>[]) => {
    for (const module of modules) void module.catch(() => undefined);
  };
  if (getToken()) {
    load([import('../layout/query-layout'), import('../layout/signed-in-layout')]);
  } else if (stripBasename(window.location.pathname, basename) === PATHS.login) {
    load([import('../layout/plain-layout'), import('../../features/auth/routes/login-route')]);
    // The screen's texts too (its route asks for them only once the configuration is in).
    prefetchNamespaces(language, ['auth']);
  }
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
