import {
  CONSOLE_PEOPLE_ROUTES,
  consoleLearner,
  consoleLearnerList,
  consoleStream,
  DEFAULT_ROUTER_BASE,
  enrolBody,
  extendBody,
  httpError,
  langQuery,
  learnerFlagsBody,
  learnersQuery,
  peopleIdParams,
  pointsBody,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../staff/index.js';
import { learnerInviteRoutes } from './learner-invite.routes.js';
import { block, changePoints, searchLearners, setFlags, unblock, viewLearner } from './learners.service.js';
import { end, enrol, extend, resume, stop } from './people-streams.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['console'];
const security = [{ bearer: [] }];

export interface PeopleRoutesOptions {
  /** ROUTER_BASE of the learner app: invitations link to it. */
  routerBase?: string | undefined;
  publicUrl?: string | undefined;
  port?: number | undefined;
  mailFrom?: string | undefined;
}

/**
 * The console's people area (issue 13, decision 073): the school's learners, their streams and
 * points; inviting and importing learners (issue 28, decision 115). School administrators only;
 * another school's ids are 404 like missing ones.
 */
export const peopleConsoleRoutes: FastifyPluginAsyncZod<PeopleRoutesOptions> = async (app, opts) => {
  await app.register(learnerInviteRoutes, {
    routerBase: opts.routerBase ?? DEFAULT_ROUTER_BASE,
    publicUrl: opts.publicUrl,
    port: opts.port,
    mailFrom: opts.mailFrom,
  });
  const onRequest = [app.authenticate, adminOnly];
  const params = peopleIdParams;
  const querystring = langQuery;
  const R = CONSOLE_PEOPLE_ROUTES;

  app.get(
    R.learners,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The school's learners, newest first; `q` matches the start of a name, last name or e-mail",
        querystring: learnersQuery,
        response: { 200: consoleLearnerList, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await searchLearners(app, request, request.query);
      return reply.paginate(request.query, total).send(items);
    },
  );

  app.get(
    R.learner,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "A learner's profile, streams and points",
        params,
        querystring,
        response: { 200: consoleLearner, ...errors },
      },
    },
    async (request) => viewLearner(app, request, request.params.id),
  );

  app.put(
    R.learnerFlags,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Forces a password or profile update on the next start of the learner’s app',
        params,
        querystring,
        body: learnerFlagsBody,
        response: { 200: consoleLearner, ...errors },
      },
    },
    async (request) => setFlags(app, request, request.params.id, request.body),
  );

  for (const [path, action, summary] of [
    [R.learnerBlock, block, 'Blocks the learner: sign-in refused, every session ended at once'],
    [R.learnerUnblock, unblock, 'Unblocks the learner: they may sign in again'],
  ] as const) {
    app.post(
      path,
      {
        onRequest,
        schema: {
          tags,
          security,
          summary,
          params,
          querystring,
          response: { 200: consoleLearner, ...errors },
        },
      },
      async (request) => action(app, request, request.params.id),
    );
  }

  app.post(
    R.learnerPoints,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Grants (positive) or debits (negative) points with a reason; never below zero',
        params,
        querystring,
        body: pointsBody,
        response: { 200: consoleLearner, ...errors },
      },
    },
    async (request) => changePoints(app, request, request.params.id, request.body),
  );

  app.post(
    R.learnerStreams,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Enrols the learner in a course of the school: a stream between two dates',
        params,
        querystring,
        body: enrolBody,
        response: { 201: consoleStream, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await enrol(app, request, request.params.id, request.body)),
  );

  app.post(
    R.streamExtend,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Moves the stream’s end later: a date, or days added',
        params,
        querystring,
        body: extendBody,
        response: { 200: consoleStream, ...errors },
      },
    },
    async (request) => extend(app, request, request.params.id, request.body),
  );

  for (const [path, action, summary] of [
    [R.streamStop, stop, 'Pauses the stream’s access now, dates untouched'],
    [R.streamResume, resume, 'Resumes a stopped stream: the dates decide again'],
    [R.streamEnd, end, 'Ends the stream now; the learner keeps its history'],
  ] as const) {
    app.post(
      path,
      {
        onRequest,
        schema: { tags, security, summary, params, querystring, response: { 200: consoleStream, ...errors } },
      },
      async (request) => action(app, request, request.params.id),
    );
  }
};
