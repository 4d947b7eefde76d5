import { ROUTES, type UserCourseStream } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { type Pagination, readPagination } from '../../../lib/api/pagination';
import { learningKeys, STREAM_LIST_PER_PAGE } from '../../../lib/learning/api/learning-keys';
import { type Stream, toStream } from '../../../lib/learning/api/stream';
import { createOrder } from './create-demo-order';
import { fetchCourseService } from './get-course-service';

const PER_PAGE = STREAM_LIST_PER_PAGE;

export interface StreamList {
  streams: Stream[];
  pagination: Pagination | null;
}

/** `GET /user-course-streams?expand=course,order` (spec 02 §7 Streams). */
export async function fetchStreams(signal?: AbortSignal): Promise<StreamList> {
  const { data, headers } = await apiGet<UserCourseStream[]>(ROUTES.userCourseStreams, {
    query: { expand: 'course,order', 'per-page': PER_PAGE },
    signal,
  });
  return { streams: data.map(toStream), pagination: readPagination(headers) };
}

/** The brand's demo offer (spec 01 §4): allowed and with a service id, else null. */
export interface DemoOffer {
  isDemoAccessible: boolean;
  demoCourseServiceId: number | null;
}

export interface LoadStreamsDeps {
  fetchStreams: typeof fetchStreams;
  createOrder: typeof createOrder;
  fetchCourseService: typeof fetchCourseService;
}

const realDeps: LoadStreamsDeps = { fetchStreams, createOrder, fetchCourseService };

/**
 * spec 01 §4 "App data load": after a successful load, if demo access is
 * allowed, the learner has no streams and a demo course service id exists, a
 * demo order is created, the service is fetched and the load is retried once.
 * A failed demo order leaves the learner with the empty list, not an error.
 */
export async function loadStreams(
  demo: DemoOffer,
  signal?: AbortSignal,
  deps: LoadStreamsDeps = realDeps,
): Promise<StreamList> {
  const first = await deps.fetchStreams(signal);
  const serviceId = demo.demoCourseServiceId;
  if (first.streams.length > 0 || !demo.isDemoAccessible || serviceId === null) return first;
  try {
    await deps.createOrder(serviceId, signal);
    await deps.fetchCourseService(serviceId, signal);
  } catch (error) {
    console.error('Demo order failed', error);
    return first;
  }
  return deps.fetchStreams(signal);
}

export const userCourseStreamsQueryOptions = (demo: DemoOffer) =>
  queryOptions({
    queryKey: learningKeys.streamList(PER_PAGE),
    queryFn: ({ signal }) => loadStreams(demo, signal),
  });

export const useUserCourseStreams = (demo: DemoOffer) => useQuery(userCourseStreamsQueryOptions(demo));
