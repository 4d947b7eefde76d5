import {
  httpError,
  langQuery,
  RATE_LIMITS,
  ROUTES,
  updatePasswordBody,
  updateUserBody,
  userResource,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentUser } from '../user/index.js';
import { deleteAccount, FieldRuleError, updatePassword, updateUser } from './account.service.js';

const limit = (rule: { max: number; windowMs: number }) => ({ max: rule.max, timeWindow: rule.windowMs });

/**
 * The account calls of spec 01 §7 that change who the learner is: password, e-mail/status,
 * deletion. The token is checked first (onRequest), so a caller without one learns
 * nothing about the rules of the body.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof FieldRuleError) return reply.status(422).send(error.items);
    throw error;
  });

  app.post(
    ROUTES.updatePassword,
    {
      onRequest: app.authenticate,
      config: { rateLimit: limit(RATE_LIMITS.updatePassword) },
      schema: {
        tags: ['user'],
        summary: 'Change the password; ends every other session of the learner',
        security: [{ bearer: [] }],
        querystring: langQuery,
        body: updatePasswordBody,
        response: { 200: userResource, 401: httpError, 422: validationErrorList, 429: httpError },
      },
    },
    async (request) => {
      const user = await updatePassword(app.db, request.user, request.session, request.body, request.lang);
      app.forgetCachedSessions(user.id);
      return presentUser(app.db, user, []);
    },
  );

  app.post(
    ROUTES.updateUser,
    {
      onRequest: app.authenticate,
      config: { rateLimit: limit(RATE_LIMITS.updateUser) },
      schema: {
        tags: ['user'],
        summary: 'Set the e-mail (e-mail dialog) or raise the status (registration by chat)',
        security: [{ bearer: [] }],
        querystring: langQuery,
        body: updateUserBody,
        response: { 200: userResource, 401: httpError, 422: validationErrorList, 429: httpError },
      },
    },
    async (request) => {
      const user = await updateUser(app.db, request.user, request.body, request.lang);
      app.forgetCachedSessions(user.id);
      return presentUser(app.db, user, []);
    },
  );

  app.delete(
    ROUTES.user,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Delete the account: every session ends, personal data is removed',
        security: [{ bearer: [] }],
        querystring: langQuery,
        response: { 204: z.null(), 401: httpError },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, request.user);
      app.forgetCachedSessions(request.user.id);
      return reply.status(204).send(null);
    },
  );
};
