import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { ICONS_FOLDER, presentManifest } from './pwa.presenter.js';
import { appLook } from './pwa-brand.js';
import { appIcon, iconVersion, isIconSize } from './pwa-icons.js';

/** A year for an icon's versioned address (pwa-icons.ts iconVersion), a day for the plain one. */
const VERSIONED_ICON_MAX_AGE_S = 31_536_000;
const PLAIN_ICON_MAX_AGE_S = 86_400;

/**
 * The installable app's manifest and icons, per school (issue 12, decision 066), under the app's
 * base beside the app's files: `<base>manifest.webmanifest` and `<base>pwa-icons/<size>.png`.
 * Outside the JSON API, so the host selects the school here as the media do.
 */
export const pwaRoutes: FastifyPluginAsync<{ routerBase: string }> = async (app, { routerBase }) => {
  // The app's one cache of schools, cleared when a school's config changes (decision 072).
  const tenants = app.tenants;
  const tenantOf = async (request: FastifyRequest) => {
    const tenant = await tenants.resolve(request.hostname);
    // Like the configuration: nothing is installed from an address no school owns.
    if (!tenant) throw new ApiError(404, message('unknownDomain', request.lang));
    return tenant;
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  app.get(`${routerBase}manifest.webmanifest`, { schema: { hide: true } }, async (request, reply) => {
    const manifest = presentManifest(await tenantOf(request), routerBase);
    // Revalidated on every check: a school that changes its name or colours shows them at once.
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    `${routerBase}${ICONS_FOLDER}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const size = Number(/^(\d+)\.png$/.exec(request.params.file)?.[1]);
      if (!isIconSize(size)) throw new ApiError(404, message('notFound', request.lang));
      const look = appLook(await tenantOf(request));
      const icon = await appIcon(look, size, app.objects);
      // The manifest's address names this very picture; another (the apple-touch-icon link of
      // index.html, an old version) may show a new logo tomorrow.
      const cacheControl =
        request.query.v === iconVersion(look)
          ? `public, max-age=${VERSIONED_ICON_MAX_AGE_S}, immutable`
          : `public, max-age=${PLAIN_ICON_MAX_AGE_S}`;
      return reply.header('cache-control', cacheControl).type('image/png').send(icon);
    },
  );
};
