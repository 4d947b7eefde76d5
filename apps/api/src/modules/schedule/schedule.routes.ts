import {
  httpError,
  langQuery,
  SCHEDULE_ROUTES,
  scheduleResource,
  scheduleUpdateBody,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSchedule, updateSchedule } from './schedule.service.js';

/** Reminders (spec 01 §7): weekday -> times, delivered by Web Push (reminder-scheduler.ts). */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SCHEDULE_ROUTES.schedule,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reminders'],
        summary: "The learner's reminders: weekday (mon..sun) -> HH:MM times",
        security: [{ bearer: [] }],
        querystring: langQuery,
        response: { 200: scheduleResource, 401: httpError },
      },
    },
    async (request) => getSchedule(app.db, request.user),
  );

  app.put(
    SCHEDULE_ROUTES.update,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reminders'],
        summary: 'Replace the reminders',
        security: [{ bearer: [] }],
        querystring: langQuery,
        body: scheduleUpdateBody,
        response: { 200: scheduleResource, 401: httpError, 422: validationErrorList },
      },
    },
    async (request) => updateSchedule(app.db, request.user, request.body),
  );
};
