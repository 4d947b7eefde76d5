import { useCallback, useSyncExternalStore } from 'react';
import { isRead, recordSnapshot, snapshot, subscribe } from './download-registry';
import type { DownloadRecord } from './download-types';

/** One download as every screen sees it, updated as its bytes move (null: none, or not read yet). */
export function useDownload(userId: number | null, id: string): DownloadRecord | null {
  const read = useCallback(() => recordSnapshot(userId, id), [userId, id]);
  return useSyncExternalStore(subscribe, read, () => null);
}

/**
 * Whether the learner's downloads have been read from the device: until then `useDownload` answers
 * null for a video that is stored, and a player choosing between the local copy and the network
 * waits for this rather than start fetching the network's.
 */
export function useDownloadsReady(userId: number | null): boolean {
  const read = useCallback(() => isRead(userId), [userId]);
  return useSyncExternalStore(subscribe, read, () => false);
}

/** The learner's downloads, newest first. */
export function useDownloads(userId: number | null): DownloadRecord[] {
  const read = useCallback(() => snapshot(userId), [userId]);
  return useSyncExternalStore(subscribe, read, read);
}

export interface StorageEstimate {
  usage: number;
  quota: number;
}

/**
 * Space used and available (navigator.storage.estimate, or the shell's store), read when a screen
 * shows it and again a moment after downloads change (each progress step would be too often).
 */
let estimate: StorageEstimate | null = null;
const estimateListeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;
let scheduled = false;
const REFRESH_MS = 1000;

async function refresh() {
  scheduled = false;
  const { storageEstimate } = await import('./download-engine');
  const next = await storageEstimate();
  if (next?.usage === estimate?.usage && next?.quota === estimate?.quota) return;
  estimate = next;
  for (const listener of estimateListeners) listener();
}

const schedule = () => {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => void refresh(), REFRESH_MS);
};

function subscribeEstimate(listener: () => void) {
  estimateListeners.add(listener);
  if (!stopWatching) {
    stopWatching = subscribe(schedule);
    void refresh();
  }
  return () => {
    estimateListeners.delete(listener);
    if (estimateListeners.size === 0 && stopWatching) {
      stopWatching();
      stopWatching = null;
    }
  };
}

export function useStorageEstimate(): StorageEstimate | null {
  return useSyncExternalStore(
    subscribeEstimate,
    () => estimate,
    () => null,
  );
}
