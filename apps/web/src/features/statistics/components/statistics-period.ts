import { STATISTICS_PERIODS, type StatisticsPeriod } from '@cp/contract';

/** The period of the address (`?period=month`), so Back and a shared link keep it; a week otherwise. */
export function periodOf(search: URLSearchParams): StatisticsPeriod {
  const value = search.get('period');
  return (STATISTICS_PERIODS as readonly string[]).includes(value ?? '')
    ? (value as StatisticsPeriod)
    : 'week';
}
