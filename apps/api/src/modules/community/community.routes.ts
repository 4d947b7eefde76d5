import {
  articlesPreview,
  articlesPreviewQuery,
  COMMUNITY_API_BASE,
  COMMUNITY_FEED_ROUTES,
  COMMUNITY_ROUTES,
  communityList,
  DEFAULT_ROUTER_BASE,
  httpError,
  langQuery,
  rowIdParam,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { pageOf } from '../../plugins/pagination.js';
import { articleListPage, articlePage } from './article-page.js';
import { articleUrl, presentArticle, presentCommunity } from './community.presenter.js';
import { publishedArticles, schoolCommunities, viewArticle } from './community.repository.js';

/** `GET /community` under the API base (spec 01 §7). */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    COMMUNITY_ROUTES.communities,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['community'],
        security: [{ bearer: [] }],
        summary: 'Communities of the school',
        querystring: langQuery,
        response: { 200: communityList, 401: httpError, 422: validationErrorList },
      },
    },
    async (request) => (await schoolCommunities(app.db, request.tenant.project.id)).map(presentCommunity),
  );
};

/**
 * The server's own community API (decision 038), outside the API base so that a brand's
 * `community.apiUrl` of `{origin}/community-api` answers `{apiUrl}/api/v1/articles/preview`
 * like an external one. The host still selects the school.
 */
export const communityFeedRoutes: FastifyPluginAsyncZod<{ routerBase?: string }> = async (app, options) => {
  // Where the learner app lives: its pages link back to the community screen (issue 8).
  const appBase = options.routerBase ?? DEFAULT_ROUTER_BASE;
  // The app's one cache of schools, cleared when a school's config changes (decision 072).
  const tenants = app.tenants;
  app.addHook('onRequest', async (request) => {
    const tenant = await tenants.resolve(request.hostname);
    if (!tenant) throw new ApiError(404, message('unknownDomain', request.lang));
    request.tenant = tenant;
  });

  app.get(
    COMMUNITY_FEED_ROUTES.articlesPreview,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['community'],
        security: [{ bearer: [] }],
        summary: 'Published articles of the school, as a Hydra collection (spec 01 §7)',
        querystring: articlesPreviewQuery,
        response: { 200: articlesPreview, 401: httpError, 422: validationErrorList },
      },
    },
    async (request, reply) => {
      const { rows, total } = await publishedArticles(
        app.db,
        request.tenant.project.id,
        pageOf(request.query),
      );
      reply.paginate(request.query, total);
      const base = request.tenant.brand.communityUrl ?? COMMUNITY_API_BASE;
      const now = Date.now();
      return {
        'hydra:member': rows.map((r) => presentArticle(r.article, r.slug, base, now)),
        'hydra:totalItems': total,
      };
    },
  );

  // The article links of the feed land here: a plain page, public like any published article.
  const show = async (id: number, request: Parameters<typeof articlePage>[1]) => {
    const row = await viewArticle(app.db, request.tenant.project.id, id);
    if (!row) throw new ApiError(404, message('notFound', request.lang));
    return articlePage(row, request, appBase);
  };
  const params = { id: rowIdParam() };
  app.get('/articles/:id', { schema: { hide: true, params: z.object(params) } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(await show(request.params.id, request)),
  );
  app.get(
    '/:slug/articles/:id',
    { schema: { hide: true, params: z.object({ slug: z.string().max(100), ...params }) } },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await show(request.params.id, request)),
  );

  // The community link: a list of its latest published articles (a bounded page).
  app.get(
    '/:slug',
    { schema: { hide: true, params: z.object({ slug: z.string().max(100) }) } },
    async (request, reply) => {
      const { rows } = await publishedArticles(app.db, request.tenant.project.id, { limit: 50, offset: 0 });
      const mine = rows.filter((r) => r.slug === request.params.slug);
      if (mine.length === 0) throw new ApiError(404, message('notFound', request.lang));
      const base = request.tenant.brand.communityUrl ?? COMMUNITY_API_BASE;
      const items = mine.map((r) => ({
        id: r.article.id,
        title: r.article.title,
        href: articleUrl(base, r.slug, r.article.id),
      }));
      // The community's own name, not its slug, heads its page.
      const community = (await schoolCommunities(app.db, request.tenant.project.id)).find(
        (c) => c.slug === request.params.slug,
      );
      return reply
        .type('text/html; charset=utf-8')
        .send(articleListPage(items, community?.title ?? request.params.slug, request, appBase));
    },
  );
};
