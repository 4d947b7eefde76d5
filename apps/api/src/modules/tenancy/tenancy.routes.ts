import { configResponse, langQuery, ROUTES } from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentConfig } from './tenancy.presenter.js';

export const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.config,
    {
      schema: {
        tags: ['config'],
        summary: 'Configuration of the school serving this host',
        querystring: langQuery,
        response: { 200: configResponse },
      },
    },
    async (request) => presentConfig(request.tenant),
  );
};
