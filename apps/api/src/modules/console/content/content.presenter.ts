import type {
  ConsoleArticle,
  ConsoleBanner,
  ConsoleCommunity,
  ConsoleSupportCategory,
  SupportCategorySetting,
} from '@cp/contract';
import type { articles, banners, communities } from '../../../db/schema/index.js';
import type { SupportCategoryRow } from './support-categories.repository.js';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function presentSupportCategory(
  row: SupportCategoryRow,
  usedBy: SupportCategorySetting[],
): ConsoleSupportCategory {
  return {
    id: row.id,
    sort: row.sort,
    title: { ru: row.title.ru ?? null, en: row.title.en ?? null, es: row.title.es ?? null },
    target_product: row.targetProduct === 1 ? 'user_course' : 'none',
    require_product: row.requireProduct,
    used_by: usedBy,
  };
}

export function presentConsoleBanner(row: typeof banners.$inferSelect): ConsoleBanner {
  return {
    id: row.id,
    sort: row.sort,
    title: row.title,
    image: { url: row.imageUrl, name: row.imageName, mime: row.imageMime },
    link: row.link,
    platforms: row.platforms,
    positions: row.positions,
    course_ids: row.courseIds,
    not_display_course_ids: row.notDisplayCourseIds,
    community_ids: row.communityIds,
    not_display_community_ids: row.notDisplayCommunityIds,
  };
}

export function presentConsoleCommunity(
  row: typeof communities.$inferSelect,
  articlesCount: number,
): ConsoleCommunity {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    slug: row.slug,
    link: row.link,
    articles_count: articlesCount,
  };
}

export function presentConsoleArticle(row: typeof articles.$inferSelect): ConsoleArticle {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    preview_image: row.previewImage,
    sort: row.sort,
    community_id: row.communityId,
    views: row.views,
    created_at: seconds(row.createdAt),
    published_at: row.publishedAt ? seconds(row.publishedAt) : null,
  };
}
