import { BANNER_ROUTES, bannerList, bannerQuery, httpError, validationErrorList } from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { presentBanner } from './banners.presenter.js';
import { schoolBanners } from './banners.repository.js';
import { platformOf, visibleBanners } from './banners.service.js';

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BANNER_ROUTES.banners,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['banners'],
        security: [{ bearer: [] }],
        summary:
          'Banners for the signed-in learner, filtered (decision 037); only where the brand enables them',
        querystring: bannerQuery,
        response: { 200: bannerList, 401: httpError, 403: httpError, 422: validationErrorList },
      },
    },
    async (request) => {
      // Spec 01 §6: banners require banners enabled in the brand's settings.
      if (!request.tenant.brand.isBannerEnable)
        throw new ApiError(403, message('bannersDisabled', request.lang));
      const rows = await schoolBanners(app.db, request.tenant.project.id);
      return visibleBanners(rows, request.query, platformOf(request.query, request.appType)).map(
        presentBanner,
      );
    },
  );
};
