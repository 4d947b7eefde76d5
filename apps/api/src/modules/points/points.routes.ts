import {
  httpError,
  langQuery,
  POINTS_ROUTES,
  userScoreAmount,
  userScoreHistory,
  userScoreHistoryQuery,
  userScoreSpendAnswer,
  userScoreSpendBody,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../plugins/pagination.js';
import { presentDiscountCredit, presentUserScore } from './points.presenter.js';
import { balanceOf, historyOf } from './points.repository.js';
import { spend } from './points.service.js';

const common = { tags: ['points'], security: [{ bearer: [] }] };

export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    POINTS_ROUTES.amount,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The learner's points balance",
        querystring: langQuery,
        response: { 200: userScoreAmount, 401: httpError },
      },
    },
    async (request) => ({
      amount: await balanceOf(app.db, request.tenant.project.id, request.user.id),
    }),
  );

  app.get(
    POINTS_ROUTES.history,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Points history, newest first, paged (spec 01 §3 UserScore)',
        querystring: userScoreHistoryQuery,
        response: { 200: userScoreHistory, 401: httpError, 422: validationErrorList },
      },
    },
    async (request, reply) => {
      const { rows, total } = await historyOf(
        app.db,
        request.tenant.project.id,
        request.user.id,
        pageOf(request.query),
      );
      reply.paginate(request.query, total);
      return rows.map(presentUserScore);
    },
  );

  app.post(
    POINTS_ROUTES.spend,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Spend points for a discount on the next purchase or renewal (decision 035)',
        querystring: langQuery,
        body: userScoreSpendBody,
        response: { 200: userScoreSpendAnswer, 401: httpError, 409: httpError, 422: validationErrorList },
      },
    },
    async (request) => {
      const outcome = await spend(app.db, request, request.body.amount);
      return {
        amount: outcome.balance,
        debited: -outcome.debit.amount,
        discount: presentDiscountCredit(outcome.credit),
      };
    },
  );
};
