import {
  httpError,
  langQuery,
  VIDEO_CONSULTATION_ROUTES,
  validationErrorList,
  videoConsultation,
  videoConsultationIdQuery,
  videoConsultationList,
  videoConsultationListQuery,
  videoConsultationOfferList,
  videoConsultationUpdateBody,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { learnerVideoConsultation, videoConsultationsEnabled } from './video-consultations.policy.js';
import {
  listLearnerVideoConsultations,
  listOffers,
  orderVideoConsultation,
} from './video-consultations.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['video-consultations'];
const security = [{ bearer: [] }];

/** The learner's video consultation calls (spec 02 §7 "Consultations"; decision 055). */
export const videoConsultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    VIDEO_CONSULTATION_ROUTES.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The learner's video consultations; expand=course adds the course",
        querystring: videoConsultationListQuery,
        response: { 200: videoConsultationList, ...errors },
      },
    },
    async (request) => {
      videoConsultationsEnabled(request);
      return listLearnerVideoConsultations(app, request, request.query.expand === 'course');
    },
  );

  app.get(
    VIDEO_CONSULTATION_ROUTES.offers,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The learner's courses that offer video consultations: schedule, what is left, free slots",
        querystring: langQuery,
        response: { 200: videoConsultationOfferList, ...errors },
      },
    },
    async (request) => {
      videoConsultationsEnabled(request);
      return listOffers(app, request);
    },
  );

  app.put(
    VIDEO_CONSULTATION_ROUTES.update,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Orders a video consultation for a free slot, or changes it while it waits for confirmation',
        querystring: videoConsultationIdQuery,
        body: videoConsultationUpdateBody,
        response: { 200: videoConsultation, ...errors },
      },
    },
    async (request) => {
      videoConsultationsEnabled(request);
      const row = await learnerVideoConsultation(app, request, request.query.id);
      return orderVideoConsultation(app, request, row, request.body);
    },
  );
};
