import { z } from 'zod';
import { langQuery, pageQuery } from './pagination.js';

export {
  COMMUNITY_API_BASE,
  COMMUNITY_FEED_ROUTES,
  COMMUNITY_ROUTES,
} from './account-area-routes.js';

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
