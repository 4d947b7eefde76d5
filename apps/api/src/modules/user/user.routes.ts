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
import { presentUser, type ReferralFigures, type UserExpander } from './user.service.js';
import { userStatistics } from './user-statistics.service.js';

/** What areas above the user compute of `?expand=`, handed in by app/api-routes.ts (decision 135). */
export interface UserRoutesOptions {
  /** The referral programme's figures. */
  referralFigures: ReferralFigures;
  /** `user_external_auths`: the social networks the learner linked. */
  linkedNetworks: UserExpander;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, opts) => {
  const fromAbove = { ...opts.referralFigures, user_external_auths: opts.linkedNetworks };
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
    async (request) => presentUser(app.db, request.user, request.query.expand, fromAbove),
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
