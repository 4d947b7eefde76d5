import {
  CONSOLE_MEDIA_ROUTES,
  httpError,
  langQuery,
  MEDIA_SUBTITLE_MAX_BYTES,
  mediaAsset,
  mediaIdParams,
  mediaList,
  mediaListQuery,
  mediaPatchBody,
  mediaSubtitleBody,
  mediaSubtitleParams,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { adminOnly } from '../../staff/index.js';
import type { ConsoleRoutesOptions } from '../console-options.js';
import {
  deleteMedia,
  listMedia,
  type MediaContext,
  removeSubtitle,
  renameMedia,
  retryMedia,
  setSubtitle,
  viewMedia,
} from './media.service.js';
import { mediaStorage } from './media-storage.js';
import { mediaTusRoutes } from './media-tus.js';
import {
  runTranscode,
  TRANSCODE_QUEUE,
  type TranscodeJob,
  transcodeQueueOptions,
} from './transcode/transcode.job.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['console media'];
const security = [{ bearer: [] }];
const DEFAULT_LADDER = [360, 720, 1080];

/**
 * The media library (issue 13 "Video pipeline", decision 075) under STAFF_API_BASE: the list and
 * one asset, its title, retrying a failed transcode, deleting, subtitles per language, and the
 * tus endpoint of uploads. School administrators only; the school is the host's.
 */
export const mediaConsoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, opts) => {
  const storage = mediaStorage(app.objects, opts.media?.s3);
  const maxUploadBytes = opts.media?.maxUploadBytes ?? 20 * 1024 ** 3;
  const ctx: MediaContext = { storage, jobs: app.jobs };
  app.jobs.define<TranscodeJob>({
    name: TRANSCODE_QUEUE,
    options: transcodeQueueOptions,
    // One at a time per process: ffmpeg uses every core by itself.
    concurrency: 1,
    handler: (job) =>
      runTranscode(
        { db: app.db, storage, ladder: opts.media?.ladder ?? DEFAULT_LADDER, maxBytes: maxUploadBytes },
        job,
      ),
  });

  const admin = [app.authenticate, adminOnly];
  const idParams = mediaIdParams;

  app.get(
    CONSOLE_MEDIA_ROUTES.list,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'The media library: uploaded lesson videos and their transcodes, newest first',
        querystring: mediaListQuery.extend(langQuery.shape),
        response: { 200: mediaList, ...errors },
      },
    },
    (request) => listMedia(ctx, request, request.query),
  );

  app.get(
    CONSOLE_MEDIA_ROUTES.one,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'One video of the library',
        params: idParams,
        querystring: langQuery,
        response: { 200: mediaAsset, ...errors },
      },
    },
    (request) => viewMedia(ctx, request, request.params.id),
  );

  app.patch(
    CONSOLE_MEDIA_ROUTES.one,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Renames a video',
        params: idParams,
        querystring: langQuery,
        body: mediaPatchBody,
        response: { 200: mediaAsset, ...errors },
      },
    },
    (request) => renameMedia(ctx, request, request.params.id, request.body),
  );

  app.post(
    CONSOLE_MEDIA_ROUTES.retry,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Converts a failed video again',
        params: idParams,
        querystring: langQuery,
        response: { 200: mediaAsset, ...errors },
      },
    },
    (request) => retryMedia(ctx, request, request.params.id),
  );

  app.delete(
    CONSOLE_MEDIA_ROUTES.one,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Deletes a video no lesson shows',
        params: idParams,
        querystring: langQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMedia(ctx, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // A WebVTT file as it is (`text/vtt`), besides the JSON `{vtt}`.
  const subtitleLimit = 2 * MEDIA_SUBTITLE_MAX_BYTES + 1024;
  app.addContentTypeParser(
    'text/vtt',
    { parseAs: 'string', bodyLimit: subtitleLimit },
    (_request, body, done) => done(null, { vtt: body }),
  );
  app.put(
    CONSOLE_MEDIA_ROUTES.subtitle,
    {
      onRequest: admin,
      bodyLimit: subtitleLimit,
      schema: {
        tags,
        security,
        summary: 'Sets the subtitles of one language (WebVTT)',
        params: mediaSubtitleParams,
        querystring: langQuery,
        body: mediaSubtitleBody,
        response: { 200: mediaAsset, ...errors, 413: httpError },
      },
    },
    (request) => {
      if (Buffer.byteLength(request.body.vtt) > MEDIA_SUBTITLE_MAX_BYTES) {
        throw new ApiError(413, message('mediaSubtitleTooLarge', request.lang));
      }
      return setSubtitle(ctx, request, request.params.id, request.params.lang, request.body.vtt);
    },
  );
  app.delete(
    CONSOLE_MEDIA_ROUTES.subtitle,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Removes the subtitles of one language',
        params: mediaSubtitleParams,
        querystring: langQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeSubtitle(ctx, request, request.params.id, request.params.lang);
      return reply.status(204).send(null);
    },
  );

  await app.register(mediaTusRoutes, { ctx, maxBytes: maxUploadBytes });
};
