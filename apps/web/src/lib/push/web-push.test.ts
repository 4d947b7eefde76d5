import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../auth/logout';
import {
  applicationServerKey,
  disablePush,
  enablePush,
  pushSupported,
  readPushState,
  WORKER_URL,
} from './web-push';

// A VAPID public key as the server publishes it (65 bytes, base64url).
const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OTHER_VAPID = `${VAPID.slice(0, -2)}AA`;

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON: () => unknown;
  unsubscribe: ReturnType<typeof vi.fn>;
}

function fakeSubscription(key: string, endpoint = 'https://push.example/abc'): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: applicationServerKey(key).buffer },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** The browser's side: permission, a service worker registration and its push manager. */
function installBrowser(options: { permission: NotificationPermission; answer?: NotificationPermission }) {
  let current: FakeSubscription | null = null;
  const notification = {
    permission: options.permission,
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(
      async ({
        applicationServerKey: key,
      }: {
        userVisibleOnly: boolean;
        applicationServerKey: Uint8Array;
      }) => {
        current = fakeSubscription(VAPID);
        current.options.applicationServerKey = key.buffer as ArrayBuffer;
        return current;
      },
    ),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  return {
    notification,
    pushManager,
    serviceWorker,
    setSubscription: (subscription: FakeSubscription | null) => {
      current = subscription;
    },
    subscription: () => current,
  };
}

function stubFetch(status = 204, body: unknown = null) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      return new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Web Push in the browser (decision 031)', () => {
  it('decodes the VAPID key to its 65 bytes', () => {
    const key = applicationServerKey(VAPID);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4); // an uncompressed P-256 point
  });

  it('is unsupported without a key, a service worker or the Push API', () => {
    expect(pushSupported(VAPID)).toBe(false); // jsdom: no service worker
    installBrowser({ permission: 'default' });
    expect(pushSupported(VAPID)).toBe(true);
    expect(pushSupported(null)).toBe(false);
  });

  it('registers the worker under the router base and reads the state', async () => {
    const browser = installBrowser({ permission: 'default' });
    expect(await readPushState(VAPID)).toBe('prompt');
    // The router base: /class/ in the build, / under the test runner.
    const base = import.meta.env.BASE_URL;
    expect(browser.serviceWorker.register).toHaveBeenCalledWith(`${base}sw.js`, { scope: base });
    expect(WORKER_URL).toBe(`${base}sw.js`);
    browser.notification.permission = 'granted';
    expect(await readPushState(VAPID)).toBe('granted');
    browser.setSubscription(fakeSubscription(VAPID));
    expect(await readPushState(VAPID)).toBe('subscribed');
    browser.notification.permission = 'denied';
    expect(await readPushState(VAPID)).toBe('denied');
  });

  it('asks, subscribes with the school key and stores subscription.toJSON() on the server', async () => {
    const browser = installBrowser({ permission: 'default' });
    const calls = stubFetch(204);
    expect(await enablePush(VAPID)).toBe('subscribed');
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([...applicationServerKey(VAPID)]);
    expect(calls).toEqual([
      {
        url: expect.stringMatching(/^\/spa\/api\/v1\/push\/subscribe\?lang=/),
        method: 'POST',
        body: { endpoint: 'https://push.example/abc', expirationTime: null, keys: expect.any(Object) },
      },
    ]);
  });

  it('subscribes nothing when the learner refuses', async () => {
    const browser = installBrowser({ permission: 'default', answer: 'denied' });
    const calls = stubFetch(204);
    expect(await enablePush(VAPID)).toBe('denied');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('replaces a subscription made with another key', async () => {
    const browser = installBrowser({ permission: 'granted' });
    const old = fakeSubscription(OTHER_VAPID, 'https://push.example/old');
    browser.setSubscription(old);
    stubFetch(204);
    await enablePush(VAPID);
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('drops the new browser subscription when the server refuses it', async () => {
    const browser = installBrowser({ permission: 'granted' });
    stubFetch(422, [{ field: 'endpoint', message: 'https only' }]);
    await expect(enablePush(VAPID)).rejects.toThrow();
    expect(browser.subscription()?.unsubscribe).toHaveBeenCalled();
  });

  it('unsubscribes on the server, then in the browser', async () => {
    const browser = installBrowser({ permission: 'granted' });
    const sub = fakeSubscription(VAPID);
    browser.setSubscription(sub);
    const calls = stubFetch(204);
    expect(await disablePush()).toBe('granted');
    expect(calls).toEqual([
      {
        url: expect.stringMatching(/^\/spa\/api\/v1\/push\/unsubscribe\?/),
        method: 'POST',
        body: { endpoint: sub.endpoint },
      },
    ]);
    expect(sub.unsubscribe).toHaveBeenCalled();
  });

  it('keeps the browser subscribed when the server could not be told', async () => {
    const browser = installBrowser({ permission: 'granted' });
    const sub = fakeSubscription(VAPID);
    browser.setSubscription(sub);
    stubFetch(500, { name: 'Error', message: 'down', code: 0, status: 500 });
    await expect(disablePush()).rejects.toThrow();
    expect(sub.unsubscribe).not.toHaveBeenCalled();
  });

  it('drops the browser subscription on logout (spec 01 §4)', async () => {
    const browser = installBrowser({ permission: 'granted' });
    const sub = fakeSubscription(VAPID);
    browser.setSubscription(sub);
    logout();
    await vi.waitFor(() => expect(sub.unsubscribe).toHaveBeenCalled());
  });
});
