import { useSyncExternalStore } from 'react';

/**
 * Whether the device has a network (spec 01 §8, spec 02 §8 "No Internet (some features may not
 * work)"; decision 067). The browser's `navigator.onLine` and its online/offline events; in the
 * mobile shell the Capacitor Network plugin reports through `reportNetworkStatus` (helper of
 * `native-network.ts`), which the WebView's own flag does not always follow.
 */
type Listener = (online: boolean) => void;
const listeners = new Set<Listener>();
let reported: boolean | null = null;

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function isOnline(): boolean {
  return reported ?? browserOnline();
}

function notify(): void {
  const online = isOnline();
  for (const listener of listeners) listener(online);
}

/** The native shell's view of the network; it wins over the WebView's flag from then on. */
export function reportNetworkStatus(online: boolean): void {
  if (reported === online) return;
  reported = online;
  notify();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
}

const subscribeStore = (change: () => void) => subscribe(change);

/** Re-renders when the network comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeStore, isOnline, () => true);
}
