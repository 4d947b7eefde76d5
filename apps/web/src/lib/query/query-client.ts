import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { clearOnLogout } from '../auth/logout';
import { WRITES_REPLAYED_EVENT } from '../offline/write-queue-marker';
import { currentUserQueryKey } from '../session/current-user';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/storage';

/** Client errors (4xx) will not change on a retry; network and 5xx failures may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'offlineFirst': a query runs once even offline, so the kept answers can serve it
      // (decision 067); only its retries wait for the network.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}

/**
 * One cache per page, loaded with the signed-in screens (never by the sign-in
 * route: ARCHITECTURE §7 budget).
 */
export const queryClient = createQueryClient();

// Progress made offline reached the server (decision 067): what the screens show is read again.
if (typeof window !== 'undefined') {
  window.addEventListener(WRITES_REPLAYED_EVENT, () => void queryClient.invalidateQueries());
}

const clearDownloadsOf = (userId: number) =>
  void import('../offline/downloads/downloads')
    .then(({ clearUserDownloads }) => clearUserDownloads(userId))
    .catch(() => undefined);

// spec 01 §4: logout clears every cache. clear(), not cancelQueries(): a 401 logs
// out from inside a running query, and cancelling it would replace the 401 its
// caller is waiting for.
clearOnLogout((reason) => {
  // The learner's downloads (decision 068; the id is known only here): they leave the device when
  // the learner signs out; when the session ended without them they stay, kept for them (issue 27).
  const user = queryClient.getQueryData<{ id: number }>(currentUserQueryKey);
  if (user && reason === 'signed-out') clearDownloadsOf(user.id);
  else if (user) writeStorage(STORAGE_KEYS.downloadsKeptFor, String(user.id));
  queryClient.clear();
});

// A sign-in on this device: downloads kept for another learner leave it; kept for this one, they
// are theirs again.
queryClient.getQueryCache().subscribe((event) => {
  const key = event.query.queryKey;
  if (event.type !== 'updated' || key.length !== 1 || key[0] !== currentUserQueryKey[0]) return;
  const user = event.query.state.data as { id: number } | undefined;
  const kept = Number(readStorage(STORAGE_KEYS.downloadsKeptFor));
  if (!user || !kept) return;
  removeStorage(STORAGE_KEYS.downloadsKeptFor);
  if (kept !== user.id) clearDownloadsOf(kept);
});
