import { POINTS_ROUTES, type UserScoreAmount } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { pointsKeys } from './points-keys';

/** `GET /user-score/amount` (spec 01 §7): the learner's points balance. */
export async function getPointsAmount(signal?: AbortSignal): Promise<number> {
  const { data } = await apiGet<UserScoreAmount>(POINTS_ROUTES.amount, { signal });
  return data.amount;
}

export const pointsAmountQueryOptions = () =>
  queryOptions({ queryKey: pointsKeys.amount, queryFn: ({ signal }) => getPointsAmount(signal) });

export const usePointsAmount = () => useQuery(pointsAmountQueryOptions());
