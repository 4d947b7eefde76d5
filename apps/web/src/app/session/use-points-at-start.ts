import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * spec 01 §4 "App start: ... For a newly known user, communities, banners and the user score
 * load too": once the signed-in frame knows the learner, their points balance
 * (`GET /user-score/amount`) goes into the query cache, where the points screen reads it. The call
 * and its converter load on their own, after the frame, so the first screen waits for neither
 * (ARCHITECTURE §7 budget). A failure stays in the cache for the points screen to show and retry.
 */
export function usePointsAtStart(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    void import('../../features/points/api/get-points-amount')
      .then(({ pointsAmountQueryOptions }) => {
        if (current) return queryClient.prefetchQuery(pointsAmountQueryOptions());
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId, queryClient]);
}
