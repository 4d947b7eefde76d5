/**
 * One analytics event. GA4 / Metrica wiring is issue 4: until then an event goes
 * to `window.dataLayer` when a tag manager put one there, and always out as a DOM
 * event (`cp:analytics`) that tests and a later integration can listen to.
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
  }
}

export function trackEvent(event: string, params: AnalyticsParams = {}): void {
  const detail: AnalyticsEventDetail = { event, params };
  try {
    if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event, ...params });
    window.dispatchEvent(new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT, { detail }));
  } catch (error) {
    // Analytics must never break the screen that reports to it.
    console.warn('Analytics event failed', error);
  }
}
