import { COMMUNITY_ROUTES, type Community as WireCommunity } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';

/** A community of the school (spec 01 §3 Community: id, type; decision 038 adds title, slug, link). */
export interface Community {
  id: number;
  type: string;
  title: string;
  slug: string | null;
  link: string | null;
}

export const toCommunity = (community: WireCommunity): Community => ({ ...community });

export const communitiesQueryKey = ['community'] as const;

/**
 * `GET /community` (spec 01 §7): loaded once per session for a signed-in learner (spec 01 §4,
 * §6); logout clears the cache.
 */
export const communitiesQueryOptions = () =>
  queryOptions({
    queryKey: communitiesQueryKey,
    queryFn: async ({ signal }) =>
      (await apiGet<WireCommunity[]>(COMMUNITY_ROUTES.communities, { signal })).data.map(toCommunity),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCommunities = (enabled = true) => useQuery({ ...communitiesQueryOptions(), enabled });
