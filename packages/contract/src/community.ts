import { z } from 'zod';
import { langQuery, pageQuery } from './pagination.js';

/** Path of the communities call, relative to API_BASE (spec 01 §7). */
export const COMMUNITY_ROUTES = { communities: '/community' } as const;

/**
 * Our own articles feed, outside API_BASE: a brand's `community.apiUrl` of
 * `{origin}/community-api` makes `{apiUrl}/api/v1/articles/preview` land here (decision 038).
 */
export const COMMUNITY_API_BASE = '/community-api';
export const COMMUNITY_FEED_ROUTES = { articlesPreview: '/api/v1/articles/preview' } as const;

/** A community of the school (spec 01 §3): `link` is where the menu item goes. */
export const community = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  slug: z.string().nullable(),
  link: z.string().nullable(),
});
export type Community = z.infer<typeof community>;
export const communityList = z.array(community);

export const articlesPreviewQuery = langQuery.extend(pageQuery.shape);

/** An article of the feed (spec 01 §3 Article); times in seconds. */
export const article = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: z.number().int(),
  published_at: z.number().int(),
  preview_image: z.string().nullable(),
  views: z.number().int(),
  sort: z.number().int(),
  /** The NEW label: published within the last ARTICLE_NEW_DAYS days. */
  new: z.boolean(),
  liked: z.boolean(),
  isFavourite: z.boolean(),
  main_category: z.object({ community: z.object({ slug: z.string().nullable() }) }).nullable(),
  url: z.string(),
});
export type Article = z.infer<typeof article>;

/** The Hydra collection the spec names (`hydra:member`), as an external community API answers it. */
export const articlesPreview = z.object({
  'hydra:member': z.array(article),
  'hydra:totalItems': z.number().int(),
});
export type ArticlesPreview = z.infer<typeof articlesPreview>;

/** Days an article counts as new (our choice; spec-gaps). */
export const ARTICLE_NEW_DAYS = 7;
