import { z } from 'zod';
import { BANNER_PLATFORMS, BANNER_POSITIONS } from './constants.js';
import { inputText, rowId, rowIdParam } from './input-fields.js';
import { langQuery, pageQuery } from './pagination.js';

/**
 * The console's learner-facing content (issue 13 "Learner-facing content", decision 077): the
 * support centre's topics (support categories), banners, communities and articles the learner's
 * screens show. Paths are relative to STAFF_API_BASE.
 */
export const CONSOLE_CONTENT_ROUTES = {
  supportCategories: '/content/support-categories',
  supportCategory: '/content/support-categories/:id',
  banners: '/content/banners',
  banner: '/content/banners/:id',
  /** POST multipart `file`: a banner or article picture, kept among the school's public brand assets. */
  images: '/content/images',
  communities: '/content/communities',
  community: '/content/communities/:id',
  articles: '/content/articles',
  article: '/content/articles/:id',
  articlePublish: '/content/articles/:id/publish',
  articleUnpublish: '/content/articles/:id/unpublish',
} as const;

/** A banner or article picture: PNG, JPEG or WebP, checked by its content, at most this size. */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CONTENT_TITLE_MAX_LENGTH = 255;
export const CONTENT_LINK_MAX_LENGTH = 2000;
export const ARTICLE_BODY_MAX_LENGTH = 50_000;
export const COMMUNITY_SLUG_MAX_LENGTH = 100;
export const COMMUNITY_TYPE_MAX_LENGTH = 50;
/** A support category's id is a small number the brand's settings name (spec 01 §9). */
export const SUPPORT_CATEGORY_ID_MAX = 1_000_000;
/** `sort` of every content record: small integers, either way of zero. */
const sortInput = () => z.number().int().min(-1_000_000).max(1_000_000);

/** The brand settings that name support categories (spec 01 §3 Brand config `supportCategoryIds`). */
export const SUPPORT_CATEGORY_SETTINGS = ['passHomework', 'renewCourse', 'renewConsultation'] as const;
export type SupportCategorySetting = (typeof SUPPORT_CATEGORY_SETTINGS)[number];

/** Every banner position code with its screen and slot, in code order, for a form to offer by name. */
export const BANNER_POSITION_CODES = Object.keys(BANNER_POSITIONS).map(
  Number,
) as (keyof typeof BANNER_POSITIONS)[];

export const contentIdParams = z.object({ id: rowIdParam() });

const title = () => inputText().trim().min(1).max(CONTENT_TITLE_MAX_LENGTH);
/** Where a click goes: another site (http or https) or a path of the learner app or the site. */
const link = () =>
  inputText()
    .trim()
    .max(CONTENT_LINK_MAX_LENGTH)
    .refine(
      (v) => /^https?:\/\/[^\s/]+\S*$/i.test(v) || /^\/(?!\/)\S*$/.test(v),
      'Must be an http(s) address or a path starting with /.',
    );

// ---- Support categories (spec 01 §3 Support category: the topics of the support form)

const languageTitle = () => inputText().trim().max(CONTENT_TITLE_MAX_LENGTH).optional();
/** A title per language; the school's default language is required (checked by the server). */
const perLanguageTitle = z.object({ ru: languageTitle(), en: languageTitle(), es: languageTitle() }).strict();

export const supportCategoryBody = z.object({
  /** Omitted: the school's next free number. */
  id: z.number().int().positive().max(SUPPORT_CATEGORY_ID_MAX).optional(),
  title: perLanguageTitle,
  sort: sortInput().default(0),
  /** Spec 01 §3: the request is about one of the learner's courses. */
  target_product: z.enum(['none', 'user_course']).default('none'),
  /** Refused to guests (the anonymous form does not offer it). */
  require_product: z.boolean().default(false),
});
export type SupportCategoryBody = z.input<typeof supportCategoryBody>;
export const supportCategoryUpdateBody = supportCategoryBody.omit({ id: true });

