import {
  courseList,
  courseListQuery,
  courseNarrowed,
  courseParams,
  courseStagesParams,
  courseVersionList,
  courseViewQuery,
  day,
  dayListQuery,
  dayViewQuery,
  httpError,
  LEARNING_ROUTES,
  langQuery,
  stage,
  stageDayParams,
  stageDaysParams,
  stageListQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../lib/messages.js';
import { narrow } from '../../lib/narrow.js';
import { toSeconds } from '../../lib/time.js';
import { ApiError } from '../../plugins/errors.js';
import { pageOf } from '../../plugins/pagination.js';
import { presentDay, presentStage } from './courses.presenter.js';
import {
  courseJson,
  expandCourse,
  learnerCourse,
  learnerCourseIds,
  learnerMedia,
  ownCourse,
  stageParts,
} from './courses.service.js';

const errors = { 401: httpError, 404: httpError, 422: validationErrorList };
const common = { tags: ['courses'], security: [{ bearer: [] }] };
const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((text) => Buffer.from(text)) as [Buffer, Buffer, Buffer];

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LEARNING_ROUTES.courses,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The courses the learner holds a stream of',
        querystring: courseListQuery,
        response: { 200: courseList, ...errors },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const byCourse = await learnerCourseIds(app, request);
      const ids = [...byCourse.keys()].sort((a, b) => a - b);
      const page = pageOf(query);
      reply.paginate(query, ids.length);
      const courses = await Promise.all(
        ids
          .slice(page.offset, page.offset + page.limit)
          .map((id) => learnerCourse(app, byCourse.get(id)!, id)),
      );
      const parts = await Promise.all(
        courses.filter((c) => c !== null).map((c) => courseJson(app, request, c, query.expand)),
      );
      // Already validated and serialised (courseJson): its bytes are sent as they are.
      const body = [OPEN, ...parts.flatMap((chunks, i) => (i === 0 ? chunks : [COMMA, ...chunks])), CLOSE];
      return reply.type('application/json; charset=utf-8').send(Buffer.concat(body) as never);
    },
  );

  app.get(
    LEARNING_ROUTES.courseVersions,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Content version of each of the learner’s courses, to know when a cached copy is stale',
        querystring: langQuery,
        response: { 200: courseVersionList, ...errors },
      },
    },
    async (request) => {
      const byCourse = await learnerCourseIds(app, request);
      const ids = [...byCourse.keys()].sort((a, b) => a - b);
      const contents = await Promise.all(ids.map((id) => app.learning.course(id)));
      return contents
        .filter((c) => c !== null)
        .map((c) => ({
          id: c.course.id,
          version: c.course.version,
          updated_at: toSeconds(c.course.updatedAt)!,
        }));
    },
  );

  app.get(
    LEARNING_ROUTES.course,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'One course with its stages, days, lessons, documents and options',
        params: courseParams,
        querystring: courseViewQuery,
        response: { 200: courseNarrowed, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const owned = await ownCourse(app, request, request.params.id);
      const full = await expandCourse(app, request, owned, [...query.expand, 'demo_video']);
      return narrow(
        full,
        query.fields,
        query.expand.map((e) => e.split('.')[0]!),
      );
    },
  );

  app.get(
    LEARNING_ROUTES.courseStages,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Stages of a course',
        params: courseStagesParams,
        querystring: stageListQuery,
        response: { 200: z.array(stage), ...errors },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const owned = await ownCourse(app, request, request.params.courseId);
      const { content } = owned;
      const media = learnerMedia(app, request, owned);
      const parts = stageParts(query.expand);
      const page = pageOf(query);
      reply.paginate(query, content.stages.length);
      return content.stages
        .slice(page.offset, page.offset + page.limit)
        .map((s) => presentStage(content, s, parts, media));
    },
  );

  app.get(
    LEARNING_ROUTES.stageDays,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Days of a stage',
        params: stageDaysParams,
        querystring: dayListQuery,
        response: { 200: z.array(day), ...errors },
      },
    },
    async (request, reply) => {
      const { query, params } = request;
      const owned = await ownCourse(app, request, params.courseId);
      const { content } = owned;
      if (!content.stageById.has(params.stageId)) throw new ApiError(404, message('notFound', request.lang));
      const stageDays = content.daysByStage.get(params.stageId) ?? [];
      const page = pageOf(query);
      reply.paginate(query, stageDays.length);
      const media = learnerMedia(app, request, owned);
      const parts = {
        lessonSets: query.expand.includes('lesson_sets'),
        scores: query.expand.includes('scores'),
        documents: query.expand.includes('documents'),
        homeworks: query.expand.includes('stage_day_homeworks'),
        homeworkScores: true,
      };
      return stageDays
        .slice(page.offset, page.offset + page.limit)
        .map((d) => presentDay(content, d, parts, media));
    },
  );

  app.get(
    LEARNING_ROUTES.stageDay,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'One day with its lesson sets, lessons, video and documents',
        params: stageDayParams,
        querystring: dayViewQuery,
        response: { 200: day, ...errors },
      },
    },
    async (request) => {
      const { query, params } = request;
      const owned = await ownCourse(app, request, params.courseId);
      const { content } = owned;
      const found = content.dayById.get(params.dayId);
      if (!found || found.stageId !== params.stageId)
        throw new ApiError(404, message('notFound', request.lang));
      return presentDay(
        content,
        found,
        {
          lessonSets: true,
          documents: true,
          scores: query.expand.includes('scores'),
          homeworks: query.expand.includes('stage_day_homeworks'),
          homeworkScores: true,
        },
        learnerMedia(app, request, owned),
      );
    },
  );
};
