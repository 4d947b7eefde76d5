import { LEARNING_ROUTES, learningPath, STATUS_CACHE_MS, type UserCourseStream } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/api-client';
import { queryClient } from '../../query/query-client';
import { learningKeys } from './learning-keys';
import { type Stream, toStream } from './stream';

/** The courses list already holds every stream: a screen opened from it needs no call. */
function streamFromList(streamId: number): { stream: Stream; updatedAt: number } | undefined {
  for (const [key, data] of queryClient.getQueriesData<{ streams: Stream[] }>({
    queryKey: learningKeys.streams,
  })) {
    const stream = data?.streams.find((s) => s.id === streamId);
    if (stream) return { stream, updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt ?? 0 };
  }
  return undefined;
}

/** `GET /user-course-streams/{id}?expand=course,order` (spec 02 §7 Streams). */
export const userCourseStreamQueryOptions = (streamId: number) =>
  queryOptions({
    queryKey: learningKeys.stream(streamId),
    queryFn: async ({ signal }): Promise<Stream> => {
      const { data } = await apiGet<UserCourseStream>(
        learningPath(LEARNING_ROUTES.stream, { id: streamId }),
        {
          query: { expand: 'course,order' },
          signal,
        },
      );
      return toStream(data);
    },
    staleTime: STATUS_CACHE_MS,
    initialData: () => streamFromList(streamId)?.stream,
    initialDataUpdatedAt: () => streamFromList(streamId)?.updatedAt,
  });

export const useUserCourseStream = (streamId: number) => useQuery(userCourseStreamQueryOptions(streamId));
