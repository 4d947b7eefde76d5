/** Business constants of the specification, named once (spec 01 §9, spec 02 §9). */

export const API_BASE = '/spa/api/v1';
export const DEFAULT_ROUTER_BASE = '/class/';

export const LANGUAGES = ['ru', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
/** Client language -> server `language_code` (spec 01 §3). */
export const LANGUAGE_CODES: Record<Language, string> = { ru: 'ru-RU', en: 'en-US', es: 'es-ES' };

export const APP_TYPES = ['web', 'mobile'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** Token lifetime, in the cookie and on the server (spec 01 §7, ARCHITECTURE §8). */
export const TOKEN_TTL_DAYS = 30;
export const TOKEN_TTL_MS = TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Failed sign-ins allowed per account and per address in the window (issue 2). */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Default page size of lists (chat messages page size 10, spec 02 §9). */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

export const PAGINATION_HEADERS = {
  currentPage: 'x-pagination-current-page',
  pageCount: 'x-pagination-page-count',
  perPage: 'x-pagination-per-page',
  totalCount: 'x-pagination-total-count',
} as const;

export const HEADERS = { appType: 'x-app-type', appId: 'x-app-id' } as const;

/** Cookie notice reappears after one year (spec 01 §9). */
export const COOKIE_NOTICE_TTL_MS = 31_536_000_000;
/** Lazy screen chunk load timeout (spec 01 §9). */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Breakpoints in pixels (spec 01 §9). */
export const BREAKPOINTS = { mobile: 0, tablet: 828, desktop: 1244 } as const;
/** Region without the cookie notice (spec 01 §2). */
export const NO_COOKIE_NOTICE_COUNTRY = 'RU';

/** Days before the end of access when the warning text is shown (spec 02 §9). */
export const DEFAULT_DAYS_SHOW_WARNING = 3;
/** Default home page of a signed-in user (spec 01 §9). */
export const DEFAULT_HOME_PAGE = '/course';
/** Largest JSON body the API accepts; uploads have their own limits. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Value lists the schemas are built from. They live here, apart from the
 * schemas, so a screen can import one without pulling zod into its bundle.
 */
export const SOCIAL_NETWORKS = ['google', 'apple', 'facebook', 'vkontakte'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Statistics and relations `GET /user` can add (spec 01 §7). */
export const USER_EXPANDS = [
  'scores_amount',
  'viewed_hours',
  'completed_courses',
  'completed_tasks',
  'viewed_lessons',
  'referral_orders',
  'cashback',
  'discount_for_referral',
  'link_jumps',
  'user_external_auths',
] as const;
export type UserExpand = (typeof USER_EXPANDS)[number];

/** Stream status values used for ordering (spec 02 §4). */
export const STREAM_STATUSES = ['open', 'not-started', 'freeze', 'stopped', 'ended'] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];

export const STREAM_EXPANDS = ['course'] as const;

export const STREAM_FIELDS = [
  'id',
  'course_id',
  'status',
  'start_date',
  'end_date',
  'progress',
  'is_demo',
  'course_full_access',
  'mobile_access',
] as const;

/** Stream statuses are cached this long on the client, then re-fetched (spec 02 §9). */
export const STATUS_CACHE_MS = 300_000;
