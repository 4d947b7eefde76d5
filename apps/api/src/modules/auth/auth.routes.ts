import {
  authOkResponse,
  httpError,
  langQuery,
  loginBody,
  loginByAppIdBody,
  loginByTokenBody,
  loginResponse,
  RATE_LIMITS,
  ROUTES,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from './auth.presenter.js';
import { login, loginByAppId, type SignInLimits, signInContext } from './auth.service.js';
import { recoveryRoutes } from './recovery.routes.js';
import { loginByToken } from './recovery.service.js';
import { endSession } from './sessions.service.js';
import { DEFAULT_ACCOUNT_LIMIT, DEFAULT_LOGIN_LIMIT_PER_ADDRESS } from './sign-in-throttle.js';
import { signupRoutes } from './signup.routes.js';
import { assertAnonymousOpen } from './signup.service.js';
import type { SignupHook } from './signup-hook.js';

export interface AuthRoutesOptions {
  /** ROUTER_BASE of the learner app, e.g. /class/ */
  routerBase: string;
  publicUrl?: string;
  /** PORT: the port of e-mailed links when there is no PUBLIC_URL. */
  port?: number;
  mailFrom?: string;
  /** Sign-ups per school and caller address per hour (SIGNUP_LIMIT_PER_HOUR). */
  signupsPerHour?: number;
  /** Failed sign-ins per school and address in 15 minutes (LOGIN_LIMIT_PER_ADDRESS; decision 041). */
  loginLimitPerAddress?: number;
  /** What a sign-up does in the areas above auth: the referral's (decision 135). */
  signupHook: SignupHook;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const limits: SignInLimits = {
    perAddress: opts.loginLimitPerAddress ?? DEFAULT_LOGIN_LIMIT_PER_ADDRESS,
    perAccount: DEFAULT_ACCOUNT_LIMIT,
  };

  app.post(
    ROUTES.login,
    {
      config: { authStyle: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        querystring: langQuery,
        body: loginBody,
        response: { 200: loginResponse, 422: loginResponse, 429: httpError, 503: httpError },
      },
    },
    async (request) => {
      const { token, user } = await login(
        app.db,
        signInContext(request),
        request.body.email,
        request.body.password,
        limits,
      );
      app.forgetCachedSessions(user.id);
      return signedIn(app.db, token, user);
    },
  );

  app.post(
    ROUTES.loginByAppId,
    {
      config: { authStyle: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in by app id (anonymous sign-in of a device; brand flag isUserAnonAuthEnable)',
        querystring: langQuery,
        body: loginByAppIdBody,
        response: { 200: loginResponse, 403: httpError, 422: loginResponse, 429: httpError, 503: httpError },
      },
    },
    async (request) => {
      const ctx = signInContext(request);
      assertAnonymousOpen(request.tenant, ctx);
      const { token, user } = await loginByAppId(
        app.db,
        ctx,
        request.body.app_id,
        request.body.password,
        limits,
      );
      app.forgetCachedSessions(user.id);
      return signedIn(app.db, token, user);
    },
  );

  app.post(
    ROUTES.loginByToken,
    {
      config: {
        authStyle: true,
        rateLimit: { max: RATE_LIMITS.loginByToken.max, timeWindow: RATE_LIMITS.loginByToken.windowMs },
      },
      schema: {
        tags: ['auth'],
        summary: 'Auto-login: exchange a one-time link token (once) or confirm a session token',
        querystring: langQuery,
        body: loginByTokenBody,
        response: { 200: loginResponse, 422: loginResponse, 429: httpError },
      },
    },
    async (request) => {
      const { token, user } = await loginByToken(app.db, signInContext(request), request.body.token);
      app.forgetCachedSessions(user.id);
      return signedIn(app.db, token, user);
    },
  );

  app.post(
    ROUTES.logout,
    {
      onRequest: app.authenticate,
      config: { authStyle: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session (its token gets 401 from now on)',
        security: [{ bearer: [] }],
        querystring: langQuery,
        response: { 200: authOkResponse, 401: httpError },
      },
    },
    async (request) => {
      await endSession(app.db, request.session, 'logout');
      app.forgetCachedSessions(request.user.id);
      return { success: true as const, data: {} };
    },
  );

  await app.register(signupRoutes, { signupsPerHour: opts.signupsPerHour, signupHook: opts.signupHook });
  await app.register(recoveryRoutes, opts);
};
