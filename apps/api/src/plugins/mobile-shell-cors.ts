import { HEADERS, IDEMPOTENCY_KEY_HEADER, MOBILE_SHELL_ORIGINS, PAGINATION_HEADERS } from '@cp/contract';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The tus 1.0 request headers tus-js-client sends (decision 052's uploads). */
const TUS_REQUEST_HEADERS = [
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'upload-defer-length',
  'upload-concat',
  'x-http-method-override',
  'x-requested-with',
];

/** What the shell reads of an answer beyond the headers every origin may read. */
const EXPOSED_HEADERS = [
  ...Object.values(PAGINATION_HEADERS),
  // Downloads resume with Range requests and check what came back (decision 068).
  'content-range',
  'accept-ranges',
  // A finished upload's HEAD is answered by our route, not by tus (decision 052).
  'location',
  'tus-resumable',
  'upload-offset',
  'upload-length',
  'retry-after',
];

export const isMobileShellOrigin = (origin: string | undefined): origin is string =>
  origin !== undefined && (MOBILE_SHELL_ORIGINS as readonly string[]).includes(origin);

/**
 * The mobile shell's WebView serves the app from its own origin (`https://localhost`,
 * `capacitor://localhost`; decision 070), so every call it makes to the school's host is
 * cross-origin: the API, the media under /v/ (hls.js and the downloads read them with fetch) and
 * the tus uploads. Exactly those origins get CORS answers, with the headers the app sends; any
 * other origin gets none (no header, and its preflight is a 404), as before. No credentials:
 * the app authenticates with its Bearer token, never with a cookie.
 */
export const mobileShellCorsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cors, {
    origin: (origin, callback) => callback(null, isMobileShellOrigin(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'accept',
      'range',
      // A read right after the learner's own write (modules/learning/learning-cache.plugin.ts).
      'cache-control',
      HEADERS.appType,
      HEADERS.appId,
      IDEMPOTENCY_KEY_HEADER,
      ...TUS_REQUEST_HEADERS,
    ],
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    // A preflight answer is reused for ten minutes (browsers cap it at two hours).
    maxAge: 600,
  });
});
