import { POINTS_ROUTES, type UserScoreEntry } from '@cp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { type Pagination, readPagination } from '../../../lib/api/pagination';
import { pointsKeys } from './points-keys';

/** spec 01 §3 UserScore in client names: the amount absolute, add or debit, the time in ms. */
export interface PointsEntry {
  id: number;
  amount: number;
  type: 'add' | 'debit';
  /** Why: `welcome`, `day:<id>`, `lesson:<id>`, `spend` (the server's ledger reasons). */
  reason: string;
  updatedAt: number;
}

export interface PointsHistoryPage {
  entries: PointsEntry[];
  pagination: Pagination | null;
}

/** spec 01 §3: amount stored absolute; 'add' when above 0, else 'debit'; seconds times 1000. */
export function toPointsEntry(entry: UserScoreEntry): PointsEntry {
  return {
    id: entry.id,
    amount: Math.abs(entry.amount),
    type: entry.amount > 0 ? 'add' : 'debit',
    reason: entry.reason,
    updatedAt: entry.updated_at * 1000,
  };
}

/** `GET /user-score?page=` (spec 01 §7): one page of the history, newest first, with the x-pagination headers. */
export async function getPointsHistory(page: number, signal?: AbortSignal): Promise<PointsHistoryPage> {
  const { data, headers } = await apiGet<UserScoreEntry[]>(POINTS_ROUTES.history, {
    query: { page },
    signal,
  });
  return { entries: data.map(toPointsEntry), pagination: readPagination(headers) };
}

export const pointsHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: pointsKeys.history(page),
    queryFn: ({ signal }) => getPointsHistory(page, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const usePointsHistory = (page: number) => useQuery(pointsHistoryQueryOptions(page));
