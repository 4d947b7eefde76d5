import { STAFF_VIDEO_CONSULTATION_ROUTES, type StaffVideoConsultation } from '@cp/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { nextPage, type Pagination, readPagination } from '../../../lib/api/pagination';
import { staffPath } from '../../../lib/api/staff-path';
import { toRequest, type VideoConsultationRequest } from '../lib/request';
import { videoConsultationKeys } from './video-consultation-keys';

export type DeskStatus = 'waiting' | 'confirmed' | 'complete';
const PAGE_SIZE = 20;

export interface RequestPage {
  requests: VideoConsultationRequest[];
  pagination: Pagination | null;
}

/** `GET /staff/online-consultations?status=&page=`: the requests of the expert's courses, soonest first. */
export async function listVideoConsultations(
  status: DeskStatus,
  page: number,
  signal?: AbortSignal,
): Promise<RequestPage> {
  const response = await apiGet<StaffVideoConsultation[]>(staffPath(STAFF_VIDEO_CONSULTATION_ROUTES.list), {
    query: { status, page, 'per-page': PAGE_SIZE },
    signal,
  });
  return { requests: response.data.map(toRequest), pagination: readPagination(response.headers) };
}

/** One status tab, page by page ("show more"); read again whenever the desk comes back into view. */
export function useVideoConsultations(status: DeskStatus) {
  return useInfiniteQuery({
    queryKey: videoConsultationKeys.list(status),
    queryFn: ({ pageParam, signal }) => listVideoConsultations(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.pagination),
    refetchOnWindowFocus: 'always',
  });
}
