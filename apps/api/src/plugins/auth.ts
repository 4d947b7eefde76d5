import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { message } from '../lib/messages.js';
import type { SessionRow, UserRow } from '../modules/auth/index.js';
import { authenticate, createSessionCache } from '../modules/auth/index.js';
import { ApiError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`. */
    user: UserRow;
    session: SessionRow;
  }
  interface FastifyInstance {
    /** onRequest hook of every route that needs a signed-in user: the token is checked before the body or path is validated, so a stranger gets 401, never 422 (issue 8). */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The same for a token that came another way (the WebSocket's subprotocol, a social link). */
    authenticateToken(request: FastifyRequest, token: string | undefined): Promise<void>;
    /**
     * Drops this process's cached sessions of the user after this process changed them
     * (sign-in, sign-out, password, profile, deletion): its next request must see the
     * change at once, without waiting for the NOTIFY round trip. Other processes learn
     * it from the trigger's NOTIFY (decision 004).
     */
    forgetCachedSessions(userId: number): void;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,200})$/;
/** What a token looks like (lib/tokens.ts): anything else is refused without a query. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

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
  async function authenticateToken(request: FastifyRequest, token: string | undefined) {
    const valid = token !== undefined && TOKEN_SHAPE.test(token);
    const found = valid ? await authenticate(app.db, cache, request.tenant.project.id, token) : null;
    if (!found) throw new ApiError(401, message('unauthorized', request.lang));
    request.user = found.user;
    request.session = found.session;
  }
  app.decorate('authenticateToken', authenticateToken);
  app.decorate('forgetCachedSessions', (userId: number) => cache.evictUser(userId));
  app.decorate('authenticate', async (request: FastifyRequest) =>
    authenticateToken(request, BEARER.exec(request.headers.authorization ?? '')?.[1]),
  );

  // Personal answers are never stored by a browser or a proxy (issue 8): every JSON answer to a
  // request that carried a token, and the auth-style answers, some of which hand one out.
  app.addHook('onSend', async (request, reply) => {
    const personal =
      request.headers.authorization !== undefined || request.session || request.routeOptions.config.authStyle;
    if (personal && String(reply.getHeader('content-type')).startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
