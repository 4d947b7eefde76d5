/**
 * One analytics event. It goes out as a DOM event (`cp:analytics`) that the GA4 and
 * Metrica integration (./analytics.ts, loaded only when configured) and tests listen to,
 * and to `window.dataLayer` when a tag manager of the page put one there (with our gtag
 * the integration sends it, so it is not pushed twice).
 */
export const ANALYTICS_EVENT = 'cp:analytics';

export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsEventDetail {
  event: string;
  params: AnalyticsParams;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function trackEvent(event: string, params: AnalyticsParams = {}): void {
  const detail: AnalyticsEventDetail = { event, params };
  try {
    if (Array.isArray(window.dataLayer) && !window.gtag) window.dataLayer.push({ event, ...params });
    window.dispatchEvent(new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT, { detail }));
  } catch (error) {
    // Analytics must never break the screen that reports to it.
    console.warn('Analytics event failed', error);
  }
}
