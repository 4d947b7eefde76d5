import {
  CONSOLE_CONTENT_ROUTES,
  type ConsoleArticle,
  type ConsoleBanner,
  type ConsoleCommunity,
  type ConsoleSupportCategory,
} from '@cp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';

/** The content lists of the console and the wire shape of each row. */
export interface ContentRows {
  topics: ConsoleSupportCategory;
  banners: ConsoleBanner;
  communities: ConsoleCommunity;
  articles: ConsoleArticle;
}
export type ContentList = keyof ContentRows;

const ROUTES: Record<ContentList, { list: string; one: string }> = {
  topics: { list: CONSOLE_CONTENT_ROUTES.supportCategories, one: CONSOLE_CONTENT_ROUTES.supportCategory },
  banners: { list: CONSOLE_CONTENT_ROUTES.banners, one: CONSOLE_CONTENT_ROUTES.banner },
  communities: { list: CONSOLE_CONTENT_ROUTES.communities, one: CONSOLE_CONTENT_ROUTES.community },
  articles: { list: CONSOLE_CONTENT_ROUTES.articles, one: CONSOLE_CONTENT_ROUTES.article },
};

export const contentKeys = {
  all: ['content'] as const,
  list: (list: ContentList, page = 1) => [...contentKeys.all, list, page] as const,
  courses: () => [...contentKeys.all, 'courses'] as const,
};

/** One page of a list and its page count (only the articles are paged; the rest is a handful). */
export interface ContentPage<R> {
  rows: R[];
  pageCount: number;
}

/** `GET /staff/content/<list>`. */
export async function getContentList<L extends ContentList>(
  list: L,
  page: number,
  signal?: AbortSignal,
): Promise<ContentPage<ContentRows[L]>> {
  const res = await apiGet<ContentRows[L][]>(staffPath(ROUTES[list].list), {
    signal,
    query: list === 'articles' ? { page, 'per-page': 20 } : {},
  });
  return { rows: res.data, pageCount: Number(res.headers.get('x-pagination-page-count') ?? 1) || 1 };
}

export function useContentList<L extends ContentList>(list: L, page = 1) {
  return useQuery({
    queryKey: contentKeys.list(list, page),
    queryFn: ({ signal }) => getContentList(list, page, signal),
  });
}

/**
 * `POST /staff/content/<list>` (no id) or `PUT /staff/content/<list>/{id}`. Every content list
 * is read again after a change: a community's article count, a topic's settings move together.
 */
export function useSaveContent<L extends ContentList>(list: L) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: object }) =>
      id === undefined
        ? (await apiRequest<ContentRows[L]>('POST', staffPath(ROUTES[list].list), { body })).data
        : (await apiRequest<ContentRows[L]>('PUT', staffPath(ROUTES[list].one, { id }), { body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

/** `DELETE /staff/content/<list>/{id}`. */
export function useRemoveContent(list: ContentList) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', staffPath(ROUTES[list].one, { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
