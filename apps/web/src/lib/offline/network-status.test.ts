import { afterEach, describe, expect, it, vi } from 'vitest';

let browserOnline = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => browserOnline });

/** A fresh module per test: the native report, once made, is kept for the page's life. */
const load = async () => {
  vi.resetModules();
  return import('./network-status');
};

afterEach(() => {
  browserOnline = true;
});

describe('network status (decision 067)', () => {
  it('follows navigator.onLine and the window’s online and offline events', async () => {
    const status = await load();
    const seen: boolean[] = [];
    const stop = status.subscribe((online) => seen.push(online));
    expect(status.isOnline()).toBe(true);
    browserOnline = false;
    window.dispatchEvent(new Event('offline'));
    expect(status.isOnline()).toBe(false);
    browserOnline = true;
    window.dispatchEvent(new Event('online'));
    expect(seen).toEqual([false, true]);
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(seen).toHaveLength(2);
  });

  it('takes the native shell’s report over the WebView’s flag, telling listeners once per change', async () => {
    const status = await load();
    const seen: boolean[] = [];
    status.subscribe((online) => seen.push(online));
    status.reportNetworkStatus(false);
    status.reportNetworkStatus(false);
    expect(status.isOnline()).toBe(false);
    // The WebView still says online: the shell's word stands.
    window.dispatchEvent(new Event('online'));
    expect(status.isOnline()).toBe(false);
    status.reportNetworkStatus(true);
    expect(status.isOnline()).toBe(true);
    expect(seen).toEqual([false, false, true]);
  });
});
