import {
  httpError,
  langQuery,
  linkJumpAnswer,
  linkJumpBody,
  REFERRAL_ROUTES,
  referralSummary,
  referralUserPage,
  referralUsersQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  linkJump,
  linkJumpLimit,
  type ReferralLinkOptions,
  referralUsers,
  referralSummary as summaryOf,
} from './referral.service.js';
import { referralConsoleRoutes } from './referral-console.routes.js';

const tags = ['referral'];
const security = [{ bearer: [] }];

/**
 * The referral programme (issue 15, spec 01 "referral users", decision 090): the learner's link
 * and totals, their invitees, the visit of a link (anyone may report it), and the console's
 * rules and invitations (CONSOLE_REFERRAL_ROUTES, beside the learner's under API_BASE).
 */
export const referralRoutes: FastifyPluginAsyncZod<ReferralLinkOptions> = async (app, opts) => {
  const link = { routerBase: opts.routerBase, publicUrl: opts.publicUrl, port: opts.port };

  app.get(
    REFERRAL_ROUTES.referral,
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary:
          "The learner's referral link (made on first call while the programme runs), rules and totals",
        querystring: langQuery,
        response: { 200: referralSummary, 401: httpError, 422: validationErrorList },
      },
    },
    async (request, reply) => summaryOf(app, request, reply, link),
  );

  app.get(
    REFERRAL_ROUTES.referralUsers,
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary:
          'The learners who signed up through the caller’s link, newest first (first name and initial only)',
        querystring: referralUsersQuery.extend(langQuery.shape),
        response: { 200: referralUserPage, 401: httpError, 422: validationErrorList },
      },
    },
    async (request, reply) => {
      const page = await referralUsers(app, request, request.query);
      return reply.paginate(request.query, page.total).send(page);
    },
  );

  app.post(
    REFERRAL_ROUTES.linkJumps,
    {
      config: { rateLimit: linkJumpLimit },
      schema: {
        tags,
        summary: 'A visit of a referral link, counted once per visitor; says who invites and the discount',
        querystring: langQuery,
        body: linkJumpBody,
        response: { 200: linkJumpAnswer, 404: httpError, 422: validationErrorList, 429: httpError },
      },
    },
    async (request, reply) => linkJump(app, request, reply, request.body.code),
  );

  await app.register(referralConsoleRoutes);
};
