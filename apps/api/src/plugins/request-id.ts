import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, runInScope } from '../lib/request-scope.js';

/**
 * The request id (decision 086): Fastify makes it (`genReqId` in app.ts: the balancer's
 * X-Request-Id when well formed, else a UUID) and logs it as `requestId` on every line of the
 * request; here it goes back in the answer, so a person reporting a problem can quote it, and into
 * the request scope, so jobs the request queues and mail it sends log it too. The scope also
 * reads the request's language, for texts written far from the request (decision 097).
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  // The rest of the request runs inside `done`, so in the scope; Fastify carries its async
  // context across the reading of the body (its content-type parser binds it to the request).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runInScope({ requestId: request.id, log: request.log, lang: () => request.lang }, done);
  });
});
