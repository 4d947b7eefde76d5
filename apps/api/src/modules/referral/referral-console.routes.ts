import {
  CONSOLE_REFERRAL_ROUTES,
  consoleReferralPage,
  consoleReferralQuery,
  httpError,
  langQuery,
  referralRules,
  referralRulesBody,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../staff-roles/index.js';
import { schoolReferrals } from './referral-console.service.js';
import { rulesOf, saveRules } from './referral-rules.service.js';

const errors = { 401: httpError, 403: httpError, 422: validationErrorList };
const tags = ['console'];
const security = [{ bearer: [] }];

/**
 * The administrator's side of the referral programme (issue 15, decision 090): the school's
 * rules and its invitations. School administrators only; the school is the host's.
 */
export const referralConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, adminOnly];
  const R = CONSOLE_REFERRAL_ROUTES;

  app.get(
    R.rules,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The school's referral rules; the defaults with `enabled: false` until it sets them",
        querystring: langQuery,
        response: { 200: referralRules, ...errors },
      },
    },
    async (request) => rulesOf(app.db, request.tenant.project.id),
  );

  app.put(
    R.rules,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Sets the referral rules (all of them); an audit line says what changed',
        querystring: langQuery,
        body: referralRulesBody,
        response: { 200: referralRules, ...errors },
      },
    },
    async (request) => saveRules(app.db, request, request.body),
  );

  app.get(
    R.referrals,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The school's invitations, newest first; `flagged=true` only those that earn nothing",
        querystring: consoleReferralQuery.extend(langQuery.shape),
        response: { 200: consoleReferralPage, ...errors },
      },
    },
    async (request, reply) => {
      const page = await schoolReferrals(app, request, request.query);
      return reply.paginate(request.query, page.total).send(page);
    },
  );
};
