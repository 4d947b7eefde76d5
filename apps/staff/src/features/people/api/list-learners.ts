import { CONSOLE_PEOPLE_ROUTES, type ConsoleLearnerRow } from '@cp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { type Pagination, readPagination } from '../../../lib/api/pagination';
import { staffPath } from '../../../lib/api/staff-path';
import { type LearnerSummary, toLearnerSummary } from '../lib/learner';
import { peopleKeys } from './people-keys';

export const LEARNERS_PAGE_SIZE = 20;

/** `GET /staff/learners?q=&page=`: the school's learners, newest first. */
export async function listLearners(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<{ items: LearnerSummary[]; pagination: Pagination | null }> {
  const { data, headers } = await apiGet<ConsoleLearnerRow[]>(staffPath(CONSOLE_PEOPLE_ROUTES.learners), {
    query: { q: q || undefined, page, 'per-page': LEARNERS_PAGE_SIZE },
    signal,
  });
  return { items: data.map(toLearnerSummary), pagination: readPagination(headers) };
}

export function useLearners(q: string, page: number) {
  return useQuery({
    queryKey: peopleKeys.learners(q, page),
    queryFn: ({ signal }) => listLearners(q, page, signal),
    placeholderData: keepPreviousData,
  });
}