export const consoleSupportCategory = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  title: z.object({ ru: z.string().nullable(), en: z.string().nullable(), es: z.string().nullable() }),
  target_product: z.enum(['none', 'user_course']),
  require_product: z.boolean(),
  /** The brand settings that name it: it cannot be deleted while any does. */
  used_by: z.array(z.enum(SUPPORT_CATEGORY_SETTINGS)),
});
export type ConsoleSupportCategory = z.infer<typeof consoleSupportCategory>;
export const consoleSupportCategoryList = z.array(consoleSupportCategory);

// ---- Images

export const contentImage = z.object({ url: z.string(), name: z.string(), mime: z.string() });
export type ContentImage = z.infer<typeof contentImage>;

// ---- Banners (spec 01 §3 Banner)

const ids = () => z.array(rowId()).max(200);
const positionCode = z
  .number()
  .int()
  .refine((v) => v in BANNER_POSITIONS, 'Unknown position.');

export const bannerBody = z.object({
  title: title(),
  /** The `url` an image upload answered, or the banner's current image. */
  image: inputText().trim().min(1, 'Choose an image.').max(CONTENT_LINK_MAX_LENGTH),
  link: link().nullable().default(null),
  sort: sortInput().default(0),
  /** Empty: every platform. */
  platforms: z.array(z.enum(BANNER_PLATFORMS)).max(BANNER_PLATFORMS.length).default([]),
  positions: z.array(positionCode).min(1, 'Choose at least one place.').max(BANNER_POSITION_CODES.length),
  course_ids: ids().default([]),
  not_display_course_ids: ids().default([]),
  community_ids: ids().default([]),
  not_display_community_ids: ids().default([]),
});
export type BannerBody = z.input<typeof bannerBody>;

export const consoleBanner = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  title: z.string(),
  image: z.object({ url: z.string(), name: z.string(), mime: z.string().nullable() }),
  link: z.string().nullable(),
  platforms: z.array(z.enum(BANNER_PLATFORMS)),
  positions: z.array(z.number().int()),
  course_ids: z.array(z.number().int()),
  not_display_course_ids: z.array(z.number().int()),
  community_ids: z.array(z.number().int()),
  not_display_community_ids: z.array(z.number().int()),
});
export type ConsoleBanner = z.infer<typeof consoleBanner>;
export const consoleBannerList = z.array(consoleBanner);

// ---- Communities (spec 01 §3 Community)

export const communityBody = z.object({
  type: inputText().trim().min(1).max(COMMUNITY_TYPE_MAX_LENGTH).default('club'),
  title: title(),
  /** The part of article links (spec 01 §2), unique in the school; null: articles link without one. */
  slug: inputText()
    .trim()
    .max(COMMUNITY_SLUG_MAX_LENGTH)
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Lower-case letters, digits and hyphens only.')
    .nullable()
    .default(null),
  link: link().nullable().default(null),
});
export type CommunityBody = z.input<typeof communityBody>;

export const consoleCommunity = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  slug: z.string().nullable(),
  link: z.string().nullable(),
  articles_count: z.number().int(),
});
export type ConsoleCommunity = z.infer<typeof consoleCommunity>;
export const consoleCommunityList = z.array(consoleCommunity);

// ---- Articles (decision 038: the server's own community feed)

export const articlesQuery = langQuery.extend(pageQuery.shape);

export const articleBody = z.object({
  title: title(),
  /** Plain text; a blank line starts a paragraph (the article page renders it so). */
  body: inputText().max(ARTICLE_BODY_MAX_LENGTH).default(''),
  /** The `url` an image upload answered, the article's current picture, or null. */
  preview_image: inputText().trim().min(1).max(CONTENT_LINK_MAX_LENGTH).nullable().default(null),
  sort: sortInput().default(0),
  community_id: rowId().nullable().default(null),
});
export type ArticleBody = z.input<typeof articleBody>;

export const consoleArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  preview_image: z.string().nullable(),
  sort: z.number().int(),
  community_id: z.number().int().nullable(),
  views: z.number().int(),
  created_at: z.number().int(),
  /** Null: a draft, not in the learners' feed. */
  published_at: z.number().int().nullable(),
});
export type ConsoleArticle = z.infer<typeof consoleArticle>;
export const consoleArticleList = z.array(consoleArticle);
