import {
  bannerBody,
  CONSOLE_CONTENT_ROUTES,
  CONTENT_IMAGE_MAX_BYTES,
  consoleBanner,
  consoleBannerList,
  contentImage,
  httpError,
  contentIdParams as params,
} from '@cp/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseDeclaredLengthOver } from '../../../plugins/declared-length.js';
import { malformedMultipart } from '../../../plugins/multipart-form.js';
import { takeSchoolImage } from '../../media/index.js';
import { adminOnly } from '../../staff/index.js';
import { presentConsoleBanner } from './content.presenter.js';
import { schoolBannerRows } from './content-banners.repository.js';
import { changeBanner, createBanner, removeBanner } from './content-banners.service.js';
import { contentErrors as errors, contentRoute as route } from './content-route-options.js';

/** Room for the multipart boundaries and part headers around the picture itself. */
const MULTIPART_FRAMING_BYTES = 16 * 1024;

/** Banners (spec 01 §3 Banner) and the pictures of banners and articles (decision 077). */
export const contentBannersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.post(
    CONSOLE_CONTENT_ROUTES.images,
    {
      ...route(
        app,
        'Uploads a banner or article picture (multipart `file`: PNG, JPEG or WebP, at most 2 MB)',
        {
          consumes: ['multipart/form-data'],
          response: { 201: contentImage, 413: httpError, ...errors },
        },
      ),
      // An administrator first, then the declared size: nobody else learns the limit.
      onRequest: [
        app.authenticate,
        adminOnly,
        refuseDeclaredLengthOver(CONTENT_IMAGE_MAX_BYTES + MULTIPART_FRAMING_BYTES),
      ],
    },
    async (request, reply) => {
      const part = await request.file().catch((err: unknown) => {
        throw malformedMultipart(err, request);
      });
      const image = await takeSchoolImage(app.db, request.tenant.project.id, part, request.lang);
      return reply.status(201).send(image);
    },
  );

  app.get(
    CONSOLE_CONTENT_ROUTES.banners,
    route(app, 'The banners of the school in display order', {
      response: { 200: consoleBannerList, ...errors },
    }),
    async (request) => (await schoolBannerRows(app.db, request.tenant.project.id)).map(presentConsoleBanner),
  );

  app.post(
    CONSOLE_CONTENT_ROUTES.banners,
    route(app, 'Adds a banner', { body: bannerBody, response: { 201: consoleBanner, ...errors } }),
    async (request, reply) =>
      reply.status(201).send(presentConsoleBanner(await createBanner(app, request, request.body))),
  );

  app.put(
    CONSOLE_CONTENT_ROUTES.banner,
    route(app, 'Changes a banner', { params, body: bannerBody, response: { 200: consoleBanner, ...errors } }),
    async (request) =>
      presentConsoleBanner(await changeBanner(app, request, request.params.id, request.body)),
  );

  app.delete(
    CONSOLE_CONTENT_ROUTES.banner,
    route(app, 'Deletes a banner', { params, response: { 204: z.null(), ...errors } }),
    async (request, reply) => {
      await removeBanner(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
