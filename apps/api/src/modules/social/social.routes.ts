import {
  API_BASE,
  externalAuthIdParams,
  httpError,
  langQuery,
  RATE_LIMITS,
  ROUTES,
  SOCIAL_STATE_TTL_MS,
  type SocialAction,
  type SocialNetwork,
  type SocialStartQuery,
  socialCallbackQuery,
  socialNetworkParams,
  socialStartQuery,
  userExternalAuthList,
  validationErrorList,
} from '@cp/contract';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../lib/messages.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { hashToken } from '../../lib/tokens.js';
import { TOKEN_SHAPE } from '../../plugins/auth.js';
import { ApiError } from '../../plugins/errors.js';
import { signInContext } from '../auth/index.js';
import { isSchoolUrl } from './social.redirect.js';
import { projectHosts } from './social.repository.js';
import { clientOf, failure, handleCallback, newBinding, startFlow } from './social.service.js';
import { externalAuths, unlinkNetwork } from './user-external-auth.service.js';

/** The browser-binding cookie of a flow: only our social paths ever see it. */
const BINDING_COOKIE = 'cp_social';
const COOKIE_PATH = `${API_BASE}/auth/social/`;

const socialLimit = { max: RATE_LIMITS.social.max, timeWindow: RATE_LIMITS.social.windowMs };

/**
 * Social sign-in and linking (spec 01 §2, §4, §7, §8; issue 3). The app opens the login
 * or link address of the config answer (`domain.auth.clients.<network>`) in the browser
 * with `successUrl`, `cancelUrl` (and `token` for a link); the server sends the browser
 * to the provider and, from its callback, back to `successUrl` with `action`, `method`,
 * `status` (+ `token` on a login, + `errorCode`, `errorMessage` on failure), or to
 * `cancelUrl` when the learner cancelled at the provider.
 */
export const socialRoutes: FastifyPluginAsyncZod<{ publicUrl?: string }> = async (app, opts) => {
  await app.register(cookie);

  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    action: SocialAction,
    network: SocialNetwork,
    query: SocialStartQuery,
  ) {
    const { tenant, lang } = request;
    const hosts = await projectHosts(app.db, tenant.project.id);
    for (const field of ['successUrl', 'cancelUrl'] as const) {
      if (!isSchoolUrl(query[field], hosts)) {
        return reply.status(422).send([{ field, message: message('socialBadReturnUrl', lang) }]);
      }
    }
    const client = tenant.domain.auth.enabled
      ? await clientOf(app.db, tenant.project.id, network)
      : undefined;
    if (!client) throw new ApiError(404, message('socialNotConfigured', lang));

    let link: { userId: number; sessionTokenHash: string } | undefined;
    if (action === 'link') {
      try {
        await app.authenticateToken(request, query.token);
      } catch {
        return reply.redirect(failure(query.successUrl, 'link', network, 'link_user_unauthorised', lang));
      }
      link = { userId: request.user.id, sessionTokenHash: hashToken(query.token!) };
    }

    const existing = request.cookies[BINDING_COOKIE];
    const binding = existing && TOKEN_SHAPE.test(existing) ? existing : newBinding();
    let location: string;
    try {
      location = await startFlow(app.db, client, {
        projectId: tenant.project.id,
        network,
        action,
        origin: publicOrigin(request, opts.publicUrl),
        successUrl: query.successUrl,
        cancelUrl: query.cancelUrl,
        lang,
        binding,
        appType: query.appType,
        ...link,
      });
    } catch (err) {
      // The provider could not be reached or described itself wrongly.
      request.log.error({ err, network }, 'social sign-in could not start');
      return reply.redirect(failure(query.successUrl, action, network, 'unknown_error', lang, network));
    }
    reply.setCookie(BINDING_COOKIE, binding, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: SOCIAL_STATE_TTL_MS / 1000,
    });
    return reply.header('cache-control', 'no-store').redirect(location);
  }

  const startSchema = (summary: string) => ({
    tags: ['social'],
    summary,
    params: socialNetworkParams,
    querystring: socialStartQuery,
    response: { 302: z.null(), 404: httpError, 422: validationErrorList, 429: httpError },
  });

  app.get(
    ROUTES.socialLogin,
    {
      config: { rateLimit: socialLimit },
      schema: startSchema('Start a social sign-in (browser navigation)'),
    },
    (request, reply) => start(request, reply, 'login', request.params.network, request.query),
  );

  app.get(
    ROUTES.socialLink,
    {
      config: { rateLimit: socialLimit },
      schema: startSchema('Start linking a network to the account of `token` (browser navigation)'),
    },
    (request, reply) => start(request, reply, 'link', request.params.network, request.query),
  );

  app.get(
    ROUTES.socialCallback,
    {
      config: { rateLimit: socialLimit },
      schema: {
        tags: ['social'],
        summary: "The provider's redirect back (authorization response)",
        params: socialNetworkParams,
        querystring: socialCallbackQuery,
        response: { 302: z.null(), 400: httpError, 429: httpError },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const outcome = await handleCallback(app.db, {
        projectId: request.tenant.project.id,
        network: request.params.network,
        state: query.state,
        binding: request.cookies[BINDING_COOKIE],
        error: query.error,
        errorDescription: query.error_description,
        search: new URL(request.url, 'http://x').search,
        signIn: signInContext(request),
      });
      if (outcome.kind === 'unknown_state')
        throw new ApiError(400, message('socialStateInvalid', request.lang));
      if (outcome.signedIn) app.forgetCachedSessions(outcome.signedIn);
      // A login success carries the token in the address: keep it out of Referer headers and caches.
      return reply
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .redirect(outcome.location);
    },
  );

  app.get(
    ROUTES.userExternalAuth,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Networks linked to the account',
        security: [{ bearer: [] }],
        querystring: langQuery,
        response: { 200: userExternalAuthList, 401: httpError },
      },
    },
    (request) => externalAuths(app.db, request.user.id),
  );

  app.delete(
    ROUTES.userExternalAuthById,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Unlink a network; 404 for an id that is not the learner’s own',
        security: [{ bearer: [] }],
        params: externalAuthIdParams,
        querystring: langQuery,
        response: { 204: z.null(), 401: httpError, 404: httpError },
      },
    },
    async (request, reply) => {
      if (!(await unlinkNetwork(app.db, request.user.id, request.params.id))) {
        throw new ApiError(404, message('notFound', request.lang));
      }
      return reply.status(204).send(null);
    },
  );
};
