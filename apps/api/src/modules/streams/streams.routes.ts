import { httpError, ROUTES, streamListQuery, userCourseStreamList } from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { narrow } from '../../lib/narrow.js';
import { pageOf } from '../../plugins/pagination.js';
import { presentStream } from './streams.presenter.js';
import { listStreams } from './streams.repository.js';

export const streamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.userCourseStreams,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['streams'],
        summary: "The signed-in learner's course streams",
        security: [{ bearer: [] }],
        querystring: streamListQuery,
        response: { 200: userCourseStreamList, 401: httpError },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { rows, total } = await listStreams(
        app.db,
        request.tenant.project.id,
        request.user.id,
        pageOf(query),
        query['filter[id][]'],
      );
      reply.paginate(query, total);
      const withCourse = query.expand.includes('course');
      return rows.map((r) =>
        narrow(presentStream(r.stream, withCourse ? r.course : null), query.fields, query.expand),
      );
    },
  );
};
