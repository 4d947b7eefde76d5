import { STAFF_HOMEWORK_ROUTES } from '@cp/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { nextPage, type Pagination, readPagination } from '../../../lib/api/pagination';
import { staffPath } from '../../../lib/api/staff-path';
import { type QueueItem, type StaffHomeworkItemWire, toQueueItem } from '../lib/submission';
import { homeworkKeys } from './homework-keys';

/** Hand-ins per page of the queue. */
export const QUEUE_PAGE_SIZE = 20;

export interface QueuePage {
  items: QueueItem[];
  pagination: Pagination | null;
}

/** `GET /staff/homework?course_id=&page=`: hand-ins waiting for review, oldest first. */
export async function listReviewQueue(
  courseId: number | null,
  page: number,
  signal?: AbortSignal,
): Promise<QueuePage> {
  const response = await apiGet<StaffHomeworkItemWire[]>(staffPath(STAFF_HOMEWORK_ROUTES.queue), {
    query: { course_id: courseId ?? undefined, page, 'per-page': QUEUE_PAGE_SIZE },
    signal,
  });
  return { items: response.data.map(toQueueItem), pagination: readPagination(response.headers) };
}

/** The queue of one course (or of all the reviewer's), page by page ("show more"). */
export function useReviewQueue(courseId: number | null) {
  return useInfiniteQuery({
    queryKey: homeworkKeys.queue(courseId),
    queryFn: ({ pageParam, signal }) => listReviewQueue(courseId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.pagination),
  });
}
