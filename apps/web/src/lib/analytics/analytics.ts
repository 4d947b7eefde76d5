import type { AppType } from '@cp/contract';
import { ANALYTICS_USER_EVENT, type AnalyticsUser, analyticsUser } from './analytics-user';
import { ANALYTICS_EVENT, type AnalyticsEventDetail, type AnalyticsParams } from './track-event';

/**
 * GA4 and Yandex Metrica, loaded only when the domain configures their ids (issue 4,
 * spec 01 §3 ga_id / ya_id). This module is itself downloaded only then (app/telemetry).
 * It forwards every `trackEvent` to both, sends `page_view` (web) or `screen_view`
 * (mobile shell) with the route params on each navigation, sets the user id after sign-in,
 * clears it at logout, and marks an admin's traffic as internal (spec 01 §6).
 */
export interface AnalyticsOptions {
  gaId: string | null;
  yaId: string | null;
  appType: AppType;
}

export interface PageView {
  /** The address inside the app, e.g. `/course/12/calendar/3`. */
  path: string;
  /** The matched route pattern, e.g. `course/:streamId/calendar/:dayNumber`. */
  route: string;
  params: Record<string, string | undefined>;
  title: string;
}

type Gtag = (...args: unknown[]) => void;
type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

export const GA_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
export const YA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // A blocked or unreachable tracker must never surface as an app error.
  script.onerror = () => script.remove();
  document.head.append(script);
}

export interface Analytics {
  pageView(view: PageView): void;
  stop(): void;
}

export function startAnalytics({ gaId, yaId, appType }: AnalyticsOptions): Analytics | null {
  if (!gaId && !yaId) return null;
  const yandexId = yaId ? Number(yaId) : null;

  let gtag: Gtag | null = null;
  if (gaId) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the `arguments` objects it finds in dataLayer, not arrays.
    gtag = function gtagShim() {
      // biome-ignore lint/complexity/noArguments: gtag.js's documented queue format.
      window.dataLayer?.push(arguments);
    };
    window.gtag = gtag;
    gtag('js', new Date());
    // Page views are sent by the router hook below, with the route params.
    gtag('config', gaId, { send_page_view: false });
    addScript(`${GA_SCRIPT}?id=${encodeURIComponent(gaId)}`);
  }

  let ym: Ym | null = null;
  if (yandexId !== null && Number.isFinite(yandexId)) {
    // Metrica's documented queue: calls wait in `ym.a` until tag.js arrives.
    const queue: Ym = (...args: unknown[]) => {
      queue.a = queue.a ?? [];
      queue.a.push(args);
    };
    queue.l = Date.now();
    window.ym = window.ym ?? queue;
    ym = window.ym;
    ym(yandexId, 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true });
    addScript(YA_SCRIPT);
  }

  const applyUser = (user: AnalyticsUser | null) => {
    // GA4: user_id identifies, traffic_type=internal is GA4's internal-traffic marker.
    gtag?.('set', {
      user_id: user ? String(user.id) : null,
      traffic_type: user?.isAdmin ? 'internal' : null,
    });
    if (ym && yandexId !== null) {
      ym(yandexId, 'userParams', { UserID: user ? String(user.id) : null });
      ym(yandexId, 'params', { internal_traffic: Boolean(user?.isAdmin) });
    }
  };
  applyUser(analyticsUser());

  const send = (event: string, params: AnalyticsParams) => {
    gtag?.('event', event, params);
    if (ym && yandexId !== null) ym(yandexId, 'reachGoal', event, params);
  };

  const onEvent = (e: Event) => {
    const { event, params } = (e as CustomEvent<AnalyticsEventDetail>).detail;
    send(event, params);
  };
  const onUser = (e: Event) => applyUser((e as CustomEvent<AnalyticsUser | null>).detail);
  window.addEventListener(ANALYTICS_EVENT, onEvent);
  window.addEventListener(ANALYTICS_USER_EVENT, onUser);

  return {
    pageView({ path, route, params, title }) {
      const routeParams = Object.fromEntries(
        Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      const url = `${window.location.origin}${window.location.pathname}${window.location.search}`;
      if (appType === 'mobile') {
        gtag?.('event', 'screen_view', { screen_name: route || '/', page_path: path, ...routeParams });
      } else {
        gtag?.('event', 'page_view', {
          page_location: url,
          page_path: path,
          page_title: title,
          route,
          ...routeParams,
        });
      }
      if (ym && yandexId !== null) ym(yandexId, 'hit', url, { title, params: { route, ...routeParams } });
    },
    stop() {
      window.removeEventListener(ANALYTICS_EVENT, onEvent);
      window.removeEventListener(ANALYTICS_USER_EVENT, onUser);
    },
  };
}
