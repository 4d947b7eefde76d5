import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import type { BuildOptions } from './build-options.js';
import { schoolPages } from './school-hints.js';

/** Serves the built learner app under the router base, with index.html for every app path. */
export const webApp: FastifyPluginAsync<{ config: BuildOptions['config'] }> = async (app, { config }) => {
  const base = config.ROUTER_BASE;
  // The browser reports its errors straight to the operator's DSN (issue 4), whatever its scheme.
  const errorReportingOrigin = config.ERROR_REPORTING_DSN ? new URL(config.ERROR_REPORTING_DSN).origin : null;
  // Helmet runs in this scope only: it costs more per request than a whole JSON answer.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // blob: the device's copy of a download, read from Cache Storage while no service worker
        // answers it (a first visit, offline: lib/offline/downloads/device-copy-url.ts).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // The user-manual and instruction modals show the school's pages in an iframe (spec 01 §2).
        frameSrc: ["'self'", 'https:'],
        connectSrc: [
          "'self'",
          'blob:',
          'https:',
          'wss:',
          ...(errorReportingOrigin ? [errorReportingOrigin] : []),
        ],
        // Schools may serve plain http on an intranet; https is the proxy's job.
        upgradeInsecureRequests: null,
        scriptSrc: ["'self'", 'https://www.googletagmanager.com', 'https://mc.yandex.ru'],
      },
    },
  });
  // With the app at the root, '/' is the app's own page (the catch-all below answers it).
  if (base !== '/') app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(base));
  // Before the learner app, so its catch-all never answers a /staff/ path (ROUTER_BASE may be /).
  if (config.STAFF_DIST) await app.register(staffApp, { dist: config.STAFF_DIST });
  if (!existsSync(path.join(config.WEB_DIST, 'index.html'))) {
    app.log.warn({ dir: config.WEB_DIST }, 'web app not built; run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: config.WEB_DIST,
    prefix: base,
    wildcard: false,
    // The base itself is the app's page for the host's school (below), not the file as built.
    index: false,
    // The build wrote .br and .gz beside every text asset (vite.config.ts); sent when asked for.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed bundles never change; index.html must always be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const schoolPage = schoolPages(config.WEB_DIST, base);
  // Every other path under the base is a screen of the app (its router shows the 404 screen).
  // A missing bundle stays a 404, so a stale chunk fails loudly and the app offers a retry.
  const page: RouteHandlerMethod = async (request, reply) => {
    if (request.url.startsWith(`${base}assets/`)) return reply.callNotFound();
    // The page names the host's school's configuration, texts and logo (decision 138): revalidated
    // on every visit and never a validator of the file, so no cache keeps one school's page or an
    // old logo. A host of no school gets the page as built and, from the app, its not-found screen.
    reply.header('cache-control', 'no-cache');
    // Without the school (none for the host, or its lookup failed) the page as built still starts the app.
    const tenant = await app.tenants.resolve(request.hostname).catch(() => null);
    if (!tenant) return reply.sendFile('index.html', config.WEB_DIST);
    const signIn = request.url.split('?')[0]?.replace(/\/$/, '') === base.replace(/\/$/, '');
    return reply.type('text/html; charset=utf-8').send(schoolPage(tenant, signIn));
  };
  // The base itself too: its wildcard does not match it.
  app.get(base, { schema: { hide: true } }, page);
  app.get(`${base}*`, { schema: { hide: true } }, page);
};

/** Where the expert desk lives on every school's host (Vite `base` of apps/staff). */
const STAFF_BASE = '/staff/';

/**
 * Serves the built expert desk at /staff/ (issue 9, decision 054): the same host, so the same
 * school, and the learner app's CSP and caching habits (registered inside its helmet scope).
 * Its own encapsulated static plugin, so it coexists with the learner app's.
 */
const staffApp: FastifyPluginAsync<{ dist: string }> = async (app, { dist }) => {
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dir: dist }, 'staff app not built; run `npm run build -w apps/staff` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: STAFF_BASE,
    wildcard: false,
    // An array: with preCompressed, @fastify/static finds no index given as a string (10.1).
    index: ['index.html'],
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Every other /staff/ path is a screen of the desk; a missing bundle stays a 404.
  app.get(`${STAFF_BASE}*`, { schema: { hide: true } }, (request, reply) =>
    request.url.startsWith(`${STAFF_BASE}assets/`)
      ? reply.callNotFound()
      : reply.header('cache-control', 'no-cache').sendFile('index.html', dist),
  );
};
