import {
  httpError,
  langQuery,
  STAFF_HOMEWORK_ROUTES,
  staffHomeworkCourseList,
  staffHomeworkDetail,
  staffHomeworkList,
  staffHomeworkParams,
  staffHomeworkQueueQuery,
  staffReviewBody,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireExpert } from '../chat/index.js';
import {
  listReviewCourses,
  listReviewQueue,
  reviewSubmission,
  viewSubmission,
} from './homework-review.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['staff'];
const security = [{ bearer: [] }];
/**
 * Signed in, then an expert or administrator of this school (decision 053). Unlike the chat's
 * staff calls, homework does not depend on the brand's chat switch: hand-ins exist without it.
 */
const onRequest = (app: Parameters<FastifyPluginAsyncZod>[0]) => [
  app.authenticate,
  async (request: Parameters<typeof requireExpert>[0]) => requireExpert(request),
];

/** The expert's homework review desk, under STAFF_API_BASE (issue 10, decision 058). */
export const homeworkStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STAFF_HOMEWORK_ROUTES.courses,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: "The reviewer's courses with their waiting and overdue hand-ins",
        querystring: langQuery,
        response: { 200: staffHomeworkCourseList, ...errors },
      },
    },
    async (request) => listReviewCourses(app, request),
  );

  app.get(
    STAFF_HOMEWORK_ROUTES.queue,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: 'Hand-ins waiting for review, oldest first; `course_id` narrows to one course',
        querystring: staffHomeworkQueueQuery,
        response: { 200: staffHomeworkList, ...errors },
      },
    },
    async (request, reply) => listReviewQueue(app, request, reply, request.query),
  );

  app.get(
    STAFF_HOMEWORK_ROUTES.submission,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: 'One hand-in with its answer and files',
        params: staffHomeworkParams,
        querystring: langQuery,
        response: { 200: staffHomeworkDetail, ...errors },
      },
    },
    async (request) => viewSubmission(app, request, request.params.id),
  );

  app.post(
    STAFF_HOMEWORK_ROUTES.review,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: 'Accepts the hand-in with points, or sends it back with a comment',
        params: staffHomeworkParams,
        querystring: langQuery,
        body: staffReviewBody,
        response: { 200: staffHomeworkDetail, ...errors },
      },
    },
    async (request) => reviewSubmission(app, request, request.params.id, request.body),
  );
};
