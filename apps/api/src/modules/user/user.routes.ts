import {
  httpError,
  ROUTES,
  USER_STATISTICS_ROUTE,
  userQuery,
  userResource,
  userStatisticsAnswer,
  userStatisticsQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUser } from './user.service.js';
import { userStatistics } from './user-statistics.service.js';

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

  // The statistics screen's view over time (issue 15, decision 089; not shown in the spec).
  app.get(
    USER_STATISTICS_ROUTE,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "The signed-in learner's statistics per day or month of her time zone",
        security: [{ bearer: [] }],
        querystring: userStatisticsQuery,
        response: { 200: userStatisticsAnswer, 401: httpError, 422: validationErrorList },
      },
    },
    async (request) => userStatistics(app.db, request.user, request.query.period),
  );
};
