import { CONSOLE_PEOPLE_ROUTES, type ConsoleLearner } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type Learner, toLearner } from '../lib/learner';
import { peopleKeys } from './people-keys';

/** `GET /staff/learners/{id}`: profile, streams, points. */
export async function getLearner(id: number, signal?: AbortSignal): Promise<Learner> {
  const { data } = await apiGet<ConsoleLearner>(staffPath(CONSOLE_PEOPLE_ROUTES.learner, { id }), { signal });
  return toLearner(data);
}

export function useLearner(id: number) {
  return useQuery({
    queryKey: peopleKeys.learner(id),
    queryFn: ({ signal }) => getLearner(id, signal),
    enabled: id > 0,
  });
}
