import {
  freezeCreateBody,
  httpError,
  LEARNING_ROUTES,
  langQuery,
  streamFreeze,
  streamIdParams,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownStream, presentFreeze } from '../streams/index.js';
import { cancelCurrentFreeze, createFreeze } from './freeze.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const common = { tags: ['freeze'], security: [{ bearer: [] }] };

export const freezeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    LEARNING_ROUTES.freezeCreate,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'Freezes the stream for whole days, from now at the earliest; the end date moves by them (decision 043)',
        params: streamIdParams,
        querystring: langQuery,
        body: freezeCreateBody,
        response: { 200: streamFreeze, ...errors },
      },
    },
    async (request) => {
      const { state } = await ownStream(app, request, request.params.streamId);
      return presentFreeze(await createFreeze(app, request, state, request.body), Date.now());
    },
  );

  app.get(
    LEARNING_ROUTES.freezeCancel,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'Lifts the stream’s freeze early; all but the whole days it held come off the end date (decision 043)',
        params: streamIdParams,
        querystring: langQuery,
        response: { 200: streamFreeze, ...errors },
      },
    },
    async (request) => {
      const { state } = await ownStream(app, request, request.params.streamId);
      return presentFreeze(await cancelCurrentFreeze(app, request, state), Date.now());
    },
  );
};
