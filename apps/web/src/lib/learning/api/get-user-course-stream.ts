import { LEARNING_ROUTES, learningPath, ROUTES, STATUS_CACHE_MS, type UserCourseStream } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../query/query-client';
import { learningKeys, STREAM_LIST_PER_PAGE } from './learning-keys';
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

/** The stream from the courses list's call (answered from the kept answers when offline). */
async function streamFromKeptList(streamId: number, signal: AbortSignal): Promise<Stream | undefined> {
  const { data } = await apiGet<UserCourseStream[]>(ROUTES.userCourseStreams, {
    query: { expand: 'course,order', 'per-page': STREAM_LIST_PER_PAGE },
    signal,
  });
  const found = data.find((stream) => stream.id === streamId);
  return found && toStream(found);
}

/** `GET /user-course-streams/{id}?expand=course,order` (spec 02 §7 Streams). */
export const userCourseStreamQueryOptions = (streamId: number) =>
  queryOptions({
    queryKey: learningKeys.stream(streamId),
    queryFn: async ({ signal }): Promise<Stream> => {
      try {
        const { data } = await apiGet<UserCourseStream>(
          learningPath(LEARNING_ROUTES.stream, { id: streamId }),
          {
            query: { expand: 'course,order' },
            signal,
          },
        );
        return toStream(data);
      } catch (error) {
        // No network and this call never made (the screen was opened from the courses list, which
        // held the stream): the list's kept answer has it (decision 067).
        if (error instanceof ApiError) throw error;
        const kept = await streamFromKeptList(streamId, signal).catch(() => undefined);
        if (!kept) throw error;
        return kept;
      }
    },
    staleTime: STATUS_CACHE_MS,
    initialData: () => streamFromList(streamId)?.stream,
    initialDataUpdatedAt: () => streamFromList(streamId)?.updatedAt,
  });

export const useUserCourseStream = (streamId: number) => useQuery(userCourseStreamQueryOptions(streamId));
