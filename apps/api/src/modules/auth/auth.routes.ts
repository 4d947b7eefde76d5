import { langQuery, loginBody, loginResponse, ROUTES } from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUser } from '../user/user.service.js';
import { login } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ROUTES.login,
    {
      config: { authStyle: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        querystring: langQuery,
        body: loginBody,
        response: { 200: loginResponse, 422: loginResponse },
      },
    },
    async (request) => {
      const { token, user } = await login(app.db, {
        projectId: request.tenant.project.id,
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        appType: request.appType,
        appId: request.appId,
        lang: request.lang,
      });
      return { success: true as const, data: { token, user: await presentUser(app.db, user, []) } };
    },
  );
};
