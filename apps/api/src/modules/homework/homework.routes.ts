import {
  HOMEWORK_ROUTES,
  handInBody,
  handInParams,
  handInResult,
  httpError,
  langQuery,
  streamHomeworkParams,
  userHomeworkList,
  userHomeworkQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOfRows } from '../../plugins/pagination.js';
import { ownStream } from '../streams/index.js';
import { learnerStreams, listHomework } from './homework.service.js';
import { handIn } from './homework-hand-in.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['homework'];
const security = [{ bearer: [] }];

/** The learner's homework (spec 02 §7 "Homework"; issue 10; decision 057). */
export const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HOMEWORK_ROUTES.streamHomework,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The learner's homework statuses of one stream, in the course's order",
        params: streamHomeworkParams,
        querystring: userHomeworkQuery,
        response: { 200: userHomeworkList, ...errors },
      },
    },
    async (request, reply) => {
      const stream = await ownStream(app, request, request.params.id);
      const all = await listHomework(app, [stream], request.query.expand.includes('scores'));
      return pageOfRows(reply, request.query, all);
    },
  );

  app.get(
    HOMEWORK_ROUTES.allHomework,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The learner's homework statuses of every stream in this school",
        querystring: userHomeworkQuery,
        response: { 200: userHomeworkList, ...errors },
      },
    },
    async (request, reply) => {
      const all = await listHomework(
        app,
        await learnerStreams(app, request),
        request.query.expand.includes('scores'),
      );
      return pageOfRows(reply, request.query, all);
    },
  );

  app.post(
    HOMEWORK_ROUTES.handIn,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Hands in a homework: a chat message with files or exercises, then under review',
        params: handInParams,
        querystring: langQuery,
        body: handInBody,
        response: { 200: handInResult, ...errors },
      },
    },
    async (request) => {
      const stream = await ownStream(app, request, request.params.streamId);
      return handIn(app, request, stream, request.params.statusId, request.body);
    },
  );
};
