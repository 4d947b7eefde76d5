import {
  httpError,
  langQuery,
  RATE_LIMITS,
  SUPPORT_ROUTES,
  supportCategoryList,
  supportCategoryQuery,
  techQuestion,
  techQuestionAnonymousBody,
  techQuestionAutoBody,
  techQuestionBody,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentCategory, presentTechQuestion } from './support.presenter.js';
import { listCategories } from './support.repository.js';
import { type SupportDeps, submitAnonymous, submitSignedIn } from './support.service.js';

const rateLimit = { max: RATE_LIMITS.support.max, timeWindow: RATE_LIMITS.support.windowMs };
const errors = { 401: httpError, 403: httpError, 404: httpError, 422: validationErrorList, 429: httpError };
const tags = ['support'];

export const supportRoutes: FastifyPluginAsyncZod<SupportDeps> = async (app, deps) => {
  // Open to guests: the anonymous form offers the categories that need no product (spec 01 §3).
  app.get(
    SUPPORT_ROUTES.categories,
    {
      schema: {
        tags,
        summary: 'Support categories of the school',
        querystring: supportCategoryQuery,
        response: { 200: supportCategoryList, 422: validationErrorList },
      },
    },
    async (request) =>
      (await listCategories(app.db, request.tenant.project.id, request.query.sort)).map((row) =>
        presentCategory(row, request.lang),
      ),
  );

  app.post(
    SUPPORT_ROUTES.techQuestions,
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'A support request of the signed-in learner',
        querystring: langQuery,
        body: techQuestionBody,
        response: { 201: techQuestion, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(presentTechQuestion(await submitSignedIn(app, request, deps, request.body, 'manual'))),
  );

  app.post(
    SUPPORT_ROUTES.techQuestionsAuto,
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "The app's automatic support request (e.g. renewing a course), without a message",
        querystring: langQuery,
        body: techQuestionAutoBody,
        response: { 201: techQuestion, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(presentTechQuestion(await submitSignedIn(app, request, deps, request.body, 'auto'))),
  );

  app.post(
    SUPPORT_ROUTES.techQuestionsAnonymous,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "A guest's support request (e-mail, first name, message)",
        querystring: langQuery,
        body: techQuestionAnonymousBody,
        response: { 201: techQuestion, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentTechQuestion(await submitAnonymous(app, request, deps, request.body))),
  );
};
