import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import {
  articleLink,
  articlesUrl,
  CommunityNotConfiguredError,
  fetchArticles,
  toArticle,
} from './get-articles';

const wire = {
  id: 3,
  title: 'Box breathing',
  created_at: 1_700_000_000,
  published_at: 1_700_000_100,
  preview_image: '/v/banners/breathe.svg',
  views: 12,
  sort: 1,
  new: true,
  liked: false,
  isFavourite: true,
  main_category: { community: { slug: 'mindful' } },
  url: '/community-api/mindful/articles/3',
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('articles', () => {
  it('converts an article to client names, seconds to milliseconds', () => {
    expect(toArticle(wire)).toEqual({
      id: 3,
      title: 'Box breathing',
      createdAt: 1_700_000_000_000,
      publishedAt: 1_700_000_100_000,
      previewImage: '/v/banners/breathe.svg',
      views: 12,
      sort: 1,
      isNew: true,
      liked: false,
      isFavourite: true,
      communitySlug: 'mindful',
      url: '/community-api/mindful/articles/3',
    });
    expect(toArticle({ ...wire, main_category: null }).communitySlug).toBeNull();
  });

  it('builds links as {community base}/{slug if any}/articles/{id} (spec 01 §2)', () => {
    const article = toArticle(wire);
    expect(articleLink('https://club.test/', article)).toBe('https://club.test/mindful/articles/3');
    expect(articleLink('/community-api', { ...article, communitySlug: null })).toBe(
      '/community-api/articles/3',
    );
    expect(articleLink(null, article)).toBe('/community-api/mindful/articles/3');
  });

  it('asks {community api}/api/v1/articles/preview, relative addresses on this site', () => {
    expect(articlesUrl('/community-api/', 2, 'en', 'http://localhost:8080')).toBe(
      'http://localhost:8080/community-api/api/v1/articles/preview?page=2&per-page=10&lang=en',
    );
    expect(articlesUrl('https://club.test', 1, 'ru', 'http://localhost')).toBe(
      'https://club.test/api/v1/articles/preview?page=1&per-page=10&lang=ru',
    );
  });

  it('refuses the call without a community API address', async () => {
    await expect(fetchArticles(null, 1)).rejects.toBeInstanceOf(CommunityNotConfiguredError);
  });

  it('sends the Bearer token and reads hydra:member and the pagination headers', async () => {
    window.localStorage.setItem('cp.token', 'tok');
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ 'hydra:member': [wire], 'hydra:totalItems': 11 }), {
          headers: {
            'content-type': 'application/ld+json',
            'x-pagination-current-page': '1',
            'x-pagination-page-count': '2',
            'x-pagination-per-page': '10',
            'x-pagination-total-count': '11',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await fetchArticles('/community-api', 1);
    expect(page.total).toBe(11);
    expect(page.pagination?.pageCount).toBe(2);
    expect(page.articles.map((a) => a.id)).toEqual([3]);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('fails with the status of a refusal, without ending the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"nope"}', { status: 401 })),
    );
    const failure = await fetchArticles('https://club.test', 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
  });
});
