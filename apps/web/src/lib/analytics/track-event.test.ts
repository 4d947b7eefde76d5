import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT, type AnalyticsEventDetail, trackEvent } from './track-event';

afterEach(() => {
  delete window.dataLayer;
});

describe('trackEvent', () => {
  it('emits a DOM event with the name and parameters', () => {
    const listener = vi.fn();
    window.addEventListener(ANALYTICS_EVENT, listener);
    trackEvent('video_progress', { percent: 25 });
    window.removeEventListener(ANALYTICS_EVENT, listener);
    const event = listener.mock.calls[0]?.[0] as CustomEvent<AnalyticsEventDetail> | undefined;
    const detail = event?.detail;
    expect(detail).toEqual({ event: 'video_progress', params: { percent: 25 } });
  });

  it('pushes to dataLayer only when a tag manager created it', () => {
    trackEvent('no_layer');
    expect(window.dataLayer).toBeUndefined();
    window.dataLayer = [];
    trackEvent('video_progress', { percent: 50, lessonId: 3 });
    expect(window.dataLayer).toEqual([{ event: 'video_progress', percent: 50, lessonId: 3 }]);
  });
});
