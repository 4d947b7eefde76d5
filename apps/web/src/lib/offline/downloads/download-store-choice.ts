import { isNativeShell } from '../../env/native-shell';
import { DownloadFailure } from './download-failure';
import type { DownloadStore } from './download-store';
import { createWebStore } from './web-store';

/**
 * Where the engine keeps bytes (decision 068): picked once. The native store is imported only in
 * the mobile build's shell, so the web build never loads it.
 */
let storePromise: Promise<DownloadStore> | null = null;

/** The app's data folder in the mobile shell (not evicted by the system), Cache Storage on the web. */
export function downloadStore(): Promise<DownloadStore> {
  storePromise ??= (async () => {
    // A constant false in the web build: the native store's chunk is not even emitted there.
    if (isNativeShell()) {
      const { createNativeStore } = await import('./native-store');
      return createNativeStore();
    }
    return createWebStore();
  })();
  return storePromise;
}

/**
 * The web build keeps files in Cache Storage and plays them through the service worker: a browser
 * without either cannot download for offline use, and says so before anything is fetched.
 */
export async function ensureSupported(): Promise<void> {
  if (isNativeShell()) return;
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined')
    throw new DownloadFailure('unsupported');
}
