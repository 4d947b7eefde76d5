import {
  dayStatusParams,
  dayStatusProgress,
  dayStatusProgressParams,
  dayStatusQuery,
  httpError,
  LEARNING_ROUTES,
  langQuery,
  RATE_LIMITS,
  saveLessonStatAnswer,
  saveLessonStatBody,
  userDayStatus,
  validationErrorList,
} from '@cp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { openDayMedia, presentDay } from '../courses/index.js';
import { ownStream } from '../streams/index.js';
import { dayForChoice } from './day-choice.js';
import { finishDayWrite, startDayWrite } from './day-writes.service.js';
import { presentDayStatus } from './days.presenter.js';
import { viewedSecondsOfDay } from './days.service.js';
import { deleteOldKeys } from './idempotency.repository.js';
import { saveLessonStat } from './lesson-stat.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const saveLessonStatLimit = {
  max: RATE_LIMITS.saveLessonStat.max,
  timeWindow: RATE_LIMITS.saveLessonStat.windowMs,
  // Per learner (the token is checked first, onRequest); the caller's address only if that ever changes.
  keyGenerator: (request: FastifyRequest) =>
    request.user
      ? `${request.user.projectId}|user:${request.user.id}`
      : `${request.tenant?.project.id ?? 0}|${request.ip}`,
};
const common = { tags: ['days'], security: [{ bearer: [] }] };

/** How often keys no device can replay any more are deleted (decision 067). */
const KEY_SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

export const daysRoutes: FastifyPluginAsyncZod = async (app) => {
  const sweep = setInterval(() => {
    deleteOldKeys(app.db).catch((err: unknown) => app.log.warn({ err }, 'idempotency key sweep failed'));
  }, KEY_SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    LEARNING_ROUTES.dayStart,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Starts a day of the stream (spec 02 §4); an optional Idempotency-Key (UUID) applies once',
        params: dayStatusParams,
        querystring: dayStatusQuery,
        response: { 200: userDayStatus, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const { content, day, access, row } = await startDayWrite(app, request, request.params);
      const result = presentDayStatus(row, access.isOpenByTimeDelay);
      if (query.expand.some((e) => e.startsWith('day'))) {
        result.day = presentDay(
          content,
          day,
          {
            scores: query.expand.includes('day.scores'),
            lessonSets: query.expand.includes('day.lesson_sets'),
          },
          openDayMedia(app, request, day.id),
        );
      }
      return result;
    },
  );

  app.post(
    LEARNING_ROUTES.dayFinish,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'Finishes a day: counts it toward progress and adds its points once (optional Idempotency-Key)',
        params: dayStatusParams,
        querystring: dayStatusQuery,
        response: { 200: userDayStatus, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const { content, day, access, row } = await finishDayWrite(app, request, request.params);
      const result = presentDayStatus(row, access.isOpenByTimeDelay);
      if (query.expand.some((e) => e.startsWith('day'))) {
        const media = openDayMedia(app, request, day.id);
        result.day = presentDay(content, day, { scores: query.expand.includes('day.scores') }, media);
      }
      return result;
    },
  );

  app.get(
    LEARNING_ROUTES.dayProgress,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'How much of a started day the learner has watched',
        params: dayStatusProgressParams,
        querystring: langQuery,
        response: { 200: dayStatusProgress, ...errors },
      },
    },
    async (request) => {
      const { params } = request;
      const { state, content } = await ownStream(app, request, params.streamId);
      const status = state.dayStatuses.find((s) => s.id === params.dayStatusId);
      const day = status && content.dayById.get(status.dayId);
      if (!status || !day) throw new ApiError(404, message('notFound', request.lang));
      // The lessons the learner's training option choice shows are the day's (decision 093).
      const { shown, shownSeconds: total, finishSeconds } = dayForChoice(content, state, day);
      const { viewed, viewedLessons } = viewedSecondsOfDay(content, state, status.id, shown);
      const lessonsCount = shown.size;
      const share = total > 0 ? (viewed / total) * 100 : status.finishedAt ? 100 : 0;
      return {
        id: status.id,
        user_course_stream_id: status.userCourseStreamId,
        stage_day_id: status.dayId,
        status: status.finishedAt ? ('finished' as const) : ('started' as const),
        // spec 02 §9: progress is capped at 100.
        progress: Math.min(100, Math.round(share)),
        viewed_seconds: viewed,
        total_seconds: total,
        finish_total_time: finishSeconds,
        can_finish: viewed >= finishSeconds,
        lessons_count: lessonsCount,
        viewed_lessons_count: viewedLessons,
      };
    },
  );

  app.post(
    LEARNING_ROUTES.saveLessonStat,
    {
      onRequest: app.authenticate,
      // Issue 8: records per learner are limited (the limit after the token check knows who it is).
      config: { rateLimit: saveLessonStatLimit },
      schema: {
        ...common,
        summary:
          'Adds one viewing statistics record of a lesson (spec 02 §4, §9); an optional Idempotency-Key (UUID) applies once',
        querystring: langQuery,
        body: saveLessonStatBody,
        response: { 200: saveLessonStatAnswer, ...errors, 429: httpError },
      },
    },
    async (request) => saveLessonStat(app, request, request.body),
  );
};
