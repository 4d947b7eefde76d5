import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { clearOnLogout } from '../auth/logout';
import { WRITES_REPLAYED_EVENT } from '../offline/write-queue-marker';
import { currentUserQueryKey } from '../session/current-user';

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

// spec 01 §4: logout clears every cache. clear(), not cancelQueries(): a 401 logs
// out from inside a running query, and cancelling it would replace the 401 its
// caller is waiting for.
clearOnLogout(() => {
  // spec 01 §4: the learner's downloads leave the device too (decision 068); the id is known only here.
  const user = queryClient.getQueryData<{ id: number }>(currentUserQueryKey);
  if (user) {
    void import('../offline/downloads/downloads')
      .then(({ clearUserDownloads }) => clearUserDownloads(user.id))
      .catch(() => undefined);
  }
  queryClient.clear();
});
