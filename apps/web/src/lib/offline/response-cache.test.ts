import { OFFLINE_CACHE_EXPIRY_S } from '@cp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readResponse } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { reportNetworkStatus } from './network-status';
import { type AnswerStore, type CachedAnswer, cachedGet, learnerKey, ResponseCache } from './response-cache';

/** The API client's reader, for a call sent with the token the tests use. */
const read = (response: Response) => readResponse(response, 't');

/** The key-value contract of IndexedDB, in memory (jsdom has no IndexedDB; the e2e uses the real one). */
function memoryStore(): AnswerStore & { map: Map<string, CachedAnswer> } {
  const map = new Map<string, CachedAnswer>();
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()],
    clear: async () => map.clear(),
  };
}

const url = '/spa/api/v1/user-course-streams?page=2&lang=en';
const listHeaders = () =>
  new Headers({
    'content-type': 'application/json',
    'x-pagination-current-page': '2',
    'x-pagination-page-count': '3',
    'x-pagination-per-page': '10',
    'x-pagination-total-count': '25',
    'set-cookie': 'never-kept=1',
  });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: listHeaders() });

afterEach(() => {
  vi.unstubAllGlobals();
  reportNetworkStatus(true);
});

describe('ResponseCache (spec 01 §7, decision 067)', () => {
  it('keeps an answer per learner with its status, pagination headers and body', async () => {
    const cache = new ResponseCache(memoryStore());
    await cache.remember('token-a', url, { status: 200, headers: listHeaders(), data: [{ id: 1 }] });
    const kept = await cache.recall('token-a', url);
    expect(kept?.status).toBe(200);
    expect(kept?.data).toEqual([{ id: 1 }]);
    expect(kept?.headers.get('x-pagination-total-count')).toBe('25');
    expect(kept?.headers.get('x-pagination-page-count')).toBe('3');
    expect(kept?.headers.has('set-cookie')).toBe(false);
    // Another learner on the device, or a guest, or another page of the list: nothing.
    expect(await cache.recall('token-b', url)).toBeNull();
    expect(await cache.recall(null, url)).toBeNull();
    expect(await cache.recall('token-a', url.replace('page=2', 'page=3'))).toBeNull();
  });

  it('serves an answer younger than 86400 s; an older one is deleted, never served', async () => {
    let now = 1_000_000;
    const store = memoryStore();
    const cache = new ResponseCache(store, () => now);
    await cache.remember('t', url, { status: 200, headers: new Headers(), data: 'x' });
    now += OFFLINE_CACHE_EXPIRY_S * 1000 - 1;
    expect((await cache.recall('t', url))?.data).toBe('x');
    now += 1;
    expect(await cache.recall('t', url)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it('the sweep deletes expired answers and keeps fresh ones', async () => {
    let now = 0;
    const store = memoryStore();
    const cache = new ResponseCache(store, () => now);
    await cache.remember('t', '/old', { status: 200, headers: new Headers(), data: 1 });
    now = OFFLINE_CACHE_EXPIRY_S * 1000;
    await cache.remember('t', '/new', { status: 200, headers: new Headers(), data: 2 });
    await cache.sweep();
    expect(store.map.size).toBe(1);
    expect((await cache.recall('t', '/new'))?.data).toBe(2);
  });

  it('never keeps an HTTP error answer', async () => {
    const store = memoryStore();
    const cache = new ResponseCache(store);
    await cache.remember('t', url, { status: 404, headers: new Headers(), data: { message: 'Not found' } });
    expect(store.map.size).toBe(0);
  });

  it('keys by a SHA-256 of the token, never the token itself', async () => {
    const store = memoryStore();
    await new ResponseCache(store).remember('secret-token', url, {
      status: 200,
      headers: new Headers(),
      data: 1,
    });
    const [key] = [...store.map.keys()];
    expect(key).not.toContain('secret-token');
    expect(key?.startsWith(await learnerKey('secret-token'))).toBe(true);
    expect(await learnerKey('secret-token')).toMatch(/^[0-9a-f]{64}$/);
    expect(await learnerKey(null)).toBe('guest');
  });
});

describe('the school’s configuration', () => {
  it('is kept for everyone and stays at logout; a learner’s answers go', async () => {
    const store = memoryStore();
    const cache = new ResponseCache(store);
    const config = '/spa/api/v1/config?lang=ru';
    await cache.remember('token-a', config, { status: 200, headers: new Headers(), data: { domain: 1 } });
    await cache.remember('token-a', url, { status: 200, headers: new Headers(), data: [1] });
    await cache.remember(null, '/spa/api/v1/external-application-config?lang=ru', {
      status: 200,
      headers: new Headers(),
      data: { version: 1 },
    });
    // Another learner (or a guest) starts offline with the same configuration.
    expect((await cache.recall('token-b', config))?.data).toEqual({ domain: 1 });
    await cache.clear();
    expect(await cache.recall('token-a', url)).toBeNull();
    expect((await cache.recall(null, config))?.data).toEqual({ domain: 1 });
    expect(store.map.size).toBe(2);
  });
});

describe('cachedGet', () => {
  it('online it keeps the answer; when the network then fails, the kept one answers', async () => {
    const cache = new ResponseCache(memoryStore());
    const fetch = vi.fn(async () => json([{ id: 7 }]));
    vi.stubGlobal('fetch', fetch);
    const first = await cachedGet(url, 't', {}, read, cache);
    expect(first.data).toEqual([{ id: 7 }]);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const second = await cachedGet(url, 't', {}, read, cache);
    expect(second.data).toEqual([{ id: 7 }]);
    expect(second.headers.get('x-pagination-current-page')).toBe('2');
    // Nothing kept for another learner: the network's failure stands.
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(cachedGet(url, 'other', {}, read, cache)).rejects.toThrow(TypeError);
  });

  it('an HTTP error is the server’s word: not kept, not replaced by a kept answer', async () => {
    const cache = new ResponseCache(memoryStore());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([{ id: 7 }])),
    );
    await cachedGet(url, 't', {}, read, cache);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ name: 'Server Error', message: 'boom' }, 500)),
    );
    await expect(cachedGet(url, 't', {}, read, cache)).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect((await cachedGet(url, 't', {}, read, cache)).data).toEqual([{ id: 7 }]);
  });

  it('offline the kept answer comes without trying the network; a cancelled read gets none', async () => {
    const cache = new ResponseCache(memoryStore());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ a: 1 })),
    );
    await cachedGet(url, 't', {}, read, cache);
    const fetch = vi.fn(async () => json({ a: 2 }));
    vi.stubGlobal('fetch', fetch);
    reportNetworkStatus(false);
    expect((await cachedGet(url, 't', {}, read, cache)).data).toEqual({ a: 1 });
    expect(fetch).not.toHaveBeenCalled();
    reportNetworkStatus(true);
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(cachedGet(url, 't', { signal: controller.signal }, read, cache)).rejects.toThrow('aborted');
  });
});
