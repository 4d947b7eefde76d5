import {
  authOkResponse,
  httpError,
  langQuery,
  loginResponse,
  RATE_LIMITS,
  ROUTES,
  signupByAppIdBody,
  signupByEmailBody,
  validateSignupBody,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textMultipart } from '../../plugins/multipart-form.js';
import { authOk, signedIn } from './auth.presenter.js';
import { signInContext } from './auth.service.js';
import { signupByAppId, signupByEmail, validateSignupForm } from './signup.service.js';
import type { SignupHook } from './signup-hook.js';

const validateLimit = {
  max: RATE_LIMITS.validateSignup.max,
  timeWindow: RATE_LIMITS.validateSignup.windowMs,
};

/**
 * Sign-up calls (spec 01 §5, §7). The two sign-up calls are multipart; only text fields
 * are accepted here, with tight limits (no files at all), in this scope only, so other
 * modules keep their own upload rules. JSON bodies are accepted too.
 */
export const signupRoutes: FastifyPluginAsyncZod<{
  signupsPerHour?: number;
  signupHook: SignupHook;
}> = async (app, opts) => {
  // Per school and caller address: a classroom behind one address needs more than the default.
  const signupLimit = {
    max: opts.signupsPerHour ?? RATE_LIMITS.signup.max,
    timeWindow: RATE_LIMITS.signup.windowMs,
  };
  await textMultipart(app, {
    fields: 10,
    fieldNameSize: 100,
    fieldSize: 4096,
    files: 0,
    parts: 10,
    headerPairs: 50,
  });

  app.post(
    ROUTES.validateSignupForm,
    {
      config: { authStyle: true, rateLimit: validateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Check an e-mail (free and valid) or an app id (exists) before signing up',
        querystring: langQuery,
        body: validateSignupBody,
        response: { 200: authOkResponse, 403: httpError, 422: authOkResponse, 429: httpError },
      },
    },
    async (request, reply) => {
      const errors = await validateSignupForm(app.db, request.tenant, signInContext(request), request.body);
      if (Object.keys(errors).length === 0) return authOk;
      return reply.send({ success: false as const, errors });
    },
  );

  app.post(
    ROUTES.signupByEmail,
    {
      config: { authStyle: true, rateLimit: signupLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign up with e-mail and password (multipart); where the brand enables registration',
        consumes: ['multipart/form-data', 'application/json'],
        querystring: langQuery,
        body: signupByEmailBody,
        response: { 200: loginResponse, 403: httpError, 422: loginResponse, 429: httpError },
      },
    },
    async (request, reply) => {
      const { token, user } = await signupByEmail(
        app.db,
        request.tenant,
        signInContext(request),
        request.body,
        // The sign-up's hook, called as the call arrives: the referral gives a browser without
        // its visitor key one on this answer, whatever the answer is.
        opts.signupHook(request, reply),
      );
      return signedIn(app.db, token, user);
    },
  );

  app.post(
    ROUTES.signupByAppId,
    {
      config: { authStyle: true, rateLimit: signupLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign up by app id (multipart; anonymous sign-in of a device)',
        consumes: ['multipart/form-data', 'application/json'],
        querystring: langQuery,
        body: signupByAppIdBody,
        response: { 200: loginResponse, 403: httpError, 422: loginResponse, 429: httpError },
      },
    },
    async (request, reply) => {
      const { token, user } = await signupByAppId(
        app.db,
        request.tenant,
        signInContext(request),
        request.body,
        // The sign-up's hook, called as the call arrives: the referral gives a browser without
        // its visitor key one on this answer, whatever the answer is.
        opts.signupHook(request, reply),
      );
      return signedIn(app.db, token, user);
    },
  );
};
