import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `X-Content-Type-Options: nosniff` on every answer (issue 25, decision 097): the JSON API, the
 * health checks, Fastify's own 404 for an unknown path and the error answers of the hooks. Set
 * when the request arrives, at the root, so an answer sent from any later hook or handler carries
 * it; Fastify's refusals before routing (a broken percent-escape) get it from `frameworkErrors`.
 * The document headers (CSP and the rest) stay the web app's (helmet, app.ts; decision 004).
 */
export const NOSNIFF = ['x-content-type-options', 'nosniff'] as const;

export const nosniffPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header(...NOSNIFF);
    done();
  });
});
