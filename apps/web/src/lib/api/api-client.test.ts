import { describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../auth/token-storage';
import { apiGet, apiPost, buildHeaders, buildUrl, FRESH_READ_MS, markWritten } from './api-client';
import { onUnauthorized } from './unauthorized-event';

describe('buildUrl', () => {
  it('puts every call under the API base with lang last', () => {
    expect(buildUrl('/user-course-streams', { expand: 'course', 'per-page': 50 }, 'en')).toBe(
      '/spa/api/v1/user-course-streams?expand=course&per-page=50&lang=en',
    );
  });

  it('repeats array parameters and skips empty ones', () => {
    expect(buildUrl('/x', { 'filter[id][]': [1, 2], page: undefined }, 'ru')).toBe(
      '/spa/api/v1/x?filter%5Bid%5D%5B%5D=1&filter%5Bid%5D%5B%5D=2&lang=ru',
    );
  });
});

describe('buildHeaders', () => {
  it('carries app type, app id and the bearer token', () => {
    const headers = buildHeaders('abc', { a: 1 });
    expect(headers.get('x-app-type')).toBe('web');
    expect(headers.get('x-app-id')).toBe('web-spa');
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends no Authorization without a token and lets FormData set its own type', () => {
    const headers = buildHeaders(null, new FormData());
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('content-type')).toBe(false);
  });
});

describe('reads right after a write', () => {
  it('ask past the server’s caches for FRESH_READ_MS after a POST, then no more', async () => {
    const seen: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push(new Headers(init.headers).get('cache-control'));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(1_000_000);
      // The module outlives a test file (isolate: false): an earlier file's write must not count.
      markWritten(1_000_000 - FRESH_READ_MS - 1);
      await apiGet('/a');
      await apiPost('/b', { body: {} });
      await apiGet('/c');
      vi.setSystemTime(1_000_000 + FRESH_READ_MS + 1);
      await apiGet('/d');
      expect(seen).toEqual([null, null, 'no-cache', null]);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('a 401', () => {
  it('signs out only when the token it was sent with is still the session’s', async () => {
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    let answer: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(new Response('{"message":"x"}', { status: 401 }));
          }),
      ),
    );
    try {
      setToken('first');
      const current = apiGet('/a').catch(() => undefined);
      await Promise.resolve();
      answer();
      await current;
      expect(heard).toHaveBeenCalledTimes(1);

      // In flight while another device's sign-in ended this session and the learner signed in again.
      const stale = apiGet('/b').catch(() => undefined);
      await Promise.resolve();
      setToken('second');
      answer();
      await stale;
      // ... or while the 'logout' event had already signed out.
      const dropped = apiGet('/c').catch(() => undefined);
      await Promise.resolve();
      clearToken();
      answer();
      await dropped;
      // ... or sent after it, with no token at all.
      const none = apiGet('/d').catch(() => undefined);
      await Promise.resolve();
      answer();
      await none;
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      clearToken();
      vi.unstubAllGlobals();
    }
  });
});
