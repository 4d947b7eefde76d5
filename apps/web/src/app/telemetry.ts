import type { ConfigResponse } from '@cp/contract';
import { analyticsUser } from '../lib/analytics/analytics-user';
import { APP_TYPE, APP_VERSION } from '../lib/env/app-env';
import { currentLanguage } from '../lib/i18n/i18n';
import { onNavigationSettled } from './router/navigation-settled';

/** `course/:streamId/calendar/:dayNumber`: the route pattern of a navigation's matches. */
export function routePattern(matches: readonly { route: { path?: string } }[]): string {
  return matches
    .map((match) => match.route.path)
    .filter((path): path is string => Boolean(path))
    .join('/')
    .replace(/\/{2,}/g, '/');
}

/**
 * Analytics and error reporting (issue 4), each downloaded only when the school or the
 * operator configured it: a school without them loads neither (ARCHITECTURE §7 budget).
 */
export function startTelemetry(config: ConfigResponse): void {
  const dsn = config.domain.errorReporting?.dsn;
  if (dsn) {
    import('../lib/telemetry/error-reporter').then(
      ({ startErrorReporter }) =>
        startErrorReporter(dsn, () => ({
          release: APP_VERSION,
          environment: APP_TYPE,
          url: window.location.href,
          userAgent: navigator.userAgent,
          userId: analyticsUser()?.id ?? null,
          tags: { school: config.domain.name, language: currentLanguage() },
        })),
      () => undefined,
    );
  }

  const { ga_id: gaId, ya_id: yaId } = config.domain;
  if (!gaId && !yaId) return;
  import('../lib/analytics/analytics').then(
    ({ startAnalytics }) => {
      const analytics = startAnalytics({ gaId, yaId, appType: APP_TYPE });
      if (!analytics) return;
      let lastPath: string | null = null;
      // One view per settled navigation; guards that redirect settle on the final screen.
      onNavigationSettled(({ location, matches }) => {
        const path = location.pathname;
        if (path === lastPath) return;
        lastPath = path;
        const params = Object.assign({}, ...matches.map((match) => match.params));
        analytics.pageView({ path, route: routePattern(matches), params, title: document.title });
      });
    },
    () => undefined,
  );
}
