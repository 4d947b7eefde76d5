import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { message } from '../lib/messages.js';
import type { SessionRow, UserRow } from '../modules/auth/auth.repository.js';
import { authenticate } from '../modules/auth/auth.service.js';
import { createSessionCache } from '../modules/auth/session-cache.js';
import { ApiError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`. */
    user: UserRow;
    session: SessionRow;
  }
  interface FastifyInstance {
    /** preHandler of every route that needs a signed-in user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,200})$/;

/**
 * Bearer token -> user. 401 means the token is missing, expired or revoked (or
 * belongs to another school), and nothing else (ARCHITECTURE §5).
 */
export const authPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const cache = createSessionCache();
  const unsubscribe = await database.subscribe(
    {
      session_changed: (tokenHash) => cache.evictSession(tokenHash),
      user_changed: (userId) => cache.evictUser(Number(userId)),
    },
    (live) => cache.setEnabled(live),
  );
  app.addHook('onClose', unsubscribe);

  app.decorateRequest('user', null as unknown as UserRow);
  app.decorateRequest('session', null as unknown as SessionRow);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const found = token ? await authenticate(app.db, cache, request.tenant.project.id, token) : null;
    if (!found) throw new ApiError(401, message('unauthorized', request.lang));
    request.user = found.user;
    request.session = found.session;
  });
});
