import type { AppType, BannerPlatform, BannerQuery } from '@cp/contract';
import type { BannerRow } from './banners.repository.js';

/**
 * The platform a request asks for (decision 037): the `platform` parameter, else the mobile
 * shell (X-App-Type mobile) means `app`; the web without a parameter gets every platform and
 * picks by its own breakpoint (spec 01 §9).
 */
export function platformOf(query: BannerQuery, appType: AppType): BannerPlatform | null {
  return query.platform ?? (appType === 'mobile' ? 'app' : null);
}

/** An include list matches when empty or holding the value; an exclude list must not hold it. */
function fits(value: number | undefined, only: number[], never: number[] = []): boolean {
  if (value === undefined) return true;
  return (only.length === 0 || only.includes(value)) && !never.includes(value);
}

/**
 * The banners a screen shows (spec 01 §3 Banner): filtered by platform, course, community,
 * application and stage day, and by the not-display lists. A dimension the request does
 * not name is not filtered on. An empty platform list means every platform.
 */
export function visibleBanners(rows: BannerRow[], query: BannerQuery, platform: BannerPlatform | null) {
  return rows.filter(
    (b) =>
      (platform === null || b.platforms.length === 0 || b.platforms.includes(platform)) &&
      fits(query.course_id, b.courseIds, b.notDisplayCourseIds) &&
      fits(query.community_id, b.communityIds, b.notDisplayCommunityIds) &&
      fits(query.application_id, b.applicationIds, b.notDisplayApplicationIds) &&
      fits(query.stage_day_id, b.stageDayIds),
  );
}
