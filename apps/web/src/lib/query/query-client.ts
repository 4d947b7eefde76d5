import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { clearOnLogout } from '../auth/logout';

/** Client errors (4xx) will not change on a retry; network and 5xx failures may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * One cache per page, loaded with the signed-in screens (never by the sign-in
 * route: ARCHITECTURE §7 budget).
 */
export const queryClient = createQueryClient();

// spec 01 §4: logout clears every cache. clear(), not cancelQueries(): a 401 logs
// out from inside a running query, and cancelling it would replace the 401 its
// caller is waiting for.
clearOnLogout(() => queryClient.clear());
