import { afterEach, describe, expect, it } from 'vitest';
import { GA_SCRIPT, startAnalytics, YA_SCRIPT } from './analytics';
import { setAnalyticsUser } from './analytics-user';
import { trackEvent } from './track-event';

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

describe('GA4 and Yandex Metrica', () => {
  afterEach(() => {
    document.head.replaceChildren();
    window.dataLayer = undefined;
    window.ym = undefined;
    window.gtag = undefined;
    setAnalyticsUser(null);
  });

  it('loads nothing without ids', () => {
    expect(startAnalytics({ gaId: null, yaId: null, appType: 'web' })).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('loads gtag.js with the id, sends page views with the route params and forwards events', () => {
    const analytics = startAnalytics({ gaId: 'G-TEST1', yaId: null, appType: 'web' });
    expect(scripts()).toEqual([`${GA_SCRIPT}?id=G-TEST1`]);
    analytics?.pageView({
      path: '/course/4/calendar/2',
      route: 'course/:streamId/calendar/:dayNumber',
      params: { streamId: '4', dayNumber: '2' },
      title: 'School',
    });
    trackEvent('video_progress', { percent: 25 });
    const calls = (window.dataLayer ?? []).map((args) => Array.from(args as IArguments));
    expect(calls).toContainEqual(['config', 'G-TEST1', { send_page_view: false }]);
    expect(calls).toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/course/4/calendar/2', streamId: '4', dayNumber: '2' }),
    ]);
    expect(calls).toContainEqual(['event', 'video_progress', { percent: 25 }]);
    analytics?.stop();
  });

  it('sends screen_view in the mobile shell and marks an admin as internal traffic', () => {
    setAnalyticsUser({ id: 9, isAdmin: true });
    const analytics = startAnalytics({ gaId: 'G-TEST1', yaId: null, appType: 'mobile' });
    analytics?.pageView({ path: '/user', route: 'user', params: {}, title: 'School' });
    const calls = (window.dataLayer ?? []).map((args) => Array.from(args as IArguments));
    expect(calls).toContainEqual(['set', { user_id: '9', traffic_type: 'internal' }]);
    expect(calls).toContainEqual(['event', 'screen_view', expect.objectContaining({ screen_name: 'user' })]);
    setAnalyticsUser(null);
    const after = (window.dataLayer ?? []).map((args) => Array.from(args as IArguments));
    expect(after.at(-1)).toEqual(['set', { user_id: null, traffic_type: null }]);
    analytics?.stop();
  });

  it('queues Metrica calls for tag.js: init, hits with params, goals', () => {
    const analytics = startAnalytics({ gaId: null, yaId: '12345', appType: 'web' });
    expect(scripts()).toEqual([YA_SCRIPT]);
    analytics?.pageView({ path: '/course', route: 'course', params: {}, title: 'School' });
    trackEvent('login', { method: 'email' });
    const queue = window.ym?.a ?? [];
    expect(queue[0]).toEqual([12345, 'init', expect.objectContaining({ defer: true })]);
    expect(queue).toContainEqual([
      12345,
      'hit',
      expect.any(String),
      { title: 'School', params: { route: 'course' } },
    ]);
    expect(queue).toContainEqual([12345, 'reachGoal', 'login', { method: 'email' }]);
    analytics?.stop();
  });
});
