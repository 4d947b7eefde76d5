import {
  CONSOLE_CONTENT_ROUTES,
  consoleSupportCategory,
  consoleSupportCategoryList,
  contentIdParams as params,
  supportCategoryBody,
  supportCategoryUpdateBody,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentSupportCategory } from './content.presenter.js';
import { contentErrors as errors, contentRoute as route } from './content-route-options.js';
import {
  createSupportCategory,
  deleteSupportCategory,
  listSupportCategories,
  updateSupportCategory,
} from './support-categories.service.js';

/** The support centre's topics (spec 01 §3 Support category; decision 077). */
export const supportCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CONSOLE_CONTENT_ROUTES.supportCategories,
    route(app, 'The support topics of the school, with the brand settings naming each', {
      response: { 200: consoleSupportCategoryList, ...errors },
    }),
    async (request) =>
      (await listSupportCategories(app, request.tenant.project.id)).map((c) =>
        presentSupportCategory(c.row, c.usedBy),
      ),
  );

  app.post(
    CONSOLE_CONTENT_ROUTES.supportCategories,
    route(app, 'Adds a support topic under the given number, or the school’s next one', {
      body: supportCategoryBody,
      response: { 201: consoleSupportCategory, ...errors },
    }),
    async (request, reply) => {
      const { row, usedBy } = await createSupportCategory(app, request, request.body);
      return reply.status(201).send(presentSupportCategory(row, usedBy));
    },
  );

  app.put(
    CONSOLE_CONTENT_ROUTES.supportCategory,
    route(app, 'Changes a support topic', {
      params,
      body: supportCategoryUpdateBody,
      response: { 200: consoleSupportCategory, ...errors },
    }),
    async (request) => {
      const { row, usedBy } = await updateSupportCategory(app, request, request.params.id, request.body);
      return presentSupportCategory(row, usedBy);
    },
  );

  app.delete(
    CONSOLE_CONTENT_ROUTES.supportCategory,
    route(app, 'Deletes a support topic the brand’s settings do not name (409 otherwise)', {
      params,
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      await deleteSupportCategory(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
