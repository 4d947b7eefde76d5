import { STAFF_CHAT_ROUTES, type staffRating } from '@cp/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api/api-client';
import { nextPage, type Pagination, readPagination } from '../../../lib/api/pagination';
import { staffPath } from '../../../lib/api/staff-path';
import { type ReceivedRating, toReceivedRating } from '../lib/rating';

export const RATINGS_PAGE_SIZE = 20;

export interface RatingsPage {
  ratings: ReceivedRating[];
  pagination: Pagination | null;
}

/** `GET /staff/ratings?page=`: the ratings the expert received, newest first (decision 050). */
export async function listRatings(page: number, signal?: AbortSignal): Promise<RatingsPage> {
  const response = await apiGet<z.infer<typeof staffRating>[]>(staffPath(STAFF_CHAT_ROUTES.ratings), {
    query: { page, 'per-page': RATINGS_PAGE_SIZE },
    signal,
  });
  return { ratings: response.data.map(toReceivedRating), pagination: readPagination(response.headers) };
}

export function useRatings() {
  return useInfiniteQuery({
    queryKey: ['ratings'],
    queryFn: ({ pageParam, signal }) => listRatings(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.pagination),
  });
}
