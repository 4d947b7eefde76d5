import type { FastifyPluginAsync } from 'fastify';
import { communitiesRoutes } from './communities.routes.js';
import { contentBannersRoutes } from './content-banners.routes.js';
import { supportCategoriesRoutes } from './support-categories.routes.js';

/** The console's learner-facing content (issue 13, decision 077): topics, banners, communities, articles. */
export const contentConsoleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(supportCategoriesRoutes);
  await app.register(contentBannersRoutes);
  await app.register(communitiesRoutes);
};
