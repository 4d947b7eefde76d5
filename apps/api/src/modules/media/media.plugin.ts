import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { sendObject } from '../../lib/object-store/send-object.js';
import { demoAssetsDir, demoMediaDir } from '../../lib/package-paths.js';
import { persistentSecret, randomSecret } from '../../lib/storage-secrets.js';
import { ApiError } from '../../plugins/errors.js';
import { serveBrandAssets } from './brand-assets.js';
import { isSchoolCover } from './media.repository.js';
import { contentDisposition, type MediaSource, mediaFile, mediaSegments } from './media-files.js';
import { createMediaKeys, setMediaKeys } from './media-keys.js';
import { createMediaLinks, SIGNED_MEDIA_PREFIX, setMediaLinks } from './media-links.js';

export interface MediaOptions {
  /** For the `user_changed` notifications that evict the cached media keys (decision 098). */
  database: Database;
  /** Where the link secret is kept (DATA_DIR/secrets) when FILE_LINK_SECRET is unset. */
  dataDir?: string;
  /** The key of the signed file links, shared with them (avatar/file-links.ts). */
  fileLinkSecret?: string;
}

/** Brand art and course covers are public; a shared cache may keep them this long. */
const PUBLIC_MAX_AGE_S = 3600;

type MediaRequest = FastifyRequest<{ Params: { token?: string; '*': string } }>;

/**
 * Everything under /v/ (spec 02 §9 "assets are served under /v/"; decision 042):
 * - brand assets (logos, favicons, banner art): public and cacheable;
 * - course media: only behind a learner's signed link, `/v/s/<token>/<path>`, issued with the
 *   answers that show a day open to them (courses.service learnerMedia);
 * - course covers at their plain path: public, like the course list that shows them.
 */
export const mediaPlugin: FastifyPluginAsync<MediaOptions> = async (app, opts) => {
  const links = createMediaLinks(
    persistentSecret(opts.dataDir, 'file-link-secret', opts.fileLinkSecret, randomSecret),
  );
  setMediaLinks(app.db, links);
  const keys = createMediaKeys(app.db);
  setMediaKeys(app.db, keys);
  const unsubscribe = await opts.database.subscribe(
    { user_changed: (userId) => keys.cache.evict(Number(userId)) },
    (live) => keys.cache.setEnabled(live),
  );
  // The database may already be closed when this runs; there is nothing left to stop then.
  app.addHook('onClose', () => unsubscribe().catch(() => {}));
  // The app's one cache of schools, cleared when a school's config changes (decision 072).
  const tenants = app.tenants;

  app.addHook('onRequest', async (_request, reply) => {
    // Never let a browser guess a type: a document must not run as a page of the school.
    reply.header('x-content-type-options', 'nosniff');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // A refusal is about one link at one moment: no cache keeps it.
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(fastifyStatic, { root: demoAssetsDir, prefix: '/v/', maxAge: PUBLIC_MAX_AGE_S * 1000 });

  /** The school of the host: media of one school open nothing on another's (ARCHITECTURE §8). */
  const schoolOf = async (request: FastifyRequest) => {
    const tenant = await tenants.resolve(request.hostname);
    if (!tenant) throw new ApiError(404, message('unknownDomain', request.lang));
    return tenant.project.id;
  };
  /** Demo media from the repository's folder; everything else from the store, by key (decision 081). */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    found: MediaSource,
    cacheControl: string,
  ) => {
    const name = found.kind === 'demo' ? found.file : found.key;
    const disposition = contentDisposition(name);
    if (found.kind === 'demo') {
      return reply
        .header('cache-control', cacheControl)
        .header('content-disposition', disposition)
        .sendFile(found.file, demoMediaDir, { cacheControl: false });
    }
    if (!(await sendObject(request, reply, app.objects, found.key, { cacheControl, disposition }))) {
      throw new ApiError(404, message('notFound', request.lang));
    }
    return reply;
  };

  app.get(
    `${SIGNED_MEDIA_PREFIX}:token/*`,
    { schema: { hide: true } },
    async (request: MediaRequest, reply) => {
      const projectId = await schoolOf(request);
      const segments = mediaSegments(request.params['*']);
      const verified = segments && links.verify(request.params.token ?? '', { projectId, segments });
      if (!segments || !verified) throw new ApiError(403, message('fileLinkInvalid', request.lang));
      // Course media close at once when an administrator blocks the learner or stops or ends a
      // stream (decision 098). Attachments are signed for their author and shared by the chat, so
      // one person's key cannot close them for the others: they live until they expire.
      if (segments[0] !== 'uploads' && !(await keys.isCurrent(projectId, verified.userId, verified.key))) {
        throw new ApiError(403, message('fileLinkInvalid', request.lang));
      }
      const found = mediaFile(projectId, segments);
      if (!found) throw new ApiError(404, message('notFound', request.lang));
      // The token is in the path, so a shared cache keys the answer by it: it serves it only to
      // holders of this very link, and no longer than the link lives (decision 042).
      const maxAge = Math.max(0, verified.expires - Math.ceil(Date.now() / 1000));
      return send(request, reply, found, `public, max-age=${maxAge}`);
    },
  );

  const cover = (kind: 'demo' | 'media') => async (request: MediaRequest, reply: FastifyReply) => {
    const projectId = await schoolOf(request);
    const segments = mediaSegments(`${kind}/${request.params['*']}`);
    const found = segments && mediaFile(projectId, segments);
    if (!segments || !found || !(await isSchoolCover(app.db, projectId, `/v/${segments.join('/')}`))) {
      throw new ApiError(404, message('notFound', request.lang));
    }
    return send(request, reply, found, `public, max-age=${PUBLIC_MAX_AGE_S}`);
  };
  app.get('/v/demo/*', { schema: { hide: true } }, cover('demo'));
  app.get('/v/media/*', { schema: { hide: true } }, cover('media'));
  // Pictures a school uploads for its learners' screens: banners, article previews (decision 077).
  serveBrandAssets(app, schoolOf);
};
