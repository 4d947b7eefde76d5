import { UPLOADS_PATH } from '@cp/contract';
import { TUS_RESUMABLE } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import type { TusS3 } from './tus-incoming.js';
import { createTusServer } from './tus-server.js';
import { TusRequests, tusTargetOf } from './tus-url.js';
import { deleteUpload, findOwnUpload, type UploadRow } from './uploads.repository.js';
import { sweepAbandoned, type Uploader } from './uploads.service.js';
import { uploadsStorage } from './uploads-storage.js';

export interface UploadsOptions {
  /** The bucket's settings for tus when the object store is S3 (tusS3Of); files go to `app.objects`. */
  s3?: TusS3 | undefined;
  maxBytes: number;
  /** The ffmpeg program (video posters); a missing one means videos without posters. */
  ffmpeg?: string;
  /** How often abandoned uploads are swept (also once at start). */
  sweepEveryMs?: number;
}

const SWEEP_EVERY_MS = 3600 * 1000;

/**
 * The tus endpoint at UPLOADS_PATH (decision 052): signed-in learners and experts of the host's
 * school (the same Bearer token as the API). An upload belongs to its person and school: another
 * person's id, or one already sent in a message, is 404 on every method, and so is a URL that
 * is not exactly the endpoint or one upload's (tus-url.ts: the id checked is the id tus acts on).
 * The request body is never parsed here: tus streams it to the object store.
 */
export const uploadsRoutes: FastifyPluginAsync<UploadsOptions> = async (app, opts) => {
  const storage = uploadsStorage(app.objects, opts.s3);

  const requests = new TusRequests<Uploader>();
  // Made on the first upload request: @tus/file-store creates its folder asynchronously when
  // constructed, which raced the removal of a temporary store when an app closed at once (tests).
  let tusServer: ReturnType<typeof createTusServer> | undefined;
  const tus = () =>
    (tusServer ??= createTusServer({
      db: app.db,
      storage,
      maxBytes: opts.maxBytes,
      ffmpeg: opts.ffmpeg ?? 'ffmpeg',
      requests,
    }));

  // The PATCH body (application/offset+octet-stream) and anything else reach tus unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const tusHeaders = (reply: FastifyReply) =>
    reply.header('tus-resumable', TUS_RESUMABLE).header('cache-control', 'no-store');

  /**
   * A finished upload has left tus's folder: the protocol's answers for a complete one, so a
   * client whose last answer was lost learns it is done (tus 1.0 HEAD); DELETE withdraws it.
   */
  async function answerFinished(request: FastifyRequest, reply: FastifyReply, own: UploadRow) {
    if (request.method === 'HEAD') {
      return tusHeaders(reply)
        .header('upload-offset', String(own.size))
        .header('upload-length', String(own.size))
        .status(200)
        .send();
    }
    if (request.method === 'DELETE') {
      await deleteUpload(app.db, own.id);
      await storage.remove(own.projectId, own.id);
      return tusHeaders(reply).status(204).send();
    }
    return tusHeaders(reply).header('upload-offset', String(own.size)).status(409).send();
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const who: Uploader = {
      projectId: request.tenant.project.id,
      userId: request.user.id,
      lang: request.lang,
    };
    // The route's `:id` only routes: the id is read once, from the URL as it came (decision 094).
    const target = tusTargetOf(request.raw.url ?? '', UPLOADS_PATH);
    if (!target || (target.upload === null) !== (request.method === 'POST')) {
      throw new ApiError(404, message('notFound', request.lang));
    }
    if (target.upload !== null) {
      const own = await findOwnUpload(app.db, who.projectId, who.userId, target.upload);
      if (!own) throw new ApiError(404, message('notFound', request.lang));
      if (own.status === 'ready') return answerFinished(request, reply, own);
    }
    requests.set(request.raw, who, target.upload);
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.raw.setHeader('cache-control', 'no-store');
    reply.hijack();
    try {
      await tus().handle(request.raw, reply.raw);
    } catch (err) {
      // tus answers its own failures; this is one of ours after the hijack: no hanging socket.
      request.log.error({ err }, 'tus request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
      reply.raw.end();
      return;
    }
  }

  const route = { onRequest: app.authenticate, schema: { hide: true } };
  app.post(UPLOADS_PATH, route, handle);
  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route({ method, url: `${UPLOADS_PATH}/:id`, ...route, handler: handle });
  }
  // The protocol's discovery answer (versions, extensions, Tus-Max-Size) needs no sign-in.
  app.options(UPLOADS_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.hijack();
    await tus().handle(request.raw, reply.raw);
  });

  // Abandoned uploads (never sent in a message) go after a day: at start, then hourly.
  const sweep = () =>
    sweepAbandoned(app.db, storage).catch((err: unknown) => app.log.warn({ err }, 'upload sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
  });
  const timer = setInterval(sweep, opts.sweepEveryMs ?? SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
