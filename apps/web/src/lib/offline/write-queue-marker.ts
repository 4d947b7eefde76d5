import { getToken } from '../auth/token-storage';
import { isOnline } from './network-status';
import { readCachingOn } from './read-cache-switch';
import { hasPendingWrites } from './write-queue-flag';

/**
 * The light side of the offline stores (decision 067), loaded without them: whether writes wait
 * (a flag in localStorage, so the IndexedDB code loads only when there is something to send),
 * the event a replay fires, and what logout does with the stores.
 */

export { hasPendingWrites, markPendingWrites, WRITES_REPLAYED_EVENT } from './write-queue-flag';

/** App start: writes left from an earlier visit go when they can. */
export function resumePendingWrites(): void {
  if (!hasPendingWrites()) return;
  void import('./write-queue').then(({ writeQueue }) => writeQueue.replay()).catch(() => undefined);
}

/** How long sign-out waits for the last try of the writes. */
const LAST_SEND_TIMEOUT_MS = 5000;

/**
 * Before logout (the /logout route): writes still waiting get one last try while the token
 * works; whatever cannot go then goes with the learner's data.
 */
export async function sendPendingWrites(): Promise<void> {
  if (!hasPendingWrites() || !getToken() || !isOnline()) return;
  const sent = import('./write-queue').then(({ writeQueue }) => writeQueue.replay());
  await Promise.race([
    sent.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, LAST_SEND_TIMEOUT_MS)),
  ]);
}

let clearing: Promise<unknown> = Promise.resolve();

/**
 * spec 01 §4 "Logout clears every data area": the queue and the kept answers, so the next
 * learner on the device sees nothing of this one. Called by logout before the flags go.
 */
export function clearOfflineData(): void {
  const tasks: Promise<unknown>[] = [];
  if (hasPendingWrites()) tasks.push(import('./write-queue').then(({ writeQueue }) => writeQueue.clear()));
  if (readCachingOn())
    tasks.push(import('./response-cache').then(({ responseCache }) => responseCache.clear()));
  clearing = Promise.allSettled(tasks);
}

/** Resolves once the last logout's clearing is done (the next sign-in waits for it). */
export const offlineDataCleared = (): Promise<unknown> => clearing;
