import type { Banner } from '@cp/contract';
import type { BannerRow } from './banners.repository.js';

export function presentBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    sort: row.sort,
    title: row.title,
    file: { url: row.imageUrl, name: row.imageName, mime: row.imageMime },
    link: row.link,
    platforms: row.platforms,
    positions: row.positions,
    course_ids: row.courseIds,
    community_ids: row.communityIds,
    application_ids: row.applicationIds,
    stage_day_ids: row.stageDayIds,
    not_display_course_ids: row.notDisplayCourseIds,
    not_display_community_ids: row.notDisplayCommunityIds,
    not_display_application_ids: row.notDisplayApplicationIds,
  };
}
