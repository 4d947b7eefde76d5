import { BANNER_ROUTES, type Banner as WireBanner } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/api-client';
import type { Banner } from './banner-filter';
import { useBannersEnabled } from './banners-enabled';

export function toBanner(banner: WireBanner): Banner {
  return {
    id: banner.id,
    sort: banner.sort,
    title: banner.title,
    image: banner.file,
    link: banner.link,
    platforms: banner.platforms,
    positions: banner.positions,
    courseIds: banner.course_ids,
    communityIds: banner.community_ids,
    applicationIds: banner.application_ids,
    stageDayIds: banner.stage_day_ids,
    notDisplayCourseIds: banner.not_display_course_ids,
    notDisplayCommunityIds: banner.not_display_community_ids,
    notDisplayApplicationIds: banner.not_display_application_ids,
  };
}

export const bannersQueryKey = ['banners'] as const;

/**
 * `GET /banners` without filters (spec 01 §7): every banner of the school for this app type,
 * once per session (spec 01 §4 caches them; logout clears the cache). Each slot filters the
 * list itself (decision 037 leaves that to the app).
 */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: bannersQueryKey,
    queryFn: async ({ signal }) =>
      (await apiGet<WireBanner[]>(BANNER_ROUTES.banners, { signal })).data.map(toBanner),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The school's banners, or none while loading, after a failure, or where banners are off. */
export function useBanners() {
  const enabled = useBannersEnabled();
  return useQuery({ ...bannersQueryOptions(), enabled });
}
