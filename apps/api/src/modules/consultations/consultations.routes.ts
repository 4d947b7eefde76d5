import {
  CONSULTATION_ROUTES,
  chatRatingBody,
  consultation,
  consultationParams,
  httpError,
  langQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatEnabled } from '../chat-channels/index.js';
import { rateConsultation } from './consultations.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 422: validationErrorList };

/** The learner's consultation calls (spec 02 §7 "Consultations"; decision 050). */
export const consultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    CONSULTATION_ROUTES.updateRating,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chat'],
        security: [{ bearer: [] }],
        summary: "Rates a closed consultation of one of the learner's chats (close -> rated)",
        params: consultationParams,
        querystring: langQuery,
        body: chatRatingBody,
        response: { 200: consultation, ...errors },
      },
    },
    async (request) => {
      chatEnabled(request);
      return rateConsultation(app, request, request.params.id, request.body.rating);
    },
  );
};
