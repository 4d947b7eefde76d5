import {
  analyticsExportQuery,
  analyticsQuery,
  CONSOLE_ANALYTICS_ROUTES,
  consoleAnalytics,
  httpError,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../staff-roles/index.js';
import type { ConsoleRoutesOptions } from '../console-options.js';
import { viewAnalytics } from './analytics.service.js';
import { analyticsCsv, csvFileName } from './analytics-csv.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 422: validationErrorList };
const tags = ['console'];
const security = [{ bearer: [] }];

/**
 * The school's analytics (issue 32, decision 141). Administrators only: the figures include the
 * school's money, which only administrators see (the orders screen is theirs too). Every figure
 * is the school's own; a course of another school is 404.
 */
export const analyticsConsoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app) => {
  const onRequest = [app.authenticate, adminOnly];

  app.get(
    CONSOLE_ANALYTICS_ROUTES.analytics,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "The school's figures of a period (its days, in its time zone): active learners, enrolments and completions, a course's funnel, homework turnaround, consultations, revenue and referrals",
        querystring: analyticsQuery,
        response: { 200: consoleAnalytics, ...errors },
      },
    },
    async (request) => viewAnalytics(app.db, request.tenant.project.id, request.query, request.lang),
  );

  app.get(
    CONSOLE_ANALYTICS_ROUTES.analyticsExport,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One section of the figures as CSV (UTF-8 with a BOM, RFC 4180), the same the screen shows',
        querystring: analyticsExportQuery,
        response: { 200: z.string().meta({ description: 'text/csv' }), ...errors },
      },
    },
    async (request, reply) => {
      const { section } = request.query;
      const figures = await viewAnalytics(
        app.db,
        request.tenant.project.id,
        request.query,
        request.lang,
        section,
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${csvFileName(figures, section)}"`)
        .type('text/csv; charset=utf-8')
        .send(analyticsCsv(figures, section, request.lang));
    },
  );
};
