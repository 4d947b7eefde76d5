import { createHash, randomBytes } from 'node:crypto';
import { API_BASE } from '@cp/contract';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The visitor cookie of the referral programme (decision 090): a random id that tells one
 * browser from another, so a link's visits count once per visitor and a sign-up on the
 * referrer's own browser is seen. httpOnly (no script of the page reads it), SameSite=Lax,
 * Secure on https, on the API's path only (the link's visit and the sign-up both live there).
 */
export const VISITOR_COOKIE = 'cp_visitor';
/** As long as browsers keep a cookie (Chrome caps it at 400 days). */
const VISITOR_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
const VISITOR_KEY_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export interface Visitor {
  key: string;
  /** True when the browser sent the key back: it is then the same browser as before. */
  known: boolean;
}

/** The key the browser sent back, when it is one of ours (anything else is ignored). */
export function sentVisitorKey(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = cookie.parse(header)[VISITOR_COOKIE];
  return value && VISITOR_KEY_SHAPE.test(value) ? value : undefined;
}

/** The caller's visitor key; a browser without one is given a new one on this answer. */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): Visitor {
  const sent = sentVisitorKey(request);
  if (sent) return { key: sent, known: true };
  const key = randomBytes(16).toString('base64url');
  reply.header(
    'set-cookie',
    cookie.serialize(VISITOR_COOKIE, key, {
      path: API_BASE,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: VISITOR_COOKIE_MAX_AGE_S,
    }),
  );
  return { key, known: false };
}

/**
 * Address and browser of a caller who sent no cookie, hashed: a browser that refuses cookies
 * would otherwise count as a new visitor on every visit. Kept only as a short-lived counter key.
 */
export function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}
