import { ARTICLE_NEW_DAYS, type Article, type Community } from '@cp/contract';
import type { ArticleRow, CommunityRow } from './community.repository.js';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function presentCommunity(row: CommunityRow): Community {
  return { id: row.id, type: row.type, title: row.title, slug: row.slug, link: row.link };
}

/** Spec 01 §2: `{community base}/{community slug if any}/articles/{id}`. */
export function articleUrl(base: string, slug: string | null, id: number): string {
  return `${base.replace(/\/$/, '')}${slug ? `/${slug}` : ''}/articles/${id}`;
}

/**
 * An article of the feed (spec 01 §3). Likes and favourites are not kept by our own feed,
 * so both are false (spec-gaps).
 */
export function presentArticle(row: ArticleRow, slug: string | null, base: string, now: number): Article {
  const publishedAt = row.publishedAt ?? row.createdAt;
  return {
    id: row.id,
    title: row.title,
    created_at: seconds(row.createdAt),
    published_at: seconds(publishedAt),
    preview_image: row.previewImage,
    views: row.views,
    sort: row.sort,
    new: now - publishedAt.getTime() < ARTICLE_NEW_DAYS * 86_400_000,
    liked: false,
    isFavourite: false,
    main_category: { community: { slug } },
    url: articleUrl(base, slug, row.id),
  };
}
