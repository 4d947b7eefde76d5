import { CONSOLE_MEDIA_ROUTES, type Language, STAFF_API_BASE } from '@cp/contract';
import { Server, TUS_RESUMABLE } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor } from '../../audit/index.js';
import { adminOnly } from '../../staff/index.js';
import {
  cleanName,
  pgLocker,
  sizeText,
  TusRequests,
  type TusWebRequest,
  tusRefusal,
  tusTargetOf,
  tusUrl,
} from '../../uploads/index.js';
import { createFromUpload, type MediaContext } from './media.service.js';

export interface MediaTusOptions {
  ctx: MediaContext;
  maxBytes: number;
}

interface Uploader {
  projectId: number;
  userId: number;
  name: string;
  lang: Language;
}

const ROUTE = CONSOLE_MEDIA_ROUTES.uploads;
const ENDPOINT = `${STAFF_API_BASE}${ROUTE}`;

/**
 * The tus endpoint of lesson videos (decision 075), beside the chat's (decision 052) but its own:
 * school administrators only, a limit of its own (MEDIA_UPLOAD_MAX_BYTES, GBs), bytes streamed to
 * the object store's `media/.incoming` (a folder, or the bucket: decision 082). An upload
 * belongs to its school: another school's id is 404, and so is a URL that is not exactly the
 * endpoint or one upload's (tus-url.ts: the id checked is the id tus acts on). When the
 * last byte is in, the asset and its job are made (media.service createFromUpload) and the answer
 * carries the asset's id (`Media-Id`).
 */
export const mediaTusRoutes: FastifyPluginAsync<MediaTusOptions> = async (app, opts) => {
  const db: Db = app.db;
  const { storage } = opts.ctx;
  const requests = new TusRequests<Uploader>();
  const who = (req: TusWebRequest) => requests.who(req);
  let server: Server | undefined;
  // Made on first use: @tus/file-store creates its folder asynchronously (see uploads.routes).
  const tus = () =>
    (server ??= new Server({
      path: ENDPOINT,
      datastore: storage.incoming.datastore,
      maxSize: opts.maxBytes,
      relativeLocation: true,
      respectForwardedHeaders: false,
      // The id is the route's, never tus's own reading of the URL (issue 25, decision 094).
      getFileIdFromRequest: (req) => requests.upload(req),
      generateUrl: (_req, { path, id }) => tusUrl(path, id),
      locker: pgLocker(db),
      exposedHeaders: ['Media-Id'],
      async onUploadCreate(req, upload) {
        const u = who(req);
        const name = cleanName(upload.metadata?.filename);
        if (!name) throw tusRefusal(400, message('uploadNameRequired', u.lang));
        if (upload.size === undefined) throw tusRefusal(400, message('badRequest', u.lang));
        return { metadata: { ...upload.metadata, filename: name, school: String(u.projectId) } };
      },
      async onUploadFinish(req, upload) {
        const u = who(req);
        const name = cleanName(upload.metadata?.filename);
        const title = cleanName(upload.metadata?.title) || name.replace(/\.[^.]+$/, '') || name;
        const asset = await createFromUpload(
          { ...opts.ctx, db },
          { projectId: u.projectId, userId: u.userId, name: u.name },
          { id: upload.id, size: upload.size ?? upload.offset, name, title },
        );
        return { headers: { 'Media-Id': asset.id } };
      },
      onResponseError(req, err) {
        if ('status_code' in err && err.status_code === 413) {
          return tusRefusal(
            413,
            message('uploadTooLarge', who(req).lang, { limit: sizeText(opts.maxBytes) }),
          );
        }
        return undefined;
      },
    }));

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  /** The school an unfinished upload was started in, from tus's own record of it (file or bucket). */
  const schoolOfUpload = async (id: string) => {
    const upload = await storage.incoming.datastore.getUpload(id).catch(() => null);
    return upload?.metadata?.school ?? null;
  };

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const actor = auditActor(request);
    // The route's `:id` only routes: the id is read once, from the URL as it came (decision 094).
    const target = tusTargetOf(request.raw.url ?? '', ENDPOINT);
    const refused =
      !target ||
      (target.upload === null) !== (request.method === 'POST') ||
      (target.upload !== null && (await schoolOfUpload(target.upload)) !== String(actor.projectId));
    if (refused) throw new ApiError(404, message('notFound', request.lang));
    requests.set(request.raw, { ...actor, lang: request.lang }, target.upload);
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.raw.setHeader('cache-control', 'no-store');
    reply.hijack();
    try {
      await tus().handle(request.raw, reply.raw);
    } catch (err) {
      request.log.error({ err }, 'media tus request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
      reply.raw.end();
    }
  }

  const route = { onRequest: [app.authenticate, adminOnly], schema: { hide: true } };
  app.post(ROUTE, route, handle);
  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route({ method, url: `${ROUTE}/:id`, ...route, handler: handle });
  }
  app.options(ROUTE, { schema: { hide: true } }, async (request, reply) => {
    reply.hijack();
    reply.raw.setHeader('tus-resumable', TUS_RESUMABLE);
    await tus().handle(request.raw, reply.raw);
  });
};
