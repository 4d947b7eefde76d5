import { COMMUNITY_FEED_ROUTES, DEFAULT_PER_PAGE, type Article as WireArticle } from '@cp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error';
import { type Pagination, readPagination } from '../../../lib/api/pagination';
import { getToken } from '../../../lib/auth/token-storage';
import { serverOrigin } from '../../../lib/env/api-origin';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** An article of the community feed in client names (spec 01 §3 Article), times in milliseconds. */
export interface Article {
  id: number;
  title: string;
  createdAt: number;
  publishedAt: number;
  previewImage: string | null;
  views: number;
  sort: number;
  /** The NEW label. */
  isNew: boolean;
  liked: boolean;
  isFavourite: boolean;
  /** main_category.community.slug */
  communitySlug: string | null;
  url: string;
}

export function toArticle(article: WireArticle): Article {
  return {
    id: article.id,
    title: article.title,
    createdAt: article.created_at * 1000,
    publishedAt: article.published_at * 1000,
    previewImage: article.preview_image,
    views: article.views,
    sort: article.sort,
    isNew: article.new,
    liked: article.liked,
    isFavourite: article.isFavourite,
    communitySlug: article.main_category?.community.slug ?? null,
    url: article.url,
  };
}

/**
 * spec 01 §2: `{community base}/{community slug if any}/articles/{id}`; without a base, the
 * address the feed gave.
 */
export function articleLink(base: string | null, article: Pick<Article, 'id' | 'communitySlug' | 'url'>) {
  if (!base) return article.url;
  const slug = article.communitySlug ? `/${encodeURIComponent(article.communitySlug)}` : '';
  return `${base.replace(/\/+$/, '')}${slug}/articles/${article.id}`;
}

/** The community API is not configured: the articles call is refused (spec 01 §7). */
export class CommunityNotConfiguredError extends Error {
  override name = 'CommunityNotConfiguredError';
}

/** `{community api}/api/v1/articles/preview?page=&per-page=&lang=`; a relative API address is this site's. */
export function articlesUrl(apiUrl: string, page: number, language: string, origin: string): string {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}${COMMUNITY_FEED_ROUTES.articlesPreview}`, origin);
  url.searchParams.set('page', String(page));
  url.searchParams.set('per-page', String(DEFAULT_PER_PAGE));
  url.searchParams.set('lang', language);
  return url.toString();
}

export interface ArticlePage {
  articles: Article[];
  total: number;
  pagination: Pagination | null;
}

/**
 * `GET {community api}/api/v1/articles/preview` with the learner's Bearer token (spec 01 §7):
 * a Hydra answer, its list in `hydra:member`. Another service than ours may answer, so a 401
 * here is the feed's refusal, not the end of the session.
 */
export async function fetchArticles(
  apiUrl: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<ArticlePage> {
  if (!apiUrl) throw new CommunityNotConfiguredError('Community API address is not configured');
  const token = getToken();
  const response = await fetch(articlesUrl(apiUrl, page, currentLanguage(), serverOrigin()), {
    headers: {
      Accept: 'application/ld+json, application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    signal,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text for the error
  }
  if (!response.ok) throw new ApiError(response.status, body);
  const hydra = (body ?? {}) as { 'hydra:member'?: WireArticle[]; 'hydra:totalItems'?: number };
  const members = Array.isArray(hydra['hydra:member']) ? hydra['hydra:member'] : [];
  return {
    articles: members.map(toArticle),
    total: typeof hydra['hydra:totalItems'] === 'number' ? hydra['hydra:totalItems'] : members.length,
    pagination: readPagination(response.headers),
  };
}

export const articlesQueryOptions = (apiUrl: string | null, page: number) =>
  queryOptions({
    queryKey: ['community-articles', apiUrl, page] as const,
    queryFn: ({ signal }) => fetchArticles(apiUrl, page, signal),
    enabled: apiUrl !== null,
    placeholderData: keepPreviousData,
  });

export const useArticles = (apiUrl: string | null, page: number) =>
  useQuery(articlesQueryOptions(apiUrl, page));
