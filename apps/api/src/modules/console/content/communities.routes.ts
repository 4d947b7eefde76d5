import {
  articleBody,
  articlesQuery,
  CONSOLE_CONTENT_ROUTES,
  communityBody,
  consoleArticle,
  consoleArticleList,
  consoleCommunity,
  consoleCommunityList,
  contentIdParams as params,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../../plugins/pagination.js';
import { schoolArticles, schoolCommunitiesWithCounts } from './communities.repository.js';
import {
  removeArticle,
  removeCommunity,
  saveArticle,
  saveCommunity,
  setArticlePublished,
} from './communities.service.js';
import { presentConsoleArticle, presentConsoleCommunity } from './content.presenter.js';
import { contentErrors as errors, contentRoute as route } from './content-route-options.js';

/** Communities (spec 01 §3 Community) and the articles of the server's own feed (decision 038). */
export const communitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CONSOLE_CONTENT_ROUTES.communities,
    route(app, 'The communities of the school', { response: { 200: consoleCommunityList, ...errors } }),
    async (request) =>
      (await schoolCommunitiesWithCounts(app.db, request.tenant.project.id)).map((r) =>
        presentConsoleCommunity(r.community, r.articles),
      ),
  );
  app.post(
    CONSOLE_CONTENT_ROUTES.communities,
    route(app, 'Adds a community', { body: communityBody, response: { 201: consoleCommunity, ...errors } }),
    async (request, reply) =>
      reply
        .status(201)
        .send(presentConsoleCommunity(await saveCommunity(app, request, null, request.body), 0)),
  );
  app.put(
    CONSOLE_CONTENT_ROUTES.community,
    route(app, 'Changes a community', {
      params,
      body: communityBody,
      response: { 200: consoleCommunity, ...errors },
    }),
    async (request) => {
      const row = await saveCommunity(app, request, request.params.id, request.body);
      const counts = await schoolCommunitiesWithCounts(app.db, request.tenant.project.id);
      return presentConsoleCommunity(row, counts.find((c) => c.community.id === row.id)?.articles ?? 0);
    },
  );
  app.delete(
    CONSOLE_CONTENT_ROUTES.community,
    route(app, 'Deletes a community; its articles stay, without a community', {
      params,
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      await removeCommunity(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    CONSOLE_CONTENT_ROUTES.articles,
    route(app, 'A page of the school’s articles, drafts first', {
      querystring: articlesQuery,
      response: { 200: consoleArticleList, ...errors },
    }),
    async (request, reply) => {
      const { rows, total } = await schoolArticles(app.db, request.tenant.project.id, pageOf(request.query));
      reply.paginate(request.query, total);
      return rows.map(presentConsoleArticle);
    },
  );
  app.post(
    CONSOLE_CONTENT_ROUTES.articles,
    route(app, 'Adds an article as a draft', {
      body: articleBody,
      response: { 201: consoleArticle, ...errors },
    }),
    async (request, reply) =>
      reply.status(201).send(presentConsoleArticle(await saveArticle(app, request, null, request.body))),
  );
  app.put(
    CONSOLE_CONTENT_ROUTES.article,
    route(app, 'Changes an article', {
      params,
      body: articleBody,
      response: { 200: consoleArticle, ...errors },
    }),
    async (request) =>
      presentConsoleArticle(await saveArticle(app, request, request.params.id, request.body)),
  );
  app.post(
    CONSOLE_CONTENT_ROUTES.articlePublish,
    route(app, 'Publishes an article: the learners’ feed shows it', {
      params,
      response: { 200: consoleArticle, ...errors },
    }),
    async (request) =>
      presentConsoleArticle(await setArticlePublished(app, request, request.params.id, true)),
  );
  app.post(
    CONSOLE_CONTENT_ROUTES.articleUnpublish,
    route(app, 'Takes an article back to a draft: the feed no longer shows it', {
      params,
      response: { 200: consoleArticle, ...errors },
    }),
    async (request) =>
      presentConsoleArticle(await setArticlePublished(app, request, request.params.id, false)),
  );
  app.delete(
    CONSOLE_CONTENT_ROUTES.article,
    route(app, 'Deletes an article', { params, response: { 204: z.null(), ...errors } }),
    async (request, reply) => {
      await removeArticle(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
