import { LEARNING_ROUTES, learningPath, STATUS_CACHE_MS, type StreamStatusResource } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/api-client';
import { queryClient } from '../../query/query-client';
import { learningKeys } from './learning-keys';
import { type StreamStatuses, toStreamStatuses } from './stream-status';

/** `GET /user-course-streams/{id}/status` with the expansions the calendar and the day need (spec 02 §7). */
export const STATUS_EXPAND = [
  'days',
  'stages',
  'lessons',
  'homeworks',
  'current_training_stage_id',
  'current_training_day',
];

export const streamStatusQueryOptions = (streamId: number) =>
  queryOptions({
    queryKey: learningKeys.status(streamId),
    queryFn: async ({ signal }): Promise<StreamStatuses> => {
      const { data } = await apiGet<StreamStatusResource>(
        learningPath(LEARNING_ROUTES.streamStatus, { id: streamId }),
        { query: { expand: STATUS_EXPAND.join(',') }, signal },
      );
      return toStreamStatuses(data);
    },
    // spec 02 §4, §9: statuses are cached for 300000 ms and fetched again after.
    staleTime: STATUS_CACHE_MS,
    refetchInterval: STATUS_CACHE_MS,
  });

export const useStreamStatus = (streamId: number) => useQuery(streamStatusQueryOptions(streamId));

/** spec 02 §4 Day: after `start` and `finish` the statuses are reloaded (with the days expansion). */
export const reloadStreamStatus = (streamId: number): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: learningKeys.status(streamId), refetchType: 'all' });
