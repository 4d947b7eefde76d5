import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { message } from '../lib/messages.js';
import type { SessionRow, UserRow } from '../modules/auth/auth.repository.js';
import { authenticate } from '../modules/auth/auth.service.js';
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
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null as unknown as UserRow);
  app.decorateRequest('session', null as unknown as SessionRow);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const found = token ? await authenticate(app.db, request.tenant.project.id, token) : null;
    if (!found) throw new ApiError(401, message('unauthorized', request.lang));
    request.user = found.user;
    request.session = found.session;
  });
});
