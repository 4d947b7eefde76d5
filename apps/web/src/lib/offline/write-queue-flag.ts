import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/storage';

/**
 * What the write queue (write-queue.ts) and its light side (write-queue-marker.ts) both read:
 * whether writes wait, a flag in localStorage so that the IndexedDB code loads only when there is
 * something to send, and the event a replay fires. Below both, so that the queue does not import
 * the module that loads it on demand.
 */

/** Fired on window after a replay sent writes: the screens' data is fetched again. */
export const WRITES_REPLAYED_EVENT = 'cp:writes-replayed';

export function markPendingWrites(pending: boolean): void {
  if (pending) writeStorage(STORAGE_KEYS.pendingWrites, '1');
  else removeStorage(STORAGE_KEYS.pendingWrites);
}

export const hasPendingWrites = (): boolean => readStorage(STORAGE_KEYS.pendingWrites) === '1';
