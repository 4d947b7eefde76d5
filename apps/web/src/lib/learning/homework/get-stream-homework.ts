import { HOMEWORK_ROUTES, type UserHomework as UserHomeworkResource } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/api-client';
import { homeworkKeys } from './homework-keys';
import { toUserHomework, type UserHomework } from './user-homework';

/**
 * `GET /user-course-streams/{id}/user-homework?expand=scores` (spec 02 §7 "Homework"): the
 * stream's homework statuses with their tasks, in course order. spec 02 §5 "StreamId must be set".
 */
export async function getStreamHomework(streamId: number, signal?: AbortSignal): Promise<UserHomework[]> {
  if (!streamId) throw new Error('StreamId must be set');
  const { data } = await apiGet<UserHomeworkResource[]>(
    HOMEWORK_ROUTES.streamHomework.replace(':id', String(streamId)),
    { query: { expand: 'scores' }, signal },
  );
  return data.map(toUserHomework);
}

export const streamHomeworkQueryOptions = (streamId: number) =>
  queryOptions({
    queryKey: homeworkKeys.stream(streamId),
    queryFn: ({ signal }) => getStreamHomework(streamId, signal),
  });

export const useStreamHomework = (streamId: number, enabled = true) =>
  useQuery({ ...streamHomeworkQueryOptions(streamId), enabled: enabled && streamId > 0 });
