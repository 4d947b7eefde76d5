import type { StatisticsPeriod } from '@cp/contract';
import { currentUserQueryKey } from '../../../lib/session/current-user';

/** Under the current user's key: whatever refreshes the user refreshes her statistics too. */
export const statisticsKeys = {
  totals: [...currentUserQueryKey, 'statistics', 'totals'] as const,
  timeline: (period: StatisticsPeriod) => [...currentUserQueryKey, 'statistics', 'timeline', period] as const,
};
