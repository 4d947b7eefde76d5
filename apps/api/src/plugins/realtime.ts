import {
  API_BASE,
  type RealtimeEvent,
  ROUTES,
  type SessionEndReason,
  WS_BEARER_PROTOCOL,
  WS_CLOSE_UNAUTHORIZED,
} from '@cp/contract';
import websocket, { type WebSocket } from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { hashToken } from '../lib/tokens.js';
import { findSessionState } from '../modules/auth/index.js';

/** Channel of per-user events between processes; the payload is `{p, u, e, d}` as JSON. */
const USER_EVENT_CHANNEL = 'user_event';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_EVENT_BYTES = 7000;
const HEARTBEAT_MS = 30_000;
/** RFC 6455 §7.4.1 "going away": the server is shutting down; the client reconnects (to another process). */
const WS_CLOSE_GOING_AWAY = 1001;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Sends an event to every open socket of the user, in whichever process it is. */
      publish(projectId: number, userId: number, event: string, data: unknown): Promise<void>;
    };
  }
}

interface Connection {
  socket: WebSocket;
  tokenHash: string;
  projectId: number;
  userId: number;
  expiresAt: Date;
  alive: boolean;
}

/** `Sec-WebSocket-Protocol: bearer, <token>` -> the token (browsers cannot send Authorization here). */
function protocolToken(request: FastifyRequest): string | undefined {
  const offered = String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());
  return offered[0] === WS_BEARER_PROTOCOL ? offered[1] : undefined;
}

/** `notification.websocketURI` of the config answer: the domain's own setting, else ours on this host. */
export function websocketUri(configured: string | null, origin: string): string {
  return configured ?? `${origin.replace(/^http/, 'ws')}${API_BASE}${ROUTES.realtime}`;
}

function send(socket: WebSocket, event: RealtimeEvent | { event: string; data: unknown }) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

/**
 * Per-user events over a WebSocket (spec 01 §3 `notification.websocketURI`, §4 `logout`).
 * The socket authenticates at the handshake with the subprotocol `bearer, <token>`; a
 * missing, revoked or expired token gets 401 before any upgrade. Events cross processes
 * through PostgreSQL LISTEN/NOTIFY (ARCHITECTURE §1): the session trigger of migration
 * 0001 (`session_changed`) tells every process that a session changed, and the process
 * holding its sockets sends `logout` with the reason and closes them (code 4001).
 */
export const realtimePlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  // SIGTERM drains (decision 085): every socket hears "going away" before the server stops, so
  // its client reconnects at once, to another process behind the balancer. Added before the
  // websocket plugin's own preClose, which closes the sockets without a code.
  app.addHook('preClose', (done) => {
    for (const client of app.websocketServer?.clients ?? [])
      client.close(WS_CLOSE_GOING_AWAY, 'server shutting down');
    done();
  });
  await app.register(websocket, {
    options: {
      maxPayload: 4096,
      handleProtocols: (protocols) => (protocols.has(WS_BEARER_PROTOCOL) ? WS_BEARER_PROTOCOL : false),
    },
  });

  const byToken = new Map<string, Set<Connection>>();
  const byUser = new Map<number, Set<Connection>>();

  function add(c: Connection) {
    const sameToken = byToken.get(c.tokenHash) ?? new Set<Connection>();
    byToken.set(c.tokenHash, sameToken.add(c));
    const sameUser = byUser.get(c.userId) ?? new Set<Connection>();
    byUser.set(c.userId, sameUser.add(c));
  }
  function remove(c: Connection) {
    byToken.get(c.tokenHash)?.delete(c);
    if (byToken.get(c.tokenHash)?.size === 0) byToken.delete(c.tokenHash);
    byUser.get(c.userId)?.delete(c);
    if (byUser.get(c.userId)?.size === 0) byUser.delete(c.userId);
  }
  function logout(c: Connection, reason: SessionEndReason) {
    send(c.socket, { event: 'logout', data: { reason } });
    c.socket.close(WS_CLOSE_UNAUTHORIZED, 'logout');
    remove(c);
  }

  /** Looks the session up again; if it is no longer live, its sockets here get `logout`. */
  async function checkSession(tokenHash: string) {
    const conns = byToken.get(tokenHash);
    if (!conns?.size) return;
    const state = await findSessionState(app.db, tokenHash);
    const live = state && !state.revokedAt && state.expiresAt.getTime() > Date.now();
    if (live) return;
    const reason: SessionEndReason = state?.revokedReason ?? (state ? 'expired' : 'deleted');
    for (const c of [...(byToken.get(tokenHash) ?? [])]) logout(c, reason);
  }
  const check = (tokenHash: string) =>
    checkSession(tokenHash).catch((err: unknown) => app.log.error({ err }, 'session check failed'));

  function deliver(payload: string) {
    let msg: { p: number; u: number; e: string; d: unknown };
    try {
      msg = JSON.parse(payload);
    } catch {
      return;
    }
    for (const c of byUser.get(msg.u) ?? []) {
      if (c.projectId === msg.p) send(c.socket, { event: msg.e, data: msg.d });
    }
  }

  /**
   * Notifications may have been lost while the listener was down (a database outage, decision
   * 085): every session is looked at again, and every socket still open hears `ready` once more,
   * which the apps take as "events may have been missed" and reload what they show.
   */
  const resumeAfterGap = () =>
    Promise.all(
      [...byToken.keys()].map(async (tokenHash) => {
        await check(tokenHash);
        for (const c of byToken.get(tokenHash) ?? [])
          send(c.socket, { event: 'ready', data: { userId: c.userId } });
      }),
    );

  let wasLive = true;
  const unsubscribe = await database.subscribe(
    { session_changed: (tokenHash) => void check(tokenHash), [USER_EVENT_CHANNEL]: deliver },
    (live) => {
      if (live && !wasLive) void resumeAfterGap();
      wasLive = live;
    },
  );

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const conns of byToken.values()) {
      for (const c of [...conns]) {
        if (c.expiresAt.getTime() <= now) logout(c, 'expired');
        else if (!c.alive) c.socket.terminate();
        else {
          c.alive = false;
          c.socket.ping();
        }
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await unsubscribe();
  });

  app.decorate('realtime', {
    async publish(projectId: number, userId: number, event: string, data: unknown) {
      const payload = JSON.stringify({ p: projectId, u: userId, e: event, d: data });
      if (Buffer.byteLength(payload) > MAX_EVENT_BYTES)
        throw new Error(`event ${event} is too large for NOTIFY`);
      await app.db.execute(sql`select pg_notify(${USER_EVENT_CHANNEL}, ${payload})`);
    },
  });

  app.get(
    `${API_BASE}${ROUTES.realtime}`,
    {
      websocket: true,
      preValidation: (request) => app.authenticateToken(request, protocolToken(request)),
      schema: {
        tags: ['realtime'],
        summary: 'WebSocket of per-user events; subprotocols ["bearer", token]. Sends {event, data}.',
      },
    },
    async (socket, request) => {
      const c: Connection = {
        socket,
        tokenHash: hashToken(protocolToken(request) ?? ''),
        projectId: request.session.projectId,
        userId: request.user.id,
        expiresAt: request.session.expiresAt,
        alive: true,
      };
      add(c);
      socket.on('pong', () => {
        c.alive = true;
      });
      socket.on('close', () => remove(c));
      // The session may have ended between the handshake and now; its notification is gone.
      await checkSession(c.tokenHash);
      if (byToken.get(c.tokenHash)?.has(c)) send(socket, { event: 'ready', data: { userId: c.userId } });
    },
  );
});
