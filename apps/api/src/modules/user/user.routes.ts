import { httpError, ROUTES, userQuery, userResource } from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUser } from './user.service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.user,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, with optional statistics',
        security: [{ bearer: [] }],
        querystring: userQuery,
        response: { 200: userResource, 401: httpError },
      },
    },
    async (request) => presentUser(app.db, request.user, request.query.expand),
  );
};
