import {
  courseService,
  httpError,
  LEARNING_ROUTES,
  order,
  orderParams,
  orderQuery,
  serviceViewQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSeconds } from '../../lib/time.js';
import { orderService, viewService } from './demo.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 422: validationErrorList };

/** spec 01 §7 `POST /order/{serviceId}?token=`: the token may travel in the query instead of the header. */
async function tokenFromQuery(request: FastifyRequest, _reply: FastifyReply) {
  const token = (request.query as { token?: string }).token;
  if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
}

export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    LEARNING_ROUTES.order,
    {
      onRequest: [tokenFromQuery, app.authenticate],
      schema: {
        tags: ['orders'],
        summary: 'Creates an order; a demo service gives a demo stream of its course (spec 01 §4)',
        security: [{ bearer: [] }],
        params: orderParams,
        querystring: orderQuery,
        response: { 200: order, ...errors },
      },
    },
    async (request) => {
      const row = await orderService(app, request, request.params.serviceId);
      return {
        id: row.id,
        status: row.status,
        course_service_id: row.courseServiceId,
        user_course_stream_id: row.userCourseStreamId,
        created_at: toSeconds(row.createdAt)!,
      };
    },
  );

  app.get(
    LEARNING_ROUTES.courseServiceView,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One course service with its course, the learner’s stream and its children',
        security: [{ bearer: [] }],
        querystring: serviceViewQuery,
        response: { 200: courseService, ...errors },
      },
    },
    async (request) => viewService(app, request, request.query.id, request.query.expand),
  );
};
