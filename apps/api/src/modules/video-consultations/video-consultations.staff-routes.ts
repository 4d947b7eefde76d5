import {
  httpError,
  langQuery,
  STAFF_VIDEO_CONSULTATION_ROUTES,
  staffVideoConsultation,
  staffVideoConsultationConfirmBody,
  staffVideoConsultationList,
  staffVideoConsultationListQuery,
  validationErrorList,
  videoConsultationParams,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expertVideoConsultation, staffVideoOnly } from './video-consultations.policy.js';
import {
  cancelVideoConsultation,
  completeVideoConsultation,
  confirmVideoConsultation,
  listDesk,
} from './video-consultations.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['staff'];
const security = [{ bearer: [] }];

/** The expert's video consultation calls, under STAFF_API_BASE (issue 9; decision 055). */
export const videoConsultationsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, staffVideoOnly];

  app.get(
    STAFF_VIDEO_CONSULTATION_ROUTES.list,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Video consultation requests of the expert's courses in one status, soonest first",
        querystring: staffVideoConsultationListQuery,
        response: { 200: staffVideoConsultationList, ...errors },
      },
    },
    async (request, reply) => listDesk(app, request, reply, request.query),
  );

  app.put(
    STAFF_VIDEO_CONSULTATION_ROUTES.confirm,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Confirms a request at the learner's time or another one, with a meeting address or note",
        params: videoConsultationParams,
        querystring: langQuery,
        body: staffVideoConsultationConfirmBody,
        response: { 200: staffVideoConsultation, ...errors },
      },
    },
    async (request) => {
      const row = await expertVideoConsultation(app, request, request.params.id);
      return confirmVideoConsultation(app, request, row, request.body);
    },
  );

  app.put(
    STAFF_VIDEO_CONSULTATION_ROUTES.complete,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Marks a confirmed video consultation complete',
        params: videoConsultationParams,
        querystring: langQuery,
        response: { 200: staffVideoConsultation, ...errors },
      },
    },
    async (request) => {
      const row = await expertVideoConsultation(app, request, request.params.id);
      return completeVideoConsultation(app, request, row);
    },
  );

  app.put(
    STAFF_VIDEO_CONSULTATION_ROUTES.cancel,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Cancels an ordered or confirmed video consultation: the learner may book it again',
        params: videoConsultationParams,
        querystring: langQuery,
        response: { 200: staffVideoConsultation, ...errors },
      },
    },
    async (request) => {
      const row = await expertVideoConsultation(app, request, request.params.id);
      return cancelVideoConsultation(app, request, row);
    },
  );
};
