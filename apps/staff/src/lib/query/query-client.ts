import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** One cache for the desk. A 4xx is an answer, not a hiccup: only network and 5xx retry, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
