import { SYSTEM_ROUTES } from '@cp/contract';
import type { FastifyPluginAsync } from 'fastify';

/** /healthz: the process answers. /readyz: the database answers too. */
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (app, opts) => {
  app.get(SYSTEM_ROUTES.health, { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get(SYSTEM_ROUTES.ready, { schema: { hide: true } }, async (request, reply) => {
    try {
      await opts.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
