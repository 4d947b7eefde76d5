import { CONSOLE_MEDIA_ROUTES, STAFF_API_BASE, UPLOADS_PATH } from '@cp/contract';
import type { FastifyRequest } from 'fastify';
import { redactTokenParams } from './tokens.js';

/** The tus endpoints: what follows one of them in a URL names an upload (decision 094). */
const TUS_ENDPOINTS = [UPLOADS_PATH, `${STAFF_API_BASE}${CONSOLE_MEDIA_ROUTES.uploads}`];

/**
 * A request's URL as the log keeps it: session tokens of social-link addresses left out
 * (`redactTokenParams`), and so is everything after a tus endpoint (issue 25, decision 094). An
 * upload id is what a request names an upload by, and logs outlive uploads and are read by more
 * people; a hostile URL's extra parts go too, whatever they hold.
 */
export function loggedUrl(url: string): string {
  for (const endpoint of TUS_ENDPOINTS) {
    if (url === endpoint || !url.startsWith(endpoint)) continue;
    const next = url[endpoint.length];
    if (next === '?') return `${endpoint}?[redacted]`;
    if (next === '/' || next === '%' || next === ';' || next === '#') return `${endpoint}/[redacted]`;
  }
  return redactTokenParams(url);
}

/**
 * Fastify's request fields on the log line of every request (app.ts's logger `serializers.req`),
 * with the URL's secrets left out (`loggedUrl`).
 */
export function requestLogFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
