import {
  dayStatusParams,
  dayStatusProgress,
  dayStatusProgressParams,
  dayStatusQuery,
  httpError,
  LEARNING_ROUTES,
  langQuery,
  saveLessonStatAnswer,
  saveLessonStatBody,
  userDayStatus,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { lessonSeconds } from '../courses/course-content.js';
import { presentDay } from '../courses/courses.presenter.js';
import { fieldError } from '../learning/field-error.js';
import { ownStream } from '../streams/streams.policy.js';
import { presentDayStatus } from './days.presenter.js';
import { addLessonStat, ensureDayStatus, finishDay } from './days.repository.js';
import { checkFinishTime, openDay, streamWritten, viewedSecondsOfDay } from './days.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const common = { tags: ['days'], security: [{ bearer: [] }] };

export const daysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    LEARNING_ROUTES.dayStart,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Starts a day of the stream (spec 02 §4)',
        params: dayStatusParams,
        querystring: dayStatusQuery,
        response: { 200: userDayStatus, ...errors },
      },
    },
    async (request) => {
      const { params, query } = request;
      const { state, content } = await ownStream(app, request, params.streamId);
      const { day, access } = openDay(request, state, content, params.dayId);
      const ref = {
        projectId: state.stream.projectId,
        streamId: state.stream.id,
        userId: state.stream.userId,
      };
      const row = await ensureDayStatus(app.db, ref, day.id);
      streamWritten(app, state);
      const result = presentDayStatus(row, access.isOpenByTimeDelay);
      if (query.expand.some((e) => e.startsWith('day'))) {
        const restricted = state.stream.isDemo && !state.stream.courseFullAccess;
        result.day = presentDay(
          content,
          day,
          {
            scores: query.expand.includes('day.scores'),
            lessonSets: query.expand.includes('day.lesson_sets'),
          },
          restricted,
        );
      }
      return result;
    },
  );

  app.post(
    LEARNING_ROUTES.dayFinish,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Finishes a day: counts it toward progress and adds its points once',
        params: dayStatusParams,
        querystring: dayStatusQuery,
        response: { 200: userDayStatus, ...errors },
      },
    },
    async (request) => {
      const { params, query } = request;
      const { state, content } = await ownStream(app, request, params.streamId);
      const { day, access } = openDay(request, state, content, params.dayId);
      const existing = state.dayStatuses.find((s) => s.dayId === day.id);
      if (!existing?.finishedAt) {
        checkFinishTime(request, day, existing ? viewedSecondsOfDay(content, state, existing.id).viewed : 0);
      }
      const ref = {
        projectId: state.stream.projectId,
        streamId: state.stream.id,
        userId: state.stream.userId,
      };
      const row = await finishDay(app.db, ref, day);
      streamWritten(app, state);
      const result = presentDayStatus(row, access.isOpenByTimeDelay);
      if (query.expand.some((e) => e.startsWith('day'))) {
        const restricted = state.stream.isDemo && !state.stream.courseFullAccess;
        result.day = presentDay(content, day, { scores: query.expand.includes('day.scores') }, restricted);
      }
      return result;
    },
  );

  app.get(
    LEARNING_ROUTES.dayProgress,
    {
      preHandler: app.authenticate,
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
      const { viewed, viewedLessons } = viewedSecondsOfDay(content, state, status.id);
      const total = content.videoSecondsByDay.get(day.id) ?? 0;
      const lessonsCount = (content.setsByDay.get(day.id) ?? []).reduce(
        (n, set) => n + (content.lessonsBySet.get(set.id)?.length ?? 0),
        0,
      );
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
        finish_total_time: day.finishTotalTime,
        can_finish: viewed >= day.finishTotalTime,
        lessons_count: lessonsCount,
        viewed_lessons_count: viewedLessons,
      };
    },
  );

  app.post(
    LEARNING_ROUTES.saveLessonStat,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Adds one viewing statistics record of a lesson (spec 02 §4, §9)',
        querystring: langQuery,
        body: saveLessonStatBody,
        response: { 200: saveLessonStatAnswer, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const lang = request.lang;
      const { state, content } = await ownStream(app, request, body.user_course_stream_id);
      if (!content.dayById.has(body.stage_day_id))
        throw fieldError('stage_day_id', message('dayNotInCourse', lang));
      const entry = content.setLessonById.get(body.stage_day_lesson_set_lesson_id);
      const set = entry && content.lessonSets.find((s) => s.id === entry.lessonSetId);
      if (!entry || set?.dayId !== body.stage_day_id) {
        throw fieldError('stage_day_lesson_set_lesson_id', message('lessonNotInDay', lang));
      }
      const known = state.dayStatuses.find((s) => s.dayId === body.stage_day_id);
      if (body.day_status && body.day_status !== known?.id) {
        throw fieldError('day_status', message('dayStatusMismatch', lang));
      }
      const { day, access } = openDay(request, state, content, body.stage_day_id);
      const lesson = content.lessonById.get(entry.lessonId)!;
      const ref = {
        projectId: state.stream.projectId,
        streamId: state.stream.id,
        userId: state.stream.userId,
      };
      const saved = await addLessonStat(app.db, ref, {
        dayId: day.id,
        lessonSetLessonId: entry.id,
        viewedSeconds: Math.round(body.viewed_seconds),
        playCount: body.play_count,
        lesson: { id: lesson.id, scores: lesson.scores, seconds: lessonSeconds(lesson, content.fileById) },
      });
      streamWritten(app, state);
      return {
        ...presentDayStatus(saved.dayStatus, access.isOpenByTimeDelay),
        // spec 02 §8: the app reports an error when the answer has no dayStatusId.
        dayStatusId: saved.dayStatus.id,
        lesson: {
          stage_day_lesson_set_lesson_id: saved.lesson.lessonSetLessonId,
          viewed_seconds: saved.lesson.viewedSeconds,
          play_count: saved.lesson.playCount,
        },
      };
    },
  );
};
