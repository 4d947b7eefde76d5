import { STATUS_CACHE_MS } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSupportCategories } from '../../../lib/support/support-categories';

export const supportCategoriesQueryKey = ['support-category', { sort: 'id' }] as const;

/** `GET /support-category?sort=id` (spec 01 §7): the topics of the support centre. */
export const supportCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: supportCategoriesQueryKey,
    queryFn: ({ signal }) => fetchSupportCategories(signal),
    staleTime: STATUS_CACHE_MS,
  });

export const useSupportCategories = () => useQuery(supportCategoriesQueryOptions());
