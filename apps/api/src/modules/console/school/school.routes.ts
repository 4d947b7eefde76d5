import {
  CONSOLE_SCHOOL_ROUTES,
  consoleSchool,
  httpError,
  langQuery,
  schoolUpdateBody,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/index.js';
import { adminOnly } from '../../staff/index.js';
import type { ConsoleRoutesOptions } from '../console-options.js';
import { updateSchool, viewSchool } from './school.service.js';

const errors = { 401: httpError, 403: httpError, 422: validationErrorList };
const tags = ['console'];
const security = [{ bearer: [] }];

/** The school's own settings (issue 28, decision 114): its time zone. Administrators only. */
export const schoolConsoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app) => {
  const onRequest = [app.authenticate, adminOnly];

  app.get(
    CONSOLE_SCHOOL_ROUTES.school,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The school's settings: its name and time zone (the video consultation schedules' clock)",
        querystring: langQuery,
        response: { 200: consoleSchool, ...errors },
      },
    },
    async (request) => viewSchool(app.db, request.tenant.project.id),
  );

  app.put(
    CONSOLE_SCHOOL_ROUTES.school,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Sets the school's time zone (an IANA name); the video consultation schedules follow it",
        querystring: langQuery,
        body: schoolUpdateBody,
        response: { 200: consoleSchool, ...errors },
      },
    },
    async (request) => updateSchool(app, auditActor(request), request.body, request.lang),
  );
};
