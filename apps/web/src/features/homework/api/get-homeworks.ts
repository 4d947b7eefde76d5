import { HOMEWORK_ROUTES, type UserHomework as UserHomeworkResource } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { homeworkKeys } from '../../../lib/learning/homework/homework-keys';
import { toUserHomework, type UserHomework } from '../../../lib/learning/homework/user-homework';

/** `GET /homework?expand=scores` (spec 02 §7 "Homework"): the learner's homework across streams. */
export async function getHomeworks(signal?: AbortSignal): Promise<UserHomework[]> {
  const { data } = await apiGet<UserHomeworkResource[]>(HOMEWORK_ROUTES.allHomework, {
    query: { expand: 'scores' },
    signal,
  });
  return data.map(toUserHomework);
}

export const homeworksQueryOptions = () =>
  queryOptions({ queryKey: homeworkKeys.list, queryFn: ({ signal }) => getHomeworks(signal) });

export const useHomeworks = () => useQuery(homeworksQueryOptions());
