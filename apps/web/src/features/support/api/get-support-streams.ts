import { ROUTES, STATUS_CACHE_MS, type UserCourseStream } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { learningKeys } from '../../../lib/learning/api/learning-keys';
import { type Stream, toStream } from '../../../lib/learning/api/stream';

/** Every stream of the learner on one page, as the courses screen lists them. */
const PER_PAGE = 50;

/** A course the learner may ask about: the stream id and its course title. */
export interface SupportStream {
  id: number;
  title: string;
}

export function toSupportStream(stream: Stream): SupportStream {
  return { id: stream.id, title: stream.course?.title ?? `#${stream.id}` };
}

/**
 * `GET /user-course-streams?expand=course` (spec 02 §7): the courses a request about a
 * product can name (spec 01 §3 `target_product` user_course). Under the streams' key, so
 * whatever changes the learner's streams refreshes this list too.
 */
export const supportStreamsQueryOptions = () =>
  queryOptions({
    queryKey: [...learningKeys.streams, { expand: 'course', perPage: PER_PAGE, for: 'support' }] as const,
    queryFn: async ({ signal }): Promise<SupportStream[]> => {
      const { data } = await apiGet<UserCourseStream[]>(ROUTES.userCourseStreams, {
        query: { expand: 'course', 'per-page': PER_PAGE },
        signal,
      });
      return data.map(toStream).map(toSupportStream);
    },
    staleTime: STATUS_CACHE_MS,
  });

export const useSupportStreams = (enabled: boolean) => useQuery({ ...supportStreamsQueryOptions(), enabled });
