/**
 * Paths of the support, banner, community and push calls (spec 01 §7) without zod: the web's
 * screens, banner slots and the push prompt import them without downloading the schemas
 * (ARCHITECTURE §7 budget); ./support.ts, ./banners.ts, ./community.ts and ./push.ts
 * re-export them.
 */

/** Paths of the support centre calls, relative to API_BASE (spec 01 §7). */
export const SUPPORT_ROUTES = {
  categories: '/support-category',
  techQuestions: '/tech-questions',
  techQuestionsAuto: '/tech-questions/auto',
  techQuestionsAnonymous: '/tech-questions/anonymous',
} as const;

/** Path of the banners call, relative to API_BASE (spec 01 §7). */
export const BANNER_ROUTES = { banners: '/banners' } as const;

/** Path of the communities call, relative to API_BASE (spec 01 §7). */
export const COMMUNITY_ROUTES = { communities: '/community' } as const;

/**
 * Our own articles feed, outside API_BASE: a brand's `community.apiUrl` of
 * `{origin}/community-api` makes `{apiUrl}/api/v1/articles/preview` land here (decision 038).
 */
export const COMMUNITY_API_BASE = '/community-api';
export const COMMUNITY_FEED_ROUTES = { articlesPreview: '/api/v1/articles/preview' } as const;

/** Paths of the Web Push subscription calls, relative to API_BASE (issue 4, decision 031). */
export const PUSH_ROUTES = { subscribe: '/push/subscribe', unsubscribe: '/push/unsubscribe' } as const;
